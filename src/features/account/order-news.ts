// What changed in a reader's orders between two reads of the list, in words, one line per change:
// a new order at the reader's store, a payment that leaves an order to the reader, the city's
// accept or cancel of an order it handled, and an acceptance, delivery or cancel of the others.
// Said in place of the list itself (which changes every few seconds at the city's pace); the
// reader's own steps are said where they are taken.
import type { OrderRow } from '#shared/schemas/orders.ts';
import { accountTexts } from '#src/features/account/account-texts.ts';
import { isStoreView } from '#src/features/account/order-turn.ts';
import { personName } from '#src/lib/text-format.ts';

const news = accountTexts.news;

/** How a line names an order: by its customer for the store, by its store for the buyer. */
function orderName(order: OrderRow, userId: string): string {
  if (isStoreView(order, userId) && order.buyerName) return `from ${personName(order.buyerName)}`;
  if (order.businessName) return `at ${order.businessName}`;
  return `of ${order.content[0]?.name ?? order._id}`;
}

function changeOf(before: OrderRow, after: OrderRow, userId: string): string | null {
  const name = orderName(after, userId);
  const byCity = before.handledBy === 'city';
  if (!before.isCancelled && after.isCancelled)
    return byCity ? news.cityCancelled(name) : news.cancelled(name);
  if (!before.isDelivered && after.isDelivered) return news.delivered(name);
  if (!before.isTaken && after.isTaken)
    return byCity ? news.cityAccepted(name) : news.accepted(name);
  const yoursNow = isStoreView(after, userId) && after.handledBy !== 'city' && !after.isTaken;
  if (!before.isPaid && after.isPaid && yoursNow) return news.paidForYou(name);
  return null;
}

/** The changes from `before` to `after` (the same reader's whole list), oldest order first. */
export function orderNews(
  before: ReadonlyArray<OrderRow>,
  after: ReadonlyArray<OrderRow>,
  userId: string,
): string[] {
  const known = new Map(before.map((o) => [o._id, o]));
  const lines: string[] = [];
  for (const order of [...after].reverse()) {
    const was = known.get(order._id);
    if (!was) {
      // A buyer's own new order is their own step; a store hears of the customer's.
      if (isStoreView(order, userId)) {
        lines.push(order.buyerName ? news.newOrder(personName(order.buyerName)) : news.aNewOrder);
      }
      continue;
    }
    const line = changeOf(was, order, userId);
    if (line) lines.push(line);
  }
  return lines;
}

/** At most `max` lines said, the rest counted. */
export function newsText(lines: ReadonlyArray<string>, max = 3): string {
  if (lines.length <= max) return lines.join('. ');
  return `${lines.slice(0, max).join('. ')}, ${news.more(lines.length - max)}`;
}
