import { STATE, type StateName } from '../support/states.ts';
import type { StateSetup } from './mock-states.ts';
import type { Interaction } from './pact-files.ts';
import { ProviderClient } from './provider-client.ts';
import type { StateSet } from './run-verification.ts';
import { currentSession } from './session.ts';

// Provider states on a provider without the mock's control API (the hosted API): fixture accounts
// from the environment (docs/contracts.md). What cannot be set up there — codes that only arrive
// by e-mail, real orders, payments, wallets — is marked pending with the reason.

const env = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`set ${name} to verify this interaction against the hosted API`);
  return value;
};

const EMAIL_CODE = 'needs the e-mailed code; the hosted API has no outbox to read it from';
const REAL_ORDER =
  'needs an order in a known state; setting one up writes real orders and payments on the hosted marketplace';

/** Why an interaction is pending against the hosted API (undefined: it runs). */
export function PENDING_ON_HOSTED(i: Interaction): string | undefined {
  const states = (i.providerStates ?? []).map((s) => s.name as StateName);
  const byState: Partial<Record<StateName, string>> = {
    [STATE.accountAwaitingCode]: EMAIL_CODE,
    [STATE.accountCodeExpired]: EMAIL_CODE,
    [STATE.buyerOnNewDevice]: EMAIL_CODE,
    [STATE.resetRequested]: EMAIL_CODE,
    [STATE.resetVerified]: EMAIL_CODE,
    [STATE.buyerReadyToOrder]: 'creates a real order (the hosted API credits the store at once)',
    [STATE.buyerShortOfFunds]:
      'the hosted API (V-A) does not debit wallets at checkout; "Insufficient funds" is V-0 behaviour (docs/hosted-divergences.md)',
    [STATE.unpaidOrder]: REAL_ORDER,
    [STATE.paidOrderAwaitingStore]: REAL_ORDER,
    [STATE.orderAlreadyTaken]: REAL_ORDER,
    [STATE.orderAlreadyCancelled]: REAL_ORDER,
    [STATE.unpaidOrderWithPayment]: REAL_ORDER,
    [STATE.failedPayment]:
      'the hosted /api/pay accepts any reference Paystack knows, whatever its outcome (an unknown one is a 500)',
    [STATE.userWithoutWallet]: 'creates a real Flutterwave virtual account on every call',
    [STATE.userNotVendor]: 'turns a real account into a vendor for good',
  };
  if (!process.env.PACT_RIDER_ID)
    byState[STATE.riderWithReviews] = 'set PACT_RIDER_ID (a rider with reviews)';
  if (!process.env.PACT_PAYSTACK_REFERENCE) {
    byState[STATE.successfulPayment] =
      'set PACT_PAYSTACK_REFERENCE (a successful Paystack test reference)';
  }
  const byDescription: Record<string, string> = {
    'a sign-up with a new e-mail': 'creates a real account and sends an e-mail',
    'a review of a store by the signed-in buyer': 'writes a real review',
    'a product post with a photo by the signed-in vendor': 'posts a real product',
  };
  for (const state of states) if (byState[state]) return byState[state];
  return byDescription[i.description];
}

export function hostedStates(baseUrl: string): StateSet {
  const api = new ProviderClient(baseUrl);
  const deviceId = process.env.PACT_DEVICE_ID ?? 'demo-device';
  const tokens = new Map<string, string>();

  /** The fixture's session: PACT_<ROLE>_COOKIE, or one sign-in per run. */
  const session = async (role: 'BUYER' | 'VENDOR') => {
    let token = tokens.get(role) ?? process.env[`PACT_${role}_COOKIE`];
    if (!token) {
      token = (await api.signIn(env(`PACT_${role}_EMAIL`), env(`PACT_${role}_PASSWORD`), deviceId))
        .token;
      tokens.set(role, token);
    }
    currentSession.set(token);
    return env(`PACT_${role}_ID`);
  };
  const firstProduct = async (storeId: string) => {
    const answer = await api.expectOk('products', 'GET', `/api/products?query=${storeId}`);
    const products = answer.body as { _id: string; extras?: { _id: string }[] }[];
    const product = products.find((p) => (p.extras?.length ?? 0) > 0) ?? products[0];
    if (!product) throw new Error(`store ${storeId} has no products`);
    return { storeId, productId: product._id, extraId: product.extras?.[0]?._id ?? '' };
  };
  const none: StateSetup = async () => ({});

  const states: Partial<Record<StateName, StateSetup>> = {
    [STATE.storesOpen]: none,
    [STATE.storeDeliversTo]: none,
    [STATE.noStoreDeliversTo]: none,
    [STATE.ridersAvailable]: none,
    [STATE.storeWithProducts]: async () => firstProduct(env('PACT_VENDOR_ID')),
    [STATE.productWithExtras]: async () => firstProduct(env('PACT_VENDOR_ID')),
    [STATE.storeWithReviews]: async () => ({ storeId: env('PACT_VENDOR_ID') }),
    [STATE.riderWithReviews]: async () => ({ riderId: env('PACT_RIDER_ID') }),
    [STATE.verifiedBuyer]: async () => ({
      email: env('PACT_BUYER_EMAIL'),
      password: env('PACT_BUYER_PASSWORD'),
      buyerId: env('PACT_BUYER_ID'),
    }),
    [STATE.buyerSignedIn]: async () => ({
      buyerId: await session('BUYER'),
      email: env('PACT_BUYER_EMAIL'),
    }),
    [STATE.buyerWithOrders]: async () => ({ buyerId: await session('BUYER') }),
    [STATE.buyerWithTransactions]: async () => ({ buyerId: await session('BUYER') }),
    [STATE.buyerWithWallet]: async () => ({ buyerId: await session('BUYER') }),
    [STATE.vendorSignedIn]: async () => {
      const vendorId = await session('VENDOR');
      return { vendorId, storeId: vendorId };
    },
    [STATE.storeWithOrders]: async () => ({ vendorId: await session('VENDOR') }),
    [STATE.nobodySignedIn]: async () => ({ buyerId: env('PACT_BUYER_ID') }),
    [STATE.noAccount]: async (p) => ({ email: String(p.email ?? 'nobody@bukka.test') }),
    // Without a real reference the successful check is pending; "order not found" still runs.
    [STATE.successfulPayment]: async () => ({
      reference: process.env.PACT_PAYSTACK_REFERENCE ?? 'pact-unknown-reference',
    }),
  };

  return { states, beforeEach: async () => currentSession.clear(), deviceId };
}
