import type { ProxySlot } from './control/proxy-routes.ts';
import { type Clock, createOffsetClock } from './domain/plumbing/clock.ts';
import type { Ctx, CtxOptions } from './domain/plumbing/context.ts';
import type { SetCookie } from './domain/plumbing/request-parts.ts';
import type { Secrets } from './domain/plumbing/secrets.ts';
import type {
  MockApp,
  RequestObserver,
  RouteRunner,
  ServedAnswer,
} from './pipeline/pipeline-types.ts';
import type { RouteDef } from './routes/route-types.ts';
import { resetWorld } from './seed/reset.ts';
import type { WorldIds } from './seed/world.ts';
import { type KeptFeed, keptFeed } from './simulator/city-events.ts';
import { observeOrders } from './simulator/city-observer.ts';
import { PRESENTER_SPEED } from './simulator/presenter-defaults.ts';
import { stamp } from './state/keeper-state.ts';
import {
  applySnapshot,
  captureSnapshot,
  type LoadedSnapshot,
  readSnapshot,
  snapshotDocument,
} from './state/snapshot-document.ts';
import { createWorld, type SimulatorSettings, type WorldSource } from './worlds/create-world.ts';
import type {
  createWorldRegistry,
  RegistryOptions,
  WorldRegistry,
} from './worlds/world-registry.ts';
import { oneWorld } from './worlds/world-selection.ts';

// The mock's one public entry, whatever carries its requests: a world (seeded, from a document,
// from what a host kept, or loaded by the `--state` directory) and the request pipeline over it —
// the route table, the world's recorder, `createMockApp`. The Fastify server (`create-mock.ts`),
// the tests' worlds served through MSW (`tests/support/mock/test-world.ts`) and the static demo's
// worker (`demo/demo-world.ts`) each start their mock here. Browser-safe: nothing of Node.

export type { MockApp, ServedAnswer, SetCookie };
export { PRESENTER_SPEED };

/** What a host keeps of a running mock to start it again later (`from: { kind: 'kept' }`). */
export type KeptMock = {
  /** The world, as GET /__mock/snapshot answers it. */
  world: unknown;
  simulator: { on: boolean; speed: number; demand: number };
  /** The city feed (the panel's history). */
  feed: KeptFeed;
};

/** Where a mock's world comes from. */
export type MockSource =
  | WorldSource
  /** A world document (GET /__mock/snapshot's), checked: one that does not read fails the start. */
  | { kind: 'document'; document: unknown }
  /** What `keep()` gave: the world, its simulator's settings (over `simulator`'s) and its feed. */
  | { kind: 'kept'; kept: KeptMock };

export type MockStart = {
  seed?: string | number;
  /** Default: the wall clock. */
  clock?: Clock;
  options?: Partial<CtxOptions>;
  /** Default: crypto's (tests that compare two mocks inject a repeatable source). */
  secrets?: Secrets;
  log?: (line: string) => void;
  /** Default: seeded from `seed`; a promise lets the mock's code load while it is fetched. */
  from?: MockSource | Promise<MockSource>;
  /** The simulator and its driver (see `SimulatorSettings`); without it no driver runs. */
  simulator?: SimulatorSettings;
  /**
   * A registry of worlds (`/__mock/worlds`), made by `create` (the registry's code is the host's to
   * bring: it keeps worlds on disk with `--keep-worlds`, Node-only, never in the static demo's
   * bundle); without it the mock serves its one world.
   */
  worlds?: RegistryOptions & { create: typeof createWorldRegistry };
  /** Proxy mode (`proxy/proxy.ts`): its routes' slot, the runner and the routes it makes. */
  proxy?: ProxySlot & {
    run?: RouteRunner;
    unrouted?: (method: string, path: string) => RouteDef | undefined;
    /** Whether the backend, not the world, answers a path (the world's recorder hears the rest). */
    forwards?: (path: string) => boolean;
  };
  /** A runner in place of the route over the world (decision 0011). */
  run?: RouteRunner;
  /** Observers of every request, beside the world's recorder. */
  observers?: RequestObserver[];
};

export type RunningMock = {
  /** The mock's (default) world. */
  ctx: Ctx;
  /** The seed's ids when the world was seeded. */
  ids: WorldIds | undefined;
  /** The request pipeline every transport serves through. */
  mock: MockApp;
  /** Every world of the mock, when it has a registry. */
  worlds: WorldRegistry | undefined;
  /** What a host keeps to start this mock again (the feed brought up to date first). */
  keep(): KeptMock;
  /** Changes whenever what `keep` gives may have: cheap, for a host that keeps on change. */
  keepStamp(): string;
  /**
   * Puts another world in place of this one, as `POST /__mock/reset` (the mock's seed) or
   * `PUT /__mock/snapshot` (a document) would: the same app and routes serve it, the simulator's
   * settings stay, the feed starts over.
   */
  replaceWorld(from: { kind: 'seed' } | { kind: 'document'; document: unknown }): Promise<void>;
  /** Stops the simulator's drivers (every world's). */
  stop(): void;
};

/** A document's world, checked; its first problem thrown when it does not read. */
async function documentWorld(
  document: unknown,
): Promise<{ kind: 'snapshot'; snapshot: LoadedSnapshot }> {
  const read = await readSnapshot(document);
  if (!read.ok) {
    const problem = read.problems[0];
    throw new Error(`the world does not read: ${problem?.path}: ${problem?.message}`);
  }
  return { kind: 'snapshot', snapshot: read.snapshot };
}

const worldSource = (from: MockSource): Promise<WorldSource> =>
  from.kind === 'document' || from.kind === 'kept'
    ? documentWorld(from.kind === 'kept' ? from.kept.world : from.document)
    : Promise.resolve(from);

/** The pipeline's observers: the world's recorder (not of what a proxy forwards), then the rest. */
function observersOf(start: MockStart, recorder: RequestObserver): RequestObserver[] {
  const forwards = start.proxy?.forwards;
  const hears = recorder.hears!;
  const world = forwards
    ? { ...recorder, hears: (r: RouteDef, w: Ctx) => !forwards(r.path) && hears(r, w) }
    : recorder;
  return [world, ...(start.observers ?? [])];
}

/**
 * The request pipeline's code, loaded while the world is made (the static demo's worker fetches
 * it as chunks of its own beside the world).
 */
const pipelineCode = () =>
  Promise.all([
    import('./route-table.ts'),
    import('./pipeline/mock-app.ts'),
    import('./recording/recorder.ts'),
  ]);

/** Starts a mock: its world (and simulator driver), its route table and its request pipeline. */
export async function startMock(start: MockStart = {}): Promise<RunningMock> {
  const code = pipelineCode();
  const from = (await start.from) ?? { kind: 'seed' };
  const kept = from.kind === 'kept' ? from.kept : undefined;
  const settings = {
    seed: start.seed ?? 1,
    clock: start.clock ?? createOffsetClock(() => Date.now()),
    options: start.options,
    secrets: start.secrets,
    log: start.log,
  };
  const simulator = start.simulator && { ...start.simulator, ...kept?.simulator, feed: kept?.feed };
  const world = await createWorld({ ...settings, simulator }, await worldSource(from));
  const { ctx } = world;
  const [{ createRouteTable }, { createMockApp }, { recordingObserver }] = await code;
  const registry = start.worlds?.create(world, start.worlds);
  const mock = createMockApp({
    routes: createRouteTable(registry, start.proxy),
    resolveWorld: registry ? registry.resolve : oneWorld(ctx),
    run: start.proxy?.run ?? start.run,
    unrouted: start.proxy?.unrouted,
    observers: observersOf(start, recordingObserver),
    log: (line) => ctx.log(line),
  });
  const fromStart = start.simulator?.feedFromStart === true;
  return {
    ctx,
    ids: world.ids,
    mock,
    worlds: registry,
    keep() {
      // With the simulator off nothing else looks at the orders: what people did is news now.
      if (!ctx.simulator.on) observeOrders(ctx);
      const { on, speed, demand } = ctx.simulator;
      return {
        world: snapshotDocument(ctx, captureSnapshot(ctx)),
        simulator: { on, speed, demand },
        feed: keptFeed(ctx),
      };
    },
    keepStamp: () =>
      `${stamp(ctx)}|${ctx.simulator.on}|${ctx.simulator.speed}|${ctx.simulator.demand}`,
    async replaceWorld(next) {
      if (next.kind === 'seed') await resetWorld(ctx, settings.seed);
      else {
        applySnapshot(ctx, (await documentWorld(next.document)).snapshot);
      }
      if (fromStart) observeOrders(ctx);
    },
    stop: () => (registry ? registry.close() : world.stop()),
  };
}
