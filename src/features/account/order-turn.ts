// Whose move an order waits for, as its reader sees it: the reader's own (a store's paid order to
// accept or cancel, a buyer's unpaid order to pay), the simulated city's (the mock's `handledBy`),
// the other party's, or a rider's. Unknown where the rows do not say whose the order is (the
// hosted rows carry no buyer or store): the card then shows the spec's plain spinner. A buyer's
// unpaid order with a bank transfer pending (this browser sent it, payments-in-flight) waits for
// the transfer's confirmation, not for the buyer to pay again.
import type { OrderRow } from '#shared/schemas/orders.ts';

export type OrderTurn =
  | 'you-accept'
  | 'you-pay'
  | 'transfer-pending'
  | 'city'
  | 'customer-pays'
  | 'store-accepts'
  | 'delivering'
  | 'coming'
  | 'unknown';

/** The reader is the order's store (the mock's rows say whose they are; the hosted rows do not). */
export const isStoreView = (order: OrderRow, userId: string): boolean =>
  order.businessId === userId && order.buyerId !== userId;

const isBuyerView = (order: OrderRow, userId: string): boolean => order.buyerId === userId;

/** Whose move the order waits for; null once it is delivered or cancelled. */
export function orderTurn(
  order: OrderRow,
  userId: string,
  transferPending = false,
): OrderTurn | null {
  if (order.isDelivered || order.isCancelled) return null;
  const store = isStoreView(order, userId);
  if (!store && !isBuyerView(order, userId)) return 'unknown';
  if (!store) {
    if (order.isTaken) return 'coming';
    if (order.isPaid) return 'store-accepts';
    return transferPending ? 'transfer-pending' : 'you-pay';
  }
  if (order.isTaken) return 'delivering';
  // The simulated city accepts or refuses it (and its simulated buyer pays or not) on its own.
  if (order.handledBy === 'city') return 'city';
  return order.isPaid ? 'you-accept' : 'customer-pays';
}

/** The reader's own move: these orders come first. */
export const isYourTurn = (turn: OrderTurn | null): boolean =>
  turn === 'you-accept' || turn === 'you-pay';
