// Provider states of the contract: named after situations, shared by the consumer tests and the
// provider verification (tests/contracts/verify). Values the provider alone knows (ids, codes,
// references, the device id) come back from the state handlers and reach the requests through
// `fromProviderState('${name}', example)`.

export const STATE = {
  storesOpen: 'stores are open for business',
  storeSellsDish: 'a store sells a kind of dish',
  topRatedStoreSellsDish: 'a store rated 4 or more sells a kind of dish',
  storeDeliversTo: 'a store delivers to a place',
  noStoreDeliversTo: 'no store delivers to a place',
  storeWithProducts: 'a store with products in two categories',
  productWithExtras: 'a product with extras on sale',
  storeWithReviews: 'a store with reviews',
  ridersAvailable: 'riders are available',
  riderWithReviews: 'a rider with reviews',
  verifiedBuyer: 'a verified buyer with a device',
  returningBuyer: 'a verified buyer who has signed in on this device before',
  buyerSignedIn: 'a verified buyer signed in on a known device',
  vendorSignedIn: 'a vendor signed in on a known device',
  nobodySignedIn: 'nobody is signed in',
  noAccount: 'no account uses an e-mail',
  accountAwaitingCode: 'a new account waiting for its e-mail code',
  accountCodeExpired: 'an account code sent more than 100 minutes ago',
  buyerOnNewDevice: 'a verified buyer signing in from a new device',
  resetRequested: "a password reset requested on the buyer's device",
  resetVerified: "a verified password-reset code on the buyer's device",
  buyerReadyToOrder: 'a signed-in buyer and a store selling a dish with an extra',
  buyerShortOfFunds: 'a signed-in buyer whose wallet cannot cover the order',
  buyerWithOrders: 'a signed-in buyer with orders in every tab',
  storeWithOrders: 'a signed-in vendor whose store has orders in every tab',
  unpaidOrder: 'an unpaid order of the signed-in buyer',
  paidOrderAwaitingStore: 'a paid order awaiting the store',
  orderAlreadyTaken: 'an order the store has already accepted',
  orderAlreadyCancelled: 'an order the store has already cancelled',
  successfulPayment: 'a successful card payment at the provider',
  unknownPaymentReference: 'no card payment has a reference',
  unpaidOrderWithPayment: 'an unpaid order and a successful card payment for its total',
  paidOrderWithReference: 'a paid order and the card reference that paid it',
  noSuchOrder: 'no order has an id',
  buyerWithTransactions: 'a signed-in buyer with transactions',
  userWithoutTransactions: 'a signed-in user without transactions',
  buyerWithWallet: 'a signed-in buyer with a wallet account',
  userWithoutWallet: 'a signed-in user without a wallet account',
  userNotVendor: 'a signed-in verified user who is not a vendor yet',
} as const;

export type StateName = (typeof STATE)[keyof typeof STATE];

/** Parameters some states take (the values below are the ones the contract uses). */
export const PLACE_SERVED = 'Lagos';
export const PLACE_NOT_SERVED = 'Maiduguri';
export const NEW_DEVICE_ID = 'pact-new-device';
/** The kind of dish the popular-filter searches ask for, and the "top rated" threshold. */
export const POPULAR_DISH = 'Rice';
export const TOP_RATING = 4;
/** The dish the order interactions buy: its price and its extra's, in naira. */
export const DISH = { name: 'Pact Jollof', price: 2500, extra: 'Fried plantain', extraPrice: 300 };
