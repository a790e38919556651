import { describe, expect, it } from 'vitest';
import { buildOrderInput, toOrderedItem } from '#src/features/cart/order-payload.ts';
import type { CartItem } from '#src/state/cart.ts';
import { testAddress } from '#tests/support/addresses.ts';

const address = { ...testAddress };

const item = (over: Partial<CartItem> = {}): CartItem => ({
  _id: 'p1',
  name: 'Jollof rice',
  price: 2500.5,
  userId: 'store-1',
  quantity: 3,
  imgs: [{ url: 'https://img.test/1.jpg', imgId: 'x' }, 'junk'],
  category: 'Food',
  extras: [
    { _id: 'e1', item: 'Plantain', price: 300, quantity: 2 },
    { _id: 'e2', item: 'Egg', price: 200, quantity: 0 },
  ],
  ...over,
});

describe('order payload', () => {
  it('maps a cart line to the wire shape (imgs of {url}, category, whole quantity)', () => {
    const line = toOrderedItem(item({ imgs: undefined, category: undefined, quantity: 2.7 }));
    expect(line.imgs).toEqual([]);
    expect(line.category).toBe('food');
    expect(line.quantity).toBe(2);
    expect(toOrderedItem(item()).imgs).toEqual([{ url: 'https://img.test/1.jpg', imgId: 'x' }]);
  });

  it('computes naira totals from kobo: extras in the subtotal, fee from the items only', () => {
    const input = buildOrderInput([item()], address, 'buyer-1');
    expect(input).not.toBeNull();
    expect(input?.userId).toBe('buyer-1');
    expect(input?.storeId).toBe('store-1');
    // items 7501.50 (> 5000 → fee 1200) + extras 600
    expect(input?.subtotal).toBe(8101.5);
    expect(input?.shippingFee).toBe(1200);
    expect(input?.total).toBe(9301.5);
    expect(input?.shippingAddress).toEqual(address);
  });

  it('answers null for an empty cart', () => {
    expect(buildOrderInput([], address, 'buyer-1')).toBeNull();
  });
});
