import type { StateKeeper } from '../state/state-dir.ts';
import { createWorld } from './create-world.ts';
import { endWorld, type RegistryState } from './registry-state.ts';
import { servedFor, waitTurn } from './world-create.ts';
import type { World } from './world-info.ts';
import { type KeepOptions, type KeptSettings, keptWorlds, reopenKept } from './world-keep.ts';

/** Loads the kept world `id` into the registry (its world.json and journal, its settings). */
async function loadKept(
  state: RegistryState,
  keep: KeepOptions,
  id: string,
  settings: KeptSettings,
) {
  const { base, worlds } = state;
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
        keeper = await reopenKept(keep, id, ctx, seed, log, state.pace());
      },
    },
    state.pace(),
  );
  const dropListeners = new Set<() => void>();
  const world: World = {
    ...made,
    id,
    createdAt: settings.createdAt,
    lastUsedAt: state.now(),
    from: settings.from,
    buildMs: Math.round(performance.now() - began),
    served: servedFor(made.ctx, dropListeners),
    dropListeners,
    kept: keeper,
  };
  if (state.closed) {
    endWorld(world);
    await keeper?.flush();
    keeper?.stop();
    return;
  }
  worlds.set(id, world);
}

/**
 * At start (`--state DIR --keep-worlds`): every world kept in DIR/worlds comes back under its id,
 * from its world.json and journal, with the settings it was made with. Resolves once they are
 * listed — each answers a retryable 503 until it is loaded, so the server listens at once —
 * with how many, and `loaded`, which resolves once all are loaded. A kept world whose files cannot
 * be read is kept aside as the default world's are, and seeded afresh.
 */
export async function restoreKept(
  state: RegistryState,
): Promise<{ count: number; loaded: Promise<void> }> {
  const { keep, base } = state;
  if (!keep) return { count: 0, loaded: Promise.resolve() };
  const kept = await keptWorlds(keep);
  for (const { id } of kept) state.restoring.add(id);
  const loaded = (async () => {
    for (const { id, settings } of kept) {
      // The requests that came meanwhile (other worlds', health checks) are answered between two.
      await new Promise((resolve) => setImmediate(resolve));
      let leave: (() => void) | undefined;
      try {
        // In the line of big builds (`build-line.ts`): a kept world is loaded when no other big
        // build runs, answering its 503 meanwhile.
        if (!state.closed) leave = await waitTurn(state, id);
        if (!state.closed) await loadKept(state, keep, id, settings);
      } catch (error) {
        if (state.closed) continue;
        base.log(`[worlds] could not load the kept world ${id}: ${(error as Error).message}`);
      } finally {
        leave?.();
        state.restoring.delete(id);
      }
    }
    if (kept.length > 0) base.log(`[worlds] ${kept.length} kept worlds back from ${keep.dir}`);
  })();
  return { count: kept.length, loaded };
}
