import { DEFAULT_WORLD } from '#shared/schemas/mock-control-names.ts';
import { type Clock, createOffsetClock } from '../domain/plumbing/clock.ts';
import { fail } from '../domain/plumbing/errors.ts';
import { cryptoSecrets } from '../domain/plumbing/secrets.ts';
import { type Pace, sharedTurns } from '../seed/pace.ts';
import { createBuildLine } from './build-line.ts';
import type { RunningWorld } from './create-world.ts';
import { dropWorld, endWorld, type RegistryState, sweepIdle } from './registry-state.ts';
import { collectAfterDrops, createMemoryBudget } from './world-budget.ts';
import { admitUpload, createIn, type WorldSpec } from './world-create.ts';
import { type World, type WorldInfo, worldInfo } from './world-info.ts';
import type { KeepOptions } from './world-keep.ts';
import { restoreKept } from './world-restore.ts';
import { type WorldResolver, worldNamedBy } from './world-selection.ts';

// Many isolated worlds in one mock process. A world is a whole Ctx — tables and
// their indexes, clock, rng streams, secrets, outbox, emulated payments, simulator and its
// driver, faults, code-guess and upload counters (all of them kept on the ctx or its db) — so
// nothing one world does can reach another. A request names its world as `world-selection.ts`
// says; the registry resolves the name (`resolve`, handed to the request pipeline), and keeps the
// map of worlds (`registry-state.ts`), their idle expiry and the limits on how many and how big
// (`world-create.ts`). The world routes close over it (`world-routes.ts`).

/** How long a made world may go without a request (`--world-ttl`). */
export const DEFAULT_WORLD_TTL_MS = 30 * 60_000;
/** Most worlds besides the default one (`--max-worlds`). */
export const DEFAULT_MAX_WORLDS = 64;
/**
 * Most memory the made worlds may hold together (`--max-worlds-mb`, estimated: `world-memory.ts`):
 * on a laptop, ~20 worlds of 10,000 stores or ~1,000 demo-size ones.
 */
export const DEFAULT_MAX_WORLDS_MB = 2048;
/** How long a world's seeding runs before it lets other requests in (`seed/pace.ts`). */
const SEED_SLICE_MS = 4;

export type RegistryOptions = {
  /** Idle time after which a world is dropped (`--world-ttl`, minutes on the command line). */
  ttlMs?: number;
  /** Most worlds besides the default one (`--max-worlds`). */
  maxWorlds?: number;
  /** Most memory the made worlds may hold together, estimated (`--max-worlds-mb`). */
  maxWorldsMb?: number;
  /** How a world's seeding shares the event loop (default: one slice of a few ms per turn). */
  pace?: () => Pace;
  /**
   * A full garbage collection, run shortly after worlds are dropped so their memory goes back to
   * the system (`full-gc.ts`; the CLI passes it). Without it V8 keeps it until something allocates.
   */
  collect?: () => void;
  /** Real time (tests drive expiry with their own). */
  now?: () => number;
  /** The clock of a new world (default: real time plus its own advances). */
  clock?: () => Clock;
  /** How often idle worlds are looked for (ms; 0 = only when asked). */
  sweepEveryMs?: number;
  /** This process's replica id in a fleet (`--replica-id`): every id it mints starts `<id>-`. */
  replicaId?: string;
  /** Keep every made world in DIR/worlds/<id>/ (`--state DIR --keep-worlds`; `world-keep.ts`). */
  keep?: KeepOptions;
};

const idPattern = /^[a-z0-9][a-z0-9-]{0,63}$/;

/** A kept world still being loaded after a start: it answers in a moment. */
const restoringRefusal = (id: string) => ({
  ok: false as const,
  status: 503,
  message: `World "${id}" is being loaded from --state after this mock started: retry in a second`,
  headers: { 'retry-after': '1' },
});

export type WorldRegistry = ReturnType<typeof createWorldRegistry>;

function registryState(running: RunningWorld, options: RegistryOptions): RegistryState {
  const base = running.ctx;
  const maxWorldsMb = options.maxWorldsMb ?? DEFAULT_MAX_WORLDS_MB;
  const now = options.now ?? Date.now;
  const started = now();
  const worlds = new Map<string, World>();
  return {
    base,
    defaultWorld: {
      ...running,
      id: DEFAULT_WORLD,
      createdAt: started,
      lastUsedAt: started,
      from: 'start',
      buildMs: 0,
      served: { ok: true, ctx: base },
      dropListeners: new Set(),
    },
    worlds,
    ttlMs: options.ttlMs ?? DEFAULT_WORLD_TTL_MS,
    maxWorlds: options.maxWorlds ?? DEFAULT_MAX_WORLDS,
    budget: createMemoryBudget(maxWorldsMb, () => worlds.values()),
    collector: collectAfterDrops(options.collect),
    // One slice per turn of the event loop for all the worlds being seeded, however many.
    pace: options.pace ?? sharedTurns(SEED_SLICE_MS),
    now,
    newClock: options.clock ?? (() => createOffsetClock(() => Date.now())),
    ids: cryptoSecrets(),
    idPrefix: options.replicaId ? `${options.replicaId}-` : '',
    keep: options.keep,
    line: createBuildLine(),
    building: 0,
    restoring: new Set(),
    closed: false,
  };
}

/** The world `id` (touching it), or undefined when there is none (expired or dropped). */
function worldIn(state: RegistryState, id: string): World | undefined {
  if (id === DEFAULT_WORLD) return state.defaultWorld;
  const world = state.worlds.get(id);
  if (world) world.lastUsedAt = state.now();
  return world;
}

/**
 * The world a request names (`named`, from `worldNamedBy`); the default world when it names none.
 * A named world that does not exist is an error, never the default world: a test must not write
 * into someone else's.
 */
function servedFor(
  state: RegistryState,
  named: string | undefined,
  path: string,
): ReturnType<WorldResolver> {
  const { defaultWorld } = state;
  if (named === undefined) {
    // The registry's own routes are no use of the default world.
    if (!path.startsWith('/__mock/worlds')) defaultWorld.lastUsedAt = state.now();
    return defaultWorld.served;
  }
  const world = worldIn(state, named.trim());
  if (world) return world.served;
  if (state.restoring.has(named.trim())) return restoringRefusal(named.trim());
  return {
    ok: false,
    status: 404,
    message: `World "${named.slice(0, 80)}" does not exist: it was dropped, or it expired after ${Math.round(state.ttlMs / 60_000)} min without requests. Create one with POST /__mock/worlds (or leave it with GET /__mock/worlds/default/enter)`,
  };
}

/** Drops the made world `id`, refusing the default world (400) and an unknown one (404). */
function dropNamed(state: RegistryState, id: string): void {
  if (id === DEFAULT_WORLD)
    fail(400, 'The default world cannot be dropped (reset it with POST /__mock/reset)');
  if (!idPattern.test(id) || !dropWorld(state, id))
    fail(404, `World "${id.slice(0, 80)}" does not exist`);
}

/** Looks for idle worlds every `sweepEveryMs` (default: a quarter of the TTL, 1 s to 1 min). */
function sweepTimer(state: RegistryState, sweepEveryMs: number | undefined) {
  const every = sweepEveryMs ?? Math.min(60_000, Math.max(1_000, state.ttlMs / 4));
  const timer = every > 0 ? setInterval(() => sweepIdle(state), every) : undefined;
  timer?.unref?.();
  return timer;
}

/**
 * Stops every world's simulator, the default world's last, and the expiry timer; kept worlds are
 * saved, not deleted: resolves once they are.
 */
async function closeRegistry(
  state: RegistryState,
  timer: ReturnType<typeof setInterval> | undefined,
): Promise<void> {
  state.closed = true;
  if (timer) clearInterval(timer);
  state.collector.stop();
  const kept = [...state.worlds.values()].flatMap((w) => (w.kept ? [w.kept] : []));
  for (const world of [...state.worlds.values()]) {
    world.kept = undefined;
    dropWorld(state, world.id);
  }
  endWorld(state.defaultWorld);
  await Promise.all(kept.map((keeper) => keeper.flush().finally(() => keeper.stop())));
}

/**
 * The worlds of one mock process: the default world (`base`, already built and running, which the
 * registry now owns: it stops it when the app closes) and those made by `create`, each running its
 * own simulator driver until it is dropped or expires.
 */
export function createWorldRegistry(base: RunningWorld, options: RegistryOptions = {}) {
  const state = registryState(base, options);
  const { defaultWorld, worlds, ttlMs } = state;
  const timer = sweepTimer(state, options.sweepEveryMs);
  /** The world a request names; the default world when it names none (`servedFor`). */
  const resolve: WorldResolver = (path, headers, cookies, query) =>
    servedFor(state, worldNamedBy(path, headers, cookies, query), path);

  return {
    ttlMs,
    maxWorlds: state.maxWorlds,
    maxWorldsMb: state.budget.maxMb,
    defaultWorld,
    /** MB the made worlds hold (estimated), with those being built. */
    usedMb: state.budget.usedMb,
    /** The world `id` (touching it), or undefined when there is none (expired or dropped). */
    get: (id: string): World | undefined => worldIn(state, id),
    resolve,
    create: (spec: WorldSpec): Promise<World> => createIn(state, spec),
    /**
     * Refuses (429, 507) a `POST /__mock/worlds` whose body of `bodyBytes` (starting with `head`)
     * cannot make a world that fits, before it is read.
     */
    admitUpload: (bodyBytes: number, head: string): void => admitUpload(state, bodyBytes, head),
    drop: (id: string): void => dropNamed(state, id),
    /** Drops every world idle for longer than the TTL; answers their ids. */
    sweep: (at?: number): string[] => sweepIdle(state, at),
    /** The default world first, then the others, oldest first. */
    list(): WorldInfo[] {
      return [defaultWorld, ...worlds.values()].map((w) => worldInfo(w, ttlMs));
    },
    info: (w: World): WorldInfo => worldInfo(w, ttlMs),
    /** How many worlds besides the default one. */
    get size(): number {
      return worlds.size;
    },
    /** This process's replica id (`--replica-id`), if it is one of a fleet. */
    replicaId: options.replicaId,
    /**
     * Brings back the worlds kept in `keep` (at start): resolves once they are listed, each
     * answering a retryable 503 until it is loaded; `loaded` resolves once all are.
     */
    restoreKept: () => restoreKept(state),
    /**
     * Stops every world's simulator, the default world's last, and the expiry timer (the app is
     * closing); kept worlds (`--keep-worlds`) are saved, not deleted: resolves once they are.
     */
    close: (): Promise<void> => closeRegistry(state, timer),
  };
}
