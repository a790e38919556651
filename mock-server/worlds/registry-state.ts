import type { Clock } from '../domain/plumbing/clock.ts';
import type { Ctx } from '../domain/plumbing/context.ts';
import type { Secrets } from '../domain/plumbing/secrets.ts';
import type { Pace } from '../seed/pace.ts';
import type { BuildLine } from './build-line.ts';
import type { collectAfterDrops, createMemoryBudget } from './world-budget.ts';
import type { World } from './world-info.ts';
import { forgetKept, type KeepOptions } from './world-keep.ts';

/**
 * What a world registry holds (`world-registry.ts` makes it; `world-create.ts` adds to it): the
 * default world, the made ones (each owning its running world), the limits and what counts
 * against them.
 */
export type RegistryState = {
  readonly base: Ctx;
  readonly defaultWorld: World;
  /** The made worlds, oldest first. */
  readonly worlds: Map<string, World>;
  readonly ttlMs: number;
  readonly maxWorlds: number;
  readonly budget: ReturnType<typeof createMemoryBudget>;
  readonly collector: ReturnType<typeof collectAfterDrops>;
  readonly pace: () => Pace;
  readonly now: () => number;
  readonly newClock: () => Clock;
  /** Draws the new worlds' ids. */
  readonly ids: Secrets;
  /** Starts every id this process mints (`--replica-id r1` → `r1-`; else empty). */
  readonly idPrefix: string;
  /** Where made worlds are kept (`--state DIR --keep-worlds`), if they are. */
  readonly keep: KeepOptions | undefined;
  /** Big builds, one at a time (`build-line.ts`): those waiting their turn, and the one running. */
  readonly line: BuildLine;
  /** Worlds being built or waiting their turn: they count against the limits before they exist. */
  building: number;
  /** Kept worlds not loaded yet after a start (`--keep-worlds`): they answer 503 meanwhile. */
  readonly restoring: Set<string>;
  /** The app is closing: no new world. */
  closed: boolean;
};

/**
 * The one way a world ends, the default one included (when the app closes): its simulator's
 * driver stops and its open streams end.
 */
export function endWorld(world: World): void {
  world.stop();
  const listeners = [...world.dropListeners];
  world.dropListeners.clear();
  for (const listener of listeners) listener();
}

/** Drops the made world `id` (`endWorld`); false if there is none. */
export function dropWorld(state: RegistryState, id: string): boolean {
  const world = state.worlds.get(id);
  if (!world) return false;
  state.worlds.delete(id);
  world.ctx.simulator.on = false;
  endWorld(world);
  if (state.keep && world.kept) {
    forgetKept(state.keep, id, world.kept).catch((error: Error) =>
      state.base.log(`[worlds] could not delete the kept world ${id}: ${error.message}`),
    );
  }
  state.base.log(`[worlds] dropped ${id}`);
  state.collector.soon();
  return true;
}

/** Drops every world idle for longer than the TTL; answers their ids. */
export function sweepIdle(state: RegistryState, at = state.now()): string[] {
  const expired = [...state.worlds.values()]
    .filter((w) => at - w.lastUsedAt > state.ttlMs)
    .map((w) => w.id);
  for (const id of expired) dropWorld(state, id);
  return expired;
}
