import { describe, expect, it } from 'vitest';
import { formatPhone, isNigerianPhone, nationalPhone } from '#src/lib/phone.ts';

describe('phone numbers (issue 12 #6)', () => {
  it('restores the leading zero the hosted API drops (it stores a number)', () => {
    expect(formatPhone(8031234567)).toBe('0803 123 4567');
    expect(formatPhone('8031234567')).toBe('0803 123 4567');
    expect(nationalPhone(8031234567)).toBe('08031234567');
  });

  it('shows national numbers in groups of 4, 3 and 4, international ones as national', () => {
    expect(formatPhone('08031234567')).toBe('0803 123 4567');
    expect(formatPhone('2348031234567')).toBe('0803 123 4567');
    expect(formatPhone('+234 803 123 4567')).toBe('0803 123 4567');
    expect(formatPhone('0803-123-4567')).toBe('0803 123 4567');
    expect(nationalPhone('+2348031234567')).toBe('08031234567');
  });

  it('leaves what is not a Nigerian number as it was written', () => {
    expect(formatPhone('12345')).toBe('12345');
    expect(formatPhone('+44 20 7946 0958')).toBe('+44 20 7946 0958');
    expect(formatPhone('')).toBe('');
    expect(formatPhone(undefined)).toBe('');
  });
});

describe('a Nigerian phone number (issue 27 #7)', () => {
  it("is 11 national digits, 10 without the zero, or +234 …; '123' is not one", () => {
    for (const ok of ['08031234567', '8031234567', '+234 803 123 4567', '0803-123-4567']) {
      expect(isNigerianPhone(ok), ok).toBe(true);
    }
    for (const bad of ['123', '', '0803123456', '080312345678']) {
      expect(isNigerianPhone(bad), bad).toBe(false);
    }
  });
});
