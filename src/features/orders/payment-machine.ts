// The card payment of one order as a transition table, with no React, no timer and no storage in
// it: `transition(tab, event)` gives this tab's next knowledge (`TabState`, all it knows) and the
// effects to perform, in order (payment-effects.ts performs them). The stored entries
// ('bukka.payments', shared by every tab, read in by `stored` events) are the payments' stages.
// No second charge: Pay Now opens a checkout only when this tab is not paying already, no payment
// of the order is unresolved (here, in another tab, left by a reload — asked before the order is
// read and again after), the server's order is neither paid nor cancelled (another device), and
// writes can reach the server; a payment another tab settled (it vanished) has the order read
// again before Pay Now comes back. One tab works on a reference at a time: it holds it (a time
// stamp refreshed every beat); a hold older than `holdMs` is a tab that went away and another tab
// takes the reference over; a tab leaving the page lets go at once. One message per outcome, on
// the payment's own topic (payment-outcomes.ts): 'Payment successful' plus the reference once the
// page reads the order paid (never on the provider's word alone; also for a charge the server
// applied itself), once per reference; a check that cannot be made says the server's words and
// that the payment is kept (no Pay Now meanwhile), toasted once while it stays the same; the
// checkout declined → 'Payment declined', closed → 'Payment cancelled'; a bank transfer awaiting
// confirmation → pending, checked again every `retryMs` while the page is open.
import {
  type Intent,
  PAYMENT_TIMINGS,
  type PaymentEvent,
  type PaymentTimings,
  refundedText,
  STAGES,
  type Step,
  type TabState,
  type Transition,
  tried,
  withItem,
  work,
} from '#src/features/orders/payment-model.ts';
import { settled } from '#src/features/orders/payment-outcomes.ts';
import { settledMeanwhileText } from '#src/features/orders/payment-texts.ts';
import { walletSplit } from '#src/features/orders/wallet-split.ts';
import { declinedText } from '#src/lib/payment/payment-outcome.ts';
import { serverMessage } from '#src/lib/server-message.ts';
import { texts } from '#src/lib/texts.ts';
import type { PaymentInFlight } from '#src/state/payments-in-flight.ts';

/** Whether a payment of the order is unresolved (here or in another tab): no second charge. */
export const unresolved = (entries: readonly PaymentInFlight[], orderId: string): boolean =>
  entries.some((p) => p.orderId === orderId && STAGES[p.stage].resumes);

const still = (tab: TabState): Step => ({ tab, effects: [] });
/** The stored entries this tab has not dropped itself. */
const live = (tab: TabState) => tab.entries.filter((e) => !tab.forgotten.has(e.reference));

/** Starts the server's check of a reference, holding it meanwhile. */
function startCheck(tab: TabState, entry: PaymentInFlight, now: number): Step {
  const { reference } = entry;
  if (tab.working.has(reference)) return still(tab);
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
  let next: Step = still(tab);
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

/** What the order the page shows says of the stored payments: one it is paid with is said paid
 * (unless this tab's check says it) and dropped, as is what this tab saw pay it; a charge the
 * server refunded to the card is dropped and said, unless this tab is checking it. */
function reconcile(tab: TabState): Step {
  const { order } = tab;
  if (!order) return still(tab);
  const refunded = order.refundedCharges?.map((charge) => charge.reference) ?? [];
  const effects = live(tab).flatMap((entry): Intent[] => {
    const { reference } = entry;
    const mine = tab.working.has(reference);
    const forget: Intent = { do: 'forget', reference };
    if (order.isPaid && reference === order.reference)
      return mine ? [forget] : [{ do: 'say-paid', reference }, forget];
    if (order.isPaid && tab.paidHere.has(reference)) return [forget];
    if (!refunded.includes(reference) || mine) return [];
    return [forget, { do: 'inform', text: refundedText(entry, order.isPaid) }];
  });
  return { tab, effects };
}

/** The stored entries as read now: what vanished that this tab did not drop was settled in
 * another tab, and the order is read again before Pay Now comes back. */
function stored(tab: TabState, entries: readonly PaymentInFlight[]): Step {
  if (entries.length === tab.entries.length && entries.every((e, i) => e === tab.entries[i]))
    return still(tab);
  const here = (reference: string) => entries.some((e) => e.reference === reference);
  const vanished = tab.entries
    .filter((e) => STAGES[e.stage].resumes && !here(e.reference) && !tab.forgotten.has(e.reference))
    .map((e) => e.reference);
  const next = reconcile({
    ...tab,
    entries,
    forgotten: new Set([...tab.forgotten].filter(here)),
    rechecking: new Set([...tab.rechecking, ...vanished]),
  });
  if (!vanished.length || tab.rechecking.size) return next;
  return { tab: next.tab, effects: [{ do: 'recheck', references: vanished }, ...next.effects] };
}

/** Pay Now's reading of the order came back: the checkout opens, its reference kept first — or
 * not, when the order was paid or cancelled meanwhile or a payment of it became unresolved. */
function fetched(tab: TabState, event: Extract<PaymentEvent, { type: 'order-fetched' }>): Step {
  const { payment, order, reference, now } = event;
  if (!tab.paying) return still(tab);
  const meanwhile = order ? settledMeanwhileText(order) : null;
  const idle = { ...tab, paying: null };
  if (meanwhile)
    return { tab: idle, effects: [{ do: 'focus-status' }, { do: 'inform', text: meanwhile }] };
  if (unresolved(live(tab), payment.orderId)) return still(idle);
  // What is due now: the wallet's part may have changed since the button was drawn.
  const amountKobo = order ? walletSplit(order).dueKobo : payment.amountKobo;
  const entry = { reference, orderId: payment.orderId, amountKobo, createdAt: now, heldAt: now };
  const opened: PaymentInFlight = { ...entry, stage: 'opened' };
  return {
    tab: { ...work(tab, reference, true), paying: { reference } },
    effects: [
      { do: 'keep', entry: opened },
      { do: 'clear-error' },
      { do: 'open-checkout', entry: opened, payment: { ...payment, amountKobo } },
    ],
  };
}

/** A checkout of this tab that ended without a charge: its reference goes. */
const abandoned = (tab: TabState, reference: string, said: Intent): Step => ({
  tab: work(tab, reference, false),
  effects: [{ do: 'forget', reference }, said],
});

type Rows = {
  [K in PaymentEvent['type']]: (
    tab: TabState,
    event: Extract<PaymentEvent, { type: K }>,
    timings: PaymentTimings,
  ) => Step;
};

/** The table: each event, what it makes of this tab's knowledge and what it has done. */
const ROWS: Rows = {
  beat: (tab, event, timings) => beat(tab, event.now, event.entries, timings),
  stored: (tab, event) => stored(tab, event.entries),
  'order-shown': (tab, { order }) =>
    tab.order === order ? still(tab) : reconcile({ ...tab, order }),
  'pay-pressed': (tab, { payment, readOnly }) => {
    if (tab.paying || unresolved(live(tab), payment.orderId)) return still(tab);
    // A read-only view of the live backend (the proxy has refused a write): the server could
    // never check the charge, so no checkout opens.
    if (readOnly) return { tab, effects: [{ do: 'fail', text: texts.notSentReadOnly }] };
    // The order as the server has it now: a page left open may show an order paid elsewhere.
    return { tab: { ...tab, paying: {} }, effects: [{ do: 'fetch-order', payment }] };
  },
  'order-fetched': fetched,
  charged: (tab, { entry, said, now }) => {
    // The provider's reference is the one to check (the same one, unless it chose).
    const charged = { ...entry, reference: said || entry.reference, stage: 'succeeded' as const };
    const free = work(tab, entry.reference, false);
    const paying =
      tab.paying?.reference === entry.reference ? { reference: charged.reference } : tab.paying;
    const check = startCheck({ ...free, paying }, charged, now);
    const replaced: Intent[] =
      charged.reference === entry.reference ? [] : [{ do: 'forget', reference: entry.reference }];
    return {
      tab: check.tab,
      effects: [...replaced, { do: 'keep', entry: charged }, ...check.effects],
    };
  },
  cancelled: (tab, { reference }) =>
    abandoned(tab, reference, { do: 'toast', tone: 'info', text: texts.paymentCancelled }),
  declined: (tab, { reference, message }) =>
    abandoned(tab, reference, { do: 'fail', text: declinedText(message) }),
  'checkout-broke': (tab, { reference, error }) =>
    abandoned(tab, reference, { do: 'fail', text: serverMessage(error) }),
  // Said once, by the status line under the banner; older messages of this payment go.
  'transfer-pending': (tab, { reference, now }) => ({
    tab: tried(work(tab, reference, false), reference, now),
    effects: [
      { do: 'change', reference, patch: { stage: 'pending', heldAt: 0 } },
      { do: 'close-topic' },
    ],
  }),
  checked: (tab, { entry, result }) => settled(tab, entry, result),
  'check-broke': (tab, { reference }) => still(work(tab, reference, false)),
  'order-reread': (tab) => still(tab.paying?.rereading ? { ...tab, paying: null } : tab),
  rechecked: (tab, { references }) => {
    const rechecking = new Set([...tab.rechecking].filter((r) => !references.includes(r)));
    const again = rechecking.size ? [{ do: 'recheck', references: [...rechecking] } as const] : [];
    return { tab: { ...tab, rechecking }, effects: again };
  },
  'page-left': (tab) => ({
    tab,
    effects: [...tab.working].map((reference) => ({
      do: 'change',
      reference,
      patch: { heldAt: 0 },
    })),
  }),
};

const quiet = (tab: TabState): TabState =>
  tab.error === null && tab.said === null ? tab : { ...tab, error: null, said: null };

/** The tab's messages folded into its knowledge: the alert line, a failure toasted once (not
 * again while it stays the same), 'Payment successful' once per reference, and what it dropped. */
function told({ tab, effects }: Step): Transition {
  let next = tab;
  const out: Transition['effects'] = [];
  for (const effect of effects) {
    if (effect.do === 'clear-error') next = quiet(next);
    else if (effect.do === 'fail') {
      if (next.said !== effect.text) out.push(effect);
      next = { ...next, error: effect.text, said: effect.text };
    } else if (effect.do === 'say-paid') {
      if (next.saidPaid.has(effect.reference)) continue;
      next = { ...quiet(next), saidPaid: withItem(next.saidPaid, effect.reference, true) };
      out.push(effect);
    } else {
      if (effect.do === 'forget')
        next = { ...next, forgotten: withItem(next.forgotten, effect.reference, true) };
      out.push(effect);
    }
  }
  return { tab: next, effects: out };
}

/** This tab's Pay Now is over once the reference it opened is no longer worked on — after the
 * order is read again when the outcome asks for it, so Pay Now never shows in between. */
function payOver({ tab, effects }: Step): Step {
  const reference = tab.paying?.reference;
  if (reference === undefined || tab.working.has(reference) || tab.paying?.rereading)
    return { tab, effects };
  const rereading = effects.some((e) => e.do === 'reread');
  return { tab: { ...tab, paying: rereading ? { reference, rereading } : null }, effects };
}

/** One event: this tab's next knowledge and the effects to perform, in order. */
export function transition(
  tab: TabState,
  event: PaymentEvent,
  timings: PaymentTimings = PAYMENT_TIMINGS,
): Transition {
  const row = ROWS[event.type] as (t: TabState, e: PaymentEvent, x: PaymentTimings) => Step;
  return told(payOver(row(tab, event, timings)));
}
