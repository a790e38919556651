// The orders this tab has just placed, as they were sent (Place order's checkout) under the id the
// server answered: the order page shows one at once — its dishes, address and total — while its
// own read of the order is on its way (a round trip more on a slow network), then the order as the
// server has it. Memory only, the last few: a reload reads the order from the server.
import type { Checkout } from '#src/api/orders.ts';

const KEPT = 5;
const placed = new Map<string, Checkout>();

export function rememberPlacedOrder(orderId: string, checkout: Checkout): void {
  placed.delete(orderId);
  placed.set(orderId, checkout);
  for (const old of placed.keys()) {
    if (placed.size <= KEPT) break;
    placed.delete(old);
  }
}

/** The order as this tab sent it, when it placed it. */
export function placedOrder(orderId: string): Checkout | undefined {
  return placed.get(orderId);
}
