import { describe, expect, it } from 'vitest';
import { deliveryFeeNote } from '#src/features/cart/cart-texts.ts';
import { orderDeliveryFeeNote } from '#src/features/orders/order-texts.ts';
import { cartTotals } from '#src/lib/money.ts';

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

  it('on the order: the fee it was charged, and the rule', () => {
    expect(orderDeliveryFeeNote(120_000)).toBe(
      'Delivery was N1,200.00: the dishes came to more than N5,000.00 (extras not counted).',
    );
    expect(orderDeliveryFeeNote(150_000)).toBe(
      'Delivery was N1,500.00: it is N1,200.00 when the dishes come to more than N5,000.00 (extras not counted).',
    );
    // A fee the rule does not give (an order made elsewhere): the rule alone, no claim about it.
    expect(orderDeliveryFeeNote(90_000)).toBe(
      'Delivery is N1,200.00 when the dishes come to more than N5,000.00 (extras not counted), otherwise N1,500.00.',
    );
  });
});
