import { describe, expect, it } from 'vitest';
import { orderEndpoints } from '#shared/schemas/orders.ts';
import { eachHostedAndSafe } from '#tests/support/mock/hosted-and-safe.ts';
import { orderBody } from '#tests/support/mock/order-body.ts';
import type { TestApp } from '#tests/support/mock/test-app.ts';

// `--profile hosted` (see hosted-profile.test.ts): orders, payments and wallets. Each test shows
// the hosted behaviour and, where it differs, the safe profile's.

let hosted: TestApp;
let safe: TestApp;
eachHostedAndSafe((apps) => {
  ({ hosted, safe } = apps);
});

const DEVICE = 'demo-device';

describe('orders and money as hosted', () => {
  // One sign-in per app: with the hosted profile a second one would need an e-mailed code.
  const sessions = new Map<TestApp, string>();
  const buyerOf = async (t: TestApp) => {
    let cookie = sessions.get(t);
    if (!cookie) {
      cookie = await t.signIn('buyer@bukka.test');
      sessions.set(t, cookie);
    }
    return cookie;
  };
  const placeAndPay = async (t: TestApp, status: 'success' | 'failed') => {
    const buyer = await buyerOf(t);
    const placed = await t.call('POST', `/api/orders/${DEVICE}/${t.ids.buyer}/${t.ids.vendor}`, {
      cookie: buyer,
      body: orderBody(t.ctx, t.ids.vendor),
    });
    const order = t.ctx.db.orders.get(placed.body._id)!;
    const payment = await t.call('POST', '/__mock/payments', {
      body: { email: 'buyer@bukka.test', amount: order.totalKobo, status },
    });
    return { buyer, orderId: order._id, reference: payment.body.reference as string };
  };

  it('/api/pay accepts a failed charge; paying a paid order is 404', async () => {
    const failed = await placeAndPay(hosted, 'failed');
    expect(
      (await hosted.call('POST', '/api/pay', { body: { reference: failed.reference } })).body,
    ).toEqual({ success: true });
    // The order itself is still only paid with a successful reference (no money from nothing).
    const refused = await hosted.call('POST', '/api/orders/pay', {
      body: { orderId: failed.orderId, reference: failed.reference },
    });
    expect(refused.status).toBe(400);
    const ok = await placeAndPay(hosted, 'success');
    const pay = { orderId: ok.orderId, reference: ok.reference };
    expect((await hosted.call('POST', '/api/orders/pay', { body: pay })).status).toBe(200);
    expect(await hosted.call('POST', '/api/orders/pay', { body: pay })).toMatchObject({
      status: 404,
      body: { message: 'order is already paid' },
    });
    const safeOk = await placeAndPay(safe, 'success');
    const safePay = { orderId: safeOk.orderId, reference: safeOk.reference };
    await safe.call('POST', '/api/orders/pay', { body: safePay });
    expect((await safe.call('POST', '/api/orders/pay', { body: safePay })).status).toBe(409);
  });

  it('transaction history: one hosted-shaped record per order, written at checkout', async () => {
    const { buyer, orderId } = await placeAndPay(hosted, 'success');
    const history = await hosted.call(
      'GET',
      `/api/transactions/${DEVICE}/history/${hosted.ids.buyer}`,
      { cookie: buyer },
    );
    expect(history.status).toBe(200);
    const record = history.body.find((r: { orderId: string }) => r.orderId === orderId);
    expect(Object.keys(record).sort()).toEqual(
      [
        'amount',
        'businessId',
        'businessName',
        'buyerId',
        'buyerName',
        'createdAt',
        'orderId',
        'status',
      ].sort(),
    );
    expect(history.body.every((r: { orderId?: string }) => r.orderId)).toBe(true);
    expect(history.body).toHaveLength(
      hosted.ctx.db.orders.lookup('party', hosted.ids.buyer).length,
    );
  });

  it('order tabs as hosted: pending lists paid orders but counts unpaid ones', async () => {
    const vendor = await hosted.signIn('vendor@bukka.test');
    const list = orderEndpoints.list.response.parse(
      (
        await hosted.call(
          'GET',
          `/api/orders/${DEVICE}/allorders/${hosted.ids.vendor}?query=pending`,
          {
            cookie: vendor,
          },
        )
      ).body,
    );
    const orders = hosted.ctx.db.orders.lookup('party', hosted.ids.vendor);
    expect(list.orders.every((o) => o.isPaid && !o.isCancelled)).toBe(true);
    expect(list.orders).toHaveLength(orders.filter((o) => o.isPaid && !o.isCancelled).length);
    expect(list.counts.pending).toBe(orders.filter((o) => !o.isPaid && !o.isCancelled).length);
    expect(list.orders[0]).not.toHaveProperty('isTaken');
    expect(list.orders[0]).not.toHaveProperty('createdAt');
  });

  it('unknown order to take, unknown store at checkout: the hosted 500s', async () => {
    const vendor = await hosted.signIn('vendor@bukka.test');
    const missing = '0123456789abcdef01234567';
    expect(
      await hosted.call('PUT', `/api/orders/${DEVICE}/takeorder/${hosted.ids.vendor}/${missing}`, {
        cookie: vendor,
      }),
    ).toMatchObject({
      status: 500,
      body: { message: "Cannot read properties of null (reading 'isTaken')" },
    });
    const buyer = await buyerOf(hosted);
    const checkout = await hosted.call(
      'POST',
      `/api/orders/${DEVICE}/${hosted.ids.buyer}/${missing}`,
      {
        cookie: buyer,
        body: orderBody(hosted.ctx, hosted.ids.vendor),
      },
    );
    expect(checkout).toMatchObject({
      status: 500,
      body: { message: "Cannot read properties of null (reading '_id')" },
    });
  });

  it('every wallet-create call makes another account; the account lookup is the V-A 401', async () => {
    const buyer = await buyerOf(hosted);
    const path = `/api/payment/create/${hosted.ids.buyer}`;
    const first = await hosted.call('POST', path, { cookie: buyer });
    const second = await hosted.call('POST', path, { cookie: buyer });
    expect(first.body.accountNumber).not.toBe(second.body.accountNumber);
    expect(
      await hosted.call('GET', `/api/users/account/find/${hosted.ids.buyer}`, { cookie: buyer }),
    ).toMatchObject({
      status: 401,
      body: { message: 'verification fail, switch off VPN if active' },
    });
  });
});
