import { DISH, STATE, type StateName } from '../support/states.ts';
import { ProviderClient } from './provider-client.ts';
import { currentSession } from './session.ts';

// Provider states on the Bukka mock, built only through its control API (`/__mock/reset`,
// `/__mock/accounts`, `/__mock/outbox`, `/__mock/payments`, `/__mock/clock/advance`) and its public
// API (sign-in, sign-up, codes, product post, checkout, pay, take, refund).

export const MOCK_DEVICE = 'demo-device';
const SEED = 1;

type Params = Record<string, unknown>;
type Values = Record<string, string>;
export type StateSetup = (params: Params) => Promise<Values>;

type Account = { role: string; email: string; password: string; _id: string };

export function mockStates(baseUrl: string) {
  const api = new ProviderClient(baseUrl);
  let accounts: Account[] = [];
  const account = (role: string): Account => {
    const found = accounts.find((a) => a.role === role);
    if (!found) throw new Error(`GET /__mock/accounts has no ${role}`);
    return found;
  };
  const signIn = async (role: string) => {
    const a = account(role);
    const session = await api.signIn(a.email, a.password, MOCK_DEVICE);
    currentSession.set(session.token);
    return session;
  };
  const lastCode = async (email: string) => {
    const answer = await api.expectOk(
      'read the outbox',
      'GET',
      `/__mock/outbox?to=${encodeURIComponent(email)}`,
    );
    const messages = answer.body as { code: string }[];
    const code = messages.at(-1)?.code;
    if (!code) throw new Error(`no e-mail code for ${email} in the outbox`);
    return code;
  };
  const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  /** Signs up and verifies a new account (code from the outbox); its session becomes current. */
  const freshUser = async (email = 'pact.fresh@bukka.test') => {
    await api.expectOk('sign up', 'POST', '/api/users/register', {
      json: {
        surname: 'Okafor',
        firstname: 'Chidi',
        password: 'pact-password',
        age: '1995-04-12',
        country: 'Nigeria',
        state: 'Lagos',
        email,
        fingerprint: MOCK_DEVICE,
      },
    });
    const otpCode = await lastCode(email);
    const answer = await api.expectOk('verify the account', 'POST', '/api/users/verification', {
      json: {
        email,
        otpCode,
        forTokenFingerPrint: MOCK_DEVICE,
        fingerprint: '',
        resetPasswordOtp: '',
      },
    });
    const userId = (answer.body as { user: { _id: string } }).user._id;
    if (!answer.token) throw new Error('verification set no session cookie');
    currentSession.set(answer.token);
    return { userId, token: answer.token };
  };

  const vendorDish = async () => {
    const vendor = await signIn('vendor');
    return {
      vendorId: vendor.userId,
      ...(await api.postDish(vendor.token, vendor.userId, MOCK_DEVICE, DISH)),
    };
  };

  /** An order of the demo buyer at the demo vendor's store (first product, quantity 1). */
  const placeOrder = async () => {
    const buyer = await signIn('buyer');
    const vendorId = account('vendor')._id;
    const list = await api.expectOk('list products', 'GET', `/api/products?query=${vendorId}`);
    const product = (
      list.body as {
        _id: string;
        name: string;
        price: number;
        imgs: { url: string }[];
        category: string;
      }[]
    )[0];
    if (!product) throw new Error('the demo vendor has no products');
    const fee = product.price > 5000 ? 1200 : 1500;
    const answer = await api.expectOk(
      'checkout',
      'POST',
      `/api/orders/${MOCK_DEVICE}/${buyer.userId}/${vendorId}`,
      {
        token: buyer.token,
        json: {
          orderedItems: [{ ...product, quantity: 1, userId: vendorId }],
          shippingAddress: {
            name: 'Adaeze Okafor',
            street: '12 Herbert Macaulay Way',
            localGvt: 'Yaba',
            state: 'Lagos',
            country: 'Nigeria',
            phoneNumber: '08031234567',
          },
          total: product.price + fee,
          subtotal: product.price,
          shippingFee: fee,
          extras: [[]],
        },
      },
    );
    return {
      orderId: (answer.body as { _id: string })._id,
      buyerId: buyer.userId,
      vendorId,
      total: product.price + fee,
    };
  };
  const cardPayment = async (amountNaira: number, status: 'success' | 'failed') => {
    const answer = await api.expectOk('card payment', 'POST', '/__mock/payments', {
      json: { email: account('buyer').email, amount: Math.round(amountNaira * 100), status },
    });
    return (answer.body as { reference: string }).reference;
  };
  const paidOrder = async () => {
    const order = await placeOrder();
    const reference = await cardPayment(order.total, 'success');
    await api.expectOk('pay the order', 'POST', '/api/orders/pay', {
      json: { reference, orderId: order.orderId },
    });
    return order;
  };
  const asVendor = async (orderId: string, action?: 'takeorder' | 'refund') => {
    const vendor = await signIn('vendor');
    if (action) {
      await api.expectOk(
        action,
        'PUT',
        `/api/orders/${MOCK_DEVICE}/${action}/${vendor.userId}/${orderId}`,
        { token: vendor.token },
      );
    }
    return { orderId, vendorId: vendor.userId };
  };
  const signUpWaiting = async (params: Params) => {
    const email = String(params.email ?? 'new.cook@bukka.test');
    await api.expectOk('sign up', 'POST', '/api/users/register', {
      json: {
        surname: 'Okafor',
        firstname: 'Chidi',
        password: 'pact-password',
        age: '1995-04-12',
        country: 'Nigeria',
        state: 'Lagos',
        email,
        fingerprint: MOCK_DEVICE,
      },
    });
    const code = await lastCode(email);
    return { email, code, wrongCode: otherCode(code) };
  };
  const requestReset = async () => {
    const { email } = account('buyer');
    await api.expectOk('reset', 'POST', '/api/users/resetpassword', {
      json: { email, fingerprint: MOCK_DEVICE },
    });
    return { email, code: await lastCode(email) };
  };
  const located = async (params: Params, served: boolean) => {
    const place = String(params.place ?? '');
    const answer = await api.expectOk(
      'location check',
      'GET',
      `/api/users/location?query=${encodeURIComponent(place)}`,
    );
    if ((answer.body === 'store exist') !== served) {
      throw new Error(
        `"${place}" is ${served ? 'not ' : ''}served by a store: ${JSON.stringify(answer.body)}`,
      );
    }
    return {};
  };
  const store = () => ({ storeId: account('vendor')._id });

  const states: Record<StateName, StateSetup> = {
    [STATE.storesOpen]: async () => ({}),
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
      await api.expectOk('advance the clock', 'POST', '/__mock/clock/advance', {
        json: { ms: 101 * 60_000 },
      });
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
    [STATE.failedPayment]: async () => ({ reference: await cardPayment(4300, 'failed') }),
    [STATE.unpaidOrderWithPayment]: async () => {
      const order = await placeOrder();
      currentSession.clear();
      return { orderId: order.orderId, reference: await cardPayment(order.total, 'success') };
    },
    [STATE.buyerWithTransactions]: async () => ({ buyerId: (await signIn('buyer')).userId }),
    [STATE.buyerWithWallet]: async () => ({ buyerId: (await signIn('buyer')).userId }),
    [STATE.userWithoutWallet]: async () => ({ userId: (await freshUser()).userId }),
    [STATE.userNotVendor]: async () => ({ userId: (await freshUser()).userId }),
  };

  /** Before each interaction: a fresh seeded world and no session. */
  const beforeEach = async () => {
    currentSession.clear();
    await api.expectOk('reset the world', 'POST', '/__mock/reset', { json: { seed: SEED } });
    accounts = (await api.expectOk('accounts', 'GET', '/__mock/accounts')).body as Account[];
  };

  return { states, beforeEach, deviceId: MOCK_DEVICE };
}
