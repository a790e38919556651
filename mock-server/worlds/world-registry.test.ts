import { afterEach, describe, expect, it, vi } from 'vitest';
import { snapshotFrame } from '#tests/support/mock/snapshot-frame.ts';
import { createFixedClock } from '../domain/plumbing/clock.ts';
import { createCtx } from '../domain/plumbing/context.ts';
import { createWorldRegistry, type WorldRegistry } from './world-registry.ts';

// The registry owns every running world, the default one included: dropping, expiry and the
// app's close end a world the same way (its driver stops, its open streams end).

let registry: WorldRegistry | undefined;
afterEach(() => registry?.close());

const defaultWorld = (log?: (line: string) => void) => ({
  ctx: createCtx({ seed: 1, clock: createFixedClock(0), log }),
  ids: undefined,
  stop: vi.fn(),
});

// Seeding loads the seed's modules on first use: slow on a loaded machine.
describe('world registry: who ends a world', { timeout: 30_000 }, () => {
  it('closing ends every world: the made ones (their streams end) and the default one', async () => {
    const base = defaultWorld();
    registry = createWorldRegistry(base, { sweepEveryMs: 0 });
    const made = await registry.create({ stores: 2 });
    const ended = vi.fn();
    if (!made.served.ok) throw new Error('a made world is served');
    made.served.whenDropped?.(ended);
    registry.close();
    expect(ended).toHaveBeenCalledTimes(1);
    expect(base.stop).toHaveBeenCalledTimes(1);
    expect(registry.size).toBe(0);
  });

  it('dropping a made world ends it and leaves the default one running', async () => {
    const base = defaultWorld();
    registry = createWorldRegistry(base, { sweepEveryMs: 0 });
    const made = await registry.create({ stores: 2, simulator: true });
    const ended = vi.fn();
    if (made.served.ok) made.served.whenDropped?.(ended);
    registry.drop(made.id);
    expect(ended).toHaveBeenCalledTimes(1);
    expect(made.ctx.simulator.on).toBe(false);
    expect(registry.get(made.id)).toBeUndefined();
    expect(base.stop).not.toHaveBeenCalled();
  });
});

/** Yields to the event loop at every slice: builds running at once interleave as much as they can. */
const everySlice = () => () => new Promise<void>((resolve) => setImmediate(resolve));

describe('world registry: big builds take turns', { timeout: 60_000 }, () => {
  it('builds one big world at a time, in the order asked; a small one at once beside them', async () => {
    const lines: string[] = [];
    registry = createWorldRegistry(
      defaultWorld((line) => lines.push(line)),
      {
        sweepEveryMs: 0,
        pace: everySlice,
      },
    );
    // 600 stores: ~9 MB, a big build; 2 stores: a small one.
    const [first, second, small] = await Promise.all([
      registry.create({ id: 'big-1', stores: 600 }),
      registry.create({ id: 'big-2', stores: 600 }),
      registry.create({ id: 'small', stores: 2 }),
    ]);
    const events = lines
      .filter((line) => line.startsWith('[worlds] '))
      .map((line) => line.replace(/ (in|waited) \d+ ms.*/, ' $1'));
    expect(events).toEqual([
      '[worlds] created small from seed in',
      '[worlds] created big-1 from seed in',
      '[worlds] big-2 waited',
      '[worlds] created big-2 from seed in',
    ]);
    expect(second.ctx.db.users.size).toBe(first.ctx.db.users.size);
    expect(small.ctx.db.users.size).toBeLessThan(first.ctx.db.users.size);
  });

  it('a refused big build leaves the line: the next one is built', async () => {
    registry = createWorldRegistry(defaultWorld(), { sweepEveryMs: 0, pace: everySlice });
    // 4,000 records that are no users: read as a big world's, refused at its first records.
    const bad = snapshotFrame({ users: Array.from({ length: 4_000 }, () => ({})) });
    const [refused, made] = await Promise.allSettled([
      registry.create({ snapshot: bad }),
      registry.create({ stores: 600 }),
    ]);
    expect(refused.status).toBe('rejected');
    expect(made.status).toBe('fulfilled');
    expect(registry.size).toBe(1);
  });
});
