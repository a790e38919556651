import { type ControlTarget, controlCall } from '#mock/control/control-client.ts';
import { controlEndpoints } from '#mock/control/control-endpoints.ts';
import { shippingAddressExample } from '#tests/support/contracts/shapes.ts';
import { DISH } from '#tests/support/contracts/states.ts';
import { ProviderClient } from './provider-client.ts';
import { currentSession } from './session.ts';

// Building blocks of the mock's provider states: each goes through the mock's control API
// (`/__mock/accounts`, `/__mock/outbox`, `/__mock/payments`, through the control client) or its
// public API.

export const MOCK_DEVICE = 'demo-device';

type Params = Record<string, unknown>;
export function mockFixtures(baseUrl: string, controlToken?: string) {
  const api = new ProviderClient(baseUrl, { controlToken });
  const control: ControlTarget = { baseUrl, controlToken, timeoutMs: 60_000 };
  let accounts: Awaited<ReturnType<typeof loadAccounts>> = [];
  // One sign-in per role per interaction (the world is reset before each): with the mock's
  // hosted profile a second code-less sign-in on the same device would need an e-mailed code.
  let sessions = new Map<string, { token: string; userId: string }>();

  async function loadAccounts() {
    const list = await controlCall(control, controlEndpoints.accounts);
    accounts = list;
    sessions = new Map();
    return list;
  }
  const account = (role: string) => {
    const found = accounts.find((a) => a.role === role);
    if (!found) throw new Error(`GET /__mock/accounts has no ${role}`);
    return found;
  };
  const signIn = async (role: string) => {
    const a = account(role);
    let session = sessions.get(role);
    if (!session) {
      session = await api.signIn(a.email, a.password, MOCK_DEVICE);
      sessions.set(role, session);
    }
    currentSession.set(session.token);
    return session;
  };
  const lastCode = async (email: string) => {
    const messages = await controlCall(control, controlEndpoints.outbox, {
      query: { to: email },
    });
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
          shippingAddress: shippingAddressExample,
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
    const answer = await controlCall(control, controlEndpoints.payment, {
      body: { email: account('buyer').email, amount: Math.round(amountNaira * 100), status },
    });
    return answer.reference;
  };
  const paidOrder = async () => {
    const order = await placeOrder();
    const reference = await cardPayment(order.total, 'success');
    await api.expectOk('pay the order', 'POST', '/api/orders/pay', {
      json: { reference, orderId: order.orderId },
    });
    return { ...order, reference };
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
    return { email, password: 'pact-password', code, wrongCode: otherCode(code) };
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
  /** Throws unless a store rated at least `minRating` sells a product matching `dish`. */
  const sellersOf = async (dish: string, minRating: number) => {
    const list = await api.expectOk(
      'products of a kind',
      'GET',
      `/api/products?query=${encodeURIComponent(dish)}&pageSize=100`,
    );
    for (const product of list.body as { _id: string }[]) {
      const found = await api.expectOk('product', 'GET', `/api/products/find/${product._id}`);
      if ((found.body as { rating: number }).rating >= minRating) return;
    }
    throw new Error(`no store rated ${minRating} or more sells "${dish}"`);
  };

  return {
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
  };
}
