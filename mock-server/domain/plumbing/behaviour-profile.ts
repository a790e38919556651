// The mock's behaviour profile: `safe` (the default — the documented divergences of
// docs/hosted-divergences.md) or `hosted` (`--profile hosted`: the hosted API's client-visible
// behaviour, version V-A, for every divergence that is not a security hole). A small policy object
// in the domain context; domain rules consult its switches. Security holes (hash leaks, acting for
// other users, money the checks would refuse) are never reproduced; docs/hosted-divergences.md
// lists, per divergence, what the hosted profile does.

export const PROFILE_NAMES = ['safe', 'hosted'] as const;
export type ProfileName = (typeof PROFILE_NAMES)[number];

/** How long the hosted profile waits where the hosted API never answers (ms). */
export const DEFAULT_HANG_MS = 30_000;

export type Profile = {
  name: ProfileName;
  /** The hosted version reproduced (`hosted` only). */
  hostedVersion?: 'V-A';
  /** Where the hosted API never answers, the mock answers after this long (the hang, bounded). */
  hangMs: number;
  /** A field never set on a document is absent from answers instead of `''`. */
  omitsUnsetFields: boolean;
  /**
   * Store search as hosted (§3.14): filters accumulate into an OR-union (a filter that matches no
   * dish adds no clause), the location is ignored with a text or popular filter, location + rating
   * without a text query is a 500, the page is shuffled, a missing page is an empty list.
   */
  hostedStoreSearch: boolean;
  /** A place matches only when its whole text appears in an address or delivery place. */
  wholePlaceOnly: boolean;
  /** `/api/products` and `/api/users/riders` answer random samples (page ignored). */
  randomSamples: boolean;
  /** Rider search matches the address only (the safe profile matches the rider's name too). */
  ridersByAddressOnly: boolean;
  /** Products a vendor hid (`only me`) or removed are listed like the others. */
  listsHiddenProducts: boolean;
  /** An order to a place its store does not deliver to is taken (the safe profile: 400). */
  ordersAnywhere: boolean;
  /**
   * Unknown product, store page, order to take or checkout store: the hosted 500 texts; an unknown
   * order's details: the hosted 404 without the safe profile's `missing` mark.
   */
  hostedNotFound: boolean;
  /** V-A answer shapes: product page without `status`/`extras`, store page without the extra
   * store fields (and the skip-then-filter page quirk), no `ridesCompleted`, order rows without
   * `isTaken`/`createdAt`, details without `isDeliveredAt`, vendor registration without `_id`,
   * a posted product's `content` stored as one line of JSON text. */
  hostedShapes: boolean;
  /** Recommended with a product that has no type: 500 `something went wrong`. */
  recommendedNeedsType: boolean;
  /** Order tabs as hosted (§6.2): `pending` lists paid orders but counts unpaid ones, … */
  hostedOrderTabs: boolean;
  /** `GET /api/users/reviews/:id` for a user with no reviews hangs (`hangMs`, then `[]`). */
  reviewsHangWhenNone: boolean;
  /** Reviewing yourself is allowed. */
  selfReviews: boolean;
  /** `/api/pay` accepts any known reference (failed, abandoned…) with 200 `{ success: true }`. */
  acceptsAnyKnownReference: boolean;
  /** The store may accept an unpaid order (§6.4; the safe profile: 409 `order is not paid yet`). */
  takesUnpaidOrders: boolean;
  /** Paying a paid order answers 404 `order is already paid` (the safe profile: 409). */
  alreadyPaidIs404: boolean;
  /**
   * The API has no card-payment webhook: the emulated provider sends no `charge.success` and
   * `POST /api/pay/webhook` is an unknown route, so only the client's calls pay an order (the
   * safe profile applies a successful charge for its order whichever device checks).
   */
  noCardWebhook: boolean;
  /**
   * The API has no wallet payment: `POST /api/orders/wallet-pay` is an unknown route, order
   * answers carry no `walletShare` and lists no `walletPays` (a buyer's balance cannot be spent).
   */
  noWalletPay: boolean;
  /** Transaction history: one record per order, written at its creation, in the hosted shape. */
  orderCreationRecordsOnly: boolean;
  /** Each wallet-create call makes another account (account lookup answers the first). */
  newWalletAccountPerCall: boolean;
  /**
   * Devices as hosted (§2.2–§2.3): a sign-in without a code clears the device's verified flag, the
   * auth middleware accepts any registered device, an unverified account's sign-in also e-mails a
   * device code, the account code trusts no device, a reset code trusts a device only for a user
   * who has none, the V-A 401 on `GET /api/users/account/find/:id`.
   */
  hostedDevices: boolean;
  /** `/verification` texts for impossible states: 500s instead of 400/401 (§3.2). */
  hostedVerificationErrors: boolean;
  /** The account e-mail code's refusals (already verified, wrong, expired) are the hosted 500
   * `Cannot read properties of undefined (reading 'status')` (§3.2 c: the check runs without
   * `res`); the safe profile answers 400/401/403 as the device and reset codes do. */
  accountCodeRefusalIs500: boolean;
  /** A brand-new account's first code is timed from server start (§2.4 bug). */
  firstCodeFromServerStart: boolean;
  /** A password of any length is taken at sign-up and password change (the safe profile: at
   * least 8 characters, 400 otherwise). */
  anyPasswordLength: boolean;
  /** The verification route token (`url`, `urlf`) is the hosted concatenation of surname,
   * timestamps, id and first name (§2.5; the safe profile: an opaque token). */
  namedVerificationUrl: boolean;
};

const SAFE: Profile = {
  name: 'safe',
  hangMs: DEFAULT_HANG_MS,
  omitsUnsetFields: false,
  hostedStoreSearch: false,
  wholePlaceOnly: false,
  randomSamples: false,
  ridersByAddressOnly: false,
  listsHiddenProducts: false,
  ordersAnywhere: false,
  hostedNotFound: false,
  hostedShapes: false,
  recommendedNeedsType: false,
  hostedOrderTabs: false,
  reviewsHangWhenNone: false,
  selfReviews: false,
  acceptsAnyKnownReference: false,
  takesUnpaidOrders: false,
  alreadyPaidIs404: false,
  noCardWebhook: false,
  noWalletPay: false,
  orderCreationRecordsOnly: false,
  newWalletAccountPerCall: false,
  hostedDevices: false,
  hostedVerificationErrors: false,
  accountCodeRefusalIs500: false,
  firstCodeFromServerStart: false,
  anyPasswordLength: false,
  namedVerificationUrl: false,
};

const HOSTED: Profile = {
  name: 'hosted',
  hostedVersion: 'V-A',
  hangMs: DEFAULT_HANG_MS,
  omitsUnsetFields: true,
  hostedStoreSearch: true,
  wholePlaceOnly: true,
  randomSamples: true,
  ridersByAddressOnly: true,
  listsHiddenProducts: true,
  ordersAnywhere: true,
  hostedNotFound: true,
  hostedShapes: true,
  recommendedNeedsType: true,
  hostedOrderTabs: true,
  reviewsHangWhenNone: true,
  selfReviews: true,
  acceptsAnyKnownReference: true,
  takesUnpaidOrders: true,
  alreadyPaidIs404: true,
  noCardWebhook: true,
  noWalletPay: true,
  orderCreationRecordsOnly: true,
  newWalletAccountPerCall: true,
  hostedDevices: true,
  hostedVerificationErrors: true,
  accountCodeRefusalIs500: true,
  firstCodeFromServerStart: true,
  anyPasswordLength: true,
  namedVerificationUrl: true,
};

export function isProfileName(value: unknown): value is ProfileName {
  return typeof value === 'string' && (PROFILE_NAMES as readonly string[]).includes(value);
}

/** The profile `name` with its hang bound. */
export function profileFor(name: ProfileName = 'safe', hangMs: number = DEFAULT_HANG_MS): Profile {
  return { ...(name === 'hosted' ? HOSTED : SAFE), hangMs };
}

/** What the profile answers where the hosted API leaves a never-set field out: `{}` or `{ k: v }`. */
export function setField<K extends string, V>(
  profile: Pick<Profile, 'omitsUnsetFields'>,
  key: K,
  value: V | '' | null | undefined,
  fallback: V | '' = '',
): { [P in K]?: V | '' } {
  if (value === undefined || value === null || value === '') {
    return profile.omitsUnsetFields ? {} : ({ [key]: fallback } as { [P in K]: V | '' });
  }
  return { [key]: value } as { [P in K]: V };
}

/** Waits the profile's hang bound (where the hosted API never answers). */
export const hang = (profile: Pick<Profile, 'hangMs'>): Promise<void> =>
  new Promise((done) => setTimeout(done, profile.hangMs));
