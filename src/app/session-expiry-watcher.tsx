// One place that notices the session is over. Any query or action answered with a session answer
// ('No token provided', 'jwt expired', 'verification fail, …': lib/session-expiry.ts) ends the
// session on this device and shows ONE message with a sign-in link that brings the user back here;
// screens leave those answers to it (no raw text, no second 'something went wrong'). Protected
// pages then send the user to sign in by themselves.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { signInRoute } from '#src/lib/auth-paths.ts';
import { isSessionExpired } from '#src/lib/session-expiry.ts';
import { texts } from '#src/lib/texts.ts';
import { notifyError } from '#src/lib/toast.ts';
import { clearSession, sessionUserId } from '#src/state/session.ts';

const SESSION_ENDED_TOAST = 'session-ended';

function SessionEndedMessage({ next }: { next: string }) {
  return (
    <p className="session-ended">
      {texts.sessionEnded} <Link href={signInRoute(next)}>{texts.signIn}</Link>
    </p>
  );
}

export function SessionExpiryWatcher() {
  const client = useQueryClient();
  const [path] = useLocation();
  const search = useSearch();
  const here = useRef('');
  here.current = search ? `${path}?${search}` : path;

  useEffect(() => {
    const onError = (error: unknown) => {
      if (!isSessionExpired(error) || sessionUserId() === null) return;
      clearSession();
      notifyError(<SessionEndedMessage next={here.current} />, false, {
        id: SESSION_ENDED_TOAST,
        keep: true,
      });
    };
    // Loaded on demand after sign-in: an answer that came before it did is looked at now.
    for (const query of client.getQueryCache().getAll()) {
      if (query.state.status === 'error') onError(query.state.error);
    }
    const stopQueries = client.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error);
    });
    const stopMutations = client.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error);
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [client]);
  return null;
}
