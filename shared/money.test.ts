import { describe, expect, it } from 'vitest';
import {
  cartTotals,
  deliveryFeeKobo,
  formatNaira,
  formatNairaAmount,
  koboToNaira,
  nairaToKobo,
} from '#shared/money.ts';

describe('formatNaira', () => {
  it.each([
    [0, 'N0.00'],
    [5, 'N0.05'],
    [150000, 'N1,500.00'],
    [100, 'N1.00'],
    [99999, 'N999.99'],
    [100000, 'N1,000.00'],
    [123456789, 'N1,234,567.89'],
    [100000000000, 'N1,000,000,000.00'],
    [-150050, '-N1,500.50'],
  ])('%i kobo → %s', (kobo, text) => {
    expect(formatNaira(kobo)).toBe(text);
  });

  it('rounds stray fractions of a kobo and treats non-finite as zero', () => {
    expect(formatNaira(150.4)).toBe('N1.50');
    expect(formatNaira(Number.NaN)).toBe('N0.00');
  });

  it('formats wire naira directly', () => {
    expect(formatNairaAmount(1500)).toBe('N1,500.00');
    expect(formatNairaAmount(5000.01)).toBe('N5,000.01');
  });

  it('has one format: the naira sign ₦ and rounded or kobo-less amounts are gone', () => {
    for (const kobo of [0, 49, 150000, 150050, 123456789, -150050]) {
      expect(formatNaira(kobo)).toMatch(/^-?N\d{1,3}(,\d{3})*\.\d{2}$/);
    }
    expect(formatNairaAmount(527_700)).toBe('N527,700.00');
  });
});

describe('naira ↔ kobo', () => {
  it('converts without float error', () => {
    expect(nairaToKobo(5000.01)).toBe(500001);
    expect(nairaToKobo(0.1 + 0.2)).toBe(30);
    expect(nairaToKobo(1.005)).toBe(101);
    expect(nairaToKobo(19.99)).toBe(1999);
    expect(nairaToKobo(-2.5)).toBe(-250);
    expect(nairaToKobo(Number.NaN)).toBe(0);
    expect(koboToNaira(500001)).toBe(5000.01);
    expect(koboToNaira(30)).toBe(0.3);
  });

  it('round-trips every kobo value in a range', () => {
    for (let kobo = 0; kobo < 20000; kobo += 7) {
      expect(nairaToKobo(koboToNaira(kobo))).toBe(kobo);
    }
  });
});

describe('deliveryFeeKobo', () => {
  it('is 1500 naira up to and including 5000 naira of items', () => {
    expect(deliveryFeeKobo(0)).toBe(150000);
    expect(deliveryFeeKobo(nairaToKobo(4999.99))).toBe(150000);
    expect(deliveryFeeKobo(nairaToKobo(5000))).toBe(150000);
  });

  it('is 1200 naira above 5000 naira of items', () => {
    expect(deliveryFeeKobo(nairaToKobo(5000.01))).toBe(120000);
    expect(deliveryFeeKobo(nairaToKobo(20000))).toBe(120000);
  });
});

describe('cartTotals', () => {
  it('adds items, extras and the fee', () => {
    const totals = cartTotals([
      { price: 2000, quantity: 2, extras: [{ price: 300, quantity: 1 }] },
      { price: 500, quantity: 1, extras: [{ price: 100, quantity: 0 }] },
    ]);
    expect(totals).toEqual({
      itemsSubtotal: 450000,
      extrasTotal: 30000,
      subtotal: 480000,
      shippingFee: 150000,
      total: 630000,
    });
  });

  it('excludes extras from the fee threshold', () => {
    const totals = cartTotals([
      { price: 5000, quantity: 1, extras: [{ price: 1000, quantity: 3 }] },
    ]);
    expect(totals.itemsSubtotal).toBe(500000);
    expect(totals.shippingFee).toBe(150000);
    expect(totals.total).toBe(500000 + 300000 + 150000);
  });

  it('uses the lower fee at 5000.01', () => {
    const totals = cartTotals([{ price: 5000.01, quantity: 1 }]);
    expect(totals.shippingFee).toBe(120000);
    expect(totals.total).toBe(500001 + 120000);
  });

  it('sums fractional prices exactly', () => {
    const totals = cartTotals([
      { price: 0.1, quantity: 1 },
      { price: 0.2, quantity: 1 },
    ]);
    expect(totals.itemsSubtotal).toBe(30);
  });

  it('has no fee for an empty cart and ignores negative or broken quantities', () => {
    expect(cartTotals([])).toEqual({
      itemsSubtotal: 0,
      extrasTotal: 0,
      subtotal: 0,
      shippingFee: 0,
      total: 0,
    });
    expect(cartTotals([{ price: 100, quantity: -1 }]).itemsSubtotal).toBe(0);
  });
});
