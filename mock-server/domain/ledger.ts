import type { TransactionRecord } from '../db/records.ts';
import type { Ctx } from './plumbing/context.ts';
import { fail } from './plumbing/errors.ts';
import { userById } from './users.ts';

export type Movement = {
  userId: string;
  deltaKobo: number;
  kind: TransactionRecord['kind'];
  buyerId?: string;
  storeId?: string;
  orderId?: string;
  reference?: string;
};

/**
 * The only way a balance changes: applies the delta (never below zero) and writes the
 * transaction record. Callers run inside `ctx.serial`, so check-then-write is atomic.
 */
export async function moveMoney(ctx: Ctx, m: Movement): Promise<TransactionRecord> {
  if (!Number.isInteger(m.deltaKobo)) throw new Error('amounts are integer kobo');
  const user = userById(ctx, m.userId);
  const after = user.balanceKobo + m.deltaKobo;
  if (after < 0) fail(409, 'Insufficient balance');
  const now = ctx.clock.now();
  await ctx.db.users.patch(user._id, (u) => {
    u.balanceKobo = after;
    u.updatedAt = now;
  });
  return ctx.db.transactions.insert({
    _id: ctx.rng.objectId(),
    userId: m.userId,
    kind: m.kind,
    deltaKobo: m.deltaKobo,
    balanceAfterKobo: after,
    buyerId: m.buyerId ?? '',
    storeId: m.storeId ?? '',
    orderId: m.orderId ?? '',
    reference: m.reference ?? '',
    createdAt: now,
  });
}

/** Moves `amountKobo` from one balance to another (both records, or neither). */
export async function transfer(
  ctx: Ctx,
  from: string,
  to: string,
  amountKobo: number,
  meta: Omit<Movement, 'userId' | 'deltaKobo'>,
): Promise<void> {
  const payer = userById(ctx, from);
  userById(ctx, to);
  if (payer.balanceKobo < amountKobo) fail(409, 'Insufficient balance');
  await moveMoney(ctx, { ...meta, userId: from, deltaKobo: -amountKobo });
  await moveMoney(ctx, { ...meta, userId: to, deltaKobo: amountKobo });
}
