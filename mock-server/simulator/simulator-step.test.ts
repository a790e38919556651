import { describe, expect, it } from 'vitest';
import { seededSecrets } from '#tests/support/mock/seeded-secrets.ts';
import { createTestWorld, type TestWorld } from '#tests/support/mock/test-world.ts';
import { createOrder, takeOrder } from '../domain/orders.ts';
import { payOrder } from '../domain/payments.ts';
import { createCompletedTransaction } from '../domain/provider.ts';
import { checkoutBody } from '../seed/sample-checkout.ts';
import { simulatorStatus } from './simulator-memory.ts';
import { stepSimulator } from './simulator-step.ts';
import { worldViolations } from './world-invariants.ts';

const run = async (world: TestWorld, ticks: number, ms = 5_000) => {
  for (let i = 0; i < ticks; i++) await stepSimulator(world.ctx, ms);
};

const snapshot = (world: TestWorld) =>
  JSON.stringify({
    orders: world.ctx.db.orders.all(),
    transactions: world.ctx.db.transactions.all(),
    payments: world.ctx.db.providerTransactions.all(),
    balances: world.ctx.db.users.all().map((u) => [u._id, u.balanceKobo]),
    stats: simulatorStatus(world.ctx),
  });

const vendorTabs = (world: TestWorld) => {
  const orders = world.ctx.db.orders.lookup('party', world.ids.vendor);
  return {
    all: orders.length,
    pending: orders.filter((o) => o.isTaken == null && !o.isCancelled).length,
    dispatched: orders.filter((o) => o.isTaken != null && !o.isDelivered && !o.isCancelled).length,
    delivered: orders.filter((o) => o.isDelivered).length,
    refunded: orders.filter((o) => o.isCancelled).length,
  };
};

describe('stepSimulator', { timeout: 30_000 }, () => {
  it('is deterministic: same seed and same ticks give the same world', async () => {
    // Payment references are secrets (crypto): both worlds draw them from one repeatable stream.
    const a = await createTestWorld(7, {}, { secrets: seededSecrets('simulator') });
    const b = await createTestWorld(7, {}, { secrets: seededSecrets('simulator') });
    await run(a, 240);
    await run(b, 240);
    expect(simulatorStatus(a.ctx).placed).toBeGreaterThan(20);
    expect(snapshot(a)).toBe(snapshot(b));
    const c = await createTestWorld(8);
    await run(c, 240);
    expect(snapshot(c)).not.toBe(snapshot(a));
  });

  it('moves every stage and the demo vendor’s tabs', async () => {
    const world = await createTestWorld(1);
    const before = vendorTabs(world);
    await run(world, 360);
    const stats = simulatorStatus(world.ctx);
    for (const key of ['placed', 'paid', 'accepted', 'delivered', 'refunded'] as const) {
      expect(stats[key], key).toBeGreaterThan(0);
    }
    expect(stats.errors).toBe(0);
    const after = vendorTabs(world);
    expect(after.all).toBeGreaterThan(before.all);
    expect(after.delivered).toBeGreaterThan(before.delivered);
    expect(stats.lastEvent).toMatch(/^2026-11-21T12:00:00\.000Z order [0-9a-f]{24} /);
  });

  it('keeps the invariants after many ticks (card and wallet checkout)', async () => {
    for (const checkout of ['card', 'wallet'] as const) {
      const world = await createTestWorld(3, { checkout });
      expect(worldViolations(world.ctx)).toEqual([]);
      for (let round = 0; round < 6; round++) {
        await run(world, 150, 8_000);
        expect(worldViolations(world.ctx), `${checkout} round ${round}`).toEqual([]);
      }
      const stats = simulatorStatus(world.ctx);
      expect(stats.placed, checkout).toBeGreaterThan(150);
      expect(stats.errors, checkout).toBe(0);
    }
  }, 60_000);

  it('takes a person’s paid order through acceptance to delivery', async () => {
    const world = await createTestWorld(1);
    const { ctx, ids } = world;
    const store = ids.stores[3]!;
    const product = ctx.db.products.lookup('store', store)[0]!;
    const { _id } = await createOrder(ctx, {
      actorId: ids.buyer,
      buyerId: ids.buyer,
      storeId: store,
      body: checkoutBody([{ product, quantity: 1 }], {
        name: 'Ada',
        state: 'Lagos',
        country: 'Nigeria',
        localGvt: 'Yaba',
        street: '1 Road',
        phoneNumber: '08000000000',
      }),
    });
    await run(world, 30);
    expect(ctx.db.orders.get(_id)?.isTaken).toBeNull();
    const { reference } = await createCompletedTransaction(ctx, {
      email: 'buyer@bukka.test',
      amount: ctx.db.orders.get(_id)!.totalKobo,
    });
    await payOrder(ctx, { orderId: _id, reference });
    await run(world, 80);
    const order = ctx.db.orders.get(_id)!;
    expect(order.isTaken).not.toBeNull();
    expect(order.isDelivered).toBe(true);
    expect(order.isCancelled).toBe(false);
  });

  it('leaves a person’s order at the demo vendor to the presenter, then delivers it', async () => {
    const world = await createTestWorld(1);
    const { ctx, ids } = world;
    const product = ctx.db.products.lookup('store', ids.vendor)[0]!;
    const { _id } = await createOrder(ctx, {
      actorId: ids.buyer,
      buyerId: ids.buyer,
      storeId: ids.vendor,
      body: checkoutBody([{ product, quantity: 1 }], {
        name: 'Ada',
        state: 'Lagos',
        country: 'Nigeria',
        localGvt: 'Yaba',
        street: '1 Road',
        phoneNumber: '08000000000',
      }),
    });
    const { reference } = await createCompletedTransaction(ctx, {
      email: 'buyer@bukka.test',
      amount: ctx.db.orders.get(_id)!.totalKobo,
    });
    await payOrder(ctx, { orderId: _id, reference });
    // Far past the demo vendor's longest wait for a simulated order (120 s simulated).
    await run(world, 120);
    expect(ctx.db.orders.get(_id)).toMatchObject({ isTaken: null, isCancelled: false });
    // The seed's paid order waiting at the demo vendor stays in the pending tab too.
    expect(vendorTabs(world).pending).toBeGreaterThan(0);
    await takeOrder(ctx, { actorId: ids.vendor, storeId: ids.vendor, orderId: _id });
    await run(world, 80);
    expect(ctx.db.orders.get(_id)).toMatchObject({ isDelivered: true, isCancelled: false });
  });

  it('starts over after a world reset', async () => {
    const world = await createTestWorld(1);
    await run(world, 60);
    expect(simulatorStatus(world.ctx).placed).toBeGreaterThan(0);
    await world.reset(1);
    expect(simulatorStatus(world.ctx)).toMatchObject({ ticks: 0, placed: 0, following: 0 });
    await run(world, 60);
    expect(worldViolations(world.ctx)).toEqual([]);
  });
});
