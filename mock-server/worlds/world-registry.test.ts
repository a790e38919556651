import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFixedClock } from '../domain/plumbing/clock.ts';
import { createCtx } from '../domain/plumbing/context.ts';
import { createWorldRegistry, type WorldRegistry } from './world-registry.ts';

// The registry owns every running world, the default one included: dropping, expiry and the
// app's close end a world the same way (its driver stops, its open streams end).

let registry: WorldRegistry | undefined;
afterEach(() => registry?.close());

const defaultWorld = () => ({
  ctx: createCtx({ seed: 1, clock: createFixedClock(0) }),
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
