// The reader's whole list (`all`), read again every few seconds while the account page is open
// (paused in a background tab, as the wallet's balance is): each change is announced once in the
// shell's polite live region, and the tab lists shown are read again so the cards follow.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { OrderRow } from '#shared/schemas/orders.ts';
import { orderQueries } from '#src/api/orders.ts';
import { newsText, orderNews } from '#src/features/account/order-news.ts';
import { announce } from '#src/lib/announce.ts';

/** How often the account page reads the reader's orders again. */
const ORDERS_LIVE_MS = 3000;

/** What a row looks like to the news: its id and the flags that can change. */
const signature = (rows: ReadonlyArray<OrderRow>) =>
  rows
    .map((o) =>
      [o._id, o.isPaid, o.isTaken ?? '', o.isDelivered, o.isCancelled, o.handledBy ?? ''].join(),
    )
    .join(';');

export function useOrderNews(userId: string): void {
  const client = useQueryClient();
  const query = useQuery({
    ...orderQueries.list(userId, 'all'),
    refetchInterval: ORDERS_LIVE_MS,
    retry: false,
  });
  const rows = query.data?.orders;
  const seen = useRef<{ userId: string; rows: ReadonlyArray<OrderRow>; key: string } | null>(null);
  useEffect(() => {
    if (!rows) return;
    const key = signature(rows);
    const before = seen.current;
    seen.current = { userId, rows, key };
    // The first read is the page as it opens: nothing to announce.
    if (!before || before.userId !== userId || before.key === key) return;
    const lines = orderNews(before.rows, rows, userId);
    if (lines.length > 0) announce(newsText(lines));
    void client.invalidateQueries({
      queryKey: orderQueries.lists(userId),
      // This list was just read: only the tabs.
      predicate: (q) => q.queryKey[3] !== 'all',
    });
  }, [rows, userId, client]);
}
