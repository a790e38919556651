// An order and its card charges as the route tests of payments make them: the order placed by the
// buyer through the API, a charge opened at the test checkout as the app opens one (its metadata
// names the order), and paid there as a payer presses "Pay successfully".
import { expect } from 'vitest';
import { orderEndpoints } from '#shared/schemas/orders.ts';
import { orderBody } from './order-body.ts';
import type { TestApp } from './test-app.ts';

/** The buyer's order of the store's first dish, placed with `cookie`; the stored record. */
export async function placeOrder(app: TestApp, cookie: string) {
  const r = await app.call('POST', `/api/orders/demo-device/${app.ids.buyer}/${app.ids.vendor}`, {
    body: orderBody(app.ctx, app.ids.vendor),
    cookie,
  });
  expect(r.status).toBe(200);
  const { _id } = orderEndpoints.create.response.parse(r.body);
  return app.ctx.db.orders.get(_id)!;
}

/** A checkout opened for `orderId` of `amount` kobo. */
export async function openCharge(app: TestApp, orderId: string, amount: number) {
  const r = await app.call('POST', '/__mock/paystack/transaction/initialize', {
    body: {
      key: 'pk_test_bukka_offline',
      email: 'buyer@bukka.test',
      amount,
      currency: 'NGN',
      metadata: { orderId },
    },
  });
  expect(r.status).toBe(200);
  return r.body.data as { access_code: string; reference: string };
}

/** The payer presses "Pay successfully" on the test checkout. */
export const payAtCheckout = (app: TestApp, accessCode: string) =>
  app.call('POST', `/__mock/paystack/checkout/${accessCode}/complete`, {
    body: { outcome: 'success' },
  });

/** A successful charge of `amount` kobo for the order; its reference. */
export async function paidCharge(app: TestApp, orderId: string, amount: number) {
  const { access_code, reference } = await openCharge(app, orderId, amount);
  await payAtCheckout(app, access_code);
  return reference;
}
