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
  loadingOrders: 'Loading orders',
  more: (count: number) => `+${count} more`,
} as const;

/** The tab of the `query` parameter; pending by default. */
export function tabFromSearch(search: string): OrderTab {
  const value = new URLSearchParams(search).get('query');
  return (ORDER_TABS as readonly string[]).includes(value ?? '') ? (value as OrderTab) : 'pending';
}
