// Finding out whether an order was placed when its answer never came (a lost connection, a
// time-out, a server error without words): the buyer's orders list is read and compared with what
// it held before the attempt. A new order with the cart's dishes is the attempt's; none means it
// was not placed; a list that cannot be read leaves the outcome unknown.

import type { OrderRow } from '#shared/schemas/orders.ts';
import type { Checkout } from '#src/api/orders.ts';
import { fetchOrders } from '#src/api/orders.ts';

/** One try at placing an order: what it sent, when, and the orders the buyer had before. */
export interface OrderAttempt {
  checkout: Checkout;
  startedAt: number;
  /** The ids of the buyer's orders before the attempt; null when none were known. */
  before: ReadonlySet<string> | null;
}

export type LookupResult =
  | { kind: 'found'; orderId: string }
  | { kind: 'absent' }
  | { kind: 'unknown' };

/** How long a read of the list may take before the lookup counts it as failed. */
const LIST_TIMEOUT_MS = 8000;
/** Waits before each read of the list (the connection may come back in the meantime). */
const LOOKUP_WAITS_MS = [0, 1000, 2500];
/** Clock difference tolerated between the server's `createdAt` and this device's clock. */
const CLOCK_SLACK_MS = 5 * 60_000;

const listOf = (buyerId: string) =>
  fetchOrders(buyerId, 'all', { signal: AbortSignal.timeout(LIST_TIMEOUT_MS) });

/** The dishes and counts of an order, in one comparable text. */
function dishesKey(lines: ReadonlyArray<{ name: string; quantity: number }>): string {
  return lines
    .map((line) => `${line.quantity}×${line.name}`)
    .sort()
    .join('|');
}

/**
 * Which order of `rows` (the list, newest first) the attempt made: a new one (not in `before`)
 * with the same dishes and counts, not cancelled, and — where the list dates its orders — created
 * since the attempt started (`before` may be a minute old: an order made in that minute, on
 * another device, is not this one). Without `before`, the date alone tells; a list without dates
 * cannot tell.
 */
export function attemptOrder(rows: ReadonlyArray<OrderRow>, attempt: OrderAttempt): LookupResult {
  const wanted = dishesKey(attempt.checkout.body.orderedItems);
  const same = rows.filter((row) => !row.isCancelled && dishesKey(row.content) === wanted);
  const since = attempt.startedAt - CLOCK_SLACK_MS;
  const sinceStart = (row: OrderRow) =>
    row.createdAt === undefined ? null : Date.parse(row.createdAt) >= since;
  const { before } = attempt;
  if (before) {
    const made = same.find((row) => !before.has(row._id) && sinceStart(row) !== false);
    return made ? { kind: 'found', orderId: made._id } : { kind: 'absent' };
  }
  if (rows.some((row) => row.createdAt === undefined)) return { kind: 'unknown' };
  const made = same.find((row) => sinceStart(row) === true);
  return made ? { kind: 'found', orderId: made._id } : { kind: 'absent' };
}

/** Looks the attempt's order up (a few tries a moment apart while the list cannot be read). */
export async function lookUpAttempt(
  attempt: OrderAttempt,
  waits: readonly number[] = LOOKUP_WAITS_MS,
): Promise<LookupResult> {
  for (const wait of waits) {
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    try {
      const list = await listOf(attempt.checkout.buyerId);
      return attemptOrder(list.orders, attempt);
    } catch {
      // Not readable yet: try again after the next wait.
    }
  }
  return { kind: 'unknown' };
}
