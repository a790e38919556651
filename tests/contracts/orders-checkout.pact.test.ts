import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { createOrder, fetchOrders, type OrderCartItem } from '#src/api/orders.ts';
import { EXAMPLE, fromState, id, statePath } from './support/ids.ts';
import { createPact, useClient } from './support/pact.ts';
import { rejection } from './support/rejection.ts';
import { sessionCookieHeader } from './support/session.ts';
import {
  messageBody,
  naira,
  orderCountsShape,
  orderRowShape,
  shippingAddressExample,
} from './support/shapes.ts';
import { DISH, STATE } from './support/states.ts';

const { like, eachLike, boolean, integer } = MatchersV3;

// Checkout and the order lists.

const pact = createPact();
const E = EXAMPLE;
const json = { 'Content-Type': 'application/json' };

const extraLine = { _id: E.extraId, item: DISH.extra, price: DISH.extraPrice, quantity: 1 };
const cartItem: OrderCartItem = {
  _id: E.productId,
  name: DISH.name,
  price: DISH.price,
  imgs: [{ url: '/__mock/media/uploads/pact-jollof.png' }],
  category: 'Food',
  quantity: 1,
  userId: E.vendorId,
  extras: [extraLine],
};
const subtotal = DISH.price + DISH.extraPrice;
const shippingFee = 1500; // items ≤ ₦5,000 (spec section 9)
const total = subtotal + shippingFee;

/** The body the checkout sends: the cart item, its chosen extra, the address and the totals. */
function orderBody(storeKey: string) {
  const extra = {
    _id: fromState('extraId', E.extraId),
    item: like(DISH.extra),
    price: naira(DISH.extraPrice),
    quantity: integer(1),
  };
  return {
    orderedItems: [
      {
        _id: fromState('productId', E.productId),
        name: like(DISH.name),
        price: naira(DISH.price),
        imgs: eachLike({ url: like('/__mock/media/uploads/pact-jollof.png') }),
        category: like('Food'),
        quantity: integer(1),
        userId: fromState(storeKey, E.vendorId),
        extras: [extra],
      },
    ],
    shippingAddress: like(shippingAddressExample),
    total: naira(total),
    subtotal: naira(subtotal),
    shippingFee: naira(shippingFee),
    extras: [[extra]],
  };
}
const checkout = (userId: string, storeOwnerId: string) =>
  createOrder({
    userId,
    storeOwnerId,
    orderedItems: [cartItem],
    shippingAddress: shippingAddressExample,
    total,
    subtotal,
    shippingFee,
  });

const ordersPath = `/api/orders/${E.deviceId}/${E.buyerId}/${E.vendorId}`;

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

  it('POST /api/orders/... — insufficient funds (wallet checkout)', () =>
    pact
      .addInteraction()
      .given(STATE.buyerShortOfFunds, {
        checkout: 'wallet',
        price: DISH.price,
        extraPrice: DISH.extraPrice,
      })
      .uponReceiving('a wallet checkout the buyer’s balance cannot cover')
      .withRequest(
        'POST',
        statePath('/api/orders/{deviceId}/{buyerId}/{storeId}', ordersPath),
        (b) => b.headers({ ...json, ...sessionCookieHeader }).jsonBody(orderBody('storeId')),
      )
      .willRespondWith(404, (b) => b.jsonBody(messageBody('Insufficient funds')))
      .executeTest(async (mock) => {
        useClient(mock, { signedIn: true });
        const error = await rejection(checkout(E.buyerId, E.vendorId));
        expect(error).toEqual({ status: 404, message: 'Insufficient funds' });
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
          businessImg: like('/__mock/media/seed/store/mama-put.svg'),
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
