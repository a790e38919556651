// One toast per failure: a load that fails toasts its message once (again only if a retry fails
// again), and the same message from two failing sections shows as one toast.
import { useEffect } from 'react';
import { notifyError } from '#src/lib/toast.ts';

export interface FailingQuery {
  isError: boolean;
  /** Changes with every failure (TanStack Query's `errorUpdatedAt`). */
  errorUpdatedAt: number;
}

export function useFailureToast(query: FailingQuery, message: string, ms?: number): void {
  const failedAt = query.isError ? query.errorUpdatedAt : 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: one toast per failure, not per render
  useEffect(() => {
    if (failedAt) notifyError(message, ms, { once: true });
  }, [failedAt]);
}
