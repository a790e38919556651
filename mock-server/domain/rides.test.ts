import { describe, expect, it } from 'vitest';
import { orderBody } from '#tests/support/mock/order-body.ts';
import { createTestApp } from '#tests/support/mock/test-app.ts';

describe('rides completed', () => {
  it('comes from data: seeded history, plus one for each order the rider delivers', async () => {
    const t = await createTestApp(1);
    const riders = t.ctx.db.users.lookup('rider', 'yes');
    expect(riders.length).toBeGreaterThanOrEqual(15);
    const before = new Map<string, number>();
    for (const r of riders) {
      const profile = await t.call('GET', `/api/users/find/${r._id}?page=1`);
      expect(profile.body.user.ridesCompleted).toBeGreaterThan(0);
      before.set(r._id, profile.body.user.ridesCompleted);
    }
    // A store owner's profile carries no rides figure.
    const store = await t.call('GET', `/api/users/find/${t.ids.vendor}?page=1`);
    expect(store.body.user).not.toHaveProperty('ridesCompleted');

    const buyer = await t.signIn('buyer@bukka.test');
    const vendor = await t.signIn('vendor@bukka.test');
    const { _id } = (
      await t.call('POST', `/api/orders/demo-device/${t.ids.buyer}/${t.ids.vendor}`, {
        body: orderBody(t.ctx, t.ids.vendor),
        cookie: buyer,
      })
    ).body;
    // Paid first: the store accepts only what it will be paid for.
    const paid = await t.call('POST', '/__mock/payments', {
      body: {
        email: 'buyer@bukka.test',
        amount: t.ctx.db.orders.get(_id)!.totalKobo,
        status: 'success',
      },
    });
    await t.call('POST', '/api/orders/pay', {
      body: { orderId: _id, reference: paid.body.reference },
    });
    await t.call('PUT', `/api/orders/demo-device/takeorder/${t.ids.vendor}/${_id}`, {
      cookie: vendor,
    });
    expect((await t.call('POST', `/__mock/orders/${_id}/deliver`)).status).toBe(200);

    const riderId = t.ctx.db.orders.get(_id)?.riderId;
    expect(riderId).toBeDefined();
    const after = await t.call('GET', `/api/users/find/${riderId}?page=1`);
    expect(after.body.user.ridesCompleted).toBe((before.get(riderId!) ?? 0) + 1);
    await t.app.close();
  });
});
