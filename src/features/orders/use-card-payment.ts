// Card payment of one order, and every payment of it still in flight. The provider's checkout
// only says what the payer did; the outcome is the server's (settle-payment.ts). The reference is
// the client's own, kept in 'bukka.payments' (src/state/payments-in-flight.ts) BEFORE the checkout
// opens, so a reload, a closed tab or a second tab finds it and resumes the check instead of
// offering Pay Now again. What happens on each event — holds, beats, take-overs, retries, the
// outcomes and what each says — is the transition table of payment-machine.ts; this hook only
// feeds it events (the beat's timer, the checkout's callbacks, the check's answer, the order the
// page shows, the page going) and performs the effects it returns.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { OrderDetails } from '#shared/schemas/orders.ts';
import { writesRefused } from '#src/api/client.ts';
import { orderQueries } from '#src/api/orders.ts';
import { openCheckout, paymentRunner } from '#src/features/orders/payment-effects.ts';
import { unresolved } from '#src/features/orders/payment-machine.ts';
import { INITIAL_TAB, PAYMENT_TIMINGS } from '#src/features/orders/payment-model.ts';
import { settledMeanwhileText } from '#src/features/orders/payment-texts.ts';
import { usePaymentMessages } from '#src/features/orders/use-payment-messages.ts';
import { useSettledElsewhere } from '#src/features/orders/use-settled-elsewhere.ts';
import { walletSplit } from '#src/features/orders/wallet-split.ts';
import { handFocusTo, ORDER_STATUS_FOCUS } from '#src/lib/focus-handoff.ts';
import type { OrderPayment } from '#src/lib/payment/pay-for-order.ts';
import { texts } from '#src/lib/texts.ts';
import { useSingleFlight } from '#src/lib/use-send-once.ts';
import {
  allPayments,
  newPaymentReference,
  type PaymentInFlight,
  subscribePayments,
} from '#src/state/payments-in-flight.ts';

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

const ofOrder = (orderId: string) => allPayments().filter((p) => p.orderId === orderId);

export function useCardPayment(details: OrderDetails): OrderPaymentView {
  const orderId = details._id;
  const queryClient = useQueryClient();
  const stored = useSyncExternalStore(subscribePayments, allPayments, allPayments);
  const entries = stored.filter((p) => p.orderId === orderId);
  const flight = useSingleFlight();
  const tab = useRef(INITIAL_TAB);
  const order = useRef(details);
  order.current = details;
  const { rechecking, forgetHere } = useSettledElsewhere(entries, details);

  const messages = usePaymentMessages(orderId);
  const dispatch = paymentRunner({ tab, order, queryClient, forgetHere, messages });

  const { isPaid, reference: paidWith } = details;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the order or its payments change.
  useEffect(() => {
    if (isPaid) void dispatch({ type: 'order-paid', paidWith, entries });
  }, [isPaid, paidWith, entries.length]);

  const refunded = details.refundedCharges?.map((charge) => charge.reference) ?? [];
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when refunds or payments change.
  useEffect(() => {
    void dispatch({ type: 'charges-refunded', refunded, isPaid: details.isPaid, entries });
  }, [refunded.join(' '), entries.length]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: one beat per order; it reads refs.
  useEffect(() => {
    const beat = () => void dispatch({ type: 'beat', now: Date.now(), entries: ofOrder(orderId) });
    // Leaving the page (reload, closed tab) lets go of everything at once for the next page.
    const letGo = () => void dispatch({ type: 'page-left' });
    beat();
    const timer = setInterval(beat, PAYMENT_TIMINGS.beatMs);
    globalThis.addEventListener?.('pagehide', letGo);
    return () => {
      clearInterval(timer);
      globalThis.removeEventListener?.('pagehide', letGo);
      letGo();
    };
  }, [orderId]);

  const pay = (payment: OrderPayment) => {
    // Never a second charge while one of this order is unresolved (here or in another tab).
    if (unresolved(allPayments(), orderId)) return;
    // A read-only view of the live backend (the proxy has refused a write): the server could never
    // check the charge, so no checkout opens.
    if (writesRefused()) {
      messages.fail(texts.notSentReadOnly);
      return;
    }
    void flight.run(async () => {
      // The order as the server has it now: a page left open may show an order paid elsewhere.
      const latest = await queryClient
        .fetchQuery({ ...orderQueries.detail(orderId, details.buyerId), staleTime: 0 })
        .catch(() => null);
      // Paid on another device (or cancelled) since this page loaded: said, never charged again.
      const meanwhile = latest ? settledMeanwhileText(latest.details) : null;
      if (meanwhile) {
        handFocusTo(ORDER_STATUS_FOCUS);
        messages.inform(meanwhile);
        return;
      }
      if (unresolved(allPayments(), orderId)) return;
      // What is due now: the wallet's part may have changed since the button was drawn.
      const due = latest
        ? { ...payment, amountKobo: walletSplit(latest.details).dueKobo }
        : payment;
      const now = Date.now();
      const entry: PaymentInFlight = {
        reference: newPaymentReference(orderId),
        orderId,
        amountKobo: due.amountKobo,
        stage: 'opened',
        createdAt: now,
        heldAt: now,
      };
      await openCheckout(entry, due, dispatch);
    });
  };

  return {
    entries,
    busy: flight.busy,
    error: messages.error,
    rechecking,
    isMine: (reference) => tab.current.working.has(reference),
    pay,
  };
}
