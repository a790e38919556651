import type { StateKeeper } from '../state/state-dir.ts';
import { createWorld } from './create-world.ts';
import type { RegistryState } from './registry-state.ts';
import { servedFor } from './world-create.ts';
import type { World } from './world-info.ts';
import { keptWorlds, reopenKept } from './world-keep.ts';

/**
 * At start (`--state DIR --keep-worlds`): every world kept in DIR/worlds comes back under its id,
 * from its world.json and journal, with the settings it was made with; answers how many. A kept
 * world whose files cannot be read is kept aside as the default world's are, and seeded afresh.
 */
export async function restoreKept(state: RegistryState): Promise<number> {
  const { keep, base, worlds } = state;
  if (!keep) return 0;
  const kept = await keptWorlds(keep);
  for (const { id, settings } of kept) {
    const began = performance.now();
    const log = (line: string) => base.log(`[world ${id}] ${line}`);
    let keeper: StateKeeper | undefined;
    const made = await createWorld(
      {
        seed: base.seed,
        clock: state.newClock(),
        options: {
          checkout: base.options.checkout,
          stores: base.options.stores,
          profile: settings.profile,
          hangMs: base.profile.hangMs,
          checkAnswers: base.options.checkAnswers,
        },
        log,
        worldId: id,
        simulator: { ...settings.simulator, demand: base.simulator.demand },
      },
      {
        kind: 'loader',
        load: async (ctx, seed) => {
          keeper = await reopenKept(keep, id, ctx, seed, log);
        },
      },
    );
    const at = state.now();
    const dropListeners = new Set<() => void>();
    const world: World = {
      ...made,
      id,
      createdAt: settings.createdAt,
      lastUsedAt: at,
      from: settings.from,
      buildMs: Math.round(performance.now() - began),
      served: servedFor(made.ctx, dropListeners),
      dropListeners,
      kept: keeper,
    };
    worlds.set(id, world);
  }
  if (kept.length > 0) base.log(`[worlds] ${kept.length} kept worlds back from ${keep.dir}`);
  return kept.length;
}
