// The account's orders list for a tab. A session answer (401 'No token provided', 'jwt expired', …)
// shows the message, logs out and goes to /signin (spec section 8); any other failure (server
// down, timeout) keeps the session: the tabs show the failure with a Retry.
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { orderQueries } from '#src/api/orders.ts';
import type { OrderTab } from '#src/api/schemas/order.ts';
import { serverMessage } from '#src/features/auth/server-message.ts';
import { useLogout } from '#src/features/auth/use-logout.ts';
import { isSessionExpired } from '#src/lib/session-expiry.ts';
import { notifyError } from '#src/lib/toast.ts';

export function useAccountOrders(userId: string, tab: OrderTab) {
  const query = useQuery({ ...orderQueries.list(userId, tab), retry: false });
  const logout = useLogout();
  const error = query.isError ? query.error : null;
  useEffect(() => {
    if (!isSessionExpired(error)) return;
    notifyError(serverMessage(error));
    void logout('/signin', { replace: true });
  }, [error, logout]);
  return query;
}
