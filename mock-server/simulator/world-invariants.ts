import type { OrderRecord } from '../db/records.ts';
import type { Ctx } from '../domain/plumbing/context.ts';

/**
 * The wallet's share of an order agrees with the wallet's movements for it (`inWallet`: what they
 * took out, net): held or paid, the share; cancelled unpaid, all of it given back. A wallet never
 * pays more than the total, and an order paid from the wallet was paid by it in full.
 */
function shareViolations(o: OrderRecord, inWallet: number): string[] {
  const share = o.walletShareKobo ?? 0;
  const out: string[] = [];
  const expected = o.isCancelled && !o.isPaid ? 0 : share;
  if (inWallet !== expected)
    out.push(`order ${o._id}: wallet share ${share} ≠ wallet movements ${inWallet}`);
  if (share < 0 || share > o.totalKobo) out.push(`order ${o._id}: wallet share out of range`);
  if (
    o.isPaid &&
    o.paymentMethod === 'wallet' &&
    o.walletShareKobo !== undefined &&
    share !== o.totalKobo
  )
    out.push(`order ${o._id}: paid from the wallet in part only`);
  return out;
}

/**
 * The store (indexes agree with collections), money and order invariants over a whole
 * world; returns the violations (empty when all hold). Used by the simulator's tests after
 * many ticks, and on every snapshot loaded — there without the store's (`indexes: false`): a
 * db just filled record by record holds them by construction, and checking them costs a big
 * world ~100 ms in one go.
 */
export function worldViolations(ctx: Ctx, checks: { indexes?: boolean } = {}): string[] {
  const out: string[] = [];
  if (checks.indexes !== false)
    for (const [name, table] of Object.entries(ctx.db))
      for (const problem of table.check()) out.push(`${name}: ${problem}`);
  const ledger = new Map<string, number>();
  for (const t of ctx.db.transactions.values()) {
    ledger.set(t.userId, (ledger.get(t.userId) ?? 0) + t.deltaKobo);
    if (t.balanceAfterKobo < 0) out.push(`transaction ${t._id} leaves a negative balance`);
  }
  for (const u of ctx.db.users.values()) {
    if (u.balanceKobo < 0) out.push(`user ${u.email} has a negative balance`);
    if ((ledger.get(u._id) ?? 0) !== u.balanceKobo) {
      out.push(`user ${u.email}: balance ${u.balanceKobo} ≠ ledger ${ledger.get(u._id) ?? 0}`);
    }
  }
  const usedBy = new Map<string, string>();
  for (const tx of ctx.db.providerTransactions.values()) {
    if (tx.usedByOrderId && tx.status !== 'success')
      out.push(`unsuccessful payment ${tx.reference} counted`);
    if (tx.usedByOrderId) usedBy.set(tx.reference, tx.usedByOrderId);
  }
  const paymentsByOrder = new Map<string, number>();
  const sharesByOrder = new Map<string, number>();
  for (const t of ctx.db.transactions.values()) {
    // The buyer's side only (the store's 'wallet-share' is the share arriving at payment).
    const buyerSide = t.userId === t.buyerId;
    if (buyerSide && (t.kind === 'wallet-share' || t.kind === 'wallet-share-back'))
      sharesByOrder.set(t.orderId, (sharesByOrder.get(t.orderId) ?? 0) - t.deltaKobo);
    if (t.kind === 'order-payment' || t.kind === 'wallet-checkout') {
      if (t.deltaKobo > 0)
        paymentsByOrder.set(t.orderId, (paymentsByOrder.get(t.orderId) ?? 0) + 1);
    }
  }
  for (const o of ctx.db.orders.values()) {
    const payments = paymentsByOrder.get(o._id) ?? 0;
    if (payments > 1) out.push(`order ${o._id} paid ${payments} times`);
    if (o.isPaid !== (payments === 1)) out.push(`order ${o._id}: isPaid disagrees with the ledger`);
    if (o.isPaid && o.paidKobo !== o.totalKobo) out.push(`order ${o._id} paid a different amount`);
    if (!o.isPaid && o.paidKobo !== 0) out.push(`order ${o._id} unpaid but paidKobo > 0`);
    if (o.refundedKobo > o.paidKobo) out.push(`order ${o._id} refunded more than paid`);
    if (o.isCancelled && o.refundedKobo !== o.paidKobo)
      out.push(`order ${o._id} cancelled without a full refund`);
    if (o.isDelivered && (o.isTaken == null || o.isCancelled))
      out.push(`order ${o._id} delivered but not accepted or cancelled`);
    out.push(...shareViolations(o, sharesByOrder.get(o._id) ?? 0));
    if (o.paymentMethod === 'card' && (!o.reference || usedBy.get(o.reference) !== o._id))
      out.push(`order ${o._id} paid with a reference not recorded for it`);
  }
  return out;
}
