import { z } from 'zod/mini';
import { endpoint } from './common.ts';

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
    response: walletAccountSchema,
  }),
  /** Creates (or returns) the own wallet bank account. */
  createAccount: endpoint({
    method: 'POST',
    path: '/api/payment/create/:userId',
    response: walletAccountSchema,
  }),
  /** The own balance as a bare string with two decimals (the client reads `bal` of the lists). */
  balance: endpoint({ method: 'GET', path: '/api/users/acct/:id', response: z.string() }),
};
