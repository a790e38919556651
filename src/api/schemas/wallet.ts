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
