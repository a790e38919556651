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
import { orderQueries } from '#src/api/orders.ts';
import { payOrder, verifyPayment } from '#src/api/payments.ts';
import type { OrderDetails } from '#src/api/schemas/orders.ts';
import { transition, unresolved } from '#src/features/orders/payment-machine.ts';
import {
  INITIAL_TAB,
  PAYMENT_TIMINGS,
  type PaymentEffect,
  type PaymentEvent,
} from '#src/features/orders/payment-model.ts';
import { settledMeanwhileText } from '#src/features/orders/payment-texts.ts';
import { settlePayment } from '#src/features/orders/settle-payment.ts';
import { usePaymentMessages } from '#src/features/orders/use-payment-messages.ts';
import { useSettledElsewhere } from '#src/features/orders/use-settled-elsewhere.ts';
import { handFocusTo, ORDER_STATUS_FOCUS } from '#src/lib/focus-handoff.ts';
import { type OrderPayment, payForOrder } from '#src/lib/payment/pay-for-order.ts';
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
  const { error, topic, fail, clearError, inform, sayPaid } = usePaymentMessages(orderId);

  const reread = () => queryClient.invalidateQueries({ queryKey: orderQueries.all() });

  /** The server's check of one stored payment, its settlement fed back to the table. */
  const check = async (entry: PaymentInFlight) => {
    const { isPaid, isCancelled, reference: paidWith, buyerId, refundedCharges } = order.current;
    let next: PaymentEvent;
    try {
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
      next = { type: 'checked', entry, result };
    } catch (cause) {
      dispatch({ type: 'check-broke', reference: entry.reference });
      throw cause;
    }
    await dispatch(next);
  };

  /** Performs one effect at once. */
  const perform = (effect: Exclude<PaymentEffect, { do: 'check' | 'reread' }>): void => {
    switch (effect.do) {
      case 'keep':
        keepPayment(effect.entry);
        break;
      case 'change':
        changePayment(effect.reference, effect.patch);
        break;
      case 'forget':
        forgetHere(effect.reference);
        break;
      case 'fail':
        fail(effect.text);
        break;
      case 'clear-error':
        clearError();
        break;
      case 'toast':
        (effect.tone === 'error' ? notifyError : notifyInfo)(effect.text, undefined, { topic });
        break;
      case 'inform':
        inform(effect.text);
        break;
      case 'close-topic':
        closeTopic(topic);
        break;
      case 'say-paid':
        sayPaid(effect.reference);
        break;
    }
  };

  /**
   * One event: this tab's knowledge moves at once, then the effects run in their order — each at
   * once (as the event happens), a reading of the order awaited before the next; the checks it
   * starts run side by side, and the promise ends when they have.
   */
  async function dispatch(event: PaymentEvent): Promise<void> {
    const next = transition(tab.current, event);
    tab.current = next.tab;
    const checks: Promise<void>[] = [];
    for (const effect of next.effects) {
      if (effect.do === 'check') checks.push(check(effect.entry));
      else if (effect.do === 'reread') await reread().catch(() => {});
      else perform(effect);
    }
    await Promise.all(checks);
  }

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
      if (unresolved(allPayments(), orderId)) return;
      const now = Date.now();
      const entry: PaymentInFlight = {
        reference: newPaymentReference(orderId),
        orderId,
        amountKobo: payment.amountKobo,
        stage: 'opened',
        createdAt: now,
        heldAt: now,
      };
      await checkout(entry, payment);
    });
  };

  /** Opens the provider's checkout for a kept reference; resolves once its outcome is handled. */
  const checkout = (entry: PaymentInFlight, payment: OrderPayment) =>
    new Promise<void>((done) => {
      const { reference } = entry;
      const then = (event: PaymentEvent) => void dispatch(event).finally(done);
      void dispatch({ type: 'opened', entry });
      payForOrder(
        { ...payment, reference },
        {
          success: (said) => then({ type: 'charged', entry, said, now: Date.now() }),
          cancelled: () => then({ type: 'cancelled', reference }),
          failed: (message) => then({ type: 'declined', reference, message }),
          pending: () => then({ type: 'transfer-pending', reference, now: Date.now() }),
        },
      ).catch((cause: unknown) => then({ type: 'checkout-broke', reference, error: cause }));
    });

  return {
    entries,
    busy: flight.busy,
    error,
    rechecking,
    isMine: (reference) => tab.current.working.has(reference),
    pay,
  };
}
