import type { CheckoutMode } from '#shared/schemas/mock-control-names.ts';
import { type CreateCtxInput, type Ctx, createCtx } from '../domain/plumbing/context.ts';
import type { Pace } from '../seed/pace.ts';
import type { WorldIds } from '../seed/world.ts';
import { type KeptFeed, restoreFeed } from '../simulator/city-events.ts';
import { observeOrders } from '../simulator/city-observer.ts';
import { startSimulatorDriver } from '../simulator/simulator-driver.ts';
import type { LoadedSnapshot } from '../state/snapshot-document.ts';
import { applySnapshot } from '../state/snapshot-document.ts';

// The one way a world comes to be — for every mock (`start-mock.ts`: the server, the static demo's
// worker, the tests' worlds) and each extra world of the registry:
// a context (seed, clock, options, secrets, log, world id) and its records, seeded from the seed,
// taken from a checked snapshot, or left to a loader (the `--state` directory loads or seeds by
// itself); then its settings (the simulator's, its kept feed), and the simulator's driver, which
// the running world owns.

export type WorldSource =
  /** Seeded from `seed` (the default). */
  | { kind: 'seed' }
  /** A snapshot already read and checked (`readSnapshot`). */
  | { kind: 'snapshot'; snapshot: LoadedSnapshot }
  /** Whoever gets the context fills it (given the seeding to fall back on). */
  | { kind: 'loader'; load: (ctx: Ctx, seed: () => Promise<WorldIds>) => Promise<unknown> };

/** The simulator's settings: those left out stay as the world came (off, 1×, normal demand). */
export type SimulatorSettings = {
  on?: boolean;
  /** Simulated seconds per real second. */
  speed?: number;
  /** How often simulated buyers order (1 normal). */
  demand?: number;
  /** The city feed an earlier run of this world kept (the panel's history), its numbering kept. */
  feed?: KeptFeed;
  /**
   * The feed takes stock of the world's orders as it starts, so that every order change from then
   * on is news — else from its first look (the panel's, or the simulator's first step), and what
   * a person did before it would be part of the history.
   */
  feedFromStart?: boolean;
};

export type WorldSettings = CreateCtxInput & {
  /**
   * The simulator and its driver (ticking while the simulator is on, until `stop()`). Without it
   * no driver runs: a test steps the simulator itself.
   */
  simulator?: SimulatorSettings;
  /** The checkout mode over the source's (a snapshot carries its own). */
  checkout?: CheckoutMode;
};

/** A world ready to serve: its context, the seed's ids when seeded, and its simulator's stop. */
export type RunningWorld = {
  ctx: Ctx;
  ids: WorldIds | undefined;
  /** Stops the simulator's driver (the world is dropped, or the app closes). */
  stop(): void;
};

const noDriver = () => {};

/**
 * `pace` spreads the seeding over slices (`pace.ts`: the registry's worlds let other requests in
 * while they are seeded); by default it runs in one go.
 */
export async function createWorld(
  input: WorldSettings,
  source: WorldSource = { kind: 'seed' },
  pace?: Pace,
): Promise<RunningWorld> {
  const ctx = createCtx(input);
  let ids: WorldIds | undefined;
  const seed = async () => {
    // Loaded when a world is seeded: the static demo starts from a snapshot without faker's code.
    const { seedRecords } = await import('../seed/world.ts');
    ids = await seedRecords(ctx, pace);
    return ids;
  };
  if (source.kind === 'seed') await seed();
  else if (source.kind === 'snapshot') applySnapshot(ctx, source.snapshot);
  else await source.load(ctx, seed);
  if (input.checkout) ctx.options.checkout = input.checkout;
  const simulator = input.simulator;
  if (!simulator) return { ctx, ids, stop: noDriver };
  if (simulator.on !== undefined) ctx.simulator.on = simulator.on;
  if (simulator.speed !== undefined) ctx.simulator.speed = simulator.speed;
  if (simulator.demand !== undefined) ctx.simulator.demand = simulator.demand;
  if (simulator.feed) restoreFeed(ctx, simulator.feed);
  if (simulator.feedFromStart) observeOrders(ctx);
  return { ctx, ids, stop: startSimulatorDriver(ctx).stop };
}
