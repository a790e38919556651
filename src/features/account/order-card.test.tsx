// The account page's order cards say when, who and how much, and the Refunded tab's cards say
// refunded.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OrderRow } from '#shared/schemas/orders.ts';
import { OrderTabs } from '#src/features/account/order-tabs.tsx';
import { dropPayment, keepPayment } from '#src/state/payments-in-flight.ts';
import { renderWithProviders } from '#tests/support/render.tsx';

const STORE = '6650f0a1b2c3d4e5f6a7b8c2';
const BUYER = '6650f0a1b2c3d4e5f6a7b8c1';
const row = (over: Partial<OrderRow>): OrderRow => ({
  _id: '6650f0a1b2c3d4e5f6a7b8c9',
  content: [{ name: 'Jollof rice', category: 'food', quantity: 2 }],
  isDelivered: false,
  isPaid: true,
  isCancelled: false,
  createdAt: '2026-11-25T17:00:00.000Z',
  total: 4900,
  buyerId: BUYER,
  buyerName: 'Okafor  Adaeze',
  businessId: STORE,
  businessName: 'Mama Put Kitchen',
  ...over,
});
const counts = { pending: 0, dispatched: 0, delivered: 1, refunded: 2, all: 3 };

function cards(userId: string, tab: 'pending' | 'delivered' | 'refunded', orders: OrderRow[]) {
  renderWithProviders(<OrderTabs userId={userId} tab={tab} counts={counts} orders={orders} />);
  return screen.getAllByRole('link').filter((a) => a.getAttribute('href')?.startsWith('/order/'));
}

describe('order cards', () => {
  it('a delivered card shows the delivery date, the customer and the amount to the store', () => {
    const [card] = cards(STORE, 'delivered', [
      row({ isDelivered: true, deliveredAt: '2026-11-25T17:59:00.000Z' }),
    ]);
    expect(within(card!).getByText('Delivered 25 Nov 2026, 18:59')).toBeVisible();
    expect(within(card!).getByText('Customer: Adaeze Okafor')).toBeVisible();
    expect(within(card!).getByText('N4,900.00')).toBeVisible();
    expect(within(card!).getByText('delivered')).toBeVisible();
  });

  it('an unpaid order says Not paid to its store, and Pay Now only to its buyer', () => {
    const unpaid = row({ isPaid: false, isPaidAt: undefined });
    const [storeCard] = cards(STORE, 'delivered', [unpaid]);
    expect(within(storeCard!).getByText('Not paid')).toBeVisible();
    expect(within(storeCard!).queryByText('Pay Now')).toBeNull();
  });

  it('the buyer’s unpaid card invites Pay Now', () => {
    const [buyerCard] = cards(BUYER, 'delivered', [row({ isPaid: false, isPaidAt: undefined })]);
    expect(within(buyerCard!).getByText('Pay Now')).toBeVisible();
  });

  it('the buyer’s unpaid card with a bank transfer pending says so, and is not her turn', () => {
    const sent = '6650f0a1b2c3d4e5f6a7b8e1';
    keepPayment({
      reference: 'bukka-a7b8e1-0011223344556677',
      orderId: sent,
      amountKobo: 490_000,
      stage: 'pending',
      createdAt: Date.now(),
      heldAt: 0,
    });
    try {
      const [toPay, transferred] = cards(BUYER, 'pending', [
        row({ _id: '6650f0a1b2c3d4e5f6a7b8e2', isPaid: false }),
        row({ _id: sent, isPaid: false }),
      ]);
      expect(within(transferred!).getByText('Payment in progress')).toBeVisible();
      expect(
        within(transferred!).getByText('Bank transfer pending — paid once it is confirmed'),
      ).toBeVisible();
      expect(within(transferred!).queryByText('Pay Now')).toBeNull();
      expect(within(toPay!).getByText('Pay Now')).toBeVisible();
      const headings = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
      expect(headings).toEqual(['Waiting for you (1)', 'Other orders']);
    } finally {
      dropPayment('bukka-a7b8e1-0011223344556677');
    }
  });

  it('the buyer’s card names the store instead', () => {
    const [card] = cards(BUYER, 'delivered', [
      row({ isDelivered: true, deliveredAt: '2026-11-25T17:59:00.000Z' }),
    ]);
    expect(within(card!).getByText('From Mama Put Kitchen')).toBeVisible();
  });

  it('the Refunded tab labels a refunded card refunded, with the date and the amount given back', () => {
    const [refunded, unpaid] = cards(STORE, 'refunded', [
      row({
        _id: '6650f0a1b2c3d4e5f6a7b8ca',
        isCancelled: true,
        cancelledAt: '2026-11-25T17:05:00.000Z',
        refundedAmount: 4900,
      }),
      row({
        _id: '6650f0a1b2c3d4e5f6a7b8cb',
        isPaid: false,
        isCancelled: true,
        cancelledAt: '2026-11-25T17:06:00.000Z',
        refundedAmount: 0,
      }),
    ]);
    expect(within(refunded!).getByText('refunded')).toBeVisible();
    expect(within(refunded!).getByText('Refunded 25 Nov 2026, 18:05')).toBeVisible();
    expect(within(refunded!).getByText('N4,900.00 refunded')).toBeVisible();
    expect(within(refunded!).getByText('Customer: Adaeze Okafor')).toBeVisible();
    // Cancelled before payment: nothing went back, and the card does not claim it did.
    expect(within(unpaid!).getByText('cancelled')).toBeVisible();
    expect(within(unpaid!).getByText('Cancelled 25 Nov 2026, 18:06')).toBeVisible();
    expect(within(unpaid!).queryByText(/refunded/)).not.toBeInTheDocument();
    // Nor does it invite a payment that can no longer be made.
    expect(within(unpaid!).getByText('Not paid')).toBeVisible();
    expect(within(unpaid!).queryByText('Pay Now')).not.toBeInTheDocument();
  });

  it('a hosted row (no mock fields) still says refunded: the hosted API credits the wallet', () => {
    const [card] = cards(STORE, 'refunded', [
      {
        _id: '6650f0a1b2c3d4e5f6a7b8cc',
        content: [{ name: 'Jollof rice', category: 'food', quantity: 2 }],
        isDelivered: false,
        isPaid: true,
        isCancelled: true,
      },
    ]);
    expect(within(card!).getByText('refunded')).toBeVisible();
  });

  it('a store’s own decisions come first, and each card says who acts; no card is a live region', () => {
    const [mine, city, waiting] = cards(STORE, 'pending', [
      row({ _id: '6650f0a1b2c3d4e5f6a7b8d1', handledBy: 'city' }),
      row({ _id: '6650f0a1b2c3d4e5f6a7b8d2', isPaid: false }),
      row({ _id: '6650f0a1b2c3d4e5f6a7b8d3', buyerName: 'Bello  Tunde' }),
    ]);
    const headings = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(headings).toEqual(['Waiting for you (1)', 'Other orders']);
    expect(within(mine!).getByText('Customer: Tunde Bello')).toBeVisible();
    expect(within(mine!).getByText('Your turn: accept or cancel')).toBeVisible();
    expect(within(city!).getByText('The city handles this one — nothing to do')).toBeVisible();
    expect(within(waiting!).getByText('Waiting for the customer’s payment')).toBeVisible();
    expect(screen.queryByText('In progress')).not.toBeInTheDocument();
    expect(screen.queryAllByRole('status')).toEqual([]);
    expect(document.querySelector('[aria-live]')).toBeNull();
  });

  it('with nothing for the reader to do, one list without headings', () => {
    cards(BUYER, 'pending', [row({ handledBy: 'city' })]);
    expect(screen.queryAllByRole('heading', { level: 3 })).toEqual([]);
    expect(screen.getByText('Waiting for the store to accept')).toBeVisible();
  });
});
