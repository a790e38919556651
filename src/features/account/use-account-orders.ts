// The account's orders list for a tab. A session answer (401 'No token provided', 'jwt expired', …)
// ends the session through the shell's session watcher: one clear message with a sign-in link, and
// the account page sends the user to sign in (spec section 8: logged out, sent to /signin). Any
// other failure (server down, timeout) keeps the session: the tabs show it with a Retry.
import { useQuery } from '@tanstack/react-query';
import type { OrderTab } from '#shared/schemas/orders.ts';
import { orderQueries } from '#src/api/orders.ts';

export function useAccountOrders(userId: string, tab: OrderTab) {
  return useQuery({ ...orderQueries.list(userId, tab), retry: false });
}
