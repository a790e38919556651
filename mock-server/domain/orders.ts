import { orderTotals } from '#shared/money.ts';
import type { CreateOrderRequest } from '#shared/schemas/orders.ts';
import type { OrderRecord } from '../db/records.ts';
import { moveMoney, transfer } from './ledger.ts';
import { priceExtras, priceItems, shippingAddressOf } from './order-totals.ts';
import type { Ctx } from './plumbing/context.ts';
import { DomainError, fail } from './plumbing/errors.ts';
import { exactKobo } from './plumbing/exact-kobo.ts';
import { isoOf, nairaText } from './plumbing/wire.ts';
import { assertSelf } from './session.ts';
import { assertDelivers } from './stores.ts';
import { giveShareBack, settleShareWithCard } from './wallet-pay.ts';

/** `POST /api/orders/:deviceId/:buyerId/:storeId`: totals recomputed from our prices. */
export async function createOrder(
  ctx: Ctx,
  input: {
    actorId: string;
    buyerId: string;
    storeId: string;
    body: CreateOrderRequest;
    /** A buyer's checkout (the route): the store must deliver to the address. The city's own
     * orders (seed, simulator: buyers drawn across the city) are not held to it. */
    checkDelivery?: boolean;
  },
): Promise<{ _id: string }> {
  assertSelf(input.actorId, input.buyerId);
  const buyer = ctx.db.users.get(input.buyerId);
  if (!buyer) fail(404, 'not a registered  user');
  if (input.buyerId === input.storeId) fail(403, 'sorry! you can not buy from yourself');
  const store = ctx.db.users.get(input.storeId);
  if (!store && ctx.profile.hostedNotFound) {
    throw new DomainError(500, { message: "Cannot read properties of null (reading '_id')" });
  }
  if (!store?.isBusinessOwner) fail(404, 'store not found');
  const { body } = input;
  if (input.checkDelivery) assertDelivers(ctx, store, body.shippingAddress.localGvt);
  const { items, products } = priceItems(ctx, store._id, body.orderedItems);
  const extras = priceExtras(ctx, products, body.extras);
  const shippingAddress = shippingAddressOf(body.shippingAddress);
  const totals = orderTotals(items, extras);
  // A total that is not whole kobo never matches (₦1,000.004 is not ₦1,000).
  if (exactKobo(body.total) !== totals.total) {
    fail(
      400,
      `Order total ${String(body.total)} does not match the computed total ${nairaText(totals.total)} (items ${nairaText(totals.itemsSubtotal)} + extras ${nairaText(totals.extrasTotal)} + delivery ${nairaText(totals.shippingFee)})`,
    );
  }
  const now = ctx.clock.now();
  const order: OrderRecord = {
    _id: ctx.rng.objectId(),
    buyerId: buyer._id,
    storeId: store._id,
    orderedItems: items,
    extras,
    shippingAddress,
    subtotalKobo: totals.subtotal,
    shippingFeeKobo: totals.shippingFee,
    totalKobo: totals.total,
    isPaid: false,
    isPaidAt: null,
    paidKobo: 0,
    paymentMethod: null,
    reference: null,
    isTaken: null,
    isCancelled: false,
    refundedKobo: 0,
    isDelivered: false,
    isDeliveredAt: null,
    createdAt: now,
    updatedAt: now,
  };
  if (ctx.options.checkout === 'wallet') {
    if (buyer.balanceKobo < totals.total) fail(404, 'Insufficient funds');
    order.isPaid = true;
    order.isPaidAt = now;
    order.paidKobo = totals.total;
    order.paymentMethod = 'wallet';
  }
  await ctx.db.orders.insert(order);
  if (order.paymentMethod === 'wallet') {
    await transfer(ctx, buyer._id, store._id, order.totalKobo, {
      kind: 'wallet-checkout',
      buyerId: buyer._id,
      storeId: store._id,
      orderId: order._id,
    });
  }
  return { _id: order._id };
}

/** `PUT /api/orders/:deviceId/takeorder/:storeId/:orderId`: the store accepts. */
export async function takeOrder(
  ctx: Ctx,
  input: { actorId: string; storeId: string; orderId: string },
): Promise<string> {
  assertSelf(input.actorId, input.storeId);
  if (!ctx.db.users.get(input.storeId)) fail(404, 'auauthorized action');
  const order = ctx.db.orders.get(input.orderId);
  if (!order && ctx.profile.hostedNotFound) {
    throw new DomainError(500, { message: "Cannot read properties of null (reading 'isTaken')" });
  }
  if (!order) fail(404, 'order not found');
  if (order.isTaken != null) fail(400, 'Order is already taken');
  if (order.storeId !== input.storeId) fail(403, 'Unauthorized');
  // The store accepts what it will be paid for (the hosted API takes unpaid orders: §6.4).
  if (!order.isPaid && !ctx.profile.takesUnpaidOrders) fail(409, 'order is not paid yet');
  const now = ctx.clock.now();
  await ctx.db.orders.patch(order._id, (o) => {
    o.isTaken = now;
    o.acceptedAt = now;
    o.updatedAt = now;
  });
  return isoOf(now);
}

/** `PUT /api/orders/:deviceId/refund/:userId/:orderId`: cancel; what was paid goes back. */
export async function refundOrder(
  ctx: Ctx,
  input: { actorId: string; storeId: string; orderId: string },
): Promise<true> {
  assertSelf(input.actorId, input.storeId);
  const user = ctx.db.users.get(input.storeId);
  if (!user) fail(404, 'not a user');
  const order = ctx.db.orders.get(input.orderId);
  if (!order) fail(404, 'order not found');
  if (order.isCancelled || !user.isBusinessOwner || order.storeId !== user._id) {
    fail(403, 'order already cancelled');
  }
  if (order.isDelivered) fail(403, 'order already delivered');
  const refund = order.paidKobo - order.refundedKobo;
  if (refund > 0) {
    const store = ctx.db.users.get(order.storeId);
    if (!store || store.balanceKobo < refund)
      fail(409, 'The store balance cannot cover this refund');
  }
  const now = ctx.clock.now();
  await ctx.db.orders.patch(order._id, (o) => {
    o.isCancelled = true;
    o.cancelledAt = now;
    // As hosted (§6.5): the cancel stamps `isTaken` (acceptance is `acceptedAt`).
    o.isTaken = now;
    o.refundedKobo += refund;
    o.updatedAt = now;
  });
  // An unpaid order's share held from the wallet goes back; a paid one's is in the refund.
  await giveShareBack(ctx, order);
  if (refund > 0) {
    await transfer(ctx, order.storeId, order.buyerId, refund, {
      kind: 'refund',
      buyerId: order.buyerId,
      storeId: order.storeId,
      orderId: order._id,
      reference: order.reference ?? '',
    });
  }
  return true;
}

/**
 * Control API / simulator: a rider delivered an accepted order — `riderId` when known (the
 * simulator's rider on the trip), else one is picked from the order id.
 */
export async function deliverOrder(
  ctx: Ctx,
  orderId: string,
  riderId?: string,
): Promise<OrderRecord> {
  const order = ctx.db.orders.get(orderId);
  if (!order) fail(404, 'order not found');
  if (order.isCancelled) fail(409, 'order already cancelled');
  if (order.isDelivered) fail(409, 'order already delivered');
  if (order.isTaken == null) fail(409, 'order has not been accepted by the store yet');
  const now = ctx.clock.now();
  const named = riderId ? ctx.db.users.get(riderId) : undefined;
  const rider = named?.isDispatcher ? named : deliveringRider(ctx, order._id);
  if (rider) {
    await ctx.db.users.patch(rider._id, (u) => {
      u.ridesCompleted += 1;
    });
  }
  return ctx.db.orders.patch(order._id, (o) => {
    o.isDelivered = true;
    o.isDeliveredAt = now;
    if (rider) o.riderId = rider._id;
    // Delivered straight from the store (the control API): it left the store now, too.
    if (rider) o.pickedUpAt ??= now;
    o.updatedAt = now;
  });
}

/**
 * Simulator: a rider leaves the store with an accepted order (the ride to the buyer starts). The
 * order page shows who and when (mock-only fields).
 */
export async function pickUpOrder(ctx: Ctx, orderId: string, riderId: string): Promise<void> {
  const order = ctx.db.orders.get(orderId);
  if (!order || order.isCancelled || order.isDelivered || order.isTaken == null) return;
  const now = ctx.clock.now();
  await ctx.db.orders.patch(orderId, (o) => {
    o.riderId = riderId;
    o.pickedUpAt = now;
    o.updatedAt = now;
  });
}

/** The rider credited with a delivery: picked from the order id, so no rng draw is spent. */
function deliveringRider(ctx: Ctx, orderId: string) {
  const riders = ctx.db.users.lookup('rider', 'yes');
  if (riders.length === 0) return undefined;
  return riders[Number.parseInt(orderId.slice(-6), 16) % riders.length];
}

/**
 * Marks an order paid by a card charge (its reference and amount, checked by `chargeMismatch`)
 * and credits the store the whole total: the card's part, and the wallet's held share if any.
 */
export async function markPaid(
  ctx: Ctx,
  order: OrderRecord,
  charge: { reference: string; amountKobo: number },
): Promise<OrderRecord> {
  const { reference } = charge;
  const share = await settleShareWithCard(ctx, order, charge.amountKobo);
  const now = ctx.clock.now();
  const paid = await ctx.db.orders.patch(order._id, (o) => {
    if (o.walletShareKobo !== undefined) o.walletShareKobo = share;
    o.isPaid = true;
    o.isPaidAt = now;
    o.paidKobo = o.totalKobo;
    o.paymentMethod = 'card';
    o.reference = reference;
    o.updatedAt = now;
  });
  const meta = { buyerId: order.buyerId, storeId: order.storeId, orderId: order._id, reference };
  await moveMoney(ctx, {
    ...meta,
    userId: order.storeId,
    deltaKobo: charge.amountKobo,
    kind: 'order-payment',
  });
  // The wallet's share reaches the store as its own line (the card's line is what came in).
  if (share > 0) {
    await moveMoney(ctx, {
      ...meta,
      userId: order.storeId,
      deltaKobo: share,
      kind: 'wallet-share',
    });
  }
  return paid;
}
