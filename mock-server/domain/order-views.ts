import { koboToNaira } from '#shared/money.ts';
import type { MissingOrderAnswer } from '#shared/schemas/orders.ts';
import type { OrderRecord } from '../db/records.ts';
import { setField } from './plumbing/behaviour-profile.ts';
import type { Ctx } from './plumbing/context.ts';
import { DomainError, fail } from './plumbing/errors.ts';
import { isoOf } from './plumbing/wire.ts';
import { assertSelf } from './session.ts';
import { userById } from './users.ts';

const ORDER_TABS = ['pending', 'dispatched', 'delivered', 'refunded'] as const;
type Tab = (typeof ORDER_TABS)[number] | 'all';

/** Tab membership; list and counts use this one function so they always agree. */
const inTab: Record<Tab, (o: OrderRecord) => boolean> = {
  pending: (o) => o.isTaken == null && !o.isCancelled,
  dispatched: (o) => o.isTaken != null && !o.isDelivered && !o.isCancelled,
  delivered: (o) => o.isDelivered && !o.isCancelled,
  refunded: (o) => o.isCancelled,
  all: () => true,
};

/**
 * The hosted tabs (§6.2): lists and counts differ for `pending` (the list shows paid orders, the
 * count counts unpaid ones); `dispatched` = taken and not cancelled (delivered ones included);
 * `delivered` = delivered and paid.
 */
const hostedList: Record<Tab, (o: OrderRecord) => boolean> = {
  pending: (o) => o.isPaid && !o.isCancelled,
  dispatched: (o) => o.isTaken != null && !o.isCancelled,
  delivered: (o) => o.isDelivered && o.isPaid,
  refunded: (o) => o.isCancelled,
  all: () => true,
};
const hostedCount: Record<Tab, (o: OrderRecord) => boolean> = {
  ...hostedList,
  pending: (o) => !o.isPaid && !o.isCancelled,
};

/**
 * What a cancel gave back to the buyer's wallet: the refund of what was paid, or the wallet's held
 * share of an unpaid order.
 */
const givenBack = (o: OrderRecord): number =>
  o.refundedKobo + (o.isPaid ? 0 : (o.walletShareKobo ?? 0));

/** A stamp the hosted document only has once set: `{ key: iso }` or nothing. */
const stamp = <K extends string>(key: K, ms: number | null) =>
  ms == null ? {} : ({ [key]: isoOf(ms) } as { [P in K]: string });
const phone = (p: string): number | string => (/^\d{1,15}$/.test(p) ? Number(p) : p);

/** A row's mock-only fields: both parties, the total, and the delivery or cancel with its time. */
function rowParties(ctx: Ctx, o: OrderRecord) {
  const buyer = ctx.db.users.get(o.buyerId);
  const store = ctx.db.users.get(o.storeId);
  return {
    total: koboToNaira(o.totalKobo),
    buyerId: o.buyerId,
    ...(buyer ? { buyerName: `${buyer.surname}  ${buyer.firstname}` } : {}),
    businessId: o.storeId,
    ...(store?.businessName ? { businessName: store.businessName } : {}),
    ...stamp('deliveredAt', o.isDeliveredAt),
    ...(o.isCancelled
      ? {
          ...stamp('cancelledAt', o.cancelledAt ?? null),
          refundedAmount: koboToNaira(givenBack(o)),
        }
      : {}),
  };
}

export function ordersOf(ctx: Ctx, userId: string): OrderRecord[] {
  return ctx.db.orders
    .lookup('party', userId)
    .sort((a, b) => b.createdAt - a.createdAt || (a._id < b._id ? 1 : -1));
}

/** `GET /api/orders/:deviceId/allorders/:userId?query=`. */
export function listOrders(ctx: Ctx, actorId: string, userId: string, query: string | undefined) {
  assertSelf(actorId, userId);
  const user = userById(ctx, userId);
  const tab: Tab = (ORDER_TABS as readonly string[]).includes(query ?? '') ? (query as Tab) : 'all';
  const { profile } = ctx;
  const orders = ordersOf(ctx, userId);
  const listRule = profile.hostedOrderTabs ? hostedList : inTab;
  const countRule = profile.hostedOrderTabs ? hostedCount : inTab;
  const counts = {
    pending: orders.filter(countRule.pending).length,
    dispatched: orders.filter(countRule.dispatched).length,
    delivered: orders.filter(countRule.delivered).length,
    refunded: orders.filter(countRule.refunded).length,
    all: orders.length,
  };
  return {
    orders: orders.filter(listRule[tab]).map((o) => ({
      content: o.orderedItems.map((i) => ({
        name: i.name,
        category: i.category,
        quantity: i.quantity,
        productId: i.productId,
      })),
      ...setField(profile, 'imgs', o.orderedItems[0]?.imgs[0]),
      _id: o._id,
      isDelivered: o.isDelivered,
      isPaid: o.isPaid,
      ...stamp('isPaidAt', o.isPaidAt),
      isCancelled: o.isCancelled,
      // Not in a hosted row (its `isDispatched`/`isRefunded` do not exist either).
      ...(profile.hostedShapes
        ? {}
        : { ...stamp('isTaken', o.isTaken), createdAt: isoOf(o.createdAt) }),
      // Mock only: what a card says of a delivered or refunded order (when, who, how much).
      ...(profile.hostedShapes ? {} : rowParties(ctx, o)),
    })),
    bal: koboToNaira(user.balanceKobo),
    // Mock only: the balance can pay for orders (`POST /api/orders/wallet-pay`).
    ...(profile.noWalletPay ? {} : { walletPays: true }),
    counts,
    isBusinessOwner: user.isBusinessOwner,
    ...setField(profile, 'businessImg', user.businessImg),
    ...setField(profile, 'businessName', user.businessName),
  };
}

/** Where an order is on its way to the door (mock-only: the hosted API records none of it). */
type OrderStatus = 'placed' | 'paid' | 'accepted' | 'on-the-way' | 'delivered' | 'cancelled';

function orderStatus(o: OrderRecord): OrderStatus {
  if (o.isCancelled) return 'cancelled';
  if (o.isDelivered) return 'delivered';
  if (o.pickedUpAt != null) return 'on-the-way';
  if (acceptedAt(o) != null) return 'accepted';
  return o.isPaid ? 'paid' : 'placed';
}

/**
 * When the store accepted the order: a cancel stamps `isTaken` too (as hosted), so a cancelled
 * order was accepted only if `acceptedAt` says so (an order kept from before it was recorded: never).
 */
const acceptedAt = (o: OrderRecord): number | null =>
  o.acceptedAt ?? (o.isCancelled ? null : o.isTaken);

/**
 * The order's progress as the mock knows it: `status`, `acceptedAt`, `pickedUpAt`, `deliveredAt`,
 * `cancelledAt` and `refundedAmount` (naira given back to the buyer's wallet: 0 for an unpaid
 * order) once cancelled, and the `rider` (id, name, picture) once one has it. Optional fields, left
 * out of the hosted profile and of the contract; the simulator adds the rider's position while on
 * the way and `handledBy: 'city'` while it will decide the order itself.
 */
function tracking(ctx: Ctx, o: OrderRecord) {
  const rider = o.riderId ? ctx.db.users.get(o.riderId) : undefined;
  return {
    status: orderStatus(o),
    ...stamp('acceptedAt', acceptedAt(o)),
    ...stamp('pickedUpAt', o.pickedUpAt ?? null),
    ...stamp('deliveredAt', o.isDeliveredAt),
    ...(o.isCancelled
      ? {
          ...stamp('cancelledAt', o.cancelledAt ?? null),
          refundedAmount: koboToNaira(givenBack(o)),
        }
      : {}),
    ...(rider ? { rider: { _id: rider._id, name: rider.name, img: rider.img } } : {}),
  };
}

/**
 * The card charges refunded because the order could not take them (mock-only, the buyer's view:
 * they are the buyer's card's business): every device of the buyer says so from the order itself.
 */
const refundedCharges = (o: OrderRecord) =>
  o.cardRefunds?.length
    ? {
        refundedCharges: o.cardRefunds.map((r) => ({
          reference: r.reference,
          amount: koboToNaira(r.amountKobo),
          refundedAt: isoOf(r.at),
        })),
      }
    : {};

/** `GET /api/orders/:deviceId/find/:orderId/:userId`: buyer's or store's view. */
export function orderDetails(ctx: Ctx, actorId: string, orderId: string, userId: string) {
  assertSelf(actorId, userId);
  const o = ctx.db.orders.get(orderId);
  if (!o && !ctx.profile.hostedNotFound) {
    const missing: MissingOrderAnswer = { message: 'order not found', missing: true };
    throw new DomainError(404, missing);
  }
  if (!o || (o.buyerId !== userId && o.storeId !== userId)) fail(404, 'order not found');
  const buyer = ctx.db.users.get(o.buyerId);
  const store = ctx.db.users.get(o.storeId);
  if (!buyer || !store) fail(404, 'user not found');
  const isStore = userId === o.storeId;
  return {
    products: o.orderedItems.map((i) => ({
      name: i.name,
      ...setField(ctx.profile, 'img', i.imgs[0]),
      quantity: i.quantity,
      price: koboToNaira(i.priceKobo * i.quantity),
      category: i.category,
      productId: i.productId,
      businessId: isStore ? o.storeId : (false as const),
    })),
    details: {
      _id: o._id,
      shippingAddress: { ...o.shippingAddress, phoneNumber: phone(o.shippingAddress.phoneNumber) },
      isDelivered: o.isDelivered,
      isPaid: o.isPaid,
      isCancelled: o.isCancelled,
      ...stamp('isTaken', o.isTaken),
      buyerId: o.buyerId,
      businessId: o.storeId,
      ...stamp('isPaidAt', o.isPaidAt),
      // Hosted details have it only if the client sent it (nothing in the API sets it).
      ...(ctx.profile.hostedShapes ? {} : stamp('isDeliveredAt', o.isDeliveredAt)),
      total: koboToNaira(o.totalKobo),
      subtotal: koboToNaira(o.subtotalKobo),
      shippingFee: koboToNaira(o.shippingFeeKobo),
      ...(o.reference == null ? {} : { reference: o.reference }),
      extras: o.extras.map((e) => ({
        item: `${e.quantity} ${e.item} ${koboToNaira(e.priceKobo)} naira each`,
        _id: e._id,
      })),
      createdAt: isoOf(o.createdAt),
      updatedAt: isoOf(o.updatedAt),
      __v: 0,
      buyerName: `${buyer.surname}  ${buyer.firstname}`,
      businessName: store.businessName,
      rating: store.rating,
      email: o.isPaid ? (false as const) : buyer.email,
      phoneNumber: o.isPaid ? (false as const) : phone(o.shippingAddress.phoneNumber),
      ...(ctx.profile.hostedShapes ? {} : tracking(ctx, o)),
      ...(isStore ? {} : refundedCharges(o)),
      // Mock only, the buyer's view: the part of the total the wallet put in (naira; 0: none).
      ...(isStore || ctx.profile.noWalletPay
        ? {}
        : { walletShare: koboToNaira(o.walletShareKobo ?? 0) }),
    },
  };
}
