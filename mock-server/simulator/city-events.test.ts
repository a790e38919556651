import { describe, expect, it } from 'vitest';
import { orderBody } from '#tests/support/mock/order-body.ts';
import { createTestWorld } from '#tests/support/mock/test-world.ts';
import { createOrder, takeOrder } from '../domain/orders.ts';
import { addFault } from '../domain/plumbing/faults.ts';
import {
  completeTransaction,
  createCompletedTransaction,
  initializeTransaction,
} from '../domain/provider.ts';
import { bankTransfer } from '../domain/wallet.ts';
import {
  CITY_EVENT_TYPES,
  type CityEvent,
  cityEventsAfter,
  cityListenerCount,
  EVENT_LOG_SIZE,
  onCityEvent,
} from './city-events.ts';
import { observeOrders } from './city-observer.ts';
import { throughput } from './city-throughput.ts';
import { simulatorMemory } from './simulator-memory.ts';
import { stepSimulator } from './simulator-step.ts';

const MIN = 60_000;

describe('throughput', () => {
  const placed = (simMs: number, kobo = 100_00) => ({ simMs, type: 'placed' as const, kobo });
  const paid = (simMs: number, kobo: number) => ({ simMs, type: 'paid' as const, kobo });

  it('counts orders per simulated minute and paid GMV over the last 10 simulated minutes', () => {
    const samples = [
      placed(1 * MIN),
      paid(1.5 * MIN, 5_000_00),
      placed(12 * MIN),
      placed(13 * MIN),
      paid(14 * MIN, 2_500_00),
      placed(20 * MIN),
      paid(20 * MIN, 1_000_00),
    ];
    expect(throughput(samples, 20 * MIN)).toEqual({
      windowMinutes: 10,
      placed: 3,
      paid: 2,
      ordersPerMinute: 0.3,
      gmvKobo: 3_500_00,
    });
  });

  it('uses the time elapsed when the simulation is younger than the window', () => {
    const samples = [placed(10_000), placed(20_000), placed(30_000), paid(40_000, 700_00)];
    expect(throughput(samples, 2 * MIN)).toMatchObject({
      windowMinutes: 2,
      ordersPerMinute: 1.5,
      gmvKobo: 700_00,
    });
    // Never divides by less than a minute.
    expect(throughput([placed(1_000)], 5_000).ordersPerMinute).toBe(1);
    expect(throughput([], 0)).toMatchObject({ placed: 0, ordersPerMinute: 0, gmvKobo: 0 });
  });
});

describe('the city event feed', { timeout: 30_000 }, () => {
  it('reports the simulated city: placed, paid, accepted, rider assigned, delivered, in order', async () => {
    const world = await createTestWorld(2);
    const seen: CityEvent[] = [];
    const stop = onCityEvent(world.ctx, (e) => seen.push(e));
    for (let i = 0; i < 200; i++) await stepSimulator(world.ctx, 5_000);
    stop();
    const types = new Set(seen.map((e) => e.type));
    for (const type of ['placed', 'paid', 'accepted', 'rider-assigned', 'delivered'] as const)
      expect(types).toContain(type);
    for (const e of seen) expect(CITY_EVENT_TYPES).toContain(e.type);
    expect(seen.map((e) => e.seq)).toEqual(seen.map((_, i) => i + 1));
    // Per order, the events come in the order life has them.
    const rank = { placed: 0, paid: 1, accepted: 2, 'rider-assigned': 3, delivered: 4 } as Record<
      string,
      number
    >;
    const byOrder = new Map<string, number[]>();
    for (const e of seen)
      if (e.type in rank && e.orderId)
        byOrder.set(e.orderId, [...(byOrder.get(e.orderId) ?? []), rank[e.type]!]);
    for (const ranks of byOrder.values()) expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    const delivered = seen.find((e) => e.type === 'delivered' && e.rider)!;
    const order = world.ctx.db.orders.get(delivered.orderId)!;
    expect(world.ctx.db.users.get(order.riderId!)?.name).toBe(delivered.rider);
    expect(delivered.text).toMatch(/^Order [0-9a-f]{6} delivered to .+ by .+$/);
    expect(cityListenerCount(world.ctx)).toBe(0);
  });

  it("reports a person's order and the store's acceptance, but not the seeded history", async () => {
    const world = await createTestWorld(1);
    const { ctx, ids } = world;
    observeOrders(ctx);
    expect(cityEventsAfter(ctx, 0)).toEqual([]);
    const store = ids.stores[2]!;
    const { _id } = await createOrder(ctx, {
      actorId: ids.buyer,
      buyerId: ids.buyer,
      storeId: store,
      body: orderBody(ctx, store),
    });
    observeOrders(ctx);
    const [placed] = cityEventsAfter(ctx, 0);
    expect(placed).toMatchObject({
      type: 'placed',
      orderId: _id,
      byPerson: true,
      buyer: 'Adaeze Okafor',
    });
    expect(placed!.text).toContain('placed in the app by Adaeze Okafor');
    await ctx.db.orders.patch(_id, (o) => {
      o.isPaid = true;
    });
    await takeOrder(ctx, { actorId: store, storeId: store, orderId: _id });
    observeOrders(ctx);
    expect(cityEventsAfter(ctx, placed!.seq).map((e) => e.type)).toEqual(['paid', 'accepted']);
  });

  it("reports a person's declined card and bank transfer like the city's, with whom to sign in as", async () => {
    const world = await createTestWorld(1);
    const { ctx, ids } = world;
    observeOrders(ctx);
    const store = ids.stores[2]!;
    const { _id: orderId } = await createOrder(ctx, {
      actorId: ids.buyer,
      buyerId: ids.buyer,
      storeId: store,
      body: orderBody(ctx, store),
    });
    const order = ctx.db.orders.get(orderId)!;
    const buyer = ctx.db.users.get(ids.buyer)!;
    // The app's Pay Now: the provider's checkout with the order in the metadata; the card is declined.
    const { accessCode } = await initializeTransaction(ctx, {
      key: 'pk_test_mock',
      email: buyer.email,
      amount: order.totalKobo,
      metadata: { orderId },
    });
    await completeTransaction(ctx, { accessCode, outcome: 'failed' });
    // A script's finished payment names no order: nothing to say about an order.
    await createCompletedTransaction(ctx, { email: buyer.email, amount: 500_00, status: 'failed' });
    // The panel's bank transfer into the buyer's wallet account.
    const account = ctx.db.accounts.first('user', ids.buyer)!;
    await bankTransfer(ctx, account.accountNumber, 2_500_00);
    observeOrders(ctx);
    const events = cityEventsAfter(ctx, 0);
    expect(events.map((e) => e.type)).toEqual(['placed', 'payment-failed', 'wallet-transfer']);
    const storeUser = ctx.db.users.get(store)!;
    expect(events[1]).toMatchObject({
      orderId,
      byPerson: true,
      buyerEmail: buyer.email,
      storeEmail: storeUser.email,
    });
    expect(events[1]!.text).toMatch(
      /^Order [0-9a-f]{6}: card payment failed at .+ \(card declined in the app\)$/,
    );
    expect(events[2]).toMatchObject({ byPerson: true, amountKobo: 2_500_00, buyer: buyer.name });
    expect(events[2]!.orderId).toBeUndefined();
    expect(events[2]!.text).toBe(`Bank transfer of N2,500.00 into ${buyer.name}'s wallet`);
  });

  it("does not report the simulator's own top-ups and declines as a person's", async () => {
    const world = await createTestWorld(2, { checkout: 'wallet' });
    const seen: CityEvent[] = [];
    const stop = onCityEvent(world.ctx, (e) => seen.push(e));
    for (let i = 0; i < 60; i++) await stepSimulator(world.ctx, 5_000);
    stop();
    expect(simulatorMemory(world.ctx).stats.placed).toBeGreaterThan(3);
    expect(world.ctx.db.transactions.all().some((t) => t.kind === 'deposit')).toBe(true);
    expect(seen.some((e) => e.type === 'placed')).toBe(true);
    expect(seen.filter((e) => e.type === 'wallet-transfer')).toEqual([]);
    expect(seen.filter((e) => e.type === 'payment-failed' && e.byPerson)).toEqual([]);
    expect(simulatorMemory(world.ctx).city.moneyNews).toEqual([]);
  });

  it('keeps a bounded log and starts over after a reset', async () => {
    const world = await createTestWorld(4);
    await world.ctx.serial(async () => undefined);
    for (let i = 0; i < 400 && simulatorMemory(world.ctx).city.seq <= EVENT_LOG_SIZE; i++)
      await stepSimulator(world.ctx, 20_000);
    expect(simulatorMemory(world.ctx).city.seq).toBeGreaterThan(EVENT_LOG_SIZE);
    expect(cityEventsAfter(world.ctx, 0)).toHaveLength(EVENT_LOG_SIZE);
    expect(
      simulatorMemory(world.ctx).city.samples.every(
        (s) => s.simMs >= simulatorMemory(world.ctx).simulatedMs - 10 * MIN,
      ),
    ).toBe(true);
    await world.reset(4);
    expect(cityEventsAfter(world.ctx, 0)).toEqual([]);
  });

  it('fails simulated card payments while card checks are faulted', async () => {
    const world = await createTestWorld(2);
    addFault(world.ctx, { method: 'POST', path: '/api/pay', status: 503, message: 'down' });
    const seen: CityEvent[] = [];
    const stop = onCityEvent(world.ctx, (e) => seen.push(e));
    for (let i = 0; i < 60; i++) await stepSimulator(world.ctx, 5_000);
    stop();
    const failed = seen.filter((e) => e.type === 'payment-failed');
    expect(failed.length).toBeGreaterThan(2);
    expect(failed[0]!.text).toContain('card checks are down: 503 down');
    expect(seen.filter((e) => e.type === 'paid' && !e.byPerson)).toEqual([]);
    expect(world.ctx.faults).toHaveLength(1); // peeked, not consumed
  });
});
