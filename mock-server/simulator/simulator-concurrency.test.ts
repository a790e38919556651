import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderBody } from '#tests/support/mock/order-body.ts';
import { createTestApp, type TestApp } from '#tests/support/mock/test-app.ts';
import { simulatorStatus } from './simulator-memory.ts';
import { stepSimulator } from './simulator-step.ts';
import { worldViolations } from './world-invariants.ts';

// The simulator and people act on the same orders at once (the demo vendor accepting and
// refunding, the demo buyer paying): whoever comes second gets the domain's refusal, and the
// money invariants hold throughout.

describe('simulator racing people through the API', { timeout: 60_000 }, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(5);
  });
  afterAll(async () => {
    await t.app.close();
  });

  it('keeps every invariant while the vendor and the buyer act on the same orders', async () => {
    const vendor = await t.signIn('vendor@bukka.test');
    const buyer = await t.signIn('buyer@bukka.test');
    const statuses = new Map<number, number>();
    const count = (status: number) => statuses.set(status, (statuses.get(status) ?? 0) + 1);

    let simulating = true;
    const simulate = (async () => {
      for (let i = 0; i < 120; i++) {
        await stepSimulator(t.ctx, 4_000);
        // A tick is all microtasks: without a turn of the event loop the requests below would
        // only run once the whole simulation is over (no race at all).
        await new Promise((r) => setImmediate(r));
      }
      simulating = false;
    })();

    // Twelve rounds in which the vendor finds pending orders (while the simulator runs): how many
    // the simulator has placed at a given moment depends on the seed's draws, not on this test.
    const vendorActs = (async () => {
      for (let round = 0; round < 12 && simulating; ) {
        const list = await t.call(
          'GET',
          `/api/orders/demo-device/allorders/${t.ids.vendor}?query=pending`,
          { cookie: vendor },
        );
        const ids = (list.body.orders as { _id: string }[]).map((o) => o._id);
        if (ids.length > 0) round++;
        const acts = ids.map((id, k) =>
          t.call(
            'PUT',
            k % 3 === 0
              ? `/api/orders/demo-device/refund/${t.ids.vendor}/${id}`
              : `/api/orders/demo-device/takeorder/${t.ids.vendor}/${id}`,
            { cookie: vendor },
          ),
        );
        for (const res of await Promise.all(acts)) count(res.status);
        await new Promise((r) => setTimeout(r, 5));
      }
    })();

    const buyerPays = (async () => {
      for (let round = 0; round < 6; round++) {
        const store = t.ids.stores[1 + round]!;
        const placed = await t.call('POST', `/api/orders/demo-device/${t.ids.buyer}/${store}`, {
          cookie: buyer,
          body: orderBody(t.ctx, store),
        });
        expect(placed.status, JSON.stringify(placed.body)).toBe(200);
        const orderId = placed.body._id as string;
        const total = t.ctx.db.orders.get(orderId)!.totalKobo;
        const pay = await t.call('POST', '/__mock/payments', {
          body: { email: 'buyer@bukka.test', amount: total, status: 'success' },
        });
        const attempts = await Promise.all(
          [0, 1, 2].map(() =>
            t.call('POST', '/api/orders/pay', {
              cookie: buyer,
              body: { orderId, reference: pay.body.reference },
            }),
          ),
        );
        expect(attempts.map((a) => a.status).sort()).toEqual([200, 409, 409]);
      }
    })();

    await Promise.all([simulate, vendorActs, buyerPays]);
    expect(worldViolations(t.ctx)).toEqual([]);
    expect([...statuses.keys()].every((s) => [200, 400, 403, 409].includes(s))).toBe(true);
    expect(statuses.get(200), JSON.stringify([...statuses])).toBeGreaterThan(3);
    const stats = simulatorStatus(t.ctx);
    expect(stats.errors).toBe(0);
    expect(stats.placed).toBeGreaterThan(20);
    const buyerOrders = t.ctx.db.orders
      .lookup('party', t.ids.buyer)
      .filter((o) => o.buyerId === t.ids.buyer && o.isPaid);
    expect(buyerOrders.length).toBeGreaterThanOrEqual(6);
  });
});
