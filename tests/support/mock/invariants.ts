import type { Ctx } from '#mock/domain/plumbing/context.ts';

/**
 * Store, money and order invariants of the world (every table's indexes agree with its collection;
 * balances, ledger and payments add up); returns the list of violations (empty = fine).
 */
export function checkInvariants(ctx: Ctx): string[] {
  const problems: string[] = [];
  for (const [name, table] of Object.entries(ctx.db))
    for (const problem of table.check()) problems.push(`${name}: ${problem}`);
  const { users, transactions, orders, providerTransactions } = ctx.db;
  let balances = 0;
  for (const u of users.values()) {
    if (u.balanceKobo < 0) problems.push(`negative balance ${u._id}`);
    balances += u.balanceKobo;
    const ledger = transactions.lookup('user', u._id).reduce((s, t) => s + t.deltaKobo, 0);
    if (ledger !== u.balanceKobo)
      problems.push(`ledger ${ledger} ≠ balance ${u.balanceKobo} for ${u._id}`);
  }
  let inflow = 0;
  let transfers = 0;
  const paymentsByOrder = new Map<string, number>();
  for (const t of transactions.values()) {
    if (t.kind === 'deposit' || t.kind === 'order-payment' || t.kind === 'seed')
      inflow += t.deltaKobo;
    else transfers += t.deltaKobo;
    if (t.kind === 'order-payment')
      paymentsByOrder.set(t.orderId, (paymentsByOrder.get(t.orderId) ?? 0) + 1);
  }
  // A wallet's share held by an unpaid order has left the balance and reached no one yet.
  let held = 0;
  for (const o of orders.values()) if (!o.isPaid && !o.isCancelled) held += o.walletShareKobo ?? 0;
  if (transfers + held !== 0)
    problems.push(`transfers do not sum to zero: ${transfers} (held by orders ${held})`);
  if (inflow !== balances + held)
    problems.push(`money not conserved: inflow ${inflow} ≠ balances ${balances}`);
  for (const [orderId, n] of paymentsByOrder)
    if (n > 1) problems.push(`order ${orderId} paid ${n} times`);
  const used = new Set<string>();
  for (const p of providerTransactions.values()) {
    if (!p.usedByOrderId) continue;
    if (used.has(p.usedByOrderId)) problems.push(`order ${p.usedByOrderId} has two references`);
    used.add(p.usedByOrderId);
    if (p.status !== 'success') problems.push(`unsuccessful reference ${p.reference} used`);
  }
  for (const o of orders.values()) {
    if (o.isPaid && o.paidKobo !== o.totalKobo)
      problems.push(`order ${o._id} paid ${o.paidKobo} of ${o.totalKobo}`);
    if (o.refundedKobo > o.paidKobo) problems.push(`order ${o._id} refunded more than paid`);
    if (o.paymentMethod === 'card' && !used.has(o._id))
      problems.push(`card order ${o._id} without reference`);
  }
  return problems;
}
