// Card payment of one order: provider checkout (src/lib/payment) → 'Payment successful' plus the
// reference → POST /api/pay → POST /api/orders/pay → the order's cached details show it paid (no
// reload). Close → 'Payment cancelled'; a check that is not successful (`success: false` or an
// error answer of /api/pay) → 'error making payment';
// a pending bank transfer is pending, not cancelled.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { orderKeys } from '#src/api/orders.ts';
import { payOrder, verifyPayment } from '#src/api/payments.ts';
import type { OrderDetailsResponse } from '#src/api/schemas/order.ts';
import { serverMessage } from '#src/features/auth/server-message.ts';
import { paymentSuccessful } from '#src/features/payment/payment-texts.ts';
import { announce } from '#src/lib/announce.ts';
import { type OrderPayment, payForOrder } from '#src/lib/payment/pay-for-order.ts';
import type { PaymentProvider } from '#src/lib/payment/payment-provider.ts';
import { texts } from '#src/lib/texts.ts';
import { notifyError, notifyInfo, notifySuccess } from '#src/lib/toast.ts';
import { useSingleFlight } from '#src/lib/use-send-once.ts';
import { setPaymentReference } from '#src/state/shipping.ts';

export type PaymentPhase = 'idle' | 'opening' | 'verifying' | 'pending' | 'paid' | 'error';

export interface CardPaymentState {
  phase: PaymentPhase;
  error: string | null;
}

export interface UseCardPaymentOptions {
  /** The reader of the order details (for the cached details key). */
  userId: string;
  provider?: PaymentProvider;
}

export function useCardPayment({ userId, provider }: UseCardPaymentOptions) {
  const client = useQueryClient();
  const [state, setState] = useState<CardPaymentState>({ phase: 'idle', error: null });
  const flight = useSingleFlight();
  const fail = (message: string) => {
    setState({ phase: 'error', error: message });
    notifyError(message);
  };

  const confirm = async (reference: string, orderId: string) => {
    setState({ phase: 'verifying', error: null });
    const verified = await verifyPayment(reference).then(
      (check) => check.success,
      () => false,
    );
    if (!verified) {
      fail(texts.errorMakingPayment);
      return;
    }
    try {
      const paid = await payOrder({ reference, orderId });
      client.setQueryData<OrderDetailsResponse>(orderKeys.detail(orderId, userId), (old) =>
        old
          ? { ...old, details: { ...old.details, isPaid: paid.isPaid, isPaidAt: paid.isPaidAt } }
          : old,
      );
      await client.invalidateQueries({ queryKey: orderKeys.all });
      setState({ phase: 'paid', error: null });
      announce(texts.paymentSuccessful);
    } catch (error) {
      fail(serverMessage(error));
    }
  };

  /** One checkout at a time: a second click while one is open or being confirmed is dropped. */
  const pay = (order: OrderPayment) => {
    void flight.run(
      () =>
        new Promise<void>((done) => {
          setState({ phase: 'opening', error: null });
          payForOrder(
            order,
            {
              success: (reference) => {
                setPaymentReference({ reference, message: texts.paymentSuccessful });
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
            },
            provider ? { provider } : {},
          ).catch((error: unknown) => {
            fail(serverMessage(error));
            done();
          });
        }),
    );
  };

  return { ...state, busy: flight.busy, pay };
}
