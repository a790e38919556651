import { MutationObserver, QueryClient, type QueryKey } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sample } from '#tests/support/api-samples.ts';
import { createFakeFetch, type FakeFetch, jsonResponse } from '#tests/support/fake-fetch.ts';
import { logoutMutation, signInMutation } from './auth.ts';
import { configureApi, resetApiConfig } from './client.ts';
import { setDeviceId } from './device-id.ts';
import {
  createOrderMutation,
  orderQueries,
  refundOrderMutation,
  takeOrderMutation,
} from './orders.ts';
import { confirmCardPaymentMutation, PaymentNotVerifiedError } from './payments.ts';
import { productQueries } from './products.ts';
import { createReviewMutation, reviewQueries } from './reviews.ts';
import { riderQueries } from './riders.ts';
import { storeQueries } from './stores.ts';
import { transactionQueries } from './transactions.ts';
import { postProductMutation, registerVendorMutation } from './vendors.ts';
import { createWalletMutation, simulateTransferMutation, walletQueries } from './wallet.ts';

let fake: FakeFetch;
let client: QueryClient;

beforeEach(() => {
  fake = createFakeFetch();
  configureApi({ baseUrl: 'http://api.test', fetch: fake.fetch });
  setDeviceId('dev-1');
  client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
});

afterEach(() => {
  resetApiConfig();
  setDeviceId(undefined);
  client.clear();
});

/** Seeds the cache with one entry per key. */
function seed(...keys: QueryKey[]) {
  for (const key of keys) client.setQueryData(key, { seeded: true });
}
const invalidated = (key: QueryKey) => client.getQueryState(key)?.isInvalidated ?? 'absent';

describe('query keys go from general to specific', () => {
  it.each([
    [storeQueries.home().queryKey, ['stores', 'home']],
    [
      storeQueries.search({ query: 'mama' }).queryKey,
      [
        'stores',
        'search',
        { searchedLocation: '', query: 'mama', page: '', popularFilter: '', rating: '' },
      ],
    ],
    [productQueries.list('s1').queryKey, ['products', 'list', 's1']],
    [productQueries.detail('p1').queryKey, ['products', 'detail', 'p1']],
    [
      productQueries.storePage('s1', { query: '', page: 1, price: '', category: '' }).queryKey,
      ['products', 'store', 's1', { query: '', page: 1, price: '', category: '' }],
    ],
    [productQueries.storeCategories('s1').queryKey, ['products', 'store-categories', 's1']],
    [reviewQueries.of('u7').queryKey, ['reviews', 'u7']],
    [
      riderQueries.list({ query: 'Yaba' }).queryKey,
      ['riders', 'list', { query: 'Yaba', page: '', near: '' }],
    ],
    [riderQueries.profile('rd1').queryKey, ['riders', 'profile', 'rd1']],
    [orderQueries.list('u1', 'pending').queryKey, ['orders', 'list', 'u1', 'pending']],
    [orderQueries.detail('o1', 'u1').queryKey, ['orders', 'detail', 'o1', 'u1']],
    [transactionQueries.history('u1').queryKey, ['transactions', 'u1']],
    [walletQueries.account('u1').queryKey, ['wallet', 'account', 'u1']],
    [
      storeQueries.searchPages({ query: 'mama', page: 2 }).queryKey,
      ['stores', 'search-pages', { query: 'mama', page: 2 }],
    ],
    [orderQueries.lists('u1'), ['orders', 'list', 'u1']],
    [productQueries.store('s1'), ['products', 'store', 's1']],
  ])('%j', (actual, expected) => {
    expect(actual).toEqual(expected);
  });
});

describe('query factories fetch through the typed fetchers', () => {
  it('orderQueries.list calls the orders list of that tab and caches the parsed body', async () => {
    const body = { orders: [], counts: sample.counts, bal: 1500, isBusinessOwner: true };
    fake.queue.push(() => jsonResponse(body));
    const data = await client.fetchQuery(orderQueries.list('u1', 'refunded'));
    expect(data.bal).toBe(1500);
    expect(fake.last().url).toBe('http://api.test/api/orders/dev-1/allorders/u1?query=refunded');
    expect(client.getQueryData(['orders', 'list', 'u1', 'refunded'])).toEqual(body);
  });

  it('recommendations are only enabled with a product type or a non-empty cart', () => {
    expect(productQueries.recommended({ cartItems: [], product: {} }).enabled).toBe(false);
    expect(productQueries.recommended({ cartItems: [], product: { type: 'Rice' } }).enabled).toBe(
      true,
    );
    expect(productQueries.recommended({ cartItems: [{ _id: 'p1' }], product: {} }).enabled).toBe(
      true,
    );
  });
});

describe('mutations invalidate what they change', () => {
  it('creating an order invalidates orders and transactions, not products', async () => {
    seed(
      ['orders', 'list', 'u1', 'pending'],
      ['orders', 'detail', 'o0', 'u1'],
      ['transactions', 'u1'],
    );
    seed(['products', 'list', 's1']);
    fake.queue.push(() => jsonResponse({ _id: 'o1' }));
    const result = await new MutationObserver(client, createOrderMutation()).mutate({
      buyerId: 'u1',
      storeId: 's1',
      body: {
        orderedItems: [],
        shippingAddress: sample.shippingAddress,
        total: 1500,
        subtotal: 0,
        shippingFee: 1500,
      },
    });
    expect(result).toEqual({ _id: 'o1' });
    expect(invalidated(['orders', 'list', 'u1', 'pending'])).toBe(true);
    expect(invalidated(['orders', 'detail', 'o0', 'u1'])).toBe(true);
    expect(invalidated(['transactions', 'u1'])).toBe(true);
    expect(invalidated(['products', 'list', 's1'])).toBe(false);
  });

  const action = { storeId: 's1', orderId: 'o1' };
  it.each([
    ['take', () => new MutationObserver(client, takeOrderMutation()).mutate(action), '"2024"'],
    ['refund', () => new MutationObserver(client, refundOrderMutation()).mutate(action), 'true'],
  ] as const)('%s invalidates the order lists and details', async (_name, run, body) => {
    seed(['orders', 'list', 's1', 'all'], ['orders', 'detail', 'o1', 's1']);
    seed(['wallet', 'account', 's1']);
    fake.queue.push(() => new Response(body));
    await run();
    expect(invalidated(['orders', 'list', 's1', 'all'])).toBe(true);
    expect(invalidated(['orders', 'detail', 'o1', 's1'])).toBe(true);
    expect(invalidated(['wallet', 'account', 's1'])).toBe(false);
  });

  it('a confirmed card payment checks the reference, pays the order and invalidates orders', async () => {
    seed(['orders', 'detail', 'o1', 'u1'], ['transactions', 'u1']);
    fake.queue.push(() => jsonResponse({ success: true }));
    fake.queue.push(() => jsonResponse({ isPaid: true, isPaidAt: '2024-10-05T10:44:44.000Z' }));
    const paid = await new MutationObserver(client, confirmCardPaymentMutation()).mutate({
      reference: 'r',
      orderId: 'o1',
    });
    expect(paid).toEqual({ isPaid: true, isPaidAt: '2024-10-05T10:44:44.000Z' });
    expect(fake.requests.map((r) => new URL(r.url).pathname)).toEqual([
      '/api/pay',
      '/api/orders/pay',
    ]);
    expect(await fake.requests[1]?.json()).toEqual({ reference: 'r', orderId: 'o1' });
    expect(invalidated(['orders', 'detail', 'o1', 'u1'])).toBe(true);
    expect(invalidated(['transactions', 'u1'])).toBe(false);
  });

  it.each([
    ['answers success: false', () => jsonResponse({ success: false })],
    [
      'refuses the reference',
      () => jsonResponse({ success: false, message: 'Payment failed' }, 400),
    ],
  ])('a check that %s never pays the order and invalidates nothing', async (_name, answer) => {
    seed(['orders', 'detail', 'o1', 'u1']);
    fake.queue.push(answer);
    const paying = new MutationObserver(client, confirmCardPaymentMutation()).mutate({
      reference: 'r',
      orderId: 'o1',
    });
    await expect(paying).rejects.toBeInstanceOf(PaymentNotVerifiedError);
    expect(fake.requests).toHaveLength(1);
    expect(invalidated(['orders', 'detail', 'o1', 'u1'])).toBe(false);
  });

  it('a refused order payment surfaces its ApiError and invalidates nothing', async () => {
    seed(['orders', 'detail', 'o1', 'u1']);
    fake.queue.push(() => jsonResponse({ success: true }));
    fake.queue.push(() =>
      jsonResponse({ message: 'Payment reference has already been used' }, 409),
    );
    const paying = new MutationObserver(client, confirmCardPaymentMutation()).mutate({
      reference: 'r',
      orderId: 'o1',
    });
    await expect(paying).rejects.toMatchObject({
      status: 409,
      message: 'Payment reference has already been used',
    });
    expect(invalidated(['orders', 'detail', 'o1', 'u1'])).toBe(false);
  });

  it('a simulated bank transfer invalidates the order lists (their balance)', async () => {
    seed(['orders', 'list', 'u1', 'all'], ['wallet', 'account', 'u1']);
    fake.queue.push(() => jsonResponse({ balance: 2500 }));
    await new MutationObserver(client, simulateTransferMutation('7824822527')).mutate(250000);
    expect(await fake.last().json()).toEqual({ accountNumber: '7824822527', amount: 250000 });
    expect(invalidated(['orders', 'list', 'u1', 'all'])).toBe(true);
    expect(invalidated(['wallet', 'account', 'u1'])).toBe(false);
  });

  it('posting a product invalidates product lists and the store page', async () => {
    seed(['products', 'store', 's1', {}], ['products', 'list', 's1'], ['stores', 'home']);
    fake.queue.push(() => jsonResponse(sample.product));
    await new MutationObserver(client, postProductMutation('s1')).mutate({
      imgs: [],
      name: 'n',
      type: 'Rice',
      desc: 'd',
      category: 'Food',
      price: 1,
      content: [],
      visibility: 'Public',
      extras: [],
    });
    expect(invalidated(['products', 'store', 's1', {}])).toBe(true);
    expect(invalidated(['products', 'list', 's1'])).toBe(true);
    expect(invalidated(['stores', 'home'])).toBe(false);
  });

  it('registering a vendor invalidates stores, its orders page and its store page', async () => {
    seed(['stores', 'home'], ['orders', 'list', 'u1', 'pending'], ['products', 'store', 'u1', {}]);
    seed(['orders', 'list', 'u2', 'pending']);
    fake.queue.push(() => jsonResponse({ message: 'successfully registered' }));
    await new MutationObserver(client, registerVendorMutation('u1')).mutate({
      businessName: 'B',
      physicalAddress: 'A',
      placesCanDeliverTo: ['Lekki'],
    });
    expect(invalidated(['stores', 'home'])).toBe(true);
    expect(invalidated(['orders', 'list', 'u1', 'pending'])).toBe(true);
    expect(invalidated(['products', 'store', 'u1', {}])).toBe(true);
    expect(invalidated(['orders', 'list', 'u2', 'pending'])).toBe(false);
  });

  it("a review invalidates the reviewed user's reviews and profile only", async () => {
    seed(['reviews', 'u7'], ['riders', 'profile', 'u7'], ['reviews', 'u8']);
    fake.queue.push(() =>
      jsonResponse({ _id: 'r', userId: 'u7', reviewerId: 'u1', msg: 'ok', positive: true }),
    );
    await new MutationObserver(client, createReviewMutation()).mutate({
      userId: 'u7',
      reviewerId: 'u1',
      msg: 'ok',
      positive: true,
    });
    expect(invalidated(['reviews', 'u7'])).toBe(true);
    expect(invalidated(['riders', 'profile', 'u7'])).toBe(true);
    expect(invalidated(['reviews', 'u8'])).toBe(false);
  });

  it('creating a wallet stores the new account', async () => {
    fake.queue.push(() => jsonResponse(sample.wallet));
    await new MutationObserver(client, createWalletMutation('u1')).mutate();
    expect(client.getQueryData(['wallet', 'account', 'u1'])).toEqual(sample.wallet);
  });

  it('signing in as someone drops the previous session data; a pending sign-in keeps it', async () => {
    seed(['orders', 'list', 'u0', 'all'], ['wallet', 'account', 'u0']);
    fake.queue.push(() => jsonResponse({ user: { email: 'a@b.c', url: 'tok', rdt: 'dev-1' } }));
    await new MutationObserver(client, signInMutation()).mutate({ email: 'a@b.c', password: 'p' });
    expect(client.getQueryData(['orders', 'list', 'u0', 'all'])).toEqual({ seeded: true });

    fake.queue.push(() => jsonResponse({ user: { firstname: 'Ada', _id: 'u1' } }));
    await new MutationObserver(client, signInMutation()).mutate({ email: 'a@b.c', password: 'p' });
    expect(client.getQueryData(['orders', 'list', 'u0', 'all'])).toBeUndefined();
    expect(client.getQueryData(['wallet', 'account', 'u0'])).toBeUndefined();
  });

  it('logging out drops session data even when the call fails', async () => {
    seed(['orders', 'list', 'u1', 'all'], ['transactions', 'u1'], ['products', 'list', 's1']);
    fake.queue.push(() => jsonResponse({ message: 'down' }, 500));
    await expect(new MutationObserver(client, logoutMutation()).mutate()).rejects.toMatchObject({
      kind: 'http',
      message: 'down',
    });
    expect(client.getQueryData(['orders', 'list', 'u1', 'all'])).toBeUndefined();
    expect(client.getQueryData(['transactions', 'u1'])).toBeUndefined();
    expect(client.getQueryData(['products', 'list', 's1'])).toEqual({ seeded: true });
  });
});
