// Protected pages: the signed-in user's id, or a redirect to /signin for visitors.
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { signInPath } from '#src/features/auth/auth-paths.ts';
import { sessionStore, sessionUserId } from '#src/state/session.ts';

export function useSignedInUser(): string | null {
  const session = useSnapshot(sessionStore);
  const [, navigate] = useLocation();
  const userId = sessionUserId(session);
  useEffect(() => {
    if (!userId) navigate(signInPath, { replace: true });
  }, [userId, navigate]);
  return userId;
}
