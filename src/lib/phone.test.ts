import { describe, expect, it } from 'vitest';
import { formatPhone, nationalPhone } from '#src/lib/phone.ts';

describe('phone numbers', () => {
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
