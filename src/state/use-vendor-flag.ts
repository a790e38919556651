// Is the signed-in user a vendor? The session remembers it once known (sign-in does not say);
// until then the orders list — which carries `isBusinessOwner` — is asked once when it is needed
// (the user menu opens, /kitchen shows the own store), through the query cache the account page
// shares. Only vendors get 'My Store'.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { sessionStore, sessionUserId, setVendorFlag } from '#src/state/session.ts';

/** true / false once known, undefined while it is being learnt (or not `needed` yet). */
export function useVendorFlag(userId: string, needed = true): boolean | undefined {
  const session = useSnapshot(sessionStore);
  const client = useQueryClient();
  const flag = session.userInfo?.user?.isBusinessOwner;
  const known = typeof flag === 'boolean';
  useEffect(() => {
    if (known || !needed) return;
    // Loaded on demand: the orders calls stay out of the shell's first chunk.
    import('#src/api/orders.ts')
      .then(({ orderQueries }) => client.fetchQuery(orderQueries.list(userId, 'pending')))
      .then(
        (list) => {
          if (sessionUserId() === userId) setVendorFlag(list.isBusinessOwner);
        },
        () => {
          // Not learnt (offline, session over): no 'My Store' until it is.
        },
      );
  }, [known, needed, userId, client]);
  return known ? Boolean(flag) : undefined;
}
