import type { Ctx } from './context.ts';
import { DomainError, fail } from './errors.ts';
import { markPaid } from './orders.ts';
import { getTransactionByReference } from './provider.ts';

const naira = (kobo: number) => (kobo / 100).toFixed(2);

/** `POST /api/pay`: success only for a reference the provider recorded as successful. */
export function checkCardPayment(ctx: Ctx, reference: unknown): { success: true } {
  const tx = typeof reference === 'string' ? getTransactionByReference(ctx, reference) : undefined;
  if (tx?.status !== 'success') {
    throw new DomainError(400, { success: false, message: 'Payment failed' });
  }
  return { success: true };
}

/**
 * `POST /api/orders/pay`: marks the order paid only with a successful, unused reference for
 * exactly the order total in kobo; then credits the store.
 */
export async function payOrder(ctx: Ctx, body: Record<string, unknown>) {
  const { orderId, reference } = body;
  if (typeof orderId !== 'string' || orderId === '') fail(400, 'orderId is required');
  if (typeof reference !== 'string' || reference === '') fail(400, 'reference is required');
  const order = ctx.db.orders.get(orderId);
  if (!order) fail(404, 'Order not found');
  if (order.isPaid) fail(409, 'order is already paid');
  if (order.isCancelled) fail(409, 'order already cancelled');
  const tx = getTransactionByReference(ctx, reference);
  if (tx?.status !== 'success') fail(400, 'Payment reference is not a successful payment');
  if (tx.usedByOrderId) fail(409, 'Payment reference has already been used');
  if (tx.amountKobo !== order.totalKobo || tx.currency !== 'NGN') {
    fail(
      400,
      `Payment amount ${naira(tx.amountKobo)} does not match the order total ${naira(order.totalKobo)}`,
    );
  }
  await ctx.db.providerTransactions.patch(tx._id, (t) => {
    t.usedByOrderId = order._id;
  });
  const paid = await markPaid(ctx, order, reference);
  return { isPaid: true, isPaidAt: new Date(paid.isPaidAt ?? 0).toISOString() };
}
