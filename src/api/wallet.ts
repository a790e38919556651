import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { apiRequest, seg } from './client.ts';
import { createWalletResponseSchema, walletAccountResponseSchema } from './schemas/wallet.ts';

/** `GET /api/users/account/find/{userId}`: `{ bank, accountNumber }`. */
export function fetchWalletAccount(userId: string, opts: { signal?: AbortSignal } = {}) {
  return apiRequest({
    method: 'GET',
    path: `/api/users/account/find/${seg(userId)}`,
    schema: walletAccountResponseSchema,
    signal: opts.signal,
  });
}

/** `POST /api/payment/create/{userId}` (no body): creates the wallet's bank account. */
export function createWallet(userId: string) {
  return apiRequest({
    method: 'POST',
    path: `/api/payment/create/${seg(userId)}`,
    schema: createWalletResponseSchema,
  });
}

export const walletKeys = {
  all: ['wallet'] as const,
  account: (userId: string) => ['wallet', 'account', userId] as const,
};

export const walletAccountQuery = (userId: string) =>
  queryOptions({
    queryKey: walletKeys.account(userId),
    queryFn: ({ signal }) => fetchWalletAccount(userId, { signal }),
  });

/** The new account is the wallet's account: store it and refresh the user's wallet views. */
export const createWalletMutation = (userId: string) =>
  mutationOptions({
    mutationKey: ['wallet', 'create', userId],
    mutationFn: () => createWallet(userId),
    onSuccess: async (account, _input, _result, { client }) => {
      client.setQueryData(walletKeys.account(userId), account);
      await client.invalidateQueries({ queryKey: ['orders', 'list', userId] });
    },
  });
