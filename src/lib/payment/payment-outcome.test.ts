import { describe, expect, it } from 'vitest';
import { declinedText } from '#src/lib/payment/payment-outcome.ts';

describe('a declined card', () => {
  it('says nothing was taken and what to try, whatever the provider called it', () => {
    const tail = 'You were not charged. Try again, or use another card.';
    expect(declinedText('Declined')).toBe(`Payment declined. ${tail}`);
    expect(declinedText('')).toBe(`Payment declined. ${tail}`);
    expect(declinedText('Card declined.')).toBe(`Payment declined: Card declined. ${tail}`);
    expect(declinedText(' Insufficient funds! ')).toBe(
      `Payment declined: Insufficient funds. ${tail}`,
    );
  });
});
