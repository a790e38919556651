import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/support/mock/test-app.ts';

let t: TestApp;
let buyer: string;
beforeAll(async () => {
  t = await createTestApp(2);
  buyer = await t.signIn('buyer@bukka.test');
});

describe('remaining answers', () => {
  it('pings, balance text, forbidden reads of another user', async () => {
    expect((await t.call('GET', '/api/products/pings')).body).toBe('ping');
    expect((await t.call('GET', `/api/users/acct/${t.ids.buyer}`, { cookie: buyer })).body).toMatch(
      /^\d+\.\d{2}$/,
    );
    for (const url of [
      `/api/users/acct/${t.ids.vendor}`,
      `/api/users/account/find/${t.ids.vendor}`,
      `/api/transactions/demo-device/history/${t.ids.vendor}`,
      `/api/orders/demo-device/allorders/${t.ids.vendor}?query=all`,
    ]) {
      const r = await t.call('GET', url, { cookie: buyer });
      expect(r.status, url).toBe(403);
      expect(r.body).toEqual({ message: 'You can only do this for your own account' });
    }
  });

  it('transactions: newest first, hosted shape; the demo buyer has a deposit and order payments', async () => {
    const r = await t.call('GET', `/api/transactions/demo-device/history/${t.ids.buyer}`, {
      cookie: buyer,
    });
    expect(r.status).toBe(200);
    const times = r.body.map((x: { createdAt: string }) => Date.parse(x.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(r.body.some((x: { kind: string }) => x.kind === 'deposit')).toBe(true);
  });

  it('validation errors are 400 { message } naming the field', async () => {
    const r = await t.call('POST', '/api/users/resetpassword', {
      body: { email: 'buyer@bukka.test' },
    });
    expect(r.status).toBe(400);
    expect(r.body.message).toMatch(/fingerprint/);
    const pay = await t.call('POST', '/api/orders/pay', { body: { reference: 'x' } });
    expect(pay.status).toBe(400);
    expect(pay.body.message).toMatch(/orderId/);
  });

  it('order details of a missing order and of an order you are not part of: 404 order not found, the missing one marked', async () => {
    const r = await t.call('GET', `/api/orders/demo-device/find/nope/${t.ids.buyer}`, {
      cookie: buyer,
    });
    // The hosted API's answer, with the mock's mark that no order has that id (the page then says
    // the order does not exist rather than that it is someone else's).
    expect(r).toMatchObject({ status: 404 });
    expect(r.body).toEqual({ message: 'order not found', missing: true });
    const foreign = [...t.ctx.db.orders.values()].find(
      (o) => o.buyerId !== t.ids.buyer && o.storeId !== t.ids.buyer,
    )!;
    const f = await t.call('GET', `/api/orders/demo-device/find/${foreign._id}/${t.ids.buyer}`, {
      cookie: buyer,
    });
    expect(f.status).toBe(404);
    expect(f.body).toEqual({ message: 'order not found' });
  });

  it('--profile hosted: a missing order is answered as hosted, unmarked', async () => {
    const hosted = await createTestApp(2, { profile: 'hosted' });
    const cookie = await hosted.signIn('buyer@bukka.test');
    const r = await hosted.call('GET', `/api/orders/demo-device/find/nope/${hosted.ids.buyer}`, {
      cookie,
    });
    expect(r.status).toBe(404);
    expect(r.body).toEqual({ message: 'order not found' });
  });
});
