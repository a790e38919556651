import type { Scenario } from '#scenarios/core/types.ts';
import { call } from '#scenarios/steps/call-steps.ts';
import { riderProfile, ridersNear } from '#scenarios/steps/rider-steps.ts';
import { locationIsServed, searchStoresStep } from '#scenarios/steps/shop-steps.ts';

// What a visitor reads before signing in: every request a GET, no account, nothing changed. The
// fidelity run (`npm run proxy:fidelity`) replays it through a read-only proxy in front of a live
// backend, so each of these answers is checked against the client's schemas and the contract.
export const visitorBrowses: Scenario = {
  name: 'visitor-browses',
  title: '9. Visitor browses (read-only)',
  description:
    'The home page, a location check, a store search, a store page with its categories, reviews and one dish, the riders near a place and a rider profile — reads only.',
  readOnly: true,
  actors: {
    visitor: { role: 'visitor', account: { kind: 'none' } },
  },
  steps: [
    call('visitor', 'visitor opens the home page (first page of stores)', {
      method: 'GET',
      path: '/api/users/stores',
      query: { page: '1' },
      expect: { status: 200 },
    }),
    locationIsServed('visitor', 'Lagos'),
    searchStoresStep('visitor', { location: 'Lagos' }),
    call('visitor', "visitor opens the store's page", {
      method: 'GET',
      path: '/api/products/kitchen/{storeId}',
      query: { query: '', page: '1', price: '', category: '' },
      expect: { status: 200 },
      remember: { productId: 'products.0._id' },
    }),
    call('visitor', "visitor reads the store's categories", {
      method: 'GET',
      path: '/api/products/kitchen/cat/{storeId}',
      query: { category: '' },
      expect: { status: 200 },
    }),
    call('visitor', "visitor reads the store's reviews", {
      method: 'GET',
      path: '/api/users/reviews/{storeId}',
      expect: { status: 200 },
    }),
    call('visitor', 'visitor opens a dish', {
      method: 'GET',
      path: '/api/products/find/{productId}',
      expect: { status: 200 },
    }),
    ridersNear('visitor', 'Lagos'),
    riderProfile('visitor'),
  ],
};
