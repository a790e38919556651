// A screen's data that cannot arrive for want of a connection: a call that got no answer
// (offline, the server unreachable, timed out), or a query TanStack Query holds ('paused') until
// the browser is online again. The shell says it once for every screen (app/connection-notice.tsx)
// and the lists keep what they showed; a list's own failure box is for the server's refusals.
import { onlineManager, type Query } from '@tanstack/react-query';
import { isApiError } from '#src/api/client.ts';

/** The call got no answer: the connection's doing, not the server's. */
export function isConnectionFailure(error: unknown): boolean {
  return isApiError(error) && error.kind === 'network';
}

/** A query a screen shows (it has an observer) that waits for the connection. */
export function waitsForConnection(query: Query): boolean {
  if (query.getObserversCount() === 0) return false;
  const { state } = query;
  const lastFailed = isConnectionFailure(state.fetchFailureReason);
  // Held by TanStack Query: the browser is offline (or a retry waits, after no answer came).
  if (state.fetchStatus === 'paused') return !onlineManager.isOnline() || lastFailed;
  return lastFailed || (state.status === 'error' && isConnectionFailure(state.error));
}
