import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { mockControlEndpoints } from '../../shared/schemas/mock-control.ts';
import type { CheckoutMode } from '../../shared/schemas/mock-control-names.ts';
import { walletEndpoints } from '../../shared/schemas/wallet.ts';
import { apiRequest, type RequestOpts } from './client.ts';
import { orderQueries } from './orders.ts';
import { transactionQueries } from './transactions.ts';

/** `GET /api/users/account/find/{userId}`: `{ bank, accountNumber }`. */
export function fetchWalletAccount(userId: string, opts: RequestOpts = {}) {
  return apiRequest(walletEndpoints.account, { params: { userId }, signal: opts.signal });
}

/** `POST /api/payment/create/{userId}` (no body): creates the wallet's bank account. */
export function createWallet(userId: string) {
  return apiRequest(walletEndpoints.createAccount, { params: { userId } });
}

/**
 * Mock mode only: the mock's control API credits a wallet account as a bank transfer would
 * (`POST /__mock/bank-transfer`, amount in kobo → `{ balance }` in naira).
 */
function simulateBankTransfer(accountNumber: string, amountKobo: number) {
  return apiRequest(mockControlEndpoints.bankTransfer, {
    body: { accountNumber, amount: amountKobo },
  });
}

/** Mock mode only: how the mock takes payment for orders (`GET /__mock/health`). */
async function fetchCheckoutMode(opts: RequestOpts = {}): Promise<CheckoutMode> {
  const setup = await apiRequest(mockControlEndpoints.health, { signal: opts.signal });
  return setup.checkout;
}

/** Keys and query options of the wallet, in one place. */
export const walletQueries = {
  all: () => ['wallet'] as const,
  /**
   * How orders are paid. Against the hosted API it is by card (V-A never debits the wallet);
   * the mock says which (`--checkout wallet`).
   */
  checkoutMode: (mockMode: boolean) =>
    queryOptions({
      queryKey: [...walletQueries.all(), 'checkout-mode', mockMode] as const,
      queryFn: ({ signal }) =>
        mockMode ? fetchCheckoutMode({ signal }) : Promise.resolve<CheckoutMode>('card'),
      staleTime: Number.POSITIVE_INFINITY,
    }),
  account: (userId: string) =>
    queryOptions({
      queryKey: [...walletQueries.all(), 'account', userId] as const,
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

/** A transfer moves the balance the order lists show and adds a line to the history. */
export const simulateTransferMutation = (accountNumber: string) =>
  mutationOptions({
    mutationKey: ['wallet', 'simulate-transfer', accountNumber],
    mutationFn: (amountKobo: number) => simulateBankTransfer(accountNumber, amountKobo),
    onSuccess: (_data, _amount, _result, { client }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: orderQueries.all() }),
        client.invalidateQueries({ queryKey: transactionQueries.all() }),
      ]),
  });
