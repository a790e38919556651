import type { ProviderTransactionRecord, providerStatuses } from '../db/records.ts';
import type { Ctx } from './plumbing/context.ts';
import { isoOf } from './plumbing/wire.ts';

// The emulated provider's charges as the control API and the panel list them: per
// order (the `orderId` of the checkout's metadata), per e-mail, or only the orphans — successful
// charges no order took, the money a buyer paid that the app never applied (a reload while
// confirming, a second charge of a paid order). A charge younger than ORPHAN_AFTER_MS of world
// clock is still being confirmed and is not yet called an orphan.

/** A successful charge unused for this long (world clock) is an orphan. */
const ORPHAN_AFTER_MS = 10_000;

export interface ChargeFilter {
  email?: string;
  orderId?: string;
  /** Only orphans. */
  orphans?: boolean;
  status?: (typeof providerStatuses)[number];
}

/** The order a charge was made for (its checkout metadata), or null. */
export function orderOf(tx: ProviderTransactionRecord): string | null {
  const meta = tx.metadata as { orderId?: unknown; order_id?: unknown };
  const id = meta.orderId ?? meta.order_id;
  return typeof id === 'string' && id ? id : null;
}

/** A successful charge that no order took, older than ORPHAN_AFTER_MS. */
function isOrphan(ctx: Ctx, tx: ProviderTransactionRecord): boolean {
  return (
    tx.status === 'success' &&
    tx.usedByOrderId === null &&
    ctx.clock.now() - (tx.paidAt ?? tx.createdAt) >= ORPHAN_AFTER_MS
  );
}

/** The charges matching `filter`, oldest first, as the control API answers them. */
export function listCharges(ctx: Ctx, filter: ChargeFilter = {}) {
  const email = filter.email?.toLowerCase().trim();
  return ctx.db.providerTransactions
    .all()
    .filter((tx) => !email || tx.email.toLowerCase() === email)
    .filter((tx) => !filter.orderId || orderOf(tx) === filter.orderId)
    .filter((tx) => !filter.status || tx.status === filter.status)
    .filter((tx) => !filter.orphans || isOrphan(ctx, tx))
    .sort((a, b) => a.createdAt - b.createdAt)
    .map((tx) => ({
      reference: tx.reference,
      email: tx.email,
      amount: tx.amountKobo,
      currency: tx.currency,
      status: tx.status,
      channel: tx.channel,
      paidAt: tx.paidAt == null ? null : isoOf(tx.paidAt),
      createdAt: isoOf(tx.createdAt),
      orderId: orderOf(tx),
      usedByOrderId: tx.usedByOrderId,
      orphan: isOrphan(ctx, tx),
    }));
}
