// The card payment of one order as a transition table, with no React, no timer and no storage in
// it: `transition(tab, event)` gives this tab's next knowledge and the effects to perform, in
// order (use-card-payment.ts performs them: the stored entries, the server's check, the toasts).
// The stored entries ('bukka.payments', shared by every tab) are the payments' stages; `TabState`
// is only what this tab knows beside them. One tab works on a reference at a time: it holds it
// (a time stamp refreshed every beat); a hold older than `holdMs` is a tab that went away and
// another tab takes the reference over; a tab leaving the page lets go at once. Exactly one
// message per outcome, on the payment's own topic:
// - paid → 'Payment successful' plus the reference, once the page reads the order paid (never on
//   the provider's word alone);
// - the check cannot be made (5xx, no network) → the server's words and that the payment is kept
//   and checked again (no Pay Now meanwhile: the card may well have been charged);
// - the check says not successful → 'error making payment' (spec);
// - the read-only proxy refused the check → 'Not sent: …' once, never checked again (a charge the
//   checkout reported is kept as one the order could not take);
// - a charge the order cannot take → kept and shown with what to do (buyer-status.tsx), or, when
//   the server refunded it to the card, that refund in its words at once;
// - a charge of this browser the server applied itself (the provider's webhook) → 'Payment
//   successful' all the same, once;
// - the checkout declines → 'Payment declined'; closed → 'Payment cancelled'; a bank transfer
//   awaiting confirmation → pending, checked again every `retryMs` while the page is open.
import {
  PAYMENT_TIMINGS,
  type PaymentEffect,
  type PaymentEvent,
  type PaymentTimings,
  refundedText,
  STAGES,
  type TabState,
  type Transition,
  tried,
  work,
} from '#src/features/orders/payment-model.ts';
import { settled } from '#src/features/orders/payment-outcomes.ts';
import { declinedText } from '#src/lib/payment/payment-outcome.ts';
import { serverMessage } from '#src/lib/server-message.ts';
import { texts } from '#src/lib/texts.ts';
import type { PaymentInFlight } from '#src/state/payments-in-flight.ts';

/** Starts the server's check of a reference, holding it meanwhile. */
function startCheck(tab: TabState, entry: PaymentInFlight, now: number): Transition {
  const { reference } = entry;
  if (tab.working.has(reference)) return { tab, effects: [] };
  return {
    tab: tried(work(tab, reference, true), reference, now),
    effects: [
      { do: 'change', reference, patch: { heldAt: now } },
      { do: 'check', entry },
    ],
  };
}

/** The beat: hold what this tab works on, take over what nobody holds, resume what is due. */
function beat(tab: TabState, now: number, entries: readonly PaymentInFlight[], t: PaymentTimings) {
  let next: Transition = { tab, effects: [] };
  for (const entry of entries) {
    const { reference } = entry;
    const { tab: current } = next;
    if (!STAGES[entry.stage].resumes || current.paidHere.has(reference)) continue;
    if (current.working.has(reference)) {
      if (now - entry.heldAt >= t.beatMs / 2)
        next.effects.push({ do: 'change', reference, patch: { heldAt: now } });
      continue;
    }
    if (entry.heldAt > 0 && now - entry.heldAt < t.holdMs) continue;
    if (now - (current.lastTry.get(reference) ?? 0) < t.retryMs) continue;
    if (STAGES[entry.stage].givesUp && now - entry.createdAt > t.transferWaitMs) {
      next.effects.push({ do: 'forget', reference });
      continue;
    }
    const started = startCheck(current, entry, now);
    next = { tab: started.tab, effects: [...next.effects, ...started.effects] };
  }
  return next;
}

/** A checkout of this tab that ended without a charge: its reference goes. */
const abandoned = (tab: TabState, reference: string, ...said: PaymentEffect[]): Transition => ({
  tab: work(tab, reference, false),
  effects: [{ do: 'forget', reference }, ...said],
});

/** The table: each event, what it makes of this tab's knowledge and what it has done. */
export function transition(
  tab: TabState,
  event: PaymentEvent,
  timings: PaymentTimings = PAYMENT_TIMINGS,
): Transition {
  switch (event.type) {
    case 'beat':
      return beat(tab, event.now, event.entries, timings);
    case 'opened':
      return {
        tab: work(tab, event.entry.reference, true),
        effects: [{ do: 'keep', entry: event.entry }, { do: 'clear-error' }],
      };
    case 'charged': {
      const { entry, said } = event;
      // The provider's reference is the one to check (the same one, unless it chose).
      const charged = { ...entry, reference: said || entry.reference, stage: 'succeeded' as const };
      const free = work(tab, entry.reference, false);
      const check = startCheck(free, charged, event.now);
      const replaced: PaymentEffect[] =
        charged.reference === entry.reference ? [] : [{ do: 'forget', reference: entry.reference }];
      return {
        tab: check.tab,
        effects: [...replaced, { do: 'keep', entry: charged }, ...check.effects],
      };
    }
    case 'cancelled':
      return abandoned(tab, event.reference, {
        do: 'toast',
        tone: 'info',
        text: texts.paymentCancelled,
      });
    case 'declined':
      return abandoned(tab, event.reference, { do: 'fail', text: declinedText(event.message) });
    case 'checkout-broke':
      return abandoned(tab, event.reference, { do: 'fail', text: serverMessage(event.error) });
    case 'transfer-pending': {
      // Said once, by the status line under the banner; older messages of this payment go.
      const { reference, now } = event;
      return {
        tab: tried(work(tab, reference, false), reference, now),
        effects: [
          { do: 'change', reference, patch: { stage: 'pending', heldAt: 0 } },
          { do: 'close-topic' },
        ],
      };
    }
    case 'checked':
      return settled(tab, event.entry, event.result);
    case 'check-broke':
      return { tab: work(tab, event.reference, false), effects: [] };
    case 'order-paid':
      return orderPaid(tab, event.paidWith, event.entries);
    case 'charges-refunded': {
      // A charge of this browser the server has since refunded to the card (its webhook found the
      // order paid or cancelled): no longer a problem to take to customer care; said once here.
      const gone = event.entries.filter(
        (e) => event.refunded.includes(e.reference) && !tab.working.has(e.reference),
      );
      return {
        tab,
        effects: gone.flatMap((entry): PaymentEffect[] => [
          { do: 'forget', reference: entry.reference },
          { do: 'inform', text: refundedText(entry, event.isPaid) },
        ]),
      };
    }
    case 'page-left':
      return {
        tab,
        effects: [...tab.working].map((reference) => ({
          do: 'change',
          reference,
          patch: { heldAt: 0 },
        })),
      };
  }
}

/** The page shows the order paid: what this tab paid goes, and a charge of this browser that no
 * page here confirmed (the server applied it) is said confirmed to the buyer who saw it succeed. */
function orderPaid(
  tab: TabState,
  paidWith: string | undefined,
  entries: readonly PaymentInFlight[],
): Transition {
  const effects: PaymentEffect[] = [];
  for (const { reference } of entries) {
    if (reference === paidWith && !tab.working.has(reference))
      effects.push({ do: 'say-paid', reference });
    if (reference === paidWith || tab.paidHere.has(reference))
      effects.push({ do: 'forget', reference });
  }
  return { tab, effects };
}

/** Whether a payment of the order is unresolved (here or in another tab): no second charge. */
export const unresolved = (entries: readonly PaymentInFlight[], orderId: string): boolean =>
  entries.some((p) => p.orderId === orderId && STAGES[p.stage].resumes);
