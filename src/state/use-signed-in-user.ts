// Protected pages: the signed-in user's id, or a redirect to sign in for visitors (and for a user
// whose session just ended), who come back to this page afterwards.
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation, useSearch } from 'wouter';
import { signInRoute } from '#src/lib/auth-paths.ts';
import { sessionStore, sessionUserId } from '#src/state/session.ts';

export function useSignedInUser(): string | null {
  const session = useSnapshot(sessionStore);
  const [path, navigate] = useLocation();
  const search = useSearch();
  const userId = sessionUserId(session);
  useEffect(() => {
    if (!userId) navigate(signInRoute(search ? `${path}?${search}` : path), { replace: true });
  }, [userId, navigate, path, search]);
  return userId;
}
