import { queryOptions } from '@tanstack/react-query';
import { apiRequest, seg } from './client.ts';
import { getDeviceId } from './device-id.ts';
import { transactionsResponseSchema } from './schemas/transaction.ts';

/** `GET /api/transactions/{deviceId}/history/{userId}`. */
export async function fetchTransactions(userId: string, opts: { signal?: AbortSignal } = {}) {
  const deviceId = await getDeviceId();
  return apiRequest({
    method: 'GET',
    path: `/api/transactions/${seg(deviceId)}/history/${seg(userId)}`,
    schema: transactionsResponseSchema,
    signal: opts.signal,
  });
}

export const transactionKeys = {
  all: ['transactions'] as const,
  forUser: (userId: string) => ['transactions', userId] as const,
};

export const transactionsQuery = (userId: string) =>
  queryOptions({
    queryKey: transactionKeys.forUser(userId),
    queryFn: ({ signal }) => fetchTransactions(userId, { signal }),
  });
