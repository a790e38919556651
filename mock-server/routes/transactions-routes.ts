import { transactionEndpoints } from '#shared/schemas/transactions.ts';
import { transactionHistory } from '../domain/transactions.ts';
import { defineRoute, ok, type RouteDef } from './route-types.ts';

export const transactionRoutes: RouteDef[] = [
  defineRoute({
    ...transactionEndpoints.history,
    summary: 'Own balance changes, newest first',
    tags: ['wallet'],
    handler: async (ctx, { params, signedIn }) => {
      const user = await signedIn(params.deviceId);
      return ok(transactionHistory(ctx, user._id, params.userId));
    },
  }),
];
