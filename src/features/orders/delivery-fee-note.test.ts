import { describe, expect, it } from 'vitest';
import { orderDeliveryFeeNote } from '#src/features/orders/order-texts.ts';

describe('the order page says why its delivery fee is what it is (spec: 1200 above 5000, else 1500)', () => {
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
