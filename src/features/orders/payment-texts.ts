// Labels of card payment; the spec's messages ('Payment successful', 'Payment cancelled',
// 'error making payment', 'Pay Now') come from src/lib/texts.ts, the outcome wording from
// src/lib/payment/payment-outcome.ts.
export const paymentTexts = {
  paying: 'Paying…',
  verifying: 'Confirming your payment…',
  pending: 'Bank transfer pending: your order will show as paid once the transfer is confirmed.',
  noEmail: 'This order has no e-mail for the payment.',
} as const;
