import { z } from 'zod/mini';
import { endpoint, reads, writes } from './common.ts';

/** The generated bank account: `{ bank, accountNumber }`. */
const walletAccountSchema = z.looseObject({
  bank: z.string(),
  accountNumber: z.string(),
});

/** The wallet: its generated bank account and its balance. */
export const walletEndpoints = {
  /** The own wallet bank account (`{ bank, accountNumber }`). */
  account: endpoint({
    method: 'GET',
    path: '/api/users/account/find/:userId',
    effect: reads,
    response: walletAccountSchema,
  }),
  /** Creates (or returns) the own wallet bank account. */
  createAccount: endpoint({
    method: 'POST',
    path: '/api/payment/create/:userId',
    effect: writes('creates a wallet bank account at the payment provider'),
    response: walletAccountSchema,
  }),
  /** The own balance as a bare string with two decimals (the client reads `bal` of the lists). */
  balance: endpoint({
    method: 'GET',
    path: '/api/users/acct/:id',
    effect: reads,
    response: z.string(),
  }),
};
