// What the card payment's transition table (payment-machine.ts) asks for, done: the stored
// entries, the server's check, reading the order again, the payment's messages, and the
// provider's checkout whose callbacks become the table's events. Plain functions over what the
// hook (use-card-payment.ts) hands them; nothing here decides anything.
import type { QueryClient } from '@tanstack/react-query';
import type { OrderDetails } from '#shared/schemas/orders.ts';
import { orderQueries } from '#src/api/orders.ts';
import { payOrder, verifyPayment } from '#src/api/payments.ts';
import { transition } from '#src/features/orders/payment-machine.ts';
import type { PaymentEffect, PaymentEvent, TabState } from '#src/features/orders/payment-model.ts';
import { settlePayment } from '#src/features/orders/settle-payment.ts';
import type { usePaymentMessages } from '#src/features/orders/use-payment-messages.ts';
import { type OrderPayment, payForOrder } from '#src/lib/payment/pay-for-order.ts';
import { closeTopic, notifyError, notifyInfo } from '#src/lib/toast.ts';
import { changePayment, keepPayment, type PaymentInFlight } from '#src/state/payments-in-flight.ts';

export interface PaymentRunnerDeps {
  /** This tab's knowledge, moved by every event. */
  tab: { current: TabState };
  /** The order as the page shows it now. */
  order: { current: OrderDetails };
  queryClient: QueryClient;
  /** Drops a reference this tab settled itself (use-settled-elsewhere.ts). */
  forgetHere(reference: string): void;
  messages: ReturnType<typeof usePaymentMessages>;
}

export type Dispatch = (event: PaymentEvent) => Promise<void>;

/** `dispatch(event)`: the table's step, then its effects. */
export function paymentRunner(deps: PaymentRunnerDeps): Dispatch {
  const { tab, order, queryClient, forgetHere, messages } = deps;
  const { topic } = messages;

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
      void dispatch({ type: 'check-broke', reference: entry.reference });
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
        messages.fail(effect.text);
        break;
      case 'clear-error':
        messages.clearError();
        break;
      case 'toast':
        (effect.tone === 'error' ? notifyError : notifyInfo)(effect.text, undefined, { topic });
        break;
      case 'inform':
        messages.inform(effect.text);
        break;
      case 'close-topic':
        closeTopic(topic);
        break;
      case 'say-paid':
        messages.sayPaid(effect.reference);
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
      else if (effect.do === 'reread')
        await queryClient.invalidateQueries({ queryKey: orderQueries.all() }).catch(() => {});
      else perform(effect);
    }
    await Promise.all(checks);
  }
  return dispatch;
}

/** Opens the provider's checkout for a new reference; resolves once its outcome is handled. */
export function openCheckout(
  entry: PaymentInFlight,
  payment: OrderPayment,
  dispatch: Dispatch,
): Promise<void> {
  return new Promise<void>((done) => {
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
}
