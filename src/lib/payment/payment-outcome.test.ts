import { describe, expect, it } from 'vitest';
import { ApiError } from '#src/api/client.ts';
import { checkFailedText, declinedText } from '#src/lib/payment/payment-outcome.ts';

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

describe('a check of a charge that failed', () => {
  const http = (status: number, message: string) =>
    new ApiError({ status, kind: 'http', message, body: { message } });

  it('a check the read-only proxy kept from the server says so, not "error making payment"', () => {
    const refused = new ApiError({ status: 403, kind: 'refused', message: 'POST /api/pay …' });
    expect(checkFailedText(refused)).toBe('Not sent: this is a read-only view of the live backend');
  });

  it('an outage in the server’s words and that nothing was taken; else "error making payment"', () => {
    expect(checkFailedText(http(503, 'Card payments are temporarily unavailable'))).toBe(
      'Card payments are temporarily unavailable. You were not charged.',
    );
    expect(checkFailedText(http(400, 'Invalid reference'))).toBe('error making payment');
  });
});
