import { describe, expect, it } from 'vitest';
import { seededSecrets } from '#tests/support/mock/seeded-secrets.ts';
import { exportRecords } from '../db/db-records.ts';
import { createFixedClock } from '../domain/plumbing/clock.ts';
import { createWorld } from '../worlds/create-world.ts';
import { type Pace, sharedTurns } from './pace.ts';

// A world the registry makes is seeded in slices that let the event loop run (so
// other worlds are answered meanwhile). Pacing changes when the seeding runs, never what it makes:
// the same seed gives the same world, byte for byte, as the one-go seeding the browser's demo and
// the default world use — even with other worlds seeded in between its slices. (Payment
// references come from the world's secrets, random in a running mock: repeatable ones here.)

const START = Date.parse('2026-11-25T09:00:00Z');

async function seeded(seed: number, stores: number, pace?: Pace) {
  const { ctx, ids } = await createWorld(
    { seed, clock: createFixedClock(START), options: { stores }, secrets: seededSecrets('paced') },
    { kind: 'seed' },
    pace,
  );
  return JSON.stringify({ ids, rng: ctx.rng.state(), records: exportRecords(ctx.db) });
}

/** Yields to the event loop at every slice: the most interleaving there can be. */
const everySlice: Pace = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('a world seeded in slices', { timeout: 120_000 }, () => {
  for (const stores of [48, 700]) {
    it(`is the world of its seed, byte for byte (${stores} stores)`, async () => {
      const inOneGo = await seeded(7, stores);
      let slices = 0;
      const counted: Pace = () => {
        slices++;
        return everySlice();
      };
      // Other worlds seeded at the same time, their slices between this one's; two of them
      // taking turns as the registry's worlds do.
      const turns = sharedTurns(0);
      const [paced, other, turned] = await Promise.all([
        seeded(7, stores, counted),
        seeded(8, stores, everySlice),
        seeded(7, stores, turns()),
        seeded(9, stores, turns()),
      ]);
      expect(turned).toBe(inOneGo);
      expect(slices).toBeGreaterThan(stores);
      expect(paced).toBe(inOneGo);
      expect(other).not.toBe(inOneGo);
    });
  }
});
