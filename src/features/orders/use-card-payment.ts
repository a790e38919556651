// Card payment of one order, and every payment of it still in flight. The reference is the
// client's own, kept in 'bukka.payments' BEFORE the checkout opens, so a reload, a closed tab or
// a second tab finds it and resumes the check instead of offering Pay Now again. What happens on
// each event is the transition table of payment-machine.ts, run by payment-effects.ts; this hook
// subscribes to it and tells it the order the page shows.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import type { OrderDetails } from '#shared/schemas/orders.ts';
import { writesRefused } from '#src/api/client.ts';
import { paymentTab } from '#src/features/orders/payment-effects.ts';
import type { OrderPayment } from '#src/lib/payment/pay-for-order.ts';
import type { PaymentInFlight } from '#src/state/payments-in-flight.ts';

export interface OrderPaymentView {
  /** The stored payments of this order. */
  entries: readonly PaymentInFlight[];
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
  const { _id: orderId, buyerId } = details;
  const queryClient = useQueryClient();
  const payment = useMemo(
    () => paymentTab(orderId, buyerId, queryClient),
    [orderId, buyerId, queryClient],
  );
  const tab = useSyncExternalStore(payment.subscribe, payment.state, payment.state);
  useEffect(() => payment.dispatch({ type: 'order-shown', order: details }), [payment, details]);
  useEffect(() => payment.start(), [payment]);
  return {
    entries: tab.entries,
    busy: tab.paying !== null,
    error: tab.error,
    rechecking: tab.rechecking.size > 0 && !details.isPaid && !details.isCancelled,
    isMine: (reference) => tab.working.has(reference),
    pay: (order) =>
      payment.dispatch({ type: 'pay-pressed', payment: order, readOnly: writesRefused() }),
  };
}
