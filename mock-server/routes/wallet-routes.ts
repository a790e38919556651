import { walletEndpoints } from '#shared/schemas/wallet.ts';
import { balanceText } from '../domain/people.ts';
import { createWalletAccount, findWalletAccount } from '../domain/wallet.ts';
import { defineRoute, ok, type RouteDef } from './route-types.ts';

const tags = ['wallet'];

/** The wallet: its generated bank account and its balance. */
export const walletRoutes: RouteDef[] = [
  defineRoute({
    ...walletEndpoints.createAccount,
    summary: 'Create (or return) the own wallet bank account',
    tags,
    handler: async (ctx, { params, signedIn }) => {
      const user = await signedIn();
      return ok(await createWalletAccount(ctx, user._id, params.userId));
    },
  }),
  defineRoute({
    ...walletEndpoints.account,
    summary: 'Own wallet account (bank, accountNumber)',
    tags,
    handler: async (ctx, { params, signedIn }) => {
      const user = await signedIn();
      return ok(findWalletAccount(ctx, user._id, params.userId));
    },
  }),
  defineRoute({
    ...walletEndpoints.balance,
    summary: 'Own balance as a bare string with two decimals',
    tags,
    handler: async (ctx, { params, signedIn }) => {
      const user = await signedIn();
      return ok(balanceText(ctx, user._id, params.id));
    },
  }),
];
