import { describe, expect, it } from 'vitest';
import { fieldErrors, isNigerianPhone } from '#src/features/cart/shipping-rules.ts';

describe('a Nigerian phone number', () => {
  it("is 11 national digits, 10 without the zero, or +234 …; '123' is not one", () => {
    for (const ok of ['08031234567', '8031234567', '+234 803 123 4567', '0803-123-4567']) {
      expect(isNigerianPhone(ok), ok).toBe(true);
    }
    for (const bad of ['123', '', '0803123456', '080312345678']) {
      expect(isNigerianPhone(bad), bad).toBe(false);
    }
  });
});

describe('fieldErrors', () => {
  it('names each blank field, and a phone that is not Nigerian', () => {
    const full = {
      name: 'Ada Obi',
      street: '14 Herbert Macaulay Way',
      localGvt: 'Yaba',
      state: 'Lagos',
      country: 'Nigeria',
      phoneNumber: '08031234567',
    };
    expect(fieldErrors(full)).toEqual({});
    expect(Object.keys(fieldErrors({ ...full, street: ' ', state: '' }))).toEqual([
      'street',
      'state',
    ]);
    expect(fieldErrors({ ...full, phoneNumber: '123' }).phoneNumber).toMatch(/Nigerian phone/);
  });
});

describe('shipping field limits', () => {
  it('says a field longer than the mock takes is too long (an address kept from before)', () => {
    const full = {
      name: 'Ada Obi',
      street: '14 Herbert Macaulay Way',
      localGvt: 'Yaba',
      state: 'Lagos',
      country: 'Nigeria',
      phoneNumber: '08031234567',
    };
    expect(fieldErrors({ ...full, street: 'S'.repeat(201) }).street).toBe(
      'Use at most 200 characters.',
    );
    expect(fieldErrors({ ...full, name: 'N'.repeat(60) })).toEqual({});
  });
});
