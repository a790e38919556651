// Log-out: POST /api/users/logout (its answer does not matter), cached user data dropped, session
// cleared, then to `to` (default /signin).
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { logout, resetSessionQueries } from '#src/api/users.ts';
import { clearSession } from '#src/state/session.ts';

export function useLogout() {
  const client = useQueryClient();
  const [, navigate] = useLocation();
  return useCallback(
    async (to = '/signin') => {
      clearSession();
      try {
        await logout();
      } catch {
        // The session ends on this device whatever the server answers.
      }
      resetSessionQueries(client);
      navigate(to, { replace: true });
    },
    [client, navigate],
  );
}
