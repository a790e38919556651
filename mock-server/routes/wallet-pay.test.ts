import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paidCharge, placeOrder } from '#tests/support/mock/card-orders.ts';
import { checkInvariants } from '#tests/support/mock/invariants.ts';
import { orderBody } from '#tests/support/mock/order-body.ts';
import { createTestApp, type TestApp } from '#tests/support/mock/test-app.ts';
import { worldViolations } from '../simulator/world-invariants.ts';

// With card checkout a buyer's wallet holds the refunds of cancelled orders; `POST
// /api/orders/wallet-pay` (mock only) spends it: all of an order's total pays the order, a part is
// held by the order until a card pays the rest, 0 gives the part back. Balances never go below
// zero, the same request again moves nothing, and every cancel or larger card charge gives a held
// part back.

let t: TestApp;
let buyer: string;
beforeEach(async () => {
  t = await createTestApp(1);
  buyer = await t.signIn('buyer@bukka.test');
});
afterEach(async () => {
  await t.app.close();
});

const walletPay = (app: TestApp, orderId: string, amount: number, cookie: string) =>
  app.call('POST', '/api/orders/wallet-pay', { body: { orderId, amount }, cookie });

const balance = (app: TestApp, id: string) => app.ctx.db.users.get(id)!.balanceKobo;

const details = async (app: TestApp, orderId: string, cookie: string, userId = app.ids.buyer) =>
  (await app.call('GET', `/api/orders/demo-device/find/${orderId}/${userId}`, { cookie })).body
    .details;

function expectSound(app: TestApp) {
  expect(worldViolations(app.ctx)).toEqual([]);
  expect(checkInvariants(app.ctx)).toEqual([]);
}

describe('POST /api/orders/wallet-pay', () => {
  it('pays a whole order from the balance once; the same request again moves nothing', async () => {
    const order = await placeOrder(t, buyer);
    const [buyerBefore, storeBefore] = [balance(t, t.ids.buyer), balance(t, t.ids.vendor)];
    expect(buyerBefore).toBeGreaterThanOrEqual(order.totalKobo);

    const r = await walletPay(t, order._id, order.totalKobo / 100, buyer);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ isPaid: true, walletShare: order.totalKobo / 100, due: 0 });
    expect(r.body.balance).toBe((buyerBefore - order.totalKobo) / 100);
    const again = await walletPay(t, order._id, order.totalKobo / 100, buyer);
    expect(again.status).toBe(200);
    expect(balance(t, t.ids.buyer)).toBe(buyerBefore - order.totalKobo);
    expect(balance(t, t.ids.vendor)).toBe(storeBefore + order.totalKobo);
    expect(await details(t, order._id, buyer)).toMatchObject({ isPaid: true, status: 'paid' });
    expectSound(t);
  });

  it('holds a part; a card pays the rest and the store gets the whole total', async () => {
    const order = await placeOrder(t, buyer);
    const [buyerBefore, storeBefore] = [balance(t, t.ids.buyer), balance(t, t.ids.vendor)];
    const part = 1000_00;
    const r = await walletPay(t, order._id, part / 100, buyer);
    expect(r.body).toMatchObject({
      isPaid: false,
      walletShare: 1000,
      due: (order.totalKobo - part) / 100,
    });
    expect(await details(t, order._id, buyer)).toMatchObject({ isPaid: false, walletShare: 1000 });
    expect(balance(t, t.ids.buyer)).toBe(buyerBefore - part);
    expect(balance(t, t.ids.vendor)).toBe(storeBefore);
    expectSound(t);

    // The whole total by card no longer fits…
    const whole = await paidCharge(t, order._id, order.totalKobo - part - 100);
    const refused = await t.call('POST', '/api/orders/pay', {
      body: { orderId: order._id, reference: whole },
      cookie: buyer,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/left to pay of the order total/);
    // …what is left does.
    const rest = await paidCharge(t, order._id, order.totalKobo - part);
    const paid = await t.call('POST', '/api/orders/pay', {
      body: { orderId: order._id, reference: rest },
      cookie: buyer,
    });
    expect(paid.status).toBe(200);
    expect(balance(t, t.ids.buyer)).toBe(buyerBefore - part);
    expect(balance(t, t.ids.vendor)).toBe(storeBefore + order.totalKobo);
    expectSound(t);
  });

  it('gives a held part back when a card pays the whole total, on 0, and on a cancel', async () => {
    const before = balance(t, t.ids.buyer);
    const first = await placeOrder(t, buyer);
    await walletPay(t, first._id, 500, buyer);
    const reference = await paidCharge(t, first._id, first.totalKobo);
    const paid = await t.call('POST', '/api/orders/pay', {
      body: { orderId: first._id, reference },
      cookie: buyer,
    });
    expect(paid.status).toBe(200);
    expect(balance(t, t.ids.buyer)).toBe(before);
    expect(await details(t, first._id, buyer)).toMatchObject({ isPaid: true, walletShare: 0 });

    const second = await placeOrder(t, buyer);
    await walletPay(t, second._id, 700, buyer);
    const back = await walletPay(t, second._id, 0, buyer);
    expect(back.body).toMatchObject({ walletShare: 0, due: second.totalKobo / 100 });
    expect(balance(t, t.ids.buyer)).toBe(before);

    await walletPay(t, second._id, 800, buyer);
    const vendor = await t.signIn('vendor@bukka.test');
    const cancel = await t.call(
      'PUT',
      `/api/orders/demo-device/refund/${t.ids.vendor}/${second._id}`,
      { cookie: vendor },
    );
    expect(cancel.status).toBe(200);
    expect(balance(t, t.ids.buyer)).toBe(before);
    expect(await details(t, second._id, buyer)).toMatchObject({
      isCancelled: true,
      refundedAmount: 800,
    });
    expectSound(t);
  });

  it('never takes more than the balance, the total, or from another buyer’s order', async () => {
    const order = await placeOrder(t, buyer);
    const before = balance(t, t.ids.buyer);
    const tooMuch = await walletPay(t, order._id, before / 100 + order.totalKobo, buyer);
    expect(tooMuch.status).toBe(400);
    const vendor = await t.signIn('vendor@bukka.test');
    expect((await walletPay(t, order._id, 100, vendor)).status).toBe(404);
    expect((await walletPay(t, order._id, 0.001, buyer)).status).toBe(400);
    // An order larger than the balance: the wallet cannot pay all of it.
    const price = t.ctx.db.products.lookup('store', t.ids.vendor)[0]!.priceKobo;
    const quantity = Math.ceil(before / price) + 1;
    const big = await t.call('POST', `/api/orders/demo-device/${t.ids.buyer}/${t.ids.vendor}`, {
      body: orderBody(t.ctx, t.ids.vendor, { quantity }),
      cookie: buyer,
    });
    const bigOrder = t.ctx.db.orders.get(big.body._id)!;
    const broke = await walletPay(t, bigOrder._id, bigOrder.totalKobo / 100, buyer);
    expect(broke.status).toBe(409);
    expect(broke.body.message).toBe('Insufficient balance');
    expect(t.ctx.db.orders.get(bigOrder._id)?.walletShareKobo).toBeUndefined();
    expect(balance(t, t.ids.buyer)).toBe(before);
    // All of the balance as a part of it: the rest is left to a card.
    const part = await walletPay(t, bigOrder._id, before / 100, buyer);
    expect(part.body).toMatchObject({ isPaid: false, balance: 0 });
    expect(part.body.due).toBe((bigOrder.totalKobo - before) / 100);
    expectSound(t);
  });
});

describe('the hosted profile', () => {
  it('has no such call, and no answer offers the wallet', async () => {
    const hosted = await createTestApp(1, { profile: 'hosted' });
    try {
      const cookie = await hosted.signIn('buyer@bukka.test');
      const order = await placeOrder(hosted, cookie);
      const r = await walletPay(hosted, order._id, 100, cookie);
      expect(r.status).toBe(404);
      expect(await details(hosted, order._id, cookie)).not.toHaveProperty('walletShare');
      const list = await hosted.call(
        'GET',
        `/api/orders/demo-device/allorders/${hosted.ids.buyer}?query=all`,
        { cookie },
      );
      expect(list.body).not.toHaveProperty('walletPays');
    } finally {
      await hosted.app.close();
    }
  });
});
