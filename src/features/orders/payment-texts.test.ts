// A kept payment's message never invites paying again ("check your connection
// and try again. Your payment is kept… do not pay again" said both).
import { describe, expect, it } from 'vitest';
import { checkLaterText } from '#src/features/orders/payment-texts.ts';
import { texts } from '#src/lib/texts.ts';

describe('checkLaterText', () => {
  it('says the connection failed in its own words, without "try again"', () => {
    const said = checkLaterText(texts.noConnection);
    expect(said).toBe(
      'We could not reach Bukka to confirm your payment. Your payment is kept and will be confirmed as soon as we can check it: do not pay again.',
    );
    expect(said).not.toMatch(/try again/);
  });

  it('keeps the server’s own words otherwise', () => {
    expect(checkLaterText('Card payments are temporarily unavailable.')).toBe(
      'Card payments are temporarily unavailable. Your payment is kept and will be confirmed as soon as we can check it: do not pay again.',
    );
  });
});
