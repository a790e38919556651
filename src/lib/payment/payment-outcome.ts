// How a card payment's outcome is worded, for the order page and the payment sandbox alike: the
// server decides (its check of the reference), the provider's checkout only reports what the payer
// did.
import { isApiError } from '#src/api/client.ts';
import { isRefusedWrite, serverMessage } from '#src/lib/server-message.ts';
import { texts } from '#src/lib/texts.ts';

const outcomeTexts = {
  declined: 'Payment declined',
  notCharged: 'You were not charged.',
  // What to try after a decline.
  tryAgain: 'Try again, or use another card.',
} as const;

/** The answers that mean the server cannot check payments now (an outage, not a refusal). */
const OUTAGE = new Set([502, 503, 504]);

/** True when the call failed because the server could not check the payment at all. */
function isPaymentOutage(error: unknown): boolean {
  return isApiError(error) && error.kind === 'http' && OUTAGE.has(error.status);
}

/** An outage: the server's own words, and that nothing was taken. */
function outageText(error: unknown): string {
  const said = serverMessage(error)
    .trim()
    .replace(/[.!]*$/, '');
  return `${said}. ${outcomeTexts.notCharged}`;
}

/**
 * A decline, in one wording whatever the provider called it ('Declined', 'Card declined'), that
 * nothing was taken and what to try: 'Payment declined: Card declined. You were not charged. Try
 * again, or use another card.'
 */
export function declinedText(providerMessage: string): string {
  const detail = providerMessage.trim().replace(/[.!]*$/, '');
  const what =
    detail && !/^declined$/i.test(detail)
      ? `${outcomeTexts.declined}: ${detail}`
      : outcomeTexts.declined;
  return `${what}. ${outcomeTexts.notCharged} ${outcomeTexts.tryAgain}`;
}

/** A check of a reported charge that failed: a write the read-only proxy kept from the server in
 * its own words, an outage in the server's and that nothing was taken, else 'error making
 * payment'. */
export function checkFailedText(error: unknown): string {
  if (isRefusedWrite(error)) return serverMessage(error);
  return isPaymentOutage(error) ? outageText(error) : texts.errorMakingPayment;
}
