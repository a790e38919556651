import { koboToNaira } from '#shared/money.ts';
import { ordersOf } from './order-views.ts';
import type { Ctx } from './plumbing/context.ts';
import { fail } from './plumbing/errors.ts';
import { isoOf } from './plumbing/wire.ts';
import { assertSelf } from './session.ts';

const name = (ctx: Ctx, id: string, field: 'firstname' | 'businessName') =>
  (id && ctx.db.users.get(id)?.[field]) || 'A_user';

/**
 * `GET /api/transactions/:deviceId/history/:userId`: every balance change of the user, newest
 * first, in the hosted shape plus `kind`, `direction` and `balanceAfter`.
 */
export function transactionHistory(ctx: Ctx, actorId: string, userId: string) {
  assertSelf(actorId, userId);
  if (!ctx.db.users.get(userId)) fail(404, 'you are not a registered user');
  if (ctx.profile.orderCreationRecordsOnly) return orderCreationRecords(ctx, userId);
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

/**
 * The hosted history (§9): only order creation writes a record — `{ businessId, buyerId, amount:
 * total, status: true, orderId }` — one per order where the user is the buyer or the store,
 * whatever became of the order; no direction, no other kinds. Derived from the orders, which is
 * the same thing (each order's record is written once, when it is created).
 */
function orderCreationRecords(ctx: Ctx, userId: string) {
  const orders = ordersOf(ctx, userId);
  if (orders.length === 0) fail(404, 'no transactions');
  return orders.map((o) => ({
    buyerId: o.buyerId,
    businessId: o.storeId,
    amount: koboToNaira(o.totalKobo),
    status: true,
    orderId: o._id,
    createdAt: isoOf(o.createdAt),
    buyerName: name(ctx, o.buyerId, 'firstname'),
    businessName: name(ctx, o.storeId, 'businessName'),
  }));
}
