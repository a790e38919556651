// The order answer follows the order to the door: mock-only, optional fields that
// the hosted profile leaves out.
import { describe, expect, it } from 'vitest';
import { createTestWorld, type TestWorld } from '#tests/support/mock/test-world.ts';
import { listOrders, orderDetails } from '../domain/order-views.ts';
import { createOrder } from '../domain/orders.ts';
import { payOrder } from '../domain/payments.ts';
import { createCompletedTransaction } from '../domain/provider.ts';
import { checkoutBody } from '../seed/sample-checkout.ts';
import { withCityRows, withRiderPosition } from './order-tracking.ts';
import { simulatorMemory, simulatorStatus } from './simulator-memory.ts';
import { stepSimulator } from './simulator-step.ts';

/** Ticks until some order is on the road; its id. */
async function orderOnTheRoad(world: TestWorld): Promise<string> {
  for (let i = 0; i < 400; i++) {
    await stepSimulator(world.ctx, 5_000);
    const [moving] = simulatorMemory(world.ctx).trips.keys();
    if (moving) return moving;
  }
  throw new Error(`no order was picked up: ${JSON.stringify(simulatorStatus(world.ctx))}`);
}

const view = (world: TestWorld, orderId: string) => {
  const order = world.ctx.db.orders.get(orderId)!;
  const answer = orderDetails(world.ctx, order.buyerId, orderId, order.buyerId);
  return withRiderPosition(world.ctx, answer).details as Record<string, unknown>;
};

describe('order tracking in the order answer', { timeout: 60_000 }, () => {
  it('says status, times, rider and the rider’s position while on the way, then delivered', async () => {
    const world = await createTestWorld(1);
    const orderId = await orderOnTheRoad(world);
    const onTheWay = view(world, orderId);
    expect(onTheWay.status).toBe('on-the-way');
    expect(onTheWay.acceptedAt).toEqual(expect.any(String));
    expect(onTheWay.pickedUpAt).toEqual(expect.any(String));
    expect(onTheWay.rider).toMatchObject({ _id: expect.any(String), name: expect.any(String) });
    expect(onTheWay.riderPosition).toMatchObject({
      lat: expect.any(Number),
      lon: expect.any(Number),
      progress: expect.any(Number),
    });
    // The map's three places and the way over the roads.
    const trip = simulatorMemory(world.ctx).trips.get(orderId)!;
    expect(onTheWay.riderRoute).toEqual({
      store: { lat: expect.any(Number), lon: expect.any(Number), name: trip.storeName },
      destination: { lat: expect.closeTo(trip.to.lat, 4), lon: expect.closeTo(trip.to.lon, 4) },
      path: trip.path.map((p) => [expect.closeTo(p.lat, 4), expect.closeTo(p.lon, 4)]),
    });
    for (let i = 0; i < 100 && !world.ctx.db.orders.get(orderId)?.isDelivered; i++) {
      await stepSimulator(world.ctx, 5_000);
    }
    const delivered = view(world, orderId);
    if (world.ctx.db.orders.get(orderId)?.isCancelled) {
      expect(delivered.status).toBe('cancelled');
      return;
    }
    expect(delivered.status).toBe('delivered');
    expect(delivered.deliveredAt).toEqual(expect.any(String));
    expect(delivered.rider).toEqual(onTheWay.rider);
    expect(delivered).not.toHaveProperty('riderPosition');
    // The steps on the city's clock: minutes apart, though the wall clock barely moved.
    const minutes = delivered.cityMinutes as Record<string, number> | undefined;
    if (minutes) {
      expect(minutes.delivered).toBeGreaterThan(minutes.pickedUp ?? 0);
      expect(minutes.delivered! - minutes.pickedUp!).toBeGreaterThanOrEqual(13);
    }
  });

  it('tells the steps of an order the city saw placed in the city’s minutes', async () => {
    const world = await createTestWorld(1);
    let seen: Record<string, number> | undefined;
    for (let i = 0; i < 400 && !seen?.delivered; i++) {
      await stepSimulator(world.ctx, 5_000);
      for (const id of simulatorMemory(world.ctx).stepTimes.keys()) {
        const m = view(world, id).cityMinutes as Record<string, number> | undefined;
        if (m?.delivered !== undefined && m.pickedUp !== undefined && m.accepted !== undefined) {
          seen = m;
          break;
        }
      }
    }
    expect(seen).toBeDefined();
    // A ride is 40–150 simulated seconds: 13–50 of the city's minutes.
    expect(seen!.delivered! - seen!.pickedUp!).toBeGreaterThanOrEqual(13);
    expect(seen!.delivered! - seen!.pickedUp!).toBeLessThanOrEqual(51);
    expect(seen!.pickedUp!).toBeGreaterThanOrEqual(seen!.accepted!);
  });

  it('a person’s placing and paying are never on the city’s clock: only the ride is', async () => {
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
    // The city runs on for 150 simulated seconds (50 of its minutes) while the buyer pays.
    for (let i = 0; i < 30; i++) await stepSimulator(ctx, 5_000);
    const { reference } = await createCompletedTransaction(ctx, {
      email: 'buyer@bukka.test',
      amount: ctx.db.orders.get(_id)!.totalKobo,
    });
    await payOrder(ctx, { orderId: _id, reference });
    for (let i = 0; i < 100 && !ctx.db.orders.get(_id)?.isDelivered; i++) {
      await stepSimulator(ctx, 5_000);
    }
    expect(ctx.db.orders.get(_id)?.isDelivered).toBe(true);
    const minutes = view(world, _id).cityMinutes as Record<string, number>;
    expect(Object.keys(minutes).sort()).toEqual(['accepted', 'delivered', 'pickedUp']);
    expect(minutes.accepted).toBe(0);
    expect(minutes.delivered! - minutes.pickedUp!).toBeGreaterThanOrEqual(13);
  });

  it('placed → paid → accepted as the order moves', async () => {
    const world = await createTestWorld(1);
    const fresh = world.ctx.db.orders.all().find((o) => !o.isPaid && !o.isCancelled);
    expect(fresh && view(world, fresh._id).status).toBe('placed');
    const paid = world.ctx.db.orders
      .all()
      .find((o) => o.isPaid && o.isTaken == null && !o.isCancelled);
    expect(paid && view(world, paid._id).status).toBe('paid');
  });

  it('says handledBy city while the running simulator will decide the order itself', async () => {
    const world = await createTestWorld(1);
    const decided = () =>
      [...simulatorMemory(world.ctx).plans.values()].find((plan) => {
        const order = world.ctx.db.orders.get(plan.orderId);
        return plan.simulated && order?.isTaken == null && !order?.isCancelled;
      });
    for (let i = 0; i < 100 && !decided(); i++) await stepSimulator(world.ctx, 5_000);
    const plan = decided();
    expect(plan).toBeDefined();
    // The simulator is stepped by hand here: off, nothing will decide it.
    expect(view(world, plan!.orderId)).not.toHaveProperty('handledBy');
    world.ctx.simulator.on = true;
    expect(view(world, plan!.orderId).handledBy).toBe('city');
    // A person's order at the demo vendor's store is the presenter's call.
    const people = world.ctx.db.orders
      .all()
      .find(
        (o) =>
          o.storeId === world.ids.vendor &&
          o.isTaken == null &&
          !o.isCancelled &&
          simulatorMemory(world.ctx).plans.get(o._id)?.simulated === false,
      );
    if (people) expect(view(world, people._id)).not.toHaveProperty('handledBy');
    world.ctx.simulator.on = false;
  });

  it('marks the same orders handledBy city in the orders list, the store’s own left unmarked', async () => {
    const world = await createTestWorld(1);
    for (let i = 0; i < 40; i++) await stepSimulator(world.ctx, 5_000);
    const vendor = world.ids.vendor;
    const rows = () => withCityRows(world.ctx, listOrders(world.ctx, vendor, vendor, 'all')).orders;
    expect(rows().filter((r) => 'handledBy' in r)).toEqual([]);
    world.ctx.simulator.on = true;
    const marked = rows().filter((r) => 'handledBy' in r);
    expect(marked.length).toBeGreaterThan(0);
    for (const row of rows()) {
      expect((row as { handledBy?: string }).handledBy, row._id).toBe(
        view(world, row._id).handledBy,
      );
    }
    world.ctx.simulator.on = false;
  });

  it('the hosted profile sends none of it', async () => {
    const world = await createTestWorld(1, { profile: 'hosted', hangMs: 300 });
    const orderId = await orderOnTheRoad(world);
    const details = view(world, orderId);
    for (const field of [
      'status',
      'acceptedAt',
      'pickedUpAt',
      'deliveredAt',
      'rider',
      'riderPosition',
      'riderRoute',
      'cityMinutes',
    ]) {
      expect(details, field).not.toHaveProperty(field);
    }
  });
});
