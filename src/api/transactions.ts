import { queryOptions } from '@tanstack/react-query';
import { apiRequest, type RequestOpts, seg } from './client.ts';
import { getDeviceId } from './device-id.ts';
import { transactionsResponseSchema } from './schemas/transaction.ts';

/** `GET /api/transactions/{deviceId}/history/{userId}`. */
export async function fetchTransactions(userId: string, opts: RequestOpts = {}) {
  const deviceId = await getDeviceId();
  return apiRequest({
    method: 'GET',
    path: `/api/transactions/${seg(deviceId)}/history/${seg(userId)}`,
    schema: transactionsResponseSchema,
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
