// Log-out, the one way out: `POST /api/users/logout` through its mutation (which drops the user's
// cached data whatever the server answers), then the session is cleared and the app goes to `to`.
import { MutationObserver, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { closeTopic, TOPICS } from '#src/lib/toast.ts';
import { clearSession } from '#src/state/session.ts';

export function useLogout() {
  const client = useQueryClient();
  const [, navigate] = useLocation();
  return useCallback(
    async (to: string, options: { replace?: boolean } = {}) => {
      try {
        // Loaded on demand: the account calls (and their schemas) stay out of the shell's chunk.
        const { logoutMutation } = await import('#src/api/auth.ts');
        await new MutationObserver(client, logoutMutation()).mutate();
      } catch {
        // The session ends on this device whatever the server answers.
      }
      clearSession();
      closeTopic(TOPICS.session);
      navigate(to, options);
    },
    [client, navigate],
  );
}
