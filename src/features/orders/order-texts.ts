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
  // Spec: the confirmed note shows 'once taken or paid'; a paid order waits for the vendor first.
  waitingForAccept: 'Paid — waiting for you to accept',
  progress: 'Order progress',
  steps: {
    placed: 'Order placed',
    paid: 'Payment received',
    accepted: 'Accepted by the store',
    rider: 'Rider assigned',
    'on-the-way': 'On the way',
    delivered: 'Delivered',
    cancelled: 'Cancelled and refunded',
  },
  stepState: { done: 'done', current: 'next', upcoming: 'to come' },
  riderMap: (name: string) => `Map: ${name} on the way to the buyer`,
  riderHere: (name: string) => `${name} is here`,
  report: 'Report/dispute',
  accepted: 'Order accepted',
  cancelled: 'Order cancelled and refunded',
  loading: 'Loading order',
  loadFailed: 'We could not load this order.',
  reconnecting: 'Reconnecting…',
  // The API answers 404 'order not found' to anyone but the order's buyer and store (issue 27 #6:
  // the presenter's panel links every order of the city).
  notYours: 'This order is not one of yours: only its buyer and its store can see it.',
  notYoursHint: 'Sign in as its buyer or its store to see it.',
  retry: 'Try again',
} as const;

/** Paid stamp: date = the first 10 characters, time = characters 11 to 16 (spec section 4:
 * `2026-11-21T14:05:09Z` → 2026-11-21 and 14:05). */
export function paidStamp(isPaidAt: string): { date: string; time: string } {
  return { date: isPaidAt.slice(0, 10), time: isPaidAt.slice(11, 16) };
}

const stampFormat = new Intl.DateTimeFormat('en-NG', {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  // The page's other stamps (paid, ordered on) are the API's UTC text (spec): the same clock here.
  timeZone: 'UTC',
});

/** A step's time, on the clock of the page's other stamps: '24 Nov, 14:05'. */
export function stepTime(iso: string): string {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? '' : stampFormat.format(at);
}
