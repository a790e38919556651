import { describe, expect, it } from 'vitest';
import { createFixedClock } from '../domain/plumbing/clock.ts';
import { createWorld, type WorldSource } from './create-world.ts';

// A running world comes whole out of createWorld: its id, its settings over the source's, and
// its simulator's driver, which the handle stops.

const empty: WorldSource = { kind: 'loader', load: async () => {} };

describe('createWorld', () => {
  it('applies the settings after the source and owns the simulator’s driver', async () => {
    const world = await createWorld(
      {
        seed: 1,
        clock: createFixedClock(0),
        worldId: 'w1',
        checkout: 'wallet',
        simulator: { on: true, speed: 5, demand: 3 },
      },
      empty,
    );
    expect(world.ctx.worldId).toBe('w1');
    expect(world.ctx.options.checkout).toBe('wallet');
    expect(world.ctx.simulator).toEqual({ on: true, speed: 5, demand: 3 });
    world.stop();
  });

  it('without simulator settings leaves the simulator as the source made it, with no driver', async () => {
    const world = await createWorld({ seed: 1, clock: createFixedClock(0) }, empty);
    expect(world.ctx.worldId).toBe('default');
    expect(world.ctx.simulator).toEqual({ on: false, speed: 1, demand: 1 });
    expect(() => world.stop()).not.toThrow();
  });
});
