import { z } from 'zod/mini';

/** The generated bank account: `{ bank, accountNumber }`. */
const walletAccountSchema = z.looseObject({
  bank: z.string(),
  accountNumber: z.string(),
});

/** `GET /api/users/account/find/:userId`. */
export const walletAccountResponseSchema = walletAccountSchema;
/** `POST /api/payment/create/:userId` answers the new account. */
export const createWalletResponseSchema = walletAccountSchema;

/** Mock mode: `POST /__mock/bank-transfer` answers the account's new balance (naira). */
export const bankTransferAnswerSchema = z.looseObject({ balance: z.number() });

/**
 * Mock mode: `GET /__mock/health` says how orders are paid — `card` (the hosted V-A) or `wallet`
 * (`--checkout wallet`: the buyer's wallet is debited when the order is placed).
 */
export const mockSetupSchema = z.looseObject({ checkout: z.optional(z.enum(['card', 'wallet'])) });
export type CheckoutMode = 'card' | 'wallet';
