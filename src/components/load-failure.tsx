import { Button } from '#src/components/button.tsx';
import { isConnectionFailure } from '#src/lib/connection.ts';

const loadFailureTexts = { retry: 'Try again', retrying: 'Trying again…' } as const;

export interface LoadFailureProps {
  /** What failed, in the spec's words where it has some ('error fetching data'). */
  message: string;
  /** Refetches what failed. */
  onRetry: () => void;
  /** True while the refetch runs. */
  retrying?: boolean;
}

/**
 * A list or page that could not be loaded: says so (role="alert") and offers a Retry, so a
 * failure never looks like "no results".
 */
export function LoadFailure({ message, onRetry, retrying = false }: LoadFailureProps) {
  return (
    <div role="alert" className="load-failure">
      <p className="load-failure__text">{message}</p>
      <Button
        variant="secondary"
        size="small"
        onClick={onRetry}
        loading={retrying}
        busyLabel={loadFailureTexts.retrying}
      >
        {loadFailureTexts.retry}
      </Button>
    </div>
  );
}

/** The part of a query a retry needs. */
interface RetryableQuery {
  refetch: () => unknown;
  isFetching: boolean;
  error: unknown;
}

/**
 * A failed query's `LoadFailure`: Retry refetches it and spins while it refetches. A call that got
 * no answer is not the list's to say: the shell's one connection notice says it for every list on
 * the screen (and reads them again when the connection returns), so nothing is shown here.
 */
export function QueryLoadFailure({ message, query }: { message: string; query: RetryableQuery }) {
  if (isConnectionFailure(query.error)) return null;
  return (
    <LoadFailure
      message={message}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
    />
  );
}
