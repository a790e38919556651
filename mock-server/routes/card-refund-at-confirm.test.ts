import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paidCharge, placeOrder } from '#tests/support/mock/card-orders.ts';
import { createTestApp, type TestApp } from '#tests/support/mock/test-app.ts';
import { SIGNATURE_HEADER, signBody } from '../domain/card-webhook-signature.ts';
import { flushCardWebhooks } from '../domain/provider.ts';

// A second device confirms its own charge (`POST /api/orders/pay`) for an order another device
// has paid, usually before the provider's webhook: the mock refunds that charge to the card at
// once — the webhook's own rule — and its refusal says so; the webhook later counts nothing twice.
// The hosted profile, whose API refunds nothing, refuses as ever.

let t: TestApp;
let buyer: string;
beforeEach(async () => {
  t = await createTestApp(1);
  buyer = await t.signIn('buyer@bukka.test');
});
afterEach(async () => {
  await t.app.close();
});

const confirm = (app: TestApp, orderId: string, reference: string, cookie: string) =>
  app.call('POST', '/api/orders/pay', { body: { orderId, reference }, cookie });

const txOf = (app: TestApp, reference: string) =>
  app.ctx.db.providerTransactions.first('reference', reference);

describe('POST /api/orders/pay with a second charge of a paid order', () => {
  it('refunds it to the card at once, says so, and the webhook later changes nothing', async () => {
    const order = await placeOrder(t, buyer);
    const first = await paidCharge(t, order._id, order.totalKobo);
    const second = await paidCharge(t, order._id, order.totalKobo);
    expect((await confirm(t, order._id, first, buyer)).status).toBe(200);
    const storeBalance = t.ctx.db.users.get(t.ids.vendor)!.balanceKobo;

    const r = await confirm(t, order._id, second, buyer);
    expect(r.status).toBe(409);
    expect(r.body).toEqual({
      message: 'order is already paid',
      refundedCharge: {
        reference: second,
        amount: order.totalKobo / 100,
        refundedAt: expect.any(String),
        because: 'paid',
      },
    });
    expect(txOf(t, second)).toMatchObject({ status: 'reversed', usedByOrderId: null });
    const refunds = () => t.ctx.db.orders.get(order._id)!.cardRefunds;
    expect(refunds()).toEqual([expect.objectContaining({ reference: second })]);
    expect(t.ctx.db.orders.get(order._id)).toMatchObject({ isPaid: true, reference: first });

    // A retried confirm (its answer lost) says the same and refunds nothing more.
    expect((await confirm(t, order._id, second, buyer)).body).toEqual(r.body);
    // The provider's events arrive: both charges are found handled.
    await flushCardWebhooks(t.ctx);
    const raw = JSON.stringify({ event: 'charge.success', data: { reference: second } });
    const hook = await t.call('POST', '/api/pay/webhook', {
      payload: raw,
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: await signBody(raw) },
    });
    expect(hook.body).toMatchObject({ outcome: 'already-handled' });
    expect(refunds()).toHaveLength(1);
    expect(t.ctx.db.users.get(t.ids.vendor)!.balanceKobo).toBe(storeBalance);
    const view = await t.call('GET', `/api/orders/demo-device/find/${order._id}/${t.ids.buyer}`, {
      cookie: buyer,
    });
    expect(view.body.details.refundedCharges).toEqual([
      expect.objectContaining({ reference: second }),
    ]);
  });

  it('refunds a charge of a cancelled order the same way', async () => {
    const order = await placeOrder(t, buyer);
    const reference = await paidCharge(t, order._id, order.totalKobo);
    const vendor = await t.signIn('vendor@bukka.test');
    const cancel = `/api/orders/demo-device/refund/${t.ids.vendor}/${order._id}`;
    expect((await t.call('PUT', cancel, { cookie: vendor })).status).toBe(200);
    const r = await confirm(t, order._id, reference, buyer);
    expect(r).toMatchObject({
      status: 409,
      body: {
        message: 'order already cancelled',
        refundedCharge: { reference, because: 'cancelled' },
      },
    });
    expect(txOf(t, reference)?.status).toBe('reversed');
  });

  it("leaves alone the charge that paid the order, and another customer's charge", async () => {
    const order = await placeOrder(t, buyer);
    const first = await paidCharge(t, order._id, order.totalKobo);
    await confirm(t, order._id, first, buyer);
    // The reference that paid it (the contract's "second payment of a paid order").
    expect((await confirm(t, order._id, first, buyer)).body).toEqual({
      message: 'order is already paid',
    });
    expect(txOf(t, first)).toMatchObject({ status: 'success', usedByOrderId: order._id });
    const r = await t.call('POST', '/__mock/paystack/transaction/initialize', {
      body: {
        key: 'pk_test_bukka_offline',
        email: 'someone.else@bukka.test',
        amount: order.totalKobo,
        metadata: { orderId: order._id },
      },
    });
    const other = r.body.data as { access_code: string; reference: string };
    await t.call('POST', `/__mock/paystack/checkout/${other.access_code}/complete`, {
      body: { outcome: 'success' },
    });
    expect((await confirm(t, order._id, other.reference, buyer)).body).toEqual({
      message: 'order is already paid',
    });
    expect(txOf(t, other.reference)?.status).toBe('success');
  });
});

describe('--profile hosted: no refund', () => {
  it('answers 404 "order is already paid" as the hosted API does, and the charge stays', async () => {
    const hosted = await createTestApp(1, { profile: 'hosted' });
    try {
      const cookie = await hosted.signIn('buyer@bukka.test');
      const order = await placeOrder(hosted, cookie);
      const first = await paidCharge(hosted, order._id, order.totalKobo);
      const second = await paidCharge(hosted, order._id, order.totalKobo);
      await hosted.call('POST', '/api/pay', { body: { reference: first }, cookie });
      expect((await confirm(hosted, order._id, first, cookie)).status).toBe(200);
      const r = await confirm(hosted, order._id, second, cookie);
      expect(r).toMatchObject({ status: 404, body: { message: 'order is already paid' } });
      expect(r.body).not.toHaveProperty('refundedCharge');
      expect(txOf(hosted, second)?.status).toBe('success');
    } finally {
      await hosted.app.close();
    }
  });
});
