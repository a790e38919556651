// The simulated city is the same for the same seed: every event, its words and its moment, and
// every counter, tick after tick. The fixtures were recorded before the behaviours became records
// (mock-server/simulator/behaviours/), so a change of an rng draw's place or order shows here as a
// changed line. A deliberate change of the city (a new behaviour, other odds) re-records them:
// `npx vitest run mock-server/simulator/simulator-replay -u`, and the diff says what changed.
import { describe, expect, it } from 'vitest';
import { orderBody } from '#tests/support/mock/order-body.ts';
import { seededSecrets } from '#tests/support/mock/seeded-secrets.ts';
import { createTestWorld } from '#tests/support/mock/test-world.ts';
import { createOrder, takeOrder } from '../domain/orders.ts';
import { addFault } from '../domain/plumbing/faults.ts';
import { type CityEvent, onCityEvent } from './city-events.ts';
import { simulatorStatus } from './simulator-memory.ts';
import { stepSimulator } from './simulator-step.ts';

const TICKS = 320;

/** One line per event, then the counters: what a replay must reproduce byte for byte. */
async function cityLog(
  seed: number,
  options: { checkout?: 'wallet'; outage?: [number, number]; person?: boolean } = {},
): Promise<string> {
  const world = await createTestWorld(
    seed,
    options.checkout ? { checkout: options.checkout } : {},
    { secrets: seededSecrets('replay') },
  );
  const seen: CityEvent[] = [];
  const stop = onCityEvent(world.ctx, (e) => seen.push(e));
  for (let tick = 0; tick < TICKS; tick++) {
    if (options.outage?.[0] === tick) {
      addFault(world.ctx, { method: 'POST', path: '/api/pay', status: 503, message: 'down' });
    }
    if (options.outage?.[1] === tick) world.ctx.faults.length = 0;
    if (options.person && tick === 40) {
      // A person's orders at the presenter's store and elsewhere: the city watches, takes over.
      const { vendor, buyer } = world.ids;
      await world.ctx.serial(async () => {
        const mine = await createOrder(world.ctx, {
          actorId: buyer,
          buyerId: buyer,
          storeId: vendor,
          body: orderBody(world.ctx, vendor),
        });
        await takeOrder(world.ctx, { actorId: vendor, storeId: vendor, orderId: mine._id });
        await createOrder(world.ctx, {
          actorId: buyer,
          buyerId: buyer,
          storeId: vendor,
          body: orderBody(world.ctx, vendor),
        });
      });
    }
    await stepSimulator(world.ctx, 5_000);
  }
  stop();
  const lines = seen.map(
    (e) =>
      `${e.seq} ${e.simMs} ${e.type}${e.byPerson ? ' person' : ''} ${e.rider ?? '-'} ${e.text}`,
  );
  return `${lines.join('\n')}\n${JSON.stringify(simulatorStatus(world.ctx), null, 1)}\n`;
}

describe('the simulated city replays byte for byte', { timeout: 120_000 }, () => {
  it.each([
    ['seed 1', 1, {}],
    ['seed 7, card checks down from tick 60 to 140', 7, { outage: [60, 140] as [number, number] }],
    [
      'seed 42, wallet checkout, a person orders at the presenter’s store',
      42,
      {
        checkout: 'wallet' as const,
        person: true,
      },
    ],
  ])('%s', async (_name, seed, options) => {
    await expect(await cityLog(seed, options)).toMatchFileSnapshot(
      `./__fixtures__/city-replay-seed-${seed}.txt`,
    );
  });
});
