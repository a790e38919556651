import { describe, expect, it } from 'vitest';
import { sample } from '#tests/support/api-samples.ts';
import {
  DEVICE_ID,
  type FetcherCase,
  installFakeApi,
  runFetcherCase,
} from '#tests/support/fetcher-case.ts';
import {
  fetchProduct,
  fetchProducts,
  fetchRecommendedProducts,
  fetchStoreCategories,
  fetchStorePage,
} from './products.ts';
import { createReview, fetchReviews } from './reviews.ts';
import { fetchRiders, fetchUserProfile } from './riders.ts';
import { checkLocation, fetchHomeStores, searchStores } from './stores.ts';
import { postProduct, registerVendor } from './vendors.ts';

// Spec section 7, the catalogue half: products, stores, reviews, riders (14 of the 31 calls).

const storeId = '66f0b0000000000000000001';
const storeDoc = { ...sample.storeCard, _id: storeId };

const cases: FetcherCase[] = [
  {
    spec: 'GET /api/products?query={storeUserId}',
    call: () => fetchProducts(storeId),
    respond: [sample.product],
    method: 'GET',
    path: '/api/products',
    query: [['query', storeId]],
  },
  {
    spec: 'GET /api/users/stores?page=1',
    call: () => fetchHomeStores(),
    respond: { stores: [storeDoc], totalPages: 3 },
    method: 'GET',
    path: '/api/users/stores',
    query: [['page', '1']],
  },
  {
    spec: 'GET /api/users/stores?searchedLocation=&query=&page=&popularFilter=&rating=',
    call: () => searchStores({ searchedLocation: 'Lekki, Lagos', page: 2, rating: 4 }),
    respond: { stores: [], totalPages: 0 },
    method: 'GET',
    path: '/api/users/stores',
    query: [
      ['searchedLocation', 'Lekki, Lagos'],
      ['query', ''],
      ['page', '2'],
      ['popularFilter', ''],
      ['rating', '4'],
    ],
  },
  {
    spec: 'GET /api/products/find/{id}',
    call: () => fetchProduct('p 1/x'),
    respond: sample.productDetail,
    method: 'GET',
    path: '/api/products/find/p%201%2Fx',
    query: [],
  },
  {
    spec: 'POST /api/products/recommended',
    call: () =>
      fetchRecommendedProducts({ cartItems: [{ _id: 'p9', userId: storeId }], product: {} }),
    respond: [sample.product],
    method: 'POST',
    path: '/api/products/recommended',
    query: [],
    json: { cartItems: [{ _id: 'p9', userId: storeId }], product: {} },
  },
  {
    spec: 'GET /api/users/reviews/{userId}',
    call: () => fetchReviews('u7'),
    respond: [sample.review],
    method: 'GET',
    path: '/api/users/reviews/u7',
    query: [],
  },
  {
    spec: 'POST /api/reviews',
    call: () =>
      createReview({ userId: 'u7', msg: 'fast rider', reviewerId: 'u1', positive: false }),
    respond: { _id: 'r9', userId: 'u7', reviewerId: 'u1', msg: 'fast rider', positive: false },
    method: 'POST',
    path: '/api/reviews',
    query: [],
    json: { userId: 'u7', msg: 'fast rider', reviewerId: 'u1', positive: false },
  },
  {
    spec: 'GET /api/products/kitchen/cat/{storeId}?category=',
    call: () => fetchStoreCategories(storeId),
    respond: ['Food', 'Beverages'],
    method: 'GET',
    path: `/api/products/kitchen/cat/${storeId}`,
    query: [['category', '']],
  },
  {
    spec: 'GET /api/products/kitchen/{storeId}?query=&page=&price=&category=',
    call: () => fetchStorePage(storeId, { query: 'rice', page: 1, price: '', category: 'Food' }),
    respond: { products: [sample.product], businessName: 'Mama Put', verified: true },
    method: 'GET',
    path: `/api/products/kitchen/${storeId}`,
    query: [
      ['query', 'rice'],
      ['page', '1'],
      ['price', ''],
      ['category', 'Food'],
    ],
  },
  {
    spec: 'GET /api/users/riders?query=&page=',
    call: () => fetchRiders({ query: 'Yaba' }),
    respond: [{ _id: 'rd1', name: 'Tunde', km: 57, password: 'hash' }],
    method: 'GET',
    path: '/api/users/riders',
    query: [
      ['query', 'Yaba'],
      ['page', ''],
    ],
  },
  {
    spec: 'GET /api/users/find/{id}?page=1',
    call: () => fetchUserProfile('rd1'),
    respond: {
      allReviews: [sample.review],
      user: { name: 'Tunde', km: 57, deliveryRate: 1, rating: 0, balance: 1200 },
    },
    method: 'GET',
    path: '/api/users/find/rd1',
    query: [['page', '1']],
  },
  {
    spec: 'GET /api/users/location?query={place}',
    call: () => checkLocation('Lekki, Lagos, Nigeria'),
    respond: 'store exist',
    method: 'GET',
    path: '/api/users/location',
    query: [['query', 'Lekki, Lagos, Nigeria']],
  },
  {
    spec: 'POST /api/products/post/{deviceId}?userId=',
    call: () =>
      postProduct(storeId, {
        imgs: [new Blob(['photo-1']), new Blob(['photo-2'])],
        name: 'Zobo',
        type: 'Zobo',
        desc: 'Chilled zobo',
        category: 'Beverages',
        price: 800,
        content: ['hibiscus', 'ginger'],
        visibility: 'Public',
        extras: [{ item: 'Ice', price: 50, limit: 2 }],
      }),
    respond: sample.product,
    method: 'POST',
    path: `/api/products/post/${DEVICE_ID}`,
    query: [['userId', storeId]],
    form: {
      fields: {
        name: 'Zobo',
        type: 'Zobo',
        desc: 'Chilled zobo',
        category: 'Beverages',
        price: '800',
        content: '["hibiscus","ginger"]',
        visibility: 'Public',
        extras: '[{"item":"Ice","price":50,"limit":2}]',
      },
      files: { imgs: ['photo-1', 'photo-2'] },
    },
  },
  {
    spec: 'POST /api/users/vendor/{deviceId}/registration/{userId}',
    call: () =>
      registerVendor('u1', {
        businessImg: new Blob(['shop-logo']),
        businessName: 'Mama Put',
        physicalAddress: '1 Admiralty Way, Lekki',
        placesCanDeliverTo: ['Lekki', 'Ajah'],
      }),
    respond: { message: 'successfully registered' },
    method: 'POST',
    path: `/api/users/vendor/${DEVICE_ID}/registration/u1`,
    query: [],
    form: {
      fields: {
        businessName: 'Mama Put',
        physicalAddress: '1 Admiralty Way, Lekki',
        placesCanDeliverTo: '["Lekki","Ajah"]',
      },
      files: { businessImg: ['shop-logo'] },
    },
  },
];

const fakeApi = installFakeApi();

describe('catalogue fetchers (spec section 7)', () => {
  it.each(cases.map((c) => [c.spec, c] as const))('%s', async (_spec, c) => {
    await runFetcherCase(fakeApi(), c);
  });

  it('store search sends all five keys, empty when unused', async () => {
    fakeApi().queue.push(() => new Response('{"stores":[],"totalPages":0}'));
    await searchStores({});
    expect(new URL(fakeApi().last().url).search).toBe(
      '?searchedLocation=&query=&page=&popularFilter=&rating=',
    );
  });

  it('vendor registration without an image sends only the text fields', async () => {
    fakeApi().queue.push(() => new Response('{"message":" already a registered vendor"}'));
    const answer = await registerVendor('u1', {
      businessName: 'B',
      physicalAddress: 'A',
      placesCanDeliverTo: [],
    });
    expect(answer.message).toBe(' already a registered vendor');
    const form = await fakeApi().last().formData();
    expect([...form.keys()]).toEqual(['businessName', 'physicalAddress', 'placesCanDeliverTo']);
    expect(form.get('placesCanDeliverTo')).toBe('[]');
  });
});
