// The messages the checkout page (in its iframe, checkout-script.ts) posts to the inline script
// in the paying page (paystack-transaction.ts).

/** Marks the messages between the checkout page (iframe) and the inline script (parent). */
export const CHECKOUT_MESSAGE_SOURCE = 'bukka-paystack-checkout';

/** The page is shown: the transaction and its customer. */
export type CheckoutLoaded = {
  type: 'loaded';
  id: number;
  reference: string;
  customer: { email: string; customer_code: string };
};

/** The payer chose an outcome and the provider recorded it. */
export type CheckoutResult = {
  type: 'result';
  outcome: string;
  status: string;
  reference: string;
  id: number;
  message?: string;
};

/** A message as posted: marked with the source and the transaction's access code. */
export type CheckoutMessage = (CheckoutLoaded | CheckoutResult) & {
  source: string;
  accessCode: string;
};
