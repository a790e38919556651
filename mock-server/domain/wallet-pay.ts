// The buyer's wallet pays for an order, in part or in full (mock only: the hosted API has no such
// call; docs/hosted-divergences.md). With card checkout a buyer's balance holds the refunds of
// cancelled orders; this is what it is for. The request names the part of the total the wallet
// pays (its share): the whole total pays the order (the store is credited), less is held by the
// order until a card pays the rest, 0 gives a held part back. Setting the share it already has
// changes nothing, so a repeated request never moves money twice. A cancel gives a held share back
// (`giveShareBack`); a card charge for more than what was left (made before the wallet put its
// part in, in another tab) pays the order all the same, and the wallet gets the difference back
// (`settleShareWithCard`).
import { koboToNaira } from '#shared/money.ts';
import type { WalletPayRequest } from '#shared/schemas/payments.ts';
import type { OrderRecord } from '../db/records.ts';
import { moveMoney } from './ledger.ts';
import type { Ctx } from './plumbing/context.ts';
import { fail } from './plumbing/errors.ts';
import { exactKobo } from './plumbing/exact-kobo.ts';
import { isoOf, nairaText } from './plumbing/wire.ts';
import { userById } from './users.ts';

/** The wallet's part of an order (held, or paid with it). */
const walletShareOf = (o: OrderRecord): number => o.walletShareKobo ?? 0;

/** What a card still has to pay: the total less the wallet's part. */
export const cardDueOf = (o: OrderRecord): number => o.totalKobo - walletShareOf(o);

function answer(ctx: Ctx, order: OrderRecord) {
  const buyer = userById(ctx, order.buyerId);
  return {
    isPaid: order.isPaid,
    ...(order.isPaidAt == null ? {} : { isPaidAt: isoOf(order.isPaidAt) }),
    walletShare: koboToNaira(walletShareOf(order)),
    due: koboToNaira(order.isPaid ? 0 : cardDueOf(order)),
    balance: koboToNaira(buyer.balanceKobo),
  };
}

/** The share the order can take: whole kobo, at most its total. */
function shareKobo(order: OrderRecord, amount: number): number {
  const kobo = exactKobo(amount);
  if (kobo === undefined) fail(400, 'amount must be a whole number of kobo');
  if (kobo > order.totalKobo) {
    fail(400, `The wallet can pay at most the order total ${nairaText(order.totalKobo)}`);
  }
  return kobo;
}

/** `POST /api/orders/wallet-pay`: the wallet's share of the actor's own unpaid order. */
export async function payFromWallet(ctx: Ctx, actorId: string, body: WalletPayRequest) {
  const order = ctx.db.orders.get(body.orderId);
  if (!order || order.buyerId !== actorId) fail(404, 'order not found');
  const share = shareKobo(order, body.amount);
  if (order.isCancelled) fail(409, 'order already cancelled');
  if (order.isPaid) {
    // The same request again after it paid the order: the answer it had.
    if (order.paymentMethod === 'wallet' && share === order.totalKobo) return answer(ctx, order);
    fail(409, 'order is already paid');
  }
  const held = walletShareOf(order);
  if (share === held) return answer(ctx, order);
  const delta = share - held;
  const meta = { buyerId: order.buyerId, storeId: order.storeId, orderId: order._id };
  // moveMoney refuses a balance that would go below zero (409 'Insufficient balance').
  await moveMoney(ctx, {
    ...meta,
    userId: order.buyerId,
    deltaKobo: -delta,
    kind: delta > 0 ? 'wallet-share' : 'wallet-share-back',
  });
  const now = ctx.clock.now();
  const paidInFull = share === order.totalKobo;
  const updated = await ctx.db.orders.patch(order._id, (o) => {
    o.walletShareKobo = share;
    if (paidInFull) {
      o.isPaid = true;
      o.isPaidAt = now;
      o.paidKobo = o.totalKobo;
      o.paymentMethod = 'wallet';
    }
    o.updatedAt = now;
  });
  if (paidInFull) {
    await moveMoney(ctx, {
      ...meta,
      userId: order.storeId,
      deltaKobo: order.totalKobo,
      kind: 'wallet-checkout',
    });
  }
  return answer(ctx, updated);
}

/**
 * A cancel of an unpaid order gives the wallet's held share back (the share stays on the order as
 * what was given back); answers the kobo given back.
 */
export async function giveShareBack(ctx: Ctx, order: OrderRecord): Promise<number> {
  const held = walletShareOf(order);
  if (order.isPaid || held === 0) return 0;
  await moveMoney(ctx, {
    userId: order.buyerId,
    deltaKobo: held,
    kind: 'wallet-share-back',
    buyerId: order.buyerId,
    storeId: order.storeId,
    orderId: order._id,
  });
  return held;
}

/**
 * A card charge of `cardKobo` pays the order (`markPaid`): the wallet's share becomes the rest of
 * the total, and whatever the wallet held beyond it goes back (a card opened for more than is left
 * — before the wallet put its part in — pays that much of it).
 */
export async function settleShareWithCard(ctx: Ctx, order: OrderRecord, cardKobo: number) {
  const held = walletShareOf(order);
  const share = order.totalKobo - cardKobo;
  if (share < 0 || share > held) throw new Error('a card charge outside the amount due');
  if (share < held) {
    await moveMoney(ctx, {
      userId: order.buyerId,
      deltaKobo: held - share,
      kind: 'wallet-share-back',
      buyerId: order.buyerId,
      storeId: order.storeId,
      orderId: order._id,
    });
  }
  return share;
}
