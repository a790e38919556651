import { koboToNaira } from '#shared/money.ts';
import type { OrderPayRequest, VerifyPaymentRequest } from '#shared/schemas/payments.ts';
import type { OrderRecord } from '../db/records.ts';
import { chargeMismatch, refundIfUntakeable } from './card-webhook.ts';
import { markPaid } from './orders.ts';
import type { Ctx } from './plumbing/context.ts';
import { DomainError, fail } from './plumbing/errors.ts';
import { isoOf, nairaText } from './plumbing/wire.ts';
import { getTransactionByReference } from './provider.ts';
import { cardDueOf } from './wallet-pay.ts';

/**
 * `POST /api/pay`: success only for a reference the provider recorded as successful; a reference
 * the provider does not know is a 500 `Server error` (as hosted: the provider's lookup fails), a
 * known one that did not succeed is a 400 `Payment failed` (hosted accepts it; a divergence the
 * hosted profile reproduces: 200 `{ success: true }`).
 */
export function checkCardPayment(ctx: Ctx, { reference }: VerifyPaymentRequest): { success: true } {
  const tx = getTransactionByReference(ctx, reference);
  if (!tx) throw new DomainError(500, { success: false, message: 'Server error' });
  // Hosted (§7): any reference the provider knows counts, whatever became of the charge.
  if (tx.status !== 'success' && !ctx.profile.acceptsAnyKnownReference) {
    throw new DomainError(400, { success: false, message: 'Payment failed' });
  }
  return { success: true };
}

/**
 * A charge of `order` that the order cannot take (paid already, or cancelled), when its card has
 * been given it back: refunded now if it was not yet (the webhook's rule: a device confirming
 * usually comes before the provider's event), or earlier (a retried confirm, or the event came
 * first). Not on a profile without the webhook: the hosted API refunds nothing.
 */
async function refundedCharge(ctx: Ctx, order: OrderRecord, reference: string) {
  if (ctx.profile.noCardWebhook) return undefined;
  const tx = getTransactionByReference(ctx, reference);
  if (!tx) return undefined;
  await refundIfUntakeable(ctx, order, tx);
  const refund = ctx.db.orders.get(order._id)?.cardRefunds?.find((r) => r.reference === reference);
  if (!refund) return undefined;
  return {
    reference,
    amount: koboToNaira(refund.amountKobo),
    refundedAt: isoOf(refund.at),
    because: order.isPaid ? ('paid' as const) : ('cancelled' as const),
  };
}

/**
 * `POST /api/orders/pay`: marks the order paid only with a successful, unused reference, made for
 * the order's buyer (e-mail) and exactly the order total in kobo; then credits the store. A charge
 * the order can no longer take is refunded to the card at once (where the profile has the
 * webhook), and the refusal says so in a mock-only `refundedCharge` beside its usual message.
 */
export async function payOrder(ctx: Ctx, { orderId, reference }: OrderPayRequest) {
  const order = ctx.db.orders.get(orderId);
  if (!order) fail(404, 'Order not found');
  if (order.isPaid || order.isCancelled) {
    const status = order.isPaid && ctx.profile.alreadyPaidIs404 ? 404 : 409;
    const message = order.isPaid ? 'order is already paid' : 'order already cancelled';
    const refunded = await refundedCharge(ctx, order, reference);
    throw new DomainError(status, refunded ? { message, refundedCharge: refunded } : { message });
  }
  const tx = getTransactionByReference(ctx, reference);
  if (tx?.status !== 'success') fail(400, 'Payment reference is not a successful payment');
  if (tx.usedByOrderId) fail(409, 'Payment reference has already been used');
  // A reference pays only for its own customer's order (the hosted API checks neither this nor
  // the amount: docs/hosted-divergences.md).
  const mismatch = chargeMismatch(ctx, order, tx);
  if (mismatch === 'amount') {
    const due = cardDueOf(order);
    fail(
      400,
      due === order.totalKobo
        ? `Payment amount ${nairaText(tx.amountKobo)} does not match the order total ${nairaText(order.totalKobo)}`
        : `Payment amount ${nairaText(tx.amountKobo)} does not match the ${nairaText(due)} left to pay of the order total ${nairaText(order.totalKobo)}`,
    );
  }
  if (mismatch) fail(400, mismatch);
  await ctx.db.providerTransactions.patch(tx._id, (t) => {
    t.usedByOrderId = order._id;
  });
  const paid = await markPaid(ctx, order, tx);
  return { isPaid: true, isPaidAt: isoOf(paid.isPaidAt ?? 0) };
}
