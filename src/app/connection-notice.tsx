import { onlineManager, type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { Button } from '#src/components/button.tsx';
import { isConnectionFailure, waitsForConnection } from '#src/lib/connection.ts';
import { texts } from '#src/lib/texts.ts';

const noticeTexts = { retry: 'Try again', retrying: 'Trying again…' } as const;

/** Reads again what failed for want of an answer (the held queries go on by themselves). */
function refetchFailed(client: QueryClient) {
  return client.refetchQueries(
    {
      type: 'active',
      predicate: (query) =>
        query.state.status === 'error' && isConnectionFailure(query.state.error),
    },
    { cancelRefetch: false },
  );
}

/** True while a screen's data waits for the connection. */
function useWaitingForConnection(client: QueryClient): boolean {
  const subscribe = useCallback(
    (changed: () => void) => {
      const unsubscribeCache = client.getQueryCache().subscribe(changed);
      const unsubscribeOnline = onlineManager.subscribe(changed);
      return () => {
        unsubscribeCache();
        unsubscribeOnline();
      };
    },
    [client],
  );
  const waiting = () => client.getQueryCache().getAll().some(waitsForConnection);
  return useSyncExternalStore(subscribe, waiting, waiting);
}

/**
 * The one notice, for every screen, that Bukka cannot be reached: the screen keeps what it showed
 * (a list is not blanked), the notice says why nothing new comes and offers to try again, and when
 * the browser is back online what failed is read again by itself. Its live region is always on
 * the page and its text is set once per outage, so a screen reader hears it once, however many
 * lists are waiting.
 */
export function ConnectionNotice() {
  const client = useQueryClient();
  const waiting = useWaitingForConnection(client);
  const [retrying, setRetrying] = useState(false);
  const retry = () => {
    setRetrying(true);
    void refetchFailed(client).finally(() => setRetrying(false));
  };

  // Back online: held queries go on by themselves; the failed ones, even fresh, are read again.
  useEffect(
    () =>
      onlineManager.subscribe((online) => {
        if (online) void refetchFailed(client);
      }),
    [client],
  );

  return (
    <div className={`connection-notice${waiting ? ' connection-notice--shown' : ''}`}>
      <p role="status" className="connection-notice__text">
        {waiting ? texts.noConnection : ''}
      </p>
      {waiting ? (
        <Button
          variant="secondary"
          size="small"
          onClick={retry}
          loading={retrying}
          busyLabel={noticeTexts.retrying}
        >
          {noticeTexts.retry}
        </Button>
      ) : null}
    </div>
  );
}
