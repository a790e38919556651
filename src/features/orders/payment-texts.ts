// Labels of card payment; the spec's messages ('Payment successful', 'Payment cancelled',
// 'error making payment', 'Pay Now') come from src/lib/texts.ts, the outcome wording from
// src/lib/payment/payment-outcome.ts.
import { texts } from '#src/lib/texts.ts';
import type { UnappliedReason } from '#src/state/payments-in-flight.ts';

export const paymentTexts = {
  paying: 'Paying…',
  verifying: 'We are confirming your payment…',
  pending: 'Bank transfer pending: your order will show as paid once the transfer is confirmed.',
  otherTab: 'A payment for this order is open in another tab or window.',
  noEmail: 'This order has no e-mail for the payment.',
  unappliedTitle: 'A payment this order could not take',
  dismiss: 'I have noted the reference',
  // Pay Now asks the server first: another device (or tab) may have paid, or the store cancelled.
  paidMeanwhile:
    'This order has already been paid (on another device or tab): nothing more to pay.',
  cancelledMeanwhile: 'This order was cancelled by the store: there is nothing to pay.',
  refundedTitle: 'Payments refunded to your card',
} as const;

/** What Pay Now says instead of opening the checkout when the order is no longer payable. */
export function settledMeanwhileText(order: { isPaid: boolean; isCancelled: boolean }) {
  if (order.isPaid) return paymentTexts.paidMeanwhile;
  return order.isCancelled ? paymentTexts.cancelledMeanwhile : null;
}

/** A charge the server gave back to the card because the order could not take it. */
export function refundedChargeText(
  amount: string,
  reference: string,
  order: { isPaid: boolean },
): string {
  return order.isPaid
    ? `This order was already paid, so we refunded your second payment of ${amount} (reference ${reference}) to your card.`
    : `This order was cancelled, so we refunded your payment of ${amount} (reference ${reference}) to your card.`;
}

/** The check could not be made now: the payment is kept and checked again, never paid twice.
 * Without a connection the reason is said in this message's own words (the general "check your
 * connection and try again" would invite paying again). */
export function checkLaterText(serverSaid: string): string {
  const said =
    serverSaid === texts.noConnection
      ? 'We could not reach Bukka to confirm your payment'
      : serverSaid.trim().replace(/[.!]*$/, '');
  return `${said ? `${said}. ` : ''}Your payment is kept and will be confirmed as soon as we can check it: do not pay again.`;
}

const unappliedWhy: Record<UnappliedReason, string> = {
  paid: 'this order had already been paid',
  cancelled: 'this order was cancelled',
  refused: 'the order could not take it',
  'not-sent': 'this is a read-only view of the live backend, where it could not be sent',
};

/** A charge the provider made that the order could not take: what it was and what to do. */
export function unappliedText(amount: string, reference: string, reason: UnappliedReason): string {
  return `We received a payment of ${amount} (reference ${reference}), but ${unappliedWhy[reason]}, so it was not used. It is not lost: contact customer care with this reference to have it refunded.`;
}
