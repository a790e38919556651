import { describe, expect, it } from 'vitest';
import { cartTotals } from '#shared/money.ts';
import { deliveryFeeNote } from '#src/features/cart/cart-texts.ts';

describe('the delivery fee says its rule where it is shown (spec: 1200 above 5000, else 1500)', () => {
  const line = (price: number, quantity: number) => ({ price, quantity, extras: [] });

  it('in the cart: the lower fee says why; the standard one says how to get the lower', () => {
    const small = cartTotals([line(2500, 2)]);
    expect(small.shippingFee).toBe(150_000);
    expect(deliveryFeeNote(small.shippingFee)).toBe(
      'Delivery is N1,200.00 instead of N1,500.00 when the dishes come to more than N5,000.00 (extras not counted).',
    );
    const large = cartTotals([line(2500, 3)]);
    expect(large.shippingFee).toBe(120_000);
    expect(deliveryFeeNote(large.shippingFee)).toBe(
      'Delivery is N1,200.00: your dishes come to more than N5,000.00 (extras not counted).',
    );
  });
});
