// The shared message catalogue, quoted from spec section 8.
// The client's own words are spelled right: the spec's 'Comfirm Password' label is 'Confirm
// Password', and a new device's sign-in says what happens next instead of 'comfirm your email'
// (docs/product-notes.md). Features may keep their own texts files for screen-specific labels.

export const texts = {
  somethingWentWrong: 'something went wrong',
  somethingWentWrongTryLater: 'something went wrong, try again later',
  errorFetchingData: 'error fetching data',
  pageNotFound: 'Oops! The page you are looking for does not exist.',
  otherStoreProductPage:
    'You can only add items from one store at a time. you already have an item from another store in your cart.',
  otherStoreStorePage:
    'You can only add items from one store. you already have an item from another store in your cart.',
  cannotBuyFromYourself: 'sorry! you can not buy from yourself',
  insufficientFunds: 'Insufficient funds',
  alreadyVendor: 'sorry! you are already a vendor',
  historyEmpty: 'your history is empty',
  cartEmpty: 'Cart is empty',
  noKitchenFound: 'No kitchen found.',
  paymentSuccessful: 'Payment successful',
  paymentCancelled: 'Payment cancelled',
  errorMakingPayment: 'error making payment',
  // Spec: 'comfirm your email'. Shown when sign-in needs the code sent to this new device.
  verifyThisDevice: 'New device: enter the code we sent to your email.',
  passwordNotMatch: 'password not match',
  verifyYourEmail: 'verify your email',
  tooManyRequests: 'too many requests',
  failedLoadingSuggestions: 'failed loading suggestions',
  sentSuccessfully: 'sent successfully, check your email.',
  passwordChanged: 'Password changed successfully',
  added: 'Added',
  shippingInfoUpdated: 'Shipping Info Updated',
  fillMissingFields: 'Fill in the missing fields',
  // Spec: 'Are you sure you want cancel this order now?' — spelled right.
  confirmCancelOrder: 'Are you sure you want to cancel this order?',
  lastSeen: 'last seen: 5 minutes ago',
  payNow: 'Pay Now',
  // Not in the spec: the one message for every "session is over" answer ('No token provided',
  // 'jwt expired', …), shown with a sign-in link instead of the raw text.
  sessionEnded: 'Your session has ended. Please sign in again.',
  // Not in the spec: a call that never got an answer (offline, server unreachable, timed out).
  noConnection: 'We could not reach Bukka — check your connection and try again',
  // Bukka's own (the spec has no text for it): a write the read-only proxy (`npm run mock --
  // --proxy URL` without `--allow-writes`) kept from the live backend — nothing was sent, nothing
  // was done, everything typed and chosen is still here. Said wherever the person acted.
  notSentReadOnly: 'Not sent: this is a read-only view of the live backend',
  signIn: 'Sign in',
} as const;

/** 'No {status} orders' */
export function noStatusOrders(status: string): string {
  return `No ${status} orders`;
}

/** 'Signed in as {firstname}' */
export function signedInAs(firstname: string): string {
  return `Signed in as ${firstname}`;
}

/** 'Welcome! {firstname}' */
export function welcome(firstname: string): string {
  return `Welcome! ${firstname}`;
}

/** 'Can not add {extra} twice' */
export function cannotAddTwice(extra: string): string {
  return `Can not add ${extra} twice`;
}

/**
 * Checkout failures that stay until dismissed (spec section 8); any other server message
 * auto-closes.
 */
export const stickyCheckoutMessages: readonly string[] = [
  texts.cannotBuyFromYourself,
  texts.insufficientFunds,
  texts.somethingWentWrong,
];

/** 'Payment successful' plus the provider's reference. */
export function paymentSuccessful(reference: string): string {
  return reference ? `${texts.paymentSuccessful} ${reference}` : texts.paymentSuccessful;
}
