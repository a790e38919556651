import { controlCall } from '#mock/control/control-client.ts';
import { controlEndpoints } from '#mock/control/control-endpoints.ts';
import { STATE, type StateName } from '#tests/support/contracts/states.ts';
import { unknownObjectId, unknownReference } from './fresh-values.ts';
import { MOCK_DEVICE, mockFixtures } from './mock-fixtures.ts';
import type { StateSet, StateSetup } from './run-verification.ts';
import { currentSession } from './session.ts';

// Provider states on the Bukka mock, built only through its control API (the control client:
// `/__mock/reset`, `/__mock/accounts`, `/__mock/outbox`, `/__mock/payments`,
// `/__mock/clock/advance`) and its public API (sign-in, sign-up, codes, product post, checkout,
// pay, take, refund).

const SEED = 1;

export function mockStates(baseUrl: string, controlToken?: string): StateSet {
  const {
    api,
    control,
    loadAccounts,
    account,
    signIn,
    freshUser,
    vendorDish,
    placeOrder,
    cardPayment,
    paidOrder,
    asVendor,
    signUpWaiting,
    requestReset,
    located,
    store,
    lastCode,
    sellersOf,
  } = mockFixtures(baseUrl, controlToken);
  const states: Record<StateName, StateSetup> = {
    [STATE.storesOpen]: async () => ({}),
    [STATE.storeSellsDish]: async (p) => {
      await sellersOf(String(p.dish ?? ''), 0);
      return {};
    },
    [STATE.topRatedStoreSellsDish]: async (p) => {
      await sellersOf(String(p.dish ?? ''), Number(p.rating ?? 0));
      return {};
    },
    [STATE.storeDeliversTo]: (p) => located(p, true),
    [STATE.noStoreDeliversTo]: (p) => located(p, false),
    [STATE.storeWithProducts]: async () => {
      const { storeId } = store();
      const cats = await api.expectOk(
        'categories',
        'GET',
        `/api/products/kitchen/cat/${storeId}?category=`,
      );
      if ((cats.body as string[]).length < 2)
        throw new Error('the demo store sells fewer than two categories');
      const list = await api.expectOk('products', 'GET', `/api/products?query=${storeId}`);
      return { storeId, productId: (list.body as { _id: string }[])[0]?._id ?? '' };
    },
    [STATE.productWithExtras]: async () => {
      const { storeId } = store();
      const list = await api.expectOk('products', 'GET', `/api/products?query=${storeId}`);
      const product = (list.body as { _id: string; extras: { _id: string }[] }[]).find(
        (p) => p.extras.length > 0,
      );
      if (!product) throw new Error('no product of the demo store has extras');
      return { storeId, productId: product._id, extraId: product.extras[0]?._id ?? '' };
    },
    [STATE.storeWithReviews]: async () => store(),
    [STATE.ridersAvailable]: async () => ({}),
    [STATE.riderWithReviews]: async () => ({ riderId: account('rider')._id }),
    [STATE.verifiedBuyer]: async () => {
      const a = account('buyer');
      return { email: a.email, password: a.password, buyerId: a._id };
    },
    [STATE.returningBuyer]: async () => {
      // Signed in on this device before (the session of that sign-in is not used).
      await signIn('buyer');
      currentSession.clear();
      const a = account('buyer');
      return { email: a.email, password: a.password, buyerId: a._id };
    },
    [STATE.buyerSignedIn]: async () => {
      const s = await signIn('buyer');
      return { buyerId: s.userId, email: account('buyer').email };
    },
    [STATE.vendorSignedIn]: async () => {
      const s = await signIn('vendor');
      return { vendorId: s.userId, storeId: s.userId };
    },
    [STATE.nobodySignedIn]: async () => ({ buyerId: account('buyer')._id }),
    [STATE.noAccount]: async (p) => ({ email: String(p.email ?? 'nobody@bukka.test') }),
    [STATE.accountAwaitingCode]: signUpWaiting,
    [STATE.accountCodeExpired]: async (p) => {
      const waiting = await signUpWaiting(p);
      await controlCall(control, controlEndpoints.advanceClock, { body: { ms: 101 * 60_000 } });
      return waiting;
    },
    [STATE.buyerOnNewDevice]: async (p) => {
      const a = account('buyer');
      const device = String(p.device ?? 'pact-new-device');
      await api.expectOk('sign in from a new device', 'POST', '/api/users/signin', {
        json: { email: a.email, password: a.password, fingerprint: device },
      });
      return { email: a.email, code: await lastCode(a.email) };
    },
    [STATE.resetRequested]: requestReset,
    [STATE.resetVerified]: async () => {
      const { email, code } = await requestReset();
      await api.expectOk('verify the reset code', 'POST', '/api/users/verification', {
        json: {
          email,
          otpCode: code,
          forTokenFingerPrint: MOCK_DEVICE,
          fingerprint: MOCK_DEVICE,
          resetPasswordOtp: 'resetPasswordOtp',
        },
      });
      return { email, newPassword: 'a-new-bukka-password' };
    },
    [STATE.buyerReadyToOrder]: async () => {
      const dish = await vendorDish();
      const buyer = await signIn('buyer');
      return {
        buyerId: buyer.userId,
        storeId: dish.vendorId,
        productId: dish.productId,
        extraId: dish.extraId,
      };
    },
    [STATE.buyerShortOfFunds]: async () => {
      const dish = await vendorDish();
      const buyer = await freshUser();
      return {
        buyerId: buyer.userId,
        storeId: dish.vendorId,
        productId: dish.productId,
        extraId: dish.extraId,
      };
    },
    [STATE.buyerWithOrders]: async () => ({ buyerId: (await signIn('buyer')).userId }),
    [STATE.storeWithOrders]: async () => ({ vendorId: (await signIn('vendor')).userId }),
    [STATE.unpaidOrder]: async () => {
      const order = await placeOrder();
      return { orderId: order.orderId, buyerId: order.buyerId };
    },
    [STATE.paidOrderAwaitingStore]: async () => asVendor((await paidOrder()).orderId),
    [STATE.orderAlreadyTaken]: async () => {
      const order = await paidOrder();
      return asVendor(order.orderId, 'takeorder');
    },
    [STATE.orderAlreadyCancelled]: async () => asVendor((await placeOrder()).orderId, 'refund'),
    [STATE.successfulPayment]: async () => ({ reference: await cardPayment(4300, 'success') }),
    [STATE.unknownPaymentReference]: async () => ({ reference: unknownReference() }),
    [STATE.noSuchOrder]: async () => ({ missingOrderId: unknownObjectId() }),
    [STATE.unpaidOrderWithPayment]: async () => {
      const order = await placeOrder();
      currentSession.clear();
      return { orderId: order.orderId, reference: await cardPayment(order.total, 'success') };
    },
    [STATE.paidOrderWithReference]: async () => {
      const order = await paidOrder();
      currentSession.clear();
      return { orderId: order.orderId, reference: order.reference };
    },
    [STATE.buyerWithTransactions]: async () => ({ buyerId: (await signIn('buyer')).userId }),
    [STATE.userWithoutTransactions]: async () => ({ userId: (await freshUser()).userId }),
    [STATE.buyerWithWallet]: async () => ({ buyerId: (await signIn('buyer')).userId }),
    [STATE.userWithoutWallet]: async () => ({ userId: (await freshUser()).userId }),
    [STATE.userNotVendor]: async () => ({ userId: (await freshUser()).userId }),
  };

  /** Before each interaction: a fresh seeded world and no session. */
  const beforeEach = async () => {
    currentSession.clear();
    await controlCall(control, controlEndpoints.reset, { body: { seed: SEED } });
    await loadAccounts();
  };

  return { states, beforeEach, deviceId: MOCK_DEVICE };
}
