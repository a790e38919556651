import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { fetchOrders } from '#src/api/orders.ts';
import { checkout, orderBody, ordersPath } from '#tests/support/contracts/checkout.ts';
import { EXAMPLE, id, statePath } from '#tests/support/contracts/ids.ts';
import { createPact, useClient } from '#tests/support/contracts/pact.ts';
import { rejection } from '#tests/support/contracts/rejection.ts';
import { sessionCookieHeader } from '#tests/support/contracts/session.ts';
import {
  messageBody,
  naira,
  orderCountsShape,
  orderRowShape,
} from '#tests/support/contracts/shapes.ts';
import { DISH, STATE } from '#tests/support/contracts/states.ts';

const { like, eachLike, boolean } = MatchersV3;

// Checkout and the order lists.

const pact = createPact();
const E = EXAMPLE;
const json = { 'Content-Type': 'application/json' };

describe('orders contract: checkout and order lists', () => {
  it('POST /api/orders/{deviceId}/{userId}/{storeOwnerId} — checkout', () =>
    pact
      .addInteraction()
      .given(STATE.buyerReadyToOrder, { price: DISH.price, extraPrice: DISH.extraPrice })
      .uponReceiving('a checkout of one dish with one extra')
      .withRequest(
        'POST',
        statePath('/api/orders/{deviceId}/{buyerId}/{storeId}', ordersPath),
        (b) => b.headers({ ...json, ...sessionCookieHeader }).jsonBody(orderBody('storeId')),
      )
      .willRespondWith(200, (b) => b.jsonBody({ _id: id(E.orderId) }))
      .executeTest(async (mock) => {
        useClient(mock, { signedIn: true });
        expect(await checkout(E.buyerId, E.vendorId)).toEqual({ _id: E.orderId });
      }));

  it('POST /api/orders/... — buying from yourself', () =>
    pact
      .addInteraction()
      .given(STATE.vendorSignedIn)
      .given(STATE.productWithExtras)
      .uponReceiving('a checkout by a vendor from their own store')
      .withRequest(
        'POST',
        statePath(
          '/api/orders/{deviceId}/{vendorId}/{storeId}',
          `/api/orders/${E.deviceId}/${E.vendorId}/${E.vendorId}`,
        ),
        (b) => b.headers({ ...json, ...sessionCookieHeader }).jsonBody(orderBody('storeId')),
      )
      .willRespondWith(403, (b) => b.jsonBody(messageBody('sorry! you can not buy from yourself')))
      .executeTest(async (mock) => {
        useClient(mock, { signedIn: true });
        const error = await rejection(checkout(E.vendorId, E.vendorId));
        expect(error).toEqual({ status: 403, message: 'sorry! you can not buy from yourself' });
      }));

  const listPath = `/api/orders/${E.deviceId}/allorders/${E.buyerId}`;

  it('GET /api/orders/{deviceId}/allorders/{userId}?query=all — the buyer’s orders', () =>
    pact
      .addInteraction()
      .given(STATE.buyerWithOrders)
      .uponReceiving('a request for all orders of the signed-in buyer')
      .withRequest('GET', statePath('/api/orders/{deviceId}/allorders/{buyerId}', listPath), (b) =>
        b.headers(sessionCookieHeader).query({ query: 'all' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          orders: eachLike(orderRowShape),
          counts: orderCountsShape,
          bal: naira(50000),
          isBusinessOwner: boolean(false),
        }),
      )
      .executeTest(async (mock) => {
        useClient(mock, { signedIn: true });
        const list = await fetchOrders(E.buyerId, 'all');
        expect(list.counts.all).toBe(9);
      }));

  it('GET /api/orders/{deviceId}/allorders/{userId}?query=pending — the store’s pending orders', () =>
    pact
      .addInteraction()
      .given(STATE.storeWithOrders)
      .uponReceiving('a request for the pending orders of the signed-in vendor')
      .withRequest(
        'GET',
        statePath(
          '/api/orders/{deviceId}/allorders/{vendorId}',
          `/api/orders/${E.deviceId}/allorders/${E.vendorId}`,
        ),
        (b) => b.headers(sessionCookieHeader).query({ query: 'pending' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          orders: eachLike(orderRowShape),
          counts: orderCountsShape,
          bal: naira(120000),
          isBusinessOwner: true,
          businessName: like("Mama Put's Kitchen Yaba"),
        }),
      )
      .executeTest(async (mock) => {
        useClient(mock, { signedIn: true });
        const list = await fetchOrders(E.vendorId, 'pending');
        expect(list.isBusinessOwner).toBe(true);
      }));

  it('GET /api/orders/.../allorders/... — not signed in (401)', () =>
    pact
      .addInteraction()
      .given(STATE.nobodySignedIn)
      .uponReceiving('a request for orders without a session cookie')
      .withRequest('GET', statePath('/api/orders/{deviceId}/allorders/{buyerId}', listPath), (b) =>
        b.query({ query: 'all' }),
      )
      .willRespondWith(401, (b) => b.jsonBody({ message: like('No token provided') }))
      .executeTest(async (mock) => {
        useClient(mock);
        const error = await rejection(fetchOrders(E.buyerId, 'all'));
        expect(error.status).toBe(401);
      }));
});
