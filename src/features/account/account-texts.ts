// Labels of the account page; the spec's messages come from src/lib/texts.ts.
import type { OrderTab } from '#shared/schemas/orders.ts';

export const ORDER_TABS: readonly OrderTab[] = [
  'pending',
  'dispatched',
  'delivered',
  'refunded',
  'all',
];

export const accountTexts = {
  greeting: (name: string) => (name ? `Hello, ${name}` : 'Hello'),
  orders: 'Your orders',
  tabsLabel: 'Order status',
  paid: 'Paid',
  notPaid: 'Not paid',
  // As the order page says it while a bank transfer of the order is pending (order-texts.ts).
  paymentInProgress: 'Payment in progress',
  delivered: 'delivered',
  cancelled: 'cancelled',
  refunded: 'refunded',
  // A card's when, who and how much (where the API says: the mock).
  deliveredOn: (at: string) => `Delivered ${at}`,
  refundedOn: (at: string) => `Refunded ${at}`,
  cancelledOn: (at: string) => `Cancelled ${at}`,
  orderedOn: (at: string) => `Ordered ${at}`,
  customer: (name: string) => `Customer: ${name}`,
  store: (name: string) => `From ${name}`,
  amountRefunded: (amount: string) => `${amount} refunded`,
  inProgress: 'In progress',
  // Whose move each order waits for (order-turn.ts); the reader's own come first.
  turn: {
    'you-accept': 'Your turn: accept or cancel',
    'you-pay': 'Your turn: pay for it',
    'transfer-pending': 'Bank transfer pending — paid once it is confirmed',
    city: 'The city handles this one — nothing to do',
    'customer-pays': 'Waiting for the customer’s payment',
    'store-accepts': 'Waiting for the store to accept',
    delivering: 'Accepted — on its way to the customer',
    coming: 'Accepted — on its way to you',
    unknown: 'In progress',
  },
  yourTurn: (count: number) => `Waiting for you (${count})`,
  otherOrders: 'Other orders',
  // What changed in the list since it was last read, said once (not the whole list).
  news: {
    newOrder: (who: string) => `New order from ${who}`,
    aNewOrder: 'New order',
    paidForYou: (order: string) => `Order ${order} paid — waiting for you to accept`,
    cityAccepted: (order: string) => `Order ${order} accepted by the city`,
    cityCancelled: (order: string) => `Order ${order} cancelled by the city`,
    accepted: (order: string) => `Order ${order} accepted`,
    delivered: (order: string) => `Order ${order} delivered`,
    cancelled: (order: string) => `Order ${order} cancelled`,
    more: (count: number) => `and ${count} more ${count === 1 ? 'change' : 'changes'}`,
  },
  loadingOrders: 'Loading orders',
  more: (count: number) => `+${count} more`,
} as const;

/** The tab of the `query` parameter; pending by default. */
export function tabFromSearch(search: string): OrderTab {
  const value = new URLSearchParams(search).get('query');
  return (ORDER_TABS as readonly string[]).includes(value ?? '') ? (value as OrderTab) : 'pending';
}
