// The balance while the wallet is on screen. The API has no push: a bank transfer (the mock's
// panel, a real bank) or a refund changes the balance behind the page. So the balance is read
// again every few seconds while the page is visible (TanStack pauses the interval in a background
// tab) and at once when the window gets the focus back; when it changes, the transaction history
// and the order lists (their tabs' `bal` and counts) are read again, so the wallet stays in step.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { orderQueries } from '#src/api/orders.ts';
import { transactionQueries } from '#src/api/transactions.ts';

/** How often an open wallet reads its balance and history again. */
export const WALLET_LIVE_MS = 3000;

/** The signed-in user's balance (naira), live while shown; undefined until first read. */
export function useLiveBalance(userId: string): number | undefined {
  const client = useQueryClient();
  const query = useQuery({
    ...orderQueries.list(userId, 'all'),
    select: (list) => list.bal,
    refetchInterval: WALLET_LIVE_MS,
    refetchOnWindowFocus: 'always',
    retry: false,
  });
  const balance = query.data;
  const last = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (balance === undefined) return;
    const before = last.current;
    last.current = balance;
    if (before === undefined || before === balance) return;
    void client.invalidateQueries({ queryKey: transactionQueries.history(userId).queryKey });
    void client.invalidateQueries({
      queryKey: orderQueries.lists(userId),
      // This list was just read: only the other tabs.
      predicate: (q) => q.queryKey[3] !== 'all',
    });
  }, [balance, client, userId]);
  return balance;
}
