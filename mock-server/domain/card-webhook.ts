// The mock's side of the card provider's webhook (`POST /api/pay/webhook`, Paystack's
// `charge.success`), as a real payment backend does it: a charge the provider says succeeded is
// applied at the server, so the order is paid whichever device — or none — comes back to confirm
// it. The event only names the charge: what is applied is the provider's own record of it (a
// backend re-checks a webhook's charge with the provider, never trusting the event's fields).
// - a successful charge whose metadata names an unpaid order of its buyer, for exactly the total
//   in NGN (or what is left of it after the wallet's share), pays the order (the same checks as `POST /api/orders/pay`);
// - one for an order already paid with another charge, or cancelled, is refunded to the card at
//   the provider (status `reversed`) and noted on the order, so every device of the buyer says so;
// - anything else (another amount, no order named, another customer's order) is left alone: the
//   charge stays an orphan for the panel to show;
// - a replay changes nothing: a charge pays or is refunded once.
// A device confirming such a charge itself (`POST /api/orders/pay`) usually comes before the
// event: the refund is then made at once, by the same rule (`refundIfUntakeable`), and the event
// finds it handled.
import { z } from 'zod';
import type { OrderRecord, ProviderTransactionRecord } from '../db/records.ts';
import { signatureMatches } from './card-webhook-signature.ts';
import { markPaid } from './orders.ts';
import type { Ctx } from './plumbing/context.ts';
import { fail } from './plumbing/errors.ts';
import { orderOf } from './provider-charges.ts';
import { cardDueOf } from './wallet-pay.ts';

/** What a webhook did with its charge. */
type WebhookOutcome = 'applied' | 'refunded' | 'already-handled' | 'ignored';

type WebhookAnswer = { received: true; outcome: WebhookOutcome; reason?: string };

const eventSchema = z.object({
  event: z.string(),
  data: z.looseObject({ reference: z.string().min(1) }),
});

const ignored = (reason: string): WebhookAnswer => ({ received: true, outcome: 'ignored', reason });

/** Why `tx` cannot pay `order` (its customer, amount or currency), or null when it can. */
export function chargeMismatch(
  ctx: Ctx,
  order: OrderRecord,
  tx: ProviderTransactionRecord,
): string | null {
  const buyer = ctx.db.users.get(order.buyerId);
  if (!buyer || tx.email.trim().toLowerCase() !== buyer.email.toLowerCase()) {
    return "Payment reference was made for another customer's e-mail";
  }
  // What is left after the wallet's share, or more of the total (the share is lowered to match).
  const amountFits = tx.amountKobo >= cardDueOf(order) && tx.amountKobo <= order.totalKobo;
  if (!amountFits || tx.currency !== 'NGN') return 'amount';
  return null;
}

/** The provider's full refund of a charge (Paystack's Refund API): the card gets it back. */
async function refundToCard(ctx: Ctx, order: OrderRecord, tx: ProviderTransactionRecord) {
  const now = ctx.clock.now();
  await ctx.db.providerTransactions.patch(tx._id, (t) => {
    t.status = 'reversed';
  });
  await ctx.db.orders.patch(order._id, (o) => {
    o.cardRefunds = [
      ...(o.cardRefunds ?? []),
      { reference: tx.reference, amountKobo: tx.amountKobo, at: now },
    ];
    o.updatedAt = now;
  });
}

/**
 * Refunds `tx` to the card when it is a successful, unused charge made for `order` (its metadata
 * names it) by the order's buyer, and the order can no longer take it (paid with another charge,
 * or cancelled). The webhook and a device's own confirm both come here, so whichever hears of
 * the charge first refunds it, and the other finds it handled. Returns whether it refunded now.
 */
export async function refundIfUntakeable(
  ctx: Ctx,
  order: OrderRecord,
  tx: ProviderTransactionRecord,
): Promise<boolean> {
  if (tx.status !== 'success' || tx.usedByOrderId !== null || orderOf(tx) !== order._id) {
    return false;
  }
  if (!order.isPaid && !order.isCancelled) return false;
  const mismatch = chargeMismatch(ctx, order, tx);
  // Another customer's charge is theirs to settle; a wrong amount is still this buyer's money.
  if (mismatch && mismatch !== 'amount') return false;
  await refundToCard(ctx, order, tx);
  ctx.log(`[payments] ${tx.reference} refunded: order ${order._id} could not take it`);
  return true;
}

/** Applies one successful charge for the order its metadata names (see the top of this file). */
async function applyCharge(ctx: Ctx, tx: ProviderTransactionRecord): Promise<WebhookAnswer> {
  if (tx.status === 'reversed' || tx.usedByOrderId !== null) {
    return { received: true, outcome: 'already-handled' };
  }
  if (tx.status !== 'success') return ignored('not a successful charge');
  const orderId = orderOf(tx);
  const order = orderId ? ctx.db.orders.get(orderId) : undefined;
  if (!order) return ignored('no order named in the metadata');
  const mismatch = chargeMismatch(ctx, order, tx);
  if (mismatch && mismatch !== 'amount') return ignored(mismatch);
  if (await refundIfUntakeable(ctx, order, tx)) return { received: true, outcome: 'refunded' };
  if (mismatch) return ignored('the amount is not the order total in NGN');
  await ctx.db.providerTransactions.patch(tx._id, (t) => {
    t.usedByOrderId = order._id;
  });
  await markPaid(ctx, order, tx);
  ctx.log(`[webhook] ${tx.reference} paid order ${order._id}`);
  return { received: true, outcome: 'applied' };
}

/**
 * One webhook request: refused with 401 unless `signature` is the raw body's (the route answers
 * 404 where the profile has no webhook); then `charge.success` is applied once, other events are
 * acknowledged and left alone (the provider only needs a 200).
 */
export async function receiveCardWebhook(
  ctx: Ctx,
  rawBody: string | undefined,
  signature: string | undefined,
): Promise<WebhookAnswer> {
  if (!(await signatureMatches(rawBody ?? '', signature))) {
    fail(401, 'Invalid webhook signature');
  }
  let event: z.output<typeof eventSchema>;
  try {
    event = eventSchema.parse(JSON.parse(rawBody ?? ''));
  } catch {
    return fail(400, 'A webhook event needs `event` and `data.reference`');
  }
  if (event.event !== 'charge.success') return ignored(`event ${event.event}`);
  const tx = ctx.db.providerTransactions.first('reference', event.data.reference);
  if (!tx) return ignored('unknown reference');
  return applyCharge(ctx, tx);
}
