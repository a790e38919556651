// Who the city feed says did it: a person (the app, the panel, a script) or the simulator. The
// Fastify mock and the static demo run the same feed, the demo over a world it restores from a
// snapshot (IndexedDB, or the world made at build time): the same rule must hold over both.
import { describe, expect, it } from 'vitest';
import { orderBody } from '#tests/support/mock/order-body.ts';
import { createTestWorld } from '#tests/support/mock/test-world.ts';
import { createOrder, takeOrder } from '../domain/orders.ts';
import { createFixedClock } from '../domain/plumbing/clock.ts';
import type { Ctx } from '../domain/plumbing/context.ts';
import { captureSnapshot, readSnapshot, snapshotDocument } from '../state/snapshot-document.ts';
import { createWorld } from '../worlds/create-world.ts';
import { type CityEvent, onCityEvent } from './city-events.ts';
import { observeOrders } from './city-observer.ts';
import { stepSimulator } from './simulator-step.ts';

async function steps(ctx: Ctx, count: number): Promise<void> {
  for (let i = 0; i < count; i++) await stepSimulator(ctx, 5_000);
}

function listen(ctx: Ctx): CityEvent[] {
  const seen: CityEvent[] = [];
  onCityEvent(ctx, (e) => seen.push(e));
  return seen;
}

const persons = (seen: CityEvent[]) =>
  seen.filter((e) => e.byPerson).map((e) => [e.type, e.orderId]);

describe('the city feed marks as a person’s only what a person did', { timeout: 60_000 }, () => {
  it('the city moving the seeded orders and a person’s order is the city’s', async () => {
    const { ctx, ids } = await createTestWorld(1);
    observeOrders(ctx);
    const seen = listen(ctx);
    await steps(ctx, 20);
    const elsewhere = ids.stores[2]!;
    const { theirs, presenters } = await ctx.serial(async () => {
      const at = (storeId: string) =>
        createOrder(ctx, {
          actorId: ids.buyer,
          buyerId: ids.buyer,
          storeId,
          body: orderBody(ctx, storeId),
        });
      const paid = async (storeId: string) => {
        const order = await at(storeId);
        await ctx.db.orders.patch(order._id, (o) => {
          o.isPaid = true;
        });
        return order;
      };
      const other = await paid(elsewhere);
      const mine = await paid(ids.vendor);
      await takeOrder(ctx, { actorId: ids.vendor, storeId: ids.vendor, orderId: mine._id });
      return { theirs: other._id, presenters: mine._id };
    });
    await steps(ctx, 60);
    // The city did move orders it did not place (the seed's) and the person's ones.
    const cityMoves = seen.filter((e) => !e.byPerson && e.type !== 'placed' && e.type !== 'paid');
    expect(cityMoves.some((e) => e.orderId === theirs && e.type === 'accepted')).toBe(true);
    expect(cityMoves.some((e) => e.orderId === presenters && e.type === 'rider-assigned')).toBe(
      true,
    );
    expect(persons(seen)).toEqual([
      ['placed', theirs],
      ['paid', theirs],
      ['placed', presenters],
      ['paid', presenters],
      ['accepted', presenters],
    ]);
  });

  it('the city moving the orders of a restored world is the city’s (the static demo)', async () => {
    const { ctx } = await createTestWorld(1);
    await steps(ctx, 30);
    const read = await readSnapshot(
      JSON.parse(JSON.stringify(snapshotDocument(ctx, captureSnapshot(ctx)))),
    );
    if (!read.ok) throw new Error(read.problems[0]?.message);
    const restored = await createWorld(
      { seed: 1, clock: createFixedClock(ctx.clock.now()) },
      { kind: 'snapshot', snapshot: read.snapshot },
    );
    observeOrders(restored.ctx);
    const seen = listen(restored.ctx);
    await steps(restored.ctx, 40);
    expect(seen.filter((e) => e.type === 'rider-assigned').length).toBeGreaterThan(2);
    expect(persons(seen)).toEqual([]);
  });
});
