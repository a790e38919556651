// A payment of this order that another tab settled: its entry vanishes from 'bukka.payments' (the
// other tab dropped it once its page showed the order paid, or the checkout there was abandoned).
// This page's order may be older than that, so before it offers Pay Now again it reads the order
// once more — a tab never invites a second charge of an order another tab has just paid. This
// tab's own drops go through `forgetHere` and need no such check.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { OrderDetails } from '#shared/schemas/orders.ts';
import { orderQueries } from '#src/api/orders.ts';
import {
  dropPayment,
  type PaymentInFlight,
  type PaymentStage,
} from '#src/state/payments-in-flight.ts';

export function useSettledElsewhere(entries: PaymentInFlight[], details: OrderDetails) {
  const queryClient = useQueryClient();
  /** The references this page has seen, with their last stage. */
  const seen = useRef(new Map<string, PaymentStage>());
  const reading = useRef(false);
  const [, rerender] = useState(0);
  const vanished = [...seen.current]
    .filter(
      ([reference, stage]) =>
        stage !== 'unapplied' && !entries.some((e) => e.reference === reference),
    )
    .map(([reference]) => reference);

  // Every render: remember what shows; when something vanished, read the order again.
  useEffect(() => {
    for (const entry of entries) seen.current.set(entry.reference, entry.stage);
    if (!vanished.length || reading.current) return;
    reading.current = true;
    const { queryKey } = orderQueries.detail(details._id, details.buyerId);
    void queryClient
      .invalidateQueries({ queryKey })
      .catch(() => {})
      .finally(() =>
        // After the query's own (batched, timer-scheduled) update has reached the page.
        setTimeout(() => {
          reading.current = false;
          for (const reference of vanished) seen.current.delete(reference);
          rerender((n) => n + 1);
        }, 0),
      );
  });

  return {
    /** Something vanished and the order is being read again: no Pay Now yet. */
    rechecking: vanished.length > 0 && !details.isPaid && !details.isCancelled,
    /** Drops a reference this tab settled itself. */
    forgetHere(reference: string): void {
      seen.current.delete(reference);
      dropPayment(reference);
    },
  };
}
