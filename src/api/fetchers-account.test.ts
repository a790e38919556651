import { describe, expect, it } from 'vitest';
import { sample, sampleOrderDetails } from '#tests/support/api-samples.ts';
import {
  DEVICE_ID,
  type FetcherCase,
  installFakeApi,
  runFetcherCase,
} from '#tests/support/fetcher-case.ts';
import {
  changePassword,
  logout,
  register,
  resendOtp,
  resetPassword,
  signIn,
  verifyCode,
} from './auth.ts';
import { setDeviceId } from './device-id.ts';
import { createOrder, fetchOrderDetails, fetchOrders, refundOrder, takeOrder } from './orders.ts';
import { payOrder, verifyPayment } from './payments.ts';
import { fetchTransactions } from './transactions.ts';
import { createWallet, fetchWalletAccount } from './wallet.ts';

// Spec section 7, the account half: orders, payments, auth, transactions, wallet (17 of 31).

const item = {
  _id: 'p1',
  name: 'Jollof rice',
  price: 2500,
  imgs: [{ url: 'https://img.test/1.jpg' }],
  category: 'food',
  quantity: 2,
  userId: 's1',
};
const plantain = { _id: 'e1', item: 'Plantain', price: 300, quantity: 1 };
const orderBody = {
  orderedItems: [item, { ...item, _id: 'p2' }],
  shippingAddress: sample.shippingAddress,
  total: 11800,
  subtotal: 10300,
  shippingFee: 1500,
  // One list per ordered item (the cart sends only extras with a quantity above 0).
  extras: [[plantain], []],
};

const cases: FetcherCase[] = [
  {
    spec: 'POST /api/orders/{deviceId}/{userId}/{storeOwnerId}',
    call: () => createOrder({ buyerId: 'u1', storeId: 's1', body: orderBody }),
    respond: { _id: 'o1' },
    method: 'POST',
    path: `/api/orders/${DEVICE_ID}/u1/s1`,
    query: [],
    json: orderBody,
  },
  {
    spec: 'GET /api/orders/{deviceId}/allorders/{userId}?query={status}',
    call: () => fetchOrders('u1', 'dispatched'),
    respond: {
      orders: [sample.orderRow],
      counts: sample.counts,
      bal: 0,
      isBusinessOwner: false,
      businessName: '',
    },
    method: 'GET',
    path: `/api/orders/${DEVICE_ID}/allorders/u1`,
    query: [['query', 'dispatched']],
  },
  {
    spec: 'GET /api/orders/{x}/find/{orderId}/{userId}',
    call: () => fetchOrderDetails('o1', 'u1'),
    respond: sampleOrderDetails,
    method: 'GET',
    path: `/api/orders/${DEVICE_ID}/find/o1/u1`,
    query: [],
  },
  {
    spec: 'PUT /api/orders/{x}/takeorder/{businessId}/{orderId}',
    call: () => takeOrder({ storeId: 's1', orderId: 'o1' }),
    respond: '2024-10-05T10:44:44.000Z',
    method: 'PUT',
    path: `/api/orders/${DEVICE_ID}/takeorder/s1/o1`,
    query: [],
  },
  {
    spec: 'PUT /api/orders/{x}/refund/{userId}/{orderId}',
    call: () => refundOrder({ storeId: 's1', orderId: 'o1' }),
    respond: true,
    method: 'PUT',
    path: `/api/orders/${DEVICE_ID}/refund/s1/o1`,
    query: [],
  },
  {
    spec: 'POST /api/pay',
    call: () => verifyPayment('ref-123'),
    respond: { success: true },
    method: 'POST',
    path: '/api/pay',
    query: [],
    json: { reference: 'ref-123' },
  },
  {
    spec: 'POST /api/orders/pay',
    call: () => payOrder({ reference: 'ref-123', orderId: 'o1' }),
    respond: { isPaid: true, isPaidAt: '2024-10-05T10:44:44.000Z' },
    method: 'POST',
    path: '/api/orders/pay',
    query: [],
    json: { reference: 'ref-123', orderId: 'o1' },
  },
  {
    spec: 'POST /api/users/signin',
    call: () => signIn({ email: 'buyer@bukka.test', password: 'bukka-demo' }),
    respond: { user: { firstname: 'Ada', _id: 'u1' } },
    method: 'POST',
    path: '/api/users/signin',
    query: [],
    json: { email: 'buyer@bukka.test', password: 'bukka-demo', fingerprint: DEVICE_ID },
  },
  {
    spec: 'POST /api/users/register',
    call: () =>
      register({
        surname: 'Obi',
        firstname: 'Ada',
        password: 'secret',
        age: '1999-01-31',
        country: 'Nigeria',
        state: 'Lagos',
        email: 'ada@bukka.test',
      }),
    respond: { user: { email: 'ada@bukka.test', fingerprint: DEVICE_ID, url: 'Obi2024Ada' } },
    method: 'POST',
    path: '/api/users/register',
    query: [],
    json: {
      surname: 'Obi',
      firstname: 'Ada',
      password: 'secret',
      age: '1999-01-31',
      country: 'Nigeria',
      state: 'Lagos',
      email: 'ada@bukka.test',
      fingerprint: DEVICE_ID,
    },
  },
  {
    spec: 'POST /api/users/verification',
    call: () =>
      verifyCode({
        email: 'ada@bukka.test',
        otpCode: '123456',
        rdt: DEVICE_ID,
        resetPasswordOtp: 'resetPasswordOtp',
      }),
    respond: { user: { email: 'ada@bukka.test', name: 'Ada Obi', urlf: 'Obi2024' } },
    method: 'POST',
    path: '/api/users/verification',
    query: [],
    json: {
      email: 'ada@bukka.test',
      otpCode: '123456',
      forTokenFingerPrint: DEVICE_ID,
      fingerprint: DEVICE_ID,
      resetPasswordOtp: 'resetPasswordOtp',
    },
  },
  {
    spec: 'POST /api/users/resendOtp',
    call: () => resendOtp('ada@bukka.test'),
    respond: 'check your email for the code',
    method: 'POST',
    path: '/api/users/resendOtp',
    query: [],
    json: { email: 'ada@bukka.test', fingerprint: DEVICE_ID },
  },
  {
    spec: 'POST /api/users/resetpassword',
    call: () => resetPassword('ada@bukka.test'),
    respond: {
      user: {
        email: 'ada@bukka.test',
        url: 'u',
        rdt: DEVICE_ID,
        resetPasswordOtp: 'resetPasswordOtp',
      },
    },
    method: 'POST',
    path: '/api/users/resetpassword',
    query: [],
    json: { email: 'ada@bukka.test', fingerprint: DEVICE_ID },
  },
  {
    spec: 'POST /api/users/changepassword',
    call: () => changePassword({ email: 'ada@bukka.test', password: 'new-secret' }),
    respond: { user: { firstname: 'Ada', _id: 'u1' } },
    method: 'POST',
    path: '/api/users/changepassword',
    query: [],
    json: { email: 'ada@bukka.test', password: 'new-secret', fingerprint: DEVICE_ID },
  },
  {
    spec: 'POST /api/users/logout',
    call: () => logout(),
    respond: { message: 'Logged out successfully' },
    method: 'POST',
    path: '/api/users/logout',
    query: [],
  },
  {
    spec: 'GET /api/transactions/{deviceId}/history/{userId}',
    call: () => fetchTransactions('u1'),
    respond: [sample.transaction],
    method: 'GET',
    path: `/api/transactions/${DEVICE_ID}/history/u1`,
    query: [],
  },
  {
    spec: 'GET /api/users/account/find/{userId}',
    call: () => fetchWalletAccount('u1'),
    respond: sample.wallet,
    method: 'GET',
    path: '/api/users/account/find/u1',
    query: [],
  },
  {
    spec: 'POST /api/payment/create/{userId}',
    call: () => createWallet('u1'),
    respond: sample.wallet,
    method: 'POST',
    path: '/api/payment/create/u1',
    query: [],
  },
];

const fakeApi = installFakeApi();

describe('account fetchers (spec section 7)', () => {
  it.each(cases.map((c) => [c.spec, c] as const))('%s', async (_spec, c) => {
    await runFetcherCase(fakeApi(), c);
  });

  it('the account e-mail code is verified with empty fingerprint and reset marker', async () => {
    fakeApi().queue.push(() => new Response('{"user":{"firstname":"Ada","_id":"u1"}}'));
    const answer = await verifyCode({ email: 'ada@bukka.test', otpCode: '000111' });
    expect(answer.user).toEqual({ firstname: 'Ada', _id: 'u1' });
    expect(await fakeApi().last().json()).toEqual({
      email: 'ada@bukka.test',
      otpCode: '000111',
      forTokenFingerPrint: DEVICE_ID,
      fingerprint: '',
      resetPasswordOtp: '',
    });
  });

  it('sign-in parses the "verify first" answer with url and rdt', async () => {
    fakeApi().queue.push(() => new Response('{"user":{"email":"a@b.c","url":"tok","rdt":"d1"}}'));
    const answer = await signIn({ email: 'a@b.c', password: 'x' });
    expect(answer.user).toEqual({ email: 'a@b.c', url: 'tok', rdt: 'd1' });
  });

  it('the device id comes from setDeviceId at call time', async () => {
    setDeviceId('other-device');
    fakeApi().queue.push(() => new Response('[]'));
    await fetchTransactions('u1');
    expect(new URL(fakeApi().last().url).pathname).toBe(
      '/api/transactions/other-device/history/u1',
    );
  });
});
