import { getResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openCharge, payAtCheckout, placeOrder } from '#tests/support/mock/card-orders.ts';
import { createTestApp, type TestApp } from '#tests/support/mock/test-app.ts';
import { createTestWorld } from '#tests/support/mock/test-world.ts';
import { SIGNATURE_HEADER, signBody } from '../domain/card-webhook-signature.ts';
import { flushCardWebhooks } from '../domain/provider.ts';

// The card provider's webhook (`POST /api/pay/webhook`, Paystack's `charge.success`): signed with
// the process's secret key over the raw body, applied once, never for another amount, and a
// second charge of a paid order refunded to the card and shown to its buyer.

let t: TestApp;
let buyer: string;
let vendor: string;
beforeEach(async () => {
  t = await createTestApp(1);
  buyer = await t.signIn('buyer@bukka.test');
  vendor = await t.signIn('vendor@bukka.test');
});
afterEach(async () => {
  await t.app.close();
});

/** A charge that succeeded at the provider without its webhook having been delivered yet. */
async function chargeWithoutWebhook(orderId: string, amount: number) {
  const { reference } = await openCharge(t, orderId, amount);
  const tx = t.ctx.db.providerTransactions.first('reference', reference)!;
  await t.ctx.db.providerTransactions.patch(tx._id, (x) => {
    x.status = 'success';
    x.paidAt = t.ctx.clock.now();
  });
  return reference;
}

const eventFor = (reference: string) =>
  JSON.stringify({ event: 'charge.success', data: { reference, status: 'success' } });

async function postWebhook(raw: string, signature?: string) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (signature !== undefined) headers[SIGNATURE_HEADER] = signature;
  return t.call('POST', '/api/pay/webhook', { payload: raw, headers });
}

const balanceOf = (id: string) => t.ctx.db.users.get(id)!.balanceKobo;

const buyerView = async (orderId: string) =>
  (await t.call('GET', `/api/orders/demo-device/find/${orderId}/${t.ids.buyer}`, { cookie: buyer }))
    .body.details;

describe('POST /api/pay/webhook', () => {
  it('a charge paid at the checkout pays its order a moment later, though no device confirms it', async () => {
    const order = await placeOrder(t, buyer);
    const storeBefore = balanceOf(t.ids.vendor);
    const { access_code, reference } = await openCharge(t, order._id, order.totalKobo);
    expect((await payAtCheckout(t, access_code)).body).toMatchObject({ status: 'success' });
    expect(t.ctx.db.orders.get(order._id)!.isPaid).toBe(false);
    // No device calls /api/orders/pay: the provider's webhook (sent a moment after) pays it.
    await vi.waitFor(() => expect(t.ctx.db.orders.get(order._id)!.isPaid).toBe(true), {
      timeout: 5000,
    });
    const details = await buyerView(order._id);
    expect(details).toMatchObject({ isPaid: true, reference });
    expect(details.refundedCharges).toBeUndefined();
    expect(balanceOf(t.ids.vendor)).toBe(storeBefore + order.totalKobo);
    // The device that paid comes back: the check passes and the order is already paid with
    // this very reference (the client reads it and says paid); nothing is counted twice.
    expect((await t.call('POST', '/api/pay', { body: { reference } })).body).toEqual({
      success: true,
    });
    const again = await t.call('POST', '/api/orders/pay', {
      body: { orderId: order._id, reference },
    });
    expect(again.status).toBe(409);
    expect(balanceOf(t.ids.vendor)).toBe(storeBefore + order.totalKobo);
  });

  it('waits while card payments are down (the payment-outage preset) and pays once it ends', async () => {
    const order = await placeOrder(t, buyer);
    const outage = await t.call('POST', '/__mock/presets/payment-outage');
    expect(outage.status).toBe(200);
    const { access_code } = await openCharge(t, order._id, order.totalKobo);
    expect((await payAtCheckout(t, access_code)).body).toMatchObject({ status: 'success' });
    // The provider is down with the card check: its webhook is not sent meanwhile.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(t.ctx.db.orders.get(order._id)!.isPaid).toBe(false);
    await t.call('DELETE', '/__mock/faults');
    await t.call('POST', '/__mock/simulator', { body: { on: false } });
    await vi.waitFor(() => expect(t.ctx.db.orders.get(order._id)!.isPaid).toBe(true), {
      timeout: 5000,
    });
  });

  it('the device that confirms first pays it; the webhook then counts nothing twice', async () => {
    const order = await placeOrder(t, buyer);
    const storeBefore = balanceOf(t.ids.vendor);
    const { access_code, reference } = await openCharge(t, order._id, order.totalKobo);
    await payAtCheckout(t, access_code);
    const paid = await t.call('POST', '/api/orders/pay', {
      body: { orderId: order._id, reference },
    });
    expect(paid.status).toBe(200);
    await flushCardWebhooks(t.ctx);
    expect(t.ctx.db.orders.get(order._id)).toMatchObject({ isPaid: true, reference });
    expect(balanceOf(t.ids.vendor)).toBe(storeBefore + order.totalKobo);
    expect((await buyerView(order._id)).refundedCharges).toBeUndefined();
  });

  it('refuses a missing or wrong signature with 401 { message } and changes nothing', async () => {
    const order = await placeOrder(t, buyer);
    const reference = await chargeWithoutWebhook(order._id, order.totalKobo);
    const raw = eventFor(reference);
    for (const signature of [undefined, '', 'ab12', await signBody(`${raw} `)]) {
      const r = await postWebhook(raw, signature);
      expect(r.status).toBe(401);
      expect(r.body).toEqual({ message: 'Invalid webhook signature' });
    }
    // Signed over other bytes than those sent (the same JSON, re-serialised): refused too.
    const spaced = JSON.stringify(JSON.parse(raw), null, 1);
    expect((await postWebhook(spaced, await signBody(raw))).status).toBe(401);
    expect(t.ctx.db.orders.get(order._id)!.isPaid).toBe(false);
  });

  it('applies a signed charge.success once: a replay is acknowledged and counted once', async () => {
    const order = await placeOrder(t, buyer);
    const storeBefore = balanceOf(t.ids.vendor);
    const reference = await chargeWithoutWebhook(order._id, order.totalKobo);
    const raw = eventFor(reference);
    const signature = await signBody(raw);
    const first = await postWebhook(raw, signature);
    expect(first).toMatchObject({ status: 200, body: { received: true, outcome: 'applied' } });
    const replay = await postWebhook(raw, signature.toUpperCase());
    expect(replay).toMatchObject({
      status: 200,
      body: { received: true, outcome: 'already-handled' },
    });
    expect(t.ctx.db.orders.get(order._id)).toMatchObject({ isPaid: true, reference });
    expect(balanceOf(t.ids.vendor)).toBe(storeBefore + order.totalKobo);
    const payments = t.ctx.db.transactions
      .lookup('user', t.ids.vendor)
      .filter((r) => r.kind === 'order-payment' && r.orderId === order._id);
    expect(payments).toHaveLength(1);
  });

  it('does not apply a charge of another amount (it stays unused, the order unpaid)', async () => {
    const order = await placeOrder(t, buyer);
    const reference = await chargeWithoutWebhook(order._id, order.totalKobo - 100);
    const raw = eventFor(reference);
    const r = await postWebhook(raw, await signBody(raw));
    expect(r).toMatchObject({ status: 200, body: { outcome: 'ignored' } });
    expect(t.ctx.db.orders.get(order._id)!.isPaid).toBe(false);
    expect(t.ctx.db.providerTransactions.first('reference', reference)).toMatchObject({
      status: 'success',
      usedByOrderId: null,
    });
  });

  it('acknowledges other events, and a malformed signed event is a 400 { message }', async () => {
    const other = JSON.stringify({ event: 'transfer.success', data: { reference: 'x' } });
    expect(await postWebhook(other, await signBody(other))).toMatchObject({
      status: 200,
      body: { outcome: 'ignored' },
    });
    const bad = JSON.stringify({ data: {} });
    const r = await postWebhook(bad, await signBody(bad));
    expect(r.status).toBe(400);
    expect(typeof r.body.message).toBe('string');
  });

  it('refunds a second charge of a paid order to the card and tells the buyer on the order', async () => {
    const order = await placeOrder(t, buyer);
    // Two devices opened the checkout before either paid.
    const first = await openCharge(t, order._id, order.totalKobo);
    const second = await openCharge(t, order._id, order.totalKobo);
    await payAtCheckout(t, first.access_code);
    await flushCardWebhooks(t.ctx);
    const storeAfterFirst = balanceOf(t.ids.vendor);
    await payAtCheckout(t, second.access_code);
    await flushCardWebhooks(t.ctx);

    expect(t.ctx.db.providerTransactions.first('reference', second.reference)).toMatchObject({
      status: 'reversed',
      usedByOrderId: null,
    });
    const details = await buyerView(order._id);
    expect(details).toMatchObject({ isPaid: true, reference: first.reference });
    expect(details.refundedCharges).toEqual([
      {
        reference: second.reference,
        amount: order.totalKobo / 100,
        refundedAt: expect.any(String),
      },
    ]);
    expect(balanceOf(t.ids.vendor)).toBe(storeAfterFirst);
    // The provider's check no longer calls it a successful payment.
    expect(
      (await t.call('POST', '/api/pay', { body: { reference: second.reference } })).status,
    ).toBe(400);
    const verify = await t.call('GET', `/__mock/paystack/transaction/verify/${second.reference}`);
    expect(verify.body.data).toMatchObject({ status: 'reversed', gateway_response: 'Refunded' });
    // The store is not shown the buyer's card matters.
    const storeView = await t.call(
      'GET',
      `/api/orders/demo-device/find/${order._id}/${t.ids.vendor}`,
      { cookie: vendor },
    );
    expect(storeView.body.details.refundedCharges).toBeUndefined();
    // A replay of the refunded charge's event refunds nothing more.
    const raw = eventFor(second.reference);
    expect((await postWebhook(raw, await signBody(raw))).body.outcome).toBe('already-handled');
    expect((await buyerView(order._id)).refundedCharges).toHaveLength(1);
  });

  it('reads the raw body under MSW too (the browser demo): signed → 200, tampered → 401', async () => {
    const world = await createTestWorld(1);
    const call = async (raw: string, signature: string) =>
      getResponse(
        world.handlers,
        new Request('http://localhost/api/pay/webhook', {
          method: 'POST',
          headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
          body: raw,
        }),
      );
    const raw = eventFor('T-unknown');
    const signed = await call(raw, await signBody(raw));
    expect(signed?.status).toBe(200);
    expect(await signed?.json()).toMatchObject({ outcome: 'ignored' });
    const tampered = await call(raw.replace('unknown', 'other'), await signBody(raw));
    expect(tampered?.status).toBe(401);
  });
});

describe('--profile hosted: no webhook', () => {
  let hosted: TestApp;
  beforeEach(async () => {
    hosted = await createTestApp(1, { profile: 'hosted' });
  });
  afterEach(async () => {
    await hosted.app.close();
  });

  it('a charge paid at the checkout leaves the order unpaid, and the route is unknown', async () => {
    const cookie = await hosted.signIn('buyer@bukka.test');
    const order = await placeOrder(hosted, cookie);
    const { access_code, reference } = await openCharge(hosted, order._id, order.totalKobo);
    await payAtCheckout(hosted, access_code);
    await flushCardWebhooks(hosted.ctx);
    expect(hosted.ctx.db.orders.get(order._id)!.isPaid).toBe(false);
    const raw = eventFor(reference);
    const r = await hosted.call('POST', '/api/pay/webhook', {
      payload: raw,
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: await signBody(raw) },
    });
    expect(r).toMatchObject({ status: 404, body: { message: 'Cannot POST /api/pay/webhook' } });
    expect(hosted.ctx.db.orders.get(order._id)!.isPaid).toBe(false);
  });
});
