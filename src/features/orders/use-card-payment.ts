// Card payment of one order: provider checkout (src/lib/payment) → 'Payment successful' plus the
// reference → `confirmCardPayment` (POST /api/pay, then POST /api/orders/pay; the mutation
// refreshes the order, so it shows paid without a reload). Close → 'Payment cancelled'; a check
// that is not successful (`success: false` or an error answer of /api/pay) → 'error making
// payment'; a pending bank transfer is pending, not cancelled. One checkout at a time.
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { confirmCardPaymentMutation, PaymentNotVerifiedError } from '#src/api/payments.ts';
import { announce } from '#src/lib/announce.ts';
import { handFocusTo, ORDER_STATUS_FOCUS } from '#src/lib/focus-handoff.ts';
import { type OrderPayment, payForOrder } from '#src/lib/payment/pay-for-order.ts';
import { serverMessage } from '#src/lib/server-message.ts';
import { paymentSuccessful, texts } from '#src/lib/texts.ts';
import { notifyError, notifyInfo, notifySuccess } from '#src/lib/toast.ts';
import { useSingleFlight } from '#src/lib/use-send-once.ts';

type PaymentPhase = 'idle' | 'opening' | 'verifying' | 'pending' | 'paid' | 'error';

interface CardPaymentState {
  phase: PaymentPhase;
  error: string | null;
}

export function useCardPayment() {
  const { mutateAsync: confirmPayment } = useMutation(confirmCardPaymentMutation());
  const [state, setState] = useState<CardPaymentState>({ phase: 'idle', error: null });
  const flight = useSingleFlight();
  const fail = (message: string) => {
    setState({ phase: 'error', error: message });
    notifyError(message);
  };

  const confirm = async (reference: string, orderId: string) => {
    setState({ phase: 'verifying', error: null });
    try {
      await confirmPayment({ reference, orderId });
      // The paid banner has replaced Pay Now: it takes the focus.
      handFocusTo(ORDER_STATUS_FOCUS);
      setState({ phase: 'paid', error: null });
      announce(texts.paymentSuccessful);
    } catch (error) {
      fail(
        error instanceof PaymentNotVerifiedError ? texts.errorMakingPayment : serverMessage(error),
      );
    }
  };

  /** One checkout at a time: a second click while one is open or being confirmed is dropped. */
  const pay = (order: OrderPayment) => {
    void flight.run(
      () =>
        new Promise<void>((done) => {
          setState({ phase: 'opening', error: null });
          payForOrder(order, {
            success: (reference) => {
              notifySuccess(paymentSuccessful(reference));
              void confirm(reference, order.orderId).finally(done);
            },
            cancelled: () => {
              setState({ phase: 'idle', error: null });
              notifyInfo(texts.paymentCancelled);
              done();
            },
            failed: (message) => {
              fail(message);
              done();
            },
            pending: () => {
              setState({ phase: 'pending', error: null });
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
