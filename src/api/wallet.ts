import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { apiRequest, type RequestOpts, seg } from './client.ts';
import { orderQueries } from './orders.ts';
import {
  bankTransferAnswerSchema,
  createWalletResponseSchema,
  walletAccountResponseSchema,
} from './schemas/wallet.ts';

/** `GET /api/users/account/find/{userId}`: `{ bank, accountNumber }`. */
export function fetchWalletAccount(userId: string, opts: RequestOpts = {}) {
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

/**
 * Mock mode only: the mock's control API credits a wallet account as a bank transfer would
 * (`POST /__mock/bank-transfer`, amount in kobo → `{ balance }` in naira).
 */
function simulateBankTransfer(accountNumber: string, amountKobo: number) {
  return apiRequest({
    method: 'POST',
    path: '/__mock/bank-transfer',
    json: { accountNumber, amount: amountKobo },
    schema: bankTransferAnswerSchema,
  });
}

/** Keys and query options of the wallet, in one place. */
export const walletQueries = {
  all: () => ['wallet'] as const,
  account: (userId: string) =>
    queryOptions({
      queryKey: ['wallet', 'account', userId] as const,
      queryFn: ({ signal }) => fetchWalletAccount(userId, { signal }),
    }),
};

/** The new account is the wallet's account: store it and refresh the user's wallet views. */
export const createWalletMutation = (userId: string) =>
  mutationOptions({
    mutationKey: ['wallet', 'create', userId],
    mutationFn: () => createWallet(userId),
    onSuccess: async (account, _input, _result, { client }) => {
      client.setQueryData(walletQueries.account(userId).queryKey, account);
      await client.invalidateQueries({ queryKey: orderQueries.lists(userId) });
    },
  });

/** A transfer moves the balance the order lists show. */
export const simulateTransferMutation = (accountNumber: string) =>
  mutationOptions({
    mutationKey: ['wallet', 'simulate-transfer', accountNumber],
    mutationFn: (amountKobo: number) => simulateBankTransfer(accountNumber, amountKobo),
    onSuccess: (_data, _amount, _result, { client }) =>
      client.invalidateQueries({ queryKey: orderQueries.all() }),
  });
