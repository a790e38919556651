import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { createReview, fetchReviews } from '#src/api/reviews.ts';
import { fetchRiders, fetchUserProfile } from '#src/api/riders.ts';
import { EXAMPLE, fromState, id, statePath } from '#tests/support/contracts/ids.ts';
import { createPact, useClient } from '#tests/support/contracts/pact.ts';
import { sessionCookieHeader } from '#tests/support/contracts/session.ts';
import { reviewShape, riderShape } from '#tests/support/contracts/shapes.ts';
import { STATE } from '#tests/support/contracts/states.ts';

const { like, eachLike, boolean, number, regex } = MatchersV3;

// Reviews, riders and public profiles.

const pact = createPact();

describe('people contract', () => {
  it('GET /api/users/reviews/{userId} — a store’s reviews', () =>
    pact
      .addInteraction()
      .given(STATE.storeWithReviews)
      .uponReceiving('a request for the reviews of a store')
      .withRequest(
        'GET',
        statePath('/api/users/reviews/{storeId}', `/api/users/reviews/${EXAMPLE.vendorId}`),
      )
      .willRespondWith(200, (b) => b.jsonBody(eachLike(reviewShape)))
      .executeTest(async (mock) => {
        useClient(mock);
        const reviews = await fetchReviews(EXAMPLE.vendorId);
        expect(reviews[0]?.positive).toBe(true);
      }));

  it('POST /api/reviews — a signed-in buyer reviews a store', () =>
    pact
      .addInteraction()
      .given(STATE.buyerSignedIn)
      .given(STATE.storeWithReviews)
      .uponReceiving('a review of a store by the signed-in buyer')
      .withRequest('POST', '/api/reviews', (b) =>
        b.headers(sessionCookieHeader).jsonBody({
          userId: fromState('storeId', EXAMPLE.vendorId),
          msg: like('Hot food, quick rider.'),
          reviewerId: fromState('buyerId', EXAMPLE.buyerId),
          positive: boolean(true),
        }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          _id: id(EXAMPLE.reviewId),
          userId: id(EXAMPLE.vendorId),
          reviewerId: id(EXAMPLE.buyerId),
          msg: like('Hot food, quick rider.'),
          positive: boolean(true),
        }),
      )
      .executeTest(async (mock) => {
        useClient(mock, { signedIn: true });
        const review = await createReview({
          userId: EXAMPLE.vendorId,
          msg: 'Hot food, quick rider.',
          reviewerId: EXAMPLE.buyerId,
          positive: true,
        });
        expect(review.userId).toBe(EXAMPLE.vendorId);
      }));

  it('GET /api/users/riders — the riders list', () =>
    pact
      .addInteraction()
      .given(STATE.ridersAvailable)
      .uponReceiving('a request for riders')
      .withRequest('GET', '/api/users/riders', (b) => b.query({ query: '', page: '' }))
      .willRespondWith(200, (b) => b.jsonBody(eachLike(riderShape)))
      .executeTest(async (mock) => {
        useClient(mock);
        const riders = await fetchRiders();
        expect(riders[0]?._id).toBe(EXAMPLE.riderId);
      }));

  it('GET /api/users/find/{id}?page=1 — a rider’s public profile', () =>
    pact
      .addInteraction()
      .given(STATE.riderWithReviews)
      .uponReceiving('a request for the public profile of a rider')
      .withRequest(
        'GET',
        statePath('/api/users/find/{riderId}', `/api/users/find/${EXAMPLE.riderId}`),
        (b) => b.query({ page: '1' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          allReviews: eachLike(reviewShape),
          user: {
            km: number(12),
            deliveryRate: number(1),
            rating: number(4.8),
            // `""` for another user's profile; the hosted API leaks a dispatcher's balance here.
            balance: regex('^(-?\\d+(\\.\\d+)?)?$', ''),
          },
        }),
      )
      .executeTest(async (mock) => {
        useClient(mock);
        const profile = await fetchUserProfile(EXAMPLE.riderId);
        expect(profile.user.balance).toBe('');
      }));
});
