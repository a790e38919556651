// Card payment of one order, and every payment of it still in flight (issue 27 #1). The provider's
// checkout only says what the payer did; the outcome is the server's (settle-payment.ts). The
// reference is the client's own, kept in 'bukka.payments' (src/state/payments-in-flight.ts) BEFORE
// the checkout opens, so a reload, a closed tab or a second tab finds it and resumes the check
// instead of offering Pay Now again. One tab works on a reference at a time: it holds it (a time
// stamp refreshed every 2 s); a hold older than 6 s is a tab that went away, and a tab leaving
// the page lets go at once. Exactly one message per outcome, on the topic `payment:<orderId>`:
// - paid → 'Payment successful' plus the reference (only now: never on the provider's word alone);
// - the check cannot be made (5xx, no network) → the server's words and that the payment is kept
//   and checked again (no Pay Now meanwhile: the card may well have been charged);
// - the check says not successful → 'error making payment' (spec);
// - a charge the order cannot take → kept and shown with what to do (buyer-status.tsx), or, when
//   the server refunded it to the card (the mock: at this page's own confirm, or by its webhook),
//   that refund in its words at once;
// - a charge of this browser the server applied itself (the provider's webhook: this page never
//   confirmed it) → 'Payment successful' all the same, once;
// - Pay Now on an order paid or cancelled meanwhile (another device) → said, no checkout;
// - the checkout declines → 'Payment declined'; closed → 'Payment cancelled'; a bank transfer
//   awaiting confirmation → pending, checked again every few seconds while the page is open.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { formatNaira } from '#shared/money.ts';
import type { OrderDetails } from '#shared/schemas/orders.ts';
import { orderQueries } from '#src/api/orders.ts';
import { payOrder, verifyPayment } from '#src/api/payments.ts';
import {
  checkLaterText,
  refundedChargeText,
  settledMeanwhileText,
} from '#src/features/orders/payment-texts.ts';
import { type Settlement, settlePayment } from '#src/features/orders/settle-payment.ts';
import { usePaymentMessages } from '#src/features/orders/use-payment-messages.ts';
import { useSettledElsewhere } from '#src/features/orders/use-settled-elsewhere.ts';
import { handFocusTo, ORDER_STATUS_FOCUS } from '#src/lib/focus-handoff.ts';
import { type OrderPayment, payForOrder } from '#src/lib/payment/pay-for-order.ts';
import { declinedText } from '#src/lib/payment/payment-outcome.ts';
import { serverMessage } from '#src/lib/server-message.ts';
import { texts } from '#src/lib/texts.ts';
import { closeTopic, notifyError, notifyInfo } from '#src/lib/toast.ts';
import { useSingleFlight } from '#src/lib/use-send-once.ts';
import {
  allPayments,
  changePayment,
  keepPayment,
  newPaymentReference,
  type PaymentInFlight,
  subscribePayments,
} from '#src/state/payments-in-flight.ts';

/** A tab working on a reference says so this often… */
const BEAT_MS = 2000;
/** …so a hold older than this is a tab that went away. */
const HOLD_MS = 6000;
/** A pending transfer, or a check that could not be made, is asked again after this long. */
const RETRY_MS = 5000;
/** A transfer still unconfirmed after this long is given up (the provider's account expired). */
const TRANSFER_WAIT_MS = 60 * 60_000;

export interface OrderPaymentView {
  /** The stored payments of this order. */
  entries: PaymentInFlight[];
  /** A checkout of this tab is open or its outcome is being checked. */
  busy: boolean;
  /** This tab's last failure (role="alert"), or null. */
  error: string | null;
  /** Another tab settled a payment of this order: the order is being read again. */
  rechecking: boolean;
  /** Whether this reference is being worked on in this tab. */
  isMine(reference: string): boolean;
  pay(order: OrderPayment): void;
}

export function useCardPayment(details: OrderDetails): OrderPaymentView {
  const orderId = details._id;
  const queryClient = useQueryClient();
  const stored = useSyncExternalStore(subscribePayments, allPayments, allPayments);
  const entries = stored.filter((p) => p.orderId === orderId);
  const flight = useSingleFlight();
  const working = useRef(new Set<string>());
  const lastTry = useRef(new Map<string, number>());
  /** References this tab saw pay the order, dropped once the page shows it paid. */
  const paidHere = useRef(new Set<string>());
  const order = useRef(details);
  order.current = details;
  const { rechecking, forgetHere } = useSettledElsewhere(entries, details);

  const { error, topic, fail, clearError, inform, sayPaid } = usePaymentMessages(orderId);

  const outcome = async (entry: PaymentInFlight, result: Settlement) => {
    const { reference } = entry;
    if (result.kind === 'wait') {
      changePayment(reference, { heldAt: 0 });
      if (result.error !== undefined) fail(checkLaterText(serverMessage(result.error)));
      return;
    }
    if (result.kind === 'unapplied') {
      changePayment(reference, { stage: 'unapplied', reason: result.reason, heldAt: 0 });
      clearError();
      if (result.error !== undefined)
        notifyError(serverMessage(result.error), undefined, { topic });
      else closeTopic(topic);
      await queryClient.invalidateQueries({ queryKey: orderQueries.all() });
      return;
    }
    if (result.kind === 'refunded') {
      forgetHere(reference);
      clearError();
      // Why is the server's word (this page may not show the order paid or cancelled yet).
      const why = { isPaid: result.orderPaid };
      inform(refundedChargeText(formatNaira(entry.amountKobo), reference, why));
      await queryClient.invalidateQueries({ queryKey: orderQueries.all() }).catch(() => {});
      return;
    }
    if (result.kind !== 'paid') {
      forgetHere(reference);
      if (result.kind === 'declined') fail(texts.errorMakingPayment);
      return;
    }
    if (result.earlier) {
      forgetHere(reference);
      sayPaid(reference);
      return;
    }
    // The reference goes once the page shows the order paid (the effect below), never before:
    // Pay Now must not flash in between.
    paidHere.current.add(reference);
    await queryClient.invalidateQueries({ queryKey: orderQueries.all() }).catch(() => {});
    sayPaid(reference);
  };

  /** Checks one stored payment with the server, holding it meanwhile. */
  const settle = async (entry: PaymentInFlight) => {
    const { reference } = entry;
    if (working.current.has(reference)) return;
    working.current.add(reference);
    lastTry.current.set(reference, Date.now());
    changePayment(reference, { heldAt: Date.now() });
    try {
      const { isPaid, isCancelled, reference: paidWith, buyerId, refundedCharges } = order.current;
      const result = await settlePayment(
        entry,
        { isPaid, isCancelled, reference: paidWith, refundedCharges },
        {
          verify: verifyPayment,
          payOrder,
          readOrder: async (id) =>
            (await queryClient.fetchQuery({ ...orderQueries.detail(id, buyerId), staleTime: 0 }))
              .details,
        },
      );
      working.current.delete(reference);
      await outcome(entry, result);
    } finally {
      working.current.delete(reference);
    }
  };

  const { isPaid, reference: paidWith } = details;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the order or its payments change.
  useEffect(() => {
    if (!isPaid) return;
    for (const { reference } of entries) {
      // Paid with a charge of this browser that no page here confirmed (the server applied it):
      // the buyer who saw the checkout succeed hears it confirmed.
      if (reference === paidWith && !working.current.has(reference)) sayPaid(reference);
      if (reference === paidWith || paidHere.current.has(reference)) forgetHere(reference);
    }
  }, [isPaid, paidWith, entries.length]);

  // A charge of this browser the server has since refunded to the card (its webhook found the
  // order paid or cancelled): no longer a problem to take to customer care; said once, here too.
  const refunded = details.refundedCharges?.map((charge) => charge.reference) ?? [];
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when refunds or payments change.
  useEffect(() => {
    for (const entry of entries) {
      if (!refunded.includes(entry.reference) || working.current.has(entry.reference)) continue;
      forgetHere(entry.reference);
      inform(refundedChargeText(formatNaira(entry.amountKobo), entry.reference, details));
    }
  }, [refunded.join(' '), entries.length]);

  // Every 2 s: hold what this tab works on, and resume what nobody holds.
  // biome-ignore lint/correctness/useExhaustiveDependencies: one loop per order; it reads refs.
  useEffect(() => {
    const tick = () => {
      const now = Date.now();
      for (const entry of allPayments()) {
        const { reference } = entry;
        if (entry.orderId !== orderId || entry.stage === 'unapplied') continue;
        if (paidHere.current.has(reference)) continue;
        if (working.current.has(reference)) {
          if (now - entry.heldAt >= BEAT_MS / 2) changePayment(reference, { heldAt: now });
          continue;
        }
        if (entry.heldAt > 0 && now - entry.heldAt < HOLD_MS) continue;
        if (now - (lastTry.current.get(reference) ?? 0) < RETRY_MS) continue;
        if (entry.stage === 'pending' && now - entry.createdAt > TRANSFER_WAIT_MS) {
          forgetHere(reference);
          continue;
        }
        void settle(entry);
      }
    };
    // Leaving the page (reload, closed tab) lets go of everything at once for the next page.
    const letGo = () => {
      for (const reference of working.current) changePayment(reference, { heldAt: 0 });
    };
    tick();
    const timer = setInterval(tick, BEAT_MS);
    globalThis.addEventListener?.('pagehide', letGo);
    return () => {
      clearInterval(timer);
      globalThis.removeEventListener?.('pagehide', letGo);
      letGo();
    };
  }, [orderId]);

  const pay = (payment: OrderPayment) => {
    // Never a second charge while one of this order is unresolved (here or in another tab).
    const unresolved = () =>
      allPayments().some((p) => p.orderId === orderId && p.stage !== 'unapplied');
    if (unresolved()) return;
    void flight.run(async () => {
      // The order as the server has it now: a page left open may show an order paid elsewhere.
      const latest = await queryClient
        .fetchQuery({ ...orderQueries.detail(orderId, details.buyerId), staleTime: 0 })
        .catch(() => null);
      // Paid on another device (or cancelled) since this page loaded: said, never charged again.
      const meanwhile = latest ? settledMeanwhileText(latest.details) : null;
      if (meanwhile) {
        handFocusTo(ORDER_STATUS_FOCUS);
        inform(meanwhile);
        return;
      }
      if (unresolved()) return;
      await new Promise<void>((done) => {
        const now = Date.now();
        const entry: PaymentInFlight = {
          reference: newPaymentReference(orderId),
          orderId,
          amountKobo: payment.amountKobo,
          stage: 'opened',
          createdAt: now,
          heldAt: now,
        };
        const { reference } = entry;
        keepPayment(entry);
        working.current.add(reference);
        clearError();
        const forget = () => {
          working.current.delete(reference);
          forgetHere(reference);
        };
        payForOrder(
          { ...payment, reference },
          {
            success: (said) => {
              working.current.delete(reference);
              // The provider's reference is the one to check (the same one, unless it chose).
              const charged = {
                ...entry,
                reference: said || reference,
                stage: 'succeeded' as const,
              };
              if (charged.reference !== reference) forgetHere(reference);
              keepPayment(charged);
              void settle(charged).finally(done);
            },
            cancelled: () => {
              forget();
              notifyInfo(texts.paymentCancelled, undefined, { topic });
              done();
            },
            failed: (message) => {
              forget();
              fail(declinedText(message));
              done();
            },
            pending: () => {
              // Said once, by the status line under the banner; older messages of this payment go.
              working.current.delete(reference);
              lastTry.current.set(reference, Date.now());
              changePayment(reference, { stage: 'pending', heldAt: 0 });
              closeTopic(topic);
              done();
            },
          },
        ).catch((cause: unknown) => {
          forget();
          fail(serverMessage(cause));
          done();
        });
      });
    });
  };

  return {
    entries,
    busy: flight.busy,
    error,
    rechecking,
    isMine: (reference) => working.current.has(reference),
    pay,
  };
}
