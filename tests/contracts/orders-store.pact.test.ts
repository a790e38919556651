import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { fetchOrderDetails, refundOrder, takeOrder } from '#src/api/orders.ts';
import { EXAMPLE, id, isoDate, statePath } from '#tests/support/contracts/ids.ts';
import { createPact, useClient } from '#tests/support/contracts/pact.ts';
import { rejection } from '#tests/support/contracts/rejection.ts';
import { sessionCookieHeader } from '#tests/support/contracts/session.ts';
import { messageBody, orderDetailsCore, orderLineShape } from '#tests/support/contracts/shapes.ts';
import { STATE } from '#tests/support/contracts/states.ts';

const { like, eachLike, integer } = MatchersV3;

// Order details and the store's accept / refund.

const pact = createPact();
const E = EXAMPLE;

describe('orders contract: order details and the store’s accept / refund', () => {
  const findPath = (userId: string) => `/api/orders/${E.deviceId}/find/${E.orderId}/${userId}`;

  it('GET /api/orders/{deviceId}/find/{orderId}/{userId} — the buyer’s unpaid order', () =>
    pact
      .addInteraction()
      .given(STATE.unpaidOrder)
      .uponReceiving('a request for an unpaid order by its buyer')
      .withRequest(
        'GET',
        statePath('/api/orders/{deviceId}/find/{orderId}/{buyerId}', findPath(E.buyerId)),
        (b) => b.headers(sessionCookieHeader),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          products: eachLike(orderLineShape(false)),
          details: {
            ...orderDetailsCore,
            isPaid: false,
            email: like(E.buyerEmail),
            phoneNumber: integer(8031234567),
          },
        }),
      )
      .executeTest(async (mock) => {
        useClient(mock, { signedIn: true });
        const order = await fetchOrderDetails(E.orderId, E.buyerId);
        expect(order.products[0]?.businessId).toBe(false);
      }));

  it('GET /api/orders/{deviceId}/find/{orderId}/{userId} — the store’s paid order', () =>
    pact
      .addInteraction()
      .given(STATE.paidOrderAwaitingStore)
      .uponReceiving('a request for a paid order by its store')
      .withRequest(
        'GET',
        statePath('/api/orders/{deviceId}/find/{orderId}/{vendorId}', findPath(E.vendorId)),
        (b) => b.headers(sessionCookieHeader),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          products: eachLike(orderLineShape(id(E.vendorId))),
          details: {
            ...orderDetailsCore,
            isPaid: true,
            isPaidAt: isoDate(),
            email: false,
            phoneNumber: false,
          },
        }),
      )
      .executeTest(async (mock) => {
        useClient(mock, { signedIn: true });
        const order = await fetchOrderDetails(E.orderId, E.vendorId);
        expect(order.details.isPaid).toBe(true);
      }));

  it('GET /api/orders/.../find/... — order not found', () =>
    pact
      .addInteraction()
      .given(STATE.buyerSignedIn)
      .given(STATE.noSuchOrder)
      .uponReceiving('a request for an order that does not exist')
      .withRequest(
        'GET',
        statePath(
          '/api/orders/{deviceId}/find/{missingOrderId}/{buyerId}',
          `/api/orders/${E.deviceId}/find/${E.missingOrderId}/${E.buyerId}`,
        ),
        (b) => b.headers(sessionCookieHeader),
      )
      .willRespondWith(404, (b) => b.jsonBody(messageBody('order not found')))
      .executeTest(async (mock) => {
        useClient(mock, { signedIn: true });
        const error = await rejection(fetchOrderDetails(E.missingOrderId, E.buyerId));
        expect(error).toEqual({ status: 404, message: 'order not found' });
      }));

  const actionPath = (action: string) =>
    statePath(
      `/api/orders/{deviceId}/${action}/{vendorId}/{orderId}`,
      `/api/orders/${E.deviceId}/${action}/${E.vendorId}/${E.orderId}`,
    );
  const action = { storeId: E.vendorId, orderId: E.orderId };

  it('PUT /api/orders/{deviceId}/takeorder/{businessId}/{orderId} — the store accepts', () =>
    pact
      .addInteraction()
      .given(STATE.paidOrderAwaitingStore)
      .uponReceiving('the store accepting a paid order')
      .withRequest('PUT', actionPath('takeorder'), (b) => b.headers(sessionCookieHeader))
      .willRespondWith(200, (b) => b.jsonBody(isoDate()))
      .executeTest(async (mock) => {
        useClient(mock, { signedIn: true });
        expect(await takeOrder(action)).toBe(E.date);
      }));

  it('PUT /api/orders/.../takeorder/... — order already taken', () =>
    pact
      .addInteraction()
      .given(STATE.orderAlreadyTaken)
      .uponReceiving('the store accepting an order it already accepted')
      .withRequest('PUT', actionPath('takeorder'), (b) => b.headers(sessionCookieHeader))
      .willRespondWith(400, (b) => b.jsonBody(messageBody('Order is already taken')))
      .executeTest(async (mock) => {
        useClient(mock, { signedIn: true });
        const error = await rejection(takeOrder(action));
        expect(error).toEqual({ status: 400, message: 'Order is already taken' });
      }));

  it('PUT /api/orders/{deviceId}/refund/{userId}/{orderId} — the store refunds and cancels', () =>
    pact
      .addInteraction()
      .given(STATE.paidOrderAwaitingStore)
      .uponReceiving('the store refunding and cancelling a paid order')
      .withRequest('PUT', actionPath('refund'), (b) => b.headers(sessionCookieHeader))
      .willRespondWith(200, (b) => b.jsonBody(true))
      .executeTest(async (mock) => {
        useClient(mock, { signedIn: true });
        expect(await refundOrder(action)).toBe(true);
      }));

  it('PUT /api/orders/.../refund/... — order already cancelled', () =>
    pact
      .addInteraction()
      .given(STATE.orderAlreadyCancelled)
      .uponReceiving('the store refunding an order it already cancelled')
      .withRequest('PUT', actionPath('refund'), (b) => b.headers(sessionCookieHeader))
      .willRespondWith(403, (b) => b.jsonBody(messageBody('order already cancelled')))
      .executeTest(async (mock) => {
        useClient(mock, { signedIn: true });
        const error = await rejection(refundOrder(action));
        expect(error).toEqual({ status: 403, message: 'order already cancelled' });
      }));
});
