import { describe, expect, it } from 'vitest';
import { checkInvariants } from '#tests/support/mock/invariants.ts';
import { orderBody } from '#tests/support/mock/order-body.ts';
import { createTestApp } from '#tests/support/mock/test-app.ts';

describe('concurrency', () => {
  it('parallel checkouts, payments (same reference reused), refunds and takes keep the invariants', async () => {
    const t = await createTestApp(5);
    const buyer = await t.signIn('buyer@bukka.test');
    const vendor = await t.signIn('vendor@bukka.test');
    const url = `/api/orders/demo-device/${t.ids.buyer}/${t.ids.vendor}`;
    const body = orderBody(t.ctx, t.ids.vendor, { lines: 2 });
    const created = await Promise.all(
      Array.from({ length: 40 }, () => t.call('POST', url, { body, cookie: buyer })),
    );
    expect(created.every((r) => r.status === 200)).toBe(true);
    const orderIds = created.map((r) => r.body._id as string);
    const totalKobo = Math.round(body.total * 100);
    const pay = await t.call('POST', '/__mock/payments', {
      body: { email: 'buyer@bukka.test', amount: totalKobo, status: 'success' },
    });
    // One reference raced against every order: exactly one order may be paid with it.
    const raced = await Promise.all(
      orderIds.map((orderId) =>
        t.call('POST', '/api/orders/pay', { body: { orderId, reference: pay.body.reference } }),
      ),
    );
    expect(raced.filter((r) => r.status === 200)).toHaveLength(1);
    // Each remaining order paid twice in parallel with its own reference: one success each.
    const refs = await Promise.all(
      orderIds.map(() =>
        t.call('POST', '/__mock/payments', {
          body: { email: 'buyer@bukka.test', amount: totalKobo },
        }),
      ),
    );
    const doubled = await Promise.all(
      orderIds.flatMap((orderId, i) =>
        [0, 1].map(() =>
          t.call('POST', '/api/orders/pay', {
            body: { orderId, reference: refs[i]!.body.reference },
          }),
        ),
      ),
    );
    expect(doubled.filter((r) => r.status === 200)).toHaveLength(orderIds.length - 1);
    // Refund and take races on the same orders, refunds twice.
    const mixed = await Promise.all(
      orderIds.flatMap((id) => [
        t.call('PUT', `/api/orders/demo-device/refund/${t.ids.vendor}/${id}`, { cookie: vendor }),
        t.call('PUT', `/api/orders/demo-device/refund/${t.ids.vendor}/${id}`, { cookie: vendor }),
        t.call('PUT', `/api/orders/demo-device/takeorder/${t.ids.vendor}/${id}`, {
          cookie: vendor,
        }),
      ]),
    );
    expect(mixed.every((r) => r.status < 500)).toBe(true);
    expect(checkInvariants(t.ctx)).toEqual([]);
    const refunded = orderIds.filter((id) => t.ctx.db.orders.get(id)!.isCancelled).length;
    const list = await t.call(
      'GET',
      `/api/orders/demo-device/allorders/${t.ids.buyer}?query=refunded`,
      { cookie: buyer },
    );
    expect(list.body.counts.refunded).toBe(list.body.orders.length);
    expect(list.body.orders.length).toBeGreaterThanOrEqual(refunded);
  }, 30_000);

  it('parallel wallet checkouts never overdraw the wallet', async () => {
    const t = await createTestApp(5, { checkout: 'wallet' });
    const buyer = await t.signIn('buyer@bukka.test');
    const body = orderBody(t.ctx, t.ids.vendor, { lines: 3, quantity: 3 });
    const url = `/api/orders/demo-device/${t.ids.buyer}/${t.ids.vendor}`;
    const start = t.ctx.db.users.get(t.ids.buyer)!.balanceKobo;
    const results = await Promise.all(
      Array.from({ length: 60 }, () => t.call('POST', url, { body, cookie: buyer })),
    );
    const ok = results.filter((r) => r.status === 200).length;
    expect(ok).toBe(Math.floor(start / Math.round(body.total * 100)));
    expect(
      results.filter((r) => r.status === 404).every((r) => r.body.message === 'Insufficient funds'),
    ).toBe(true);
    expect(checkInvariants(t.ctx)).toEqual([]);
  }, 30_000);
});
