// Labels of the order screens; the spec's messages come from src/lib/texts.ts.
export const orderTexts = {
  title: 'Order details',
  orderId: 'Order id',
  items: (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`,
  shipping: 'Shipping',
  phone: 'Phone',
  address: 'Address',
  extras: 'Extras',
  total: 'Total',
  business: 'Business details',
  customer: 'Customer details',
  reputation: 'Reputation',
  reputationAverage: 'Reputation: Average',
  customerId: 'Customer id',
  orderedOn: 'Ordered on',
  checkStore: 'check store',
  seeAllOrders: 'See All Your Orders',
  paid: 'Paid',
  paidOn: (date: string, time: string) => `on ${date} at ${time}`,
  notPaid: 'Not paid',
  accept: 'Accept',
  accepting: 'Accepting…',
  refunding: 'Refunding…',
  refundCancel: 'Refund & Cancel',
  no: 'No',
  yes: 'Yes',
  confirmed: 'This order is confirmed.',
  report: 'Report/dispute',
  accepted: 'Order accepted',
  cancelled: 'Order cancelled and refunded',
  loading: 'Loading order',
  loadFailed: 'We could not load this order.',
  retry: 'Try again',
} as const;

/** Paid stamp: date = the first 10 characters, time = characters 11 to 16 (spec section 4:
 * `2026-11-21T14:05:09Z` → 2026-11-21 and 14:05). */
export function paidStamp(isPaidAt: string): { date: string; time: string } {
  return { date: isPaidAt.slice(0, 10), time: isPaidAt.slice(11, 16) };
}
