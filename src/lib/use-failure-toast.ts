// One toast per failure: a load that fails toasts its message once (again only if a retry fails
// again), and the same message from two failing sections shows as one toast. A session answer is
// the session watcher's (one message with a sign-in link), not this toast's; a call that got no
// answer is the shell's connection notice's (one message for every screen, app/connection-notice).
import { useEffect } from 'react';
import { isConnectionFailure } from '#src/lib/connection.ts';
import { isSessionExpired } from '#src/lib/session-expiry.ts';
import { notifyError } from '#src/lib/toast.ts';

export interface FailingQuery {
  isError: boolean;
  error: unknown;
  /** Changes with every failure (TanStack Query's `errorUpdatedAt`). */
  errorUpdatedAt: number;
}

export function useFailureToast(query: FailingQuery, message: string, ms?: number): void {
  const failedAt =
    query.isError && !isSessionExpired(query.error) && !isConnectionFailure(query.error)
      ? query.errorUpdatedAt
      : 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: one toast per failure, not per render
  useEffect(() => {
    if (failedAt) notifyError(message, ms, { once: true });
  }, [failedAt]);
}
