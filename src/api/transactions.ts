import { queryOptions } from '@tanstack/react-query';
import { transactionEndpoints } from '../../shared/schemas/transactions.ts';
import { apiRequest, type RequestOpts } from './client.ts';
import { getDeviceId } from './device-id.ts';

/** `GET /api/transactions/{deviceId}/history/{userId}`. */
export async function fetchTransactions(userId: string, opts: RequestOpts = {}) {
  const deviceId = await getDeviceId();
  return apiRequest(transactionEndpoints.history, {
    params: { deviceId, userId },
    signal: opts.signal,
  });
}

/** Keys and query options of the transaction history, in one place. */
export const transactionQueries = {
  all: () => ['transactions'] as const,
  history: (userId: string) =>
    queryOptions({
      queryKey: [...transactionQueries.all(), userId] as const,
      queryFn: ({ signal }) => fetchTransactions(userId, { signal }),
    }),
};
