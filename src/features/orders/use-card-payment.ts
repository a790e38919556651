// Card payment of one order. The provider's checkout only says what the payer did; the outcome is
// the server's: after the checkout reports success, `confirmCardPayment` checks the reference
// (POST /api/pay) and pays the order (POST /api/orders/pay; the mutation refreshes the order, so
// it shows paid without a reload). Exactly one message per outcome, all on the topic
// `payment:<orderId>`, so a newer one replaces the older (a success after a decline leaves only
// the success):
// - paid → 'Payment successful' plus the reference (only now: never on the provider's word alone);
// - the check cannot be made (the server answers 5xx, e.g. the panel's Payment outage) → the
//   server's message and 'You were not charged.';
// - the check says not successful → 'error making payment' (spec);
// - the checkout declines → 'Payment declined'; closed → 'Payment cancelled'; a bank transfer
//   awaiting confirmation → pending, not cancelled.
// One checkout at a time.
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { confirmCardPaymentMutation, PaymentNotVerifiedError } from '#src/api/payments.ts';
import { announce } from '#src/lib/announce.ts';
import { handFocusTo, ORDER_STATUS_FOCUS } from '#src/lib/focus-handoff.ts';
import { type OrderPayment, payForOrder } from '#src/lib/payment/pay-for-order.ts';
import { declinedText, isPaymentOutage, outageText } from '#src/lib/payment/payment-outcome.ts';
import { serverMessage } from '#src/lib/server-message.ts';
import { paymentSuccessful, texts } from '#src/lib/texts.ts';
import { closeTopic, notifyError, notifyInfo, notifySuccess } from '#src/lib/toast.ts';
import { useSingleFlight } from '#src/lib/use-send-once.ts';

type PaymentPhase = 'idle' | 'opening' | 'verifying' | 'pending' | 'paid' | 'error';

interface CardPaymentState {
  phase: PaymentPhase;
  error: string | null;
}

/** The toast topic of one order's payment. */
const paymentTopic = (orderId: string) => `payment:${orderId}`;

/** What a failed confirmation means for the payer. */
function confirmationFailure(error: unknown): string {
  if (error instanceof PaymentNotVerifiedError) {
    if (!error.check && isPaymentOutage(error.cause)) return outageText(error.cause);
    return texts.errorMakingPayment;
  }
  return serverMessage(error);
}

export function useCardPayment() {
  const { mutateAsync: confirmPayment } = useMutation(confirmCardPaymentMutation());
  const [state, setState] = useState<CardPaymentState>({ phase: 'idle', error: null });
  const flight = useSingleFlight();

  const pay = (order: OrderPayment) => {
    const topic = paymentTopic(order.orderId);
    const fail = (message: string) => {
      setState({ phase: 'error', error: message });
      notifyError(message, undefined, { topic });
    };
    const confirm = async (reference: string) => {
      setState({ phase: 'verifying', error: null });
      try {
        await confirmPayment({ reference, orderId: order.orderId });
        // The paid banner has replaced Pay Now: it takes the focus.
        handFocusTo(ORDER_STATUS_FOCUS);
        setState({ phase: 'paid', error: null });
        notifySuccess(paymentSuccessful(reference), undefined, { topic });
        announce(texts.paymentSuccessful);
      } catch (error) {
        fail(confirmationFailure(error));
      }
    };
    /** One checkout at a time: a second click while one is open or being confirmed is dropped. */
    void flight.run(
      () =>
        new Promise<void>((done) => {
          setState({ phase: 'opening', error: null });
          payForOrder(order, {
            success: (reference) => {
              void confirm(reference).finally(done);
            },
            cancelled: () => {
              setState({ phase: 'idle', error: null });
              notifyInfo(texts.paymentCancelled, undefined, { topic });
              done();
            },
            failed: (message) => {
              fail(declinedText(message));
              done();
            },
            pending: () => {
              // Said once, by the status line under Pay Now; older messages of this payment go.
              setState({ phase: 'pending', error: null });
              closeTopic(topic);
              done();
            },
          }).catch((error: unknown) => {
            fail(serverMessage(error));
            done();
          });
        }),
    );
  };

  return { ...state, busy: flight.busy, pay };
}
