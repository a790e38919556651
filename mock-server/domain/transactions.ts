import { koboToNaira } from '#src/lib/money.ts';
import type { Ctx } from './context.ts';
import { fail } from './errors.ts';
import { assertSelf } from './session.ts';
import { isoOf } from './wire.ts';

const name = (ctx: Ctx, id: string, field: 'firstname' | 'businessName') =>
  (id && ctx.db.users.get(id)?.[field]) || 'A_user';

/**
 * `GET /api/transactions/:deviceId/history/:userId`: every balance change of the user, newest
 * first, in the hosted shape plus `kind`, `direction` and `balanceAfter`.
 */
export function transactionHistory(ctx: Ctx, actorId: string, userId: string) {
  assertSelf(actorId, userId);
  if (!ctx.db.users.get(userId)) fail(404, 'you are not a registered user');
  const records = ctx.db.transactions.lookup('user', userId);
  if (records.length === 0) fail(404, 'no transactions');
  return records
    .slice()
    .sort((a, b) => b.createdAt - a.createdAt || (a._id < b._id ? 1 : -1))
    .map((t) => ({
      _id: t._id,
      buyerId: t.buyerId || t.userId,
      ...(t.storeId ? { businessId: t.storeId } : {}),
      ...(t.orderId ? { orderId: t.orderId } : {}),
      amount: koboToNaira(Math.abs(t.deltaKobo)),
      status: true,
      kind: t.kind,
      direction: t.deltaKobo >= 0 ? 'credit' : 'debit',
      balanceAfter: koboToNaira(t.balanceAfterKobo),
      createdAt: isoOf(t.createdAt),
      buyerName: name(ctx, t.buyerId || t.userId, 'firstname'),
      businessName: t.kind === 'deposit' ? 'Bank transfer' : name(ctx, t.storeId, 'businessName'),
    }));
}
