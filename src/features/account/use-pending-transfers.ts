// The orders with a bank transfer pending in this browser (payments-in-flight, stage `pending`):
// their cards say the payment is in progress instead of inviting Pay Now, as the order page does.
// Every tab's change is heard (the store's `storage` event).
import { useMemo, useSyncExternalStore } from 'react';
import { allPayments, subscribePayments } from '#src/state/payments-in-flight.ts';

export function usePendingTransfers(): ReadonlySet<string> {
  const payments = useSyncExternalStore(subscribePayments, allPayments, allPayments);
  return useMemo(
    () => new Set(payments.filter((p) => p.stage === 'pending').map((p) => p.orderId)),
    [payments],
  );
}
