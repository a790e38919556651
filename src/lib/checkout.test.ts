import { describe, expect, it } from 'vitest';
import { checkoutOf, toOrderedItem } from '#src/lib/checkout.ts';
import type { CartItem } from '#src/state/cart.ts';
import { testAddress } from '#tests/support/addresses.ts';

const address = { ...testAddress };

const item = (over: Partial<CartItem> = {}): CartItem => ({
  _id: 'p1',
  name: 'Jollof rice',
  price: 2500.5,
  userId: 'store-1',
  quantity: 3,
  imgs: [{ url: 'https://img.test/1.jpg', imgId: 'x' }],
  category: 'Food',
  type: 'Rice',
  extras: [
    { _id: 'e1', item: 'Plantain', price: 300, quantity: 2, limit: 3 },
    { _id: 'e2', item: 'Egg', price: 200, quantity: 0 },
  ],
  ...over,
});

describe('order payload', () => {
  it('sends of a cart line exactly what the API reads of it (its extras travel apart)', () => {
    expect(toOrderedItem(item())).toEqual({
      _id: 'p1',
      name: 'Jollof rice',
      price: 2500.5,
      imgs: [{ url: 'https://img.test/1.jpg', imgId: 'x' }],
      category: 'Food',
      quantity: 3,
      userId: 'store-1',
    });
  });

  it('sends the extras once, per line, only those chosen, without their limit', () => {
    const second = item({
      _id: 'p2',
      extras: [{ _id: 'e3', item: 'Egg', price: 200, quantity: 0 }],
    });
    const checkout = checkoutOf([item(), second], address, 'buyer-1');
    expect(checkout?.body.extras).toEqual([
      [{ _id: 'e1', item: 'Plantain', price: 300, quantity: 2 }],
      [],
    ]);
    expect(checkout?.body.orderedItems.every((line) => !('extras' in line))).toBe(true);
  });

  it('computes naira totals from kobo: extras in the subtotal, fee from the items only', () => {
    const checkout = checkoutOf([item()], address, 'buyer-1');
    expect(checkout?.buyerId).toBe('buyer-1');
    expect(checkout?.storeId).toBe('store-1');
    // items 7501.50 (> 5000 → fee 1200) + extras 600
    expect(checkout?.body.subtotal).toBe(8101.5);
    expect(checkout?.body.shippingFee).toBe(1200);
    expect(checkout?.body.total).toBe(9301.5);
    expect(checkout?.body.shippingAddress).toEqual(address);
  });

  it('answers null for an empty cart', () => {
    expect(checkoutOf([], address, 'buyer-1')).toBeNull();
  });
});
