import { describe, expect, it } from 'vitest';
import type { OrderRow } from '#shared/schemas/orders.ts';
import { newsText, orderNews } from '#src/features/account/order-news.ts';
import { isYourTurn, orderTurn } from '#src/features/account/order-turn.ts';

const STORE = 'store-1';
const BUYER = 'buyer-1';
const row = (id: string, over: Partial<OrderRow> = {}): OrderRow => ({
  _id: id,
  content: [{ name: 'Jollof rice', category: 'food', quantity: 2 }],
  isDelivered: false,
  isPaid: true,
  isCancelled: false,
  buyerId: BUYER,
  buyerName: 'Okafor  Adaeze',
  businessId: STORE,
  businessName: 'Mama Put Kitchen',
  ...over,
});
const TAKEN = '2026-11-25T17:00:00.000Z';

describe('whose move an order waits for', () => {
  it('a store: its paid orders are its own to accept, the city’s and the customer’s are not', () => {
    expect(orderTurn(row('a'), STORE)).toBe('you-accept');
    expect(orderTurn(row('a', { handledBy: 'city' }), STORE)).toBe('city');
    expect(orderTurn(row('a', { isPaid: false, handledBy: 'city' }), STORE)).toBe('city');
    expect(orderTurn(row('a', { isPaid: false }), STORE)).toBe('customer-pays');
    expect(orderTurn(row('a', { isTaken: TAKEN }), STORE)).toBe('delivering');
    expect(orderTurn(row('a', { isDelivered: true, isTaken: TAKEN }), STORE)).toBeNull();
  });

  it('a buyer: an unpaid order is theirs to pay, even where the city runs the store', () => {
    expect(orderTurn(row('a', { isPaid: false, handledBy: 'city' }), BUYER)).toBe('you-pay');
    expect(orderTurn(row('a', { handledBy: 'city' }), BUYER)).toBe('store-accepts');
    expect(orderTurn(row('a', { isTaken: TAKEN }), BUYER)).toBe('coming');
  });

  it('a row that does not say whose it is (hosted): unknown, no one’s turn', () => {
    const hosted = row('a', { buyerId: undefined, businessId: undefined });
    expect(orderTurn(hosted, STORE)).toBe('unknown');
    expect(isYourTurn(orderTurn(hosted, STORE))).toBe(false);
  });
});

describe('what changed in the list, in words', () => {
  it('a store hears of a new order, the city’s accept and cancel, and a payment left to it', () => {
    const before = [
      row('c', { handledBy: 'city' }),
      row('b', { handledBy: 'city', isPaid: false }),
      row('a', { isPaid: false }),
    ];
    const after = [
      row('d', { buyerName: 'Bello  Tunde', isPaid: false }),
      row('c', { isTaken: TAKEN }),
      row('b', { isPaid: false, isCancelled: true, isTaken: TAKEN }),
      row('a'),
    ];
    expect(orderNews(before, after, STORE)).toEqual([
      'Order from Adaeze Okafor paid — waiting for you to accept',
      'Order from Adaeze Okafor cancelled by the city',
      'Order from Adaeze Okafor accepted by the city',
      'New order from Tunde Bello',
    ]);
  });

  it('a buyer hears the store’s steps, not of their own new order', () => {
    const before = [row('a')];
    const after = [row('b', { isPaid: false }), row('a', { isTaken: TAKEN })];
    expect(orderNews(before, after, BUYER)).toEqual(['Order at Mama Put Kitchen accepted']);
  });

  it('the same list again says nothing; many changes are counted, not all read', () => {
    expect(orderNews([row('a')], [row('a')], STORE)).toEqual([]);
    expect(newsText(['One', 'Two'])).toBe('One. Two');
    expect(newsText(['One', 'Two', 'Three', 'Four', 'Five'])).toBe(
      'One. Two. Three, and 2 more changes',
    );
  });
});
