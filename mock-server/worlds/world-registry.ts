import {
  type CheckoutMode,
  WORLD_COOKIE,
  WORLD_HEADER,
} from '#src/api/schemas/mock-control-names.ts';
import type { ProfileName } from '../domain/behaviour-profile.ts';
import { type Clock, createOffsetClock } from '../domain/plumbing/clock.ts';
import type { Ctx } from '../domain/plumbing/context.ts';
import { DomainError, fail } from '../domain/plumbing/errors.ts';
import { cryptoSecrets } from '../domain/plumbing/secrets.ts';
import { createWorld } from '../seed/create-world.ts';
import { type Pace, sharedTurns } from '../seed/pace.ts';
import { startSimulatorDriver } from '../simulator/simulator-driver.ts';
import { type LoadedWorld, MAX_PROBLEMS, readWorld } from '../state/world-document.ts';
import { collectAfterDrops, createMemoryBudget } from './world-budget.ts';
import {
  dataBytesOf,
  loadedWorldMb,
  recordsOf,
  seededWorldMb,
  worldMemoryMb,
} from './world-memory.ts';

// Many isolated worlds in one mock process (issue 19 #1). A world is a whole Ctx — tables and
// their indexes, clock, rng streams, secrets, outbox, emulated payments, simulator and its
// driver, faults, code-guess and upload counters (all of them kept on the ctx or its db) — so
// nothing one world does can reach another. Requests pick a world with the `X-Bukka-World`
// header, the `bukka_world` cookie (set by `/__mock/worlds/:id/enter`) or, on `/__mock` paths
// only, a `world` query parameter (the panel's event stream cannot send headers). Without any of
// them they reach the default world: the one `npm start` and every flag have always served.

/** The id of the world the mock started with (never expires, cannot be dropped). */
export const DEFAULT_WORLD = 'default';

/** How long a made world may go without a request (`--world-ttl`). */
export const DEFAULT_WORLD_TTL_MS = 30 * 60_000;
/** Most worlds besides the default one (`--max-worlds`). */
export const DEFAULT_MAX_WORLDS = 64;
/**
 * Most memory the made worlds may hold together (`--max-worlds-mb`, estimated: `world-memory.ts`):
 * on a laptop, ~20 worlds of 10,000 stores or ~1,000 demo-size ones.
 */
export const DEFAULT_MAX_WORLDS_MB = 2048;
/** Stores of a world made without `stores` (the demo world's; `seed/world.ts`). */
const DEMO_STORES = 48;
/** How long a world's seeding runs before it lets other requests in (`seed/pace.ts`). */
const SEED_SLICE_MS = 4;

/** What `POST /__mock/worlds` may choose; anything left out is the default world's setting. */
export type WorldSpec = {
  seed?: string | number;
  /** A document from `GET /__mock/snapshot` (of any world): the new world starts as it. */
  snapshot?: unknown;
  profile?: ProfileName;
  checkout?: CheckoutMode;
  stores?: number;
  /** Simulator on (default off: a world made for a test changes only when the test acts). */
  simulator?: boolean;
  speed?: number;
};

export type World = {
  id: string;
  ctx: Ctx;
  createdAt: number;
  lastUsedAt: number;
  /** How the world was made and how long it took (ms). */
  from: 'seed' | 'snapshot' | 'start';
  buildMs: number;
};

export type WorldInfo = {
  id: string;
  seed: string | number;
  checkout: CheckoutMode;
  profile: ProfileName;
  from: World['from'];
  created: string;
  lastUsed: string;
  /** When an idle world is dropped (null for the default world). */
  expires: string | null;
  records: number;
  /**
   * Bytes of its records as JSON (uploads at their size): what the world holds, not the heap
   * (big tables estimated from a sample).
   */
  dataBytes: number;
  /** The heap it holds, estimated from its record counts (MB; what `--max-worlds-mb` sums). */
  memoryMB: number;
  buildMs: number;
  simulator: { on: boolean; speed: number };
};

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
};

export type WorldPick =
  | { ok: true; ctx: Ctx; world: World }
  | { ok: false; status: number; message: string };

const idPattern = /^[a-z0-9][a-z0-9-]{0,63}$/;

export type WorldRegistry = ReturnType<typeof createWorldRegistry>;

/**
 * The worlds of one mock process: the default world (`base`, already built) and those made by
 * `create`. Each has its own simulator driver, stopped when the world is dropped or expires.
 */
export function createWorldRegistry(base: Ctx, options: RegistryOptions = {}) {
  const ttlMs = options.ttlMs ?? DEFAULT_WORLD_TTL_MS;
  const maxWorlds = options.maxWorlds ?? DEFAULT_MAX_WORLDS;
  const maxWorldsMb = options.maxWorldsMb ?? DEFAULT_MAX_WORLDS_MB;
  // One slice per turn of the event loop for all the worlds being seeded, however many.
  const pace = options.pace ?? sharedTurns(SEED_SLICE_MS);
  const now = options.now ?? Date.now;
  const newClock = options.clock ?? (() => createOffsetClock(() => Date.now()));
  const ids = cryptoSecrets();
  const started = now();
  const defaultWorld: World = {
    id: DEFAULT_WORLD,
    ctx: base,
    createdAt: started,
    lastUsedAt: started,
    from: 'start',
    buildMs: 0,
  };
  const worlds = new Map<string, World>();
  const drivers = new Map<string, { stop(): void }>();
  const dropListeners = new Map<Ctx, Set<() => void>>();
  /** Worlds being built: they count against the limits before they exist. */
  let building = 0;
  const budget = createMemoryBudget(maxWorldsMb, () => worlds.values());
  const collector = collectAfterDrops(options.collect);
  let closed = false;

  const drop = (id: string): boolean => {
    const world = worlds.get(id);
    if (!world) return false;
    worlds.delete(id);
    drivers.get(id)?.stop();
    drivers.delete(id);
    world.ctx.simulator.on = false;
    const listeners = dropListeners.get(world.ctx);
    dropListeners.delete(world.ctx);
    for (const listener of listeners ?? []) listener();
    base.log(`[worlds] dropped ${id}`);
    collector.soon();
    return true;
  };

  /** Drops every world idle for longer than the TTL; answers their ids. */
  const sweep = (at = now()): string[] => {
    const expired = [...worlds.values()].filter((w) => at - w.lastUsedAt > ttlMs).map((w) => w.id);
    for (const id of expired) drop(id);
    return expired;
  };

  const every = options.sweepEveryMs ?? Math.min(60_000, Math.max(1_000, ttlMs / 4));
  const timer = every > 0 ? setInterval(() => sweep(), every) : undefined;
  timer?.unref?.();

  const info = (w: World): WorldInfo => ({
    id: w.id,
    seed: w.ctx.seed,
    checkout: w.ctx.options.checkout,
    profile: w.ctx.profile.name,
    from: w.from,
    created: new Date(w.createdAt).toISOString(),
    lastUsed: new Date(w.lastUsedAt).toISOString(),
    expires: w.id === DEFAULT_WORLD ? null : new Date(w.lastUsedAt + ttlMs).toISOString(),
    records: recordsOf(w.ctx),
    dataBytes: dataBytesOf(w.ctx),
    memoryMB: Math.round(worldMemoryMb(w.ctx) * 10) / 10,
    buildMs: w.buildMs,
    simulator: { on: w.ctx.simulator.on, speed: w.ctx.simulator.speed },
  });

  const registry = {
    ttlMs,
    maxWorlds,
    maxWorldsMb,
    defaultWorld,

    /** MB the made worlds hold (estimated), with those being built. */
    usedMb: budget.usedMb,

    /** The world `id` (touching it), or undefined when there is none (expired or dropped). */
    get(id: string): World | undefined {
      if (id === DEFAULT_WORLD) return defaultWorld;
      const world = worlds.get(id);
      if (world) world.lastUsedAt = now();
      return world;
    },

    /**
     * The world a request names (header, else cookie, else — on `/__mock` paths — the `world`
     * query parameter); the default world when it names none. A named world that does not
     * exist is an error, never the default world: a test must not write into someone else's.
     */
    pick(
      path: string,
      headers: Record<string, string | string[] | undefined>,
      cookies: Record<string, string>,
      query?: Record<string, string>,
    ): WorldPick {
      // The registry's own routes work whatever world the caller is in (even a stale cookie's).
      if (path.startsWith('/__mock/worlds')) return { ok: true, ctx: base, world: defaultWorld };
      const fromHeader = headers[WORLD_HEADER];
      const named =
        (Array.isArray(fromHeader) ? fromHeader[0] : fromHeader) ??
        cookies[WORLD_COOKIE] ??
        (path.startsWith('/__mock/') ? query?.world : undefined);
      if (named === undefined || named === '') {
        defaultWorld.lastUsedAt = now();
        return { ok: true, ctx: base, world: defaultWorld };
      }
      const world = registry.get(named.trim());
      if (world) return { ok: true, ctx: world.ctx, world };
      return {
        ok: false,
        status: 404,
        message: `World "${named.slice(0, 80)}" does not exist: it was dropped, or it expired after ${Math.round(ttlMs / 60_000)} min without requests. Create one with POST /__mock/worlds (or leave it with GET /__mock/worlds/default/enter)`,
      };
    },

    /**
     * A new world from a seed or a snapshot (429 at `--max-worlds`, 507 past `--max-worlds-mb`,
     * 400 for a bad snapshot). A seeded world is built in slices (`seed/pace.ts`): the other
     * worlds' requests are answered meanwhile.
     */
    async create(spec: WorldSpec): Promise<World> {
      sweep();
      if (worlds.size + building >= maxWorlds) {
        throw new DomainError(
          429,
          {
            message: `This mock already holds ${maxWorlds} worlds, its limit (--max-worlds): drop one with DELETE /__mock/worlds/:id, or wait for idle ones to expire (after ${Math.round(ttlMs / 60_000)} min without requests)`,
          },
          { 'retry-after': String(Math.ceil(Math.min(ttlMs, 60_000) / 1000)) },
        );
      }
      const stores = spec.stores ?? base.options.stores ?? DEMO_STORES;
      const releases =
        spec.snapshot === undefined
          ? [budget.reserve(seededWorldMb(stores), `a world of ${stores} stores`)]
          : [];
      building++;
      try {
        const began = performance.now();
        let id = ids.hex(24);
        while (worlds.has(id)) id = ids.hex(24);
        let snapshot: LoadedWorld | undefined;
        if (spec.snapshot !== undefined) {
          const read = await readWorld(spec.snapshot);
          if (!read.ok) {
            const [first] = read.problems;
            throw new DomainError(400, {
              message: `Invalid snapshot: ${first ? `${first.path}: ${first.message}` : 'unreadable'}${read.problems.length > 1 ? ` (and ${read.problems.length - 1} more problems)` : ''}; no world was created`,
              problems: read.problems.slice(0, MAX_PROBLEMS),
            });
          }
          snapshot = read.world;
          releases.push(budget.reserve(loadedWorldMb(snapshot.db), 'the world of this snapshot'));
        }
        const { ctx } = await createWorld(
          {
            seed: spec.seed ?? base.seed,
            clock: newClock(),
            options: {
              checkout: spec.checkout ?? base.options.checkout,
              stores: spec.stores ?? base.options.stores,
              profile: spec.profile ?? base.profile.name,
              hangMs: base.profile.hangMs,
              checkAnswers: base.options.checkAnswers,
            },
            log: (line) => base.log(`[world ${id}] ${line}`),
          },
          snapshot ? { kind: 'snapshot', world: snapshot } : { kind: 'seed' },
          pace(),
        );
        if (snapshot && spec.checkout) ctx.options.checkout = spec.checkout;
        // Off unless asked; at the default world's speed and demand unless told.
        ctx.simulator.on = spec.simulator ?? false;
        ctx.simulator.speed = spec.speed ?? base.simulator.speed;
        ctx.simulator.demand = base.simulator.demand;
        ctx.worlds = base.worlds;
        ctx.worldId = id;
        const at = now();
        const world: World = {
          id,
          ctx,
          createdAt: at,
          lastUsedAt: at,
          from: spec.snapshot !== undefined ? 'snapshot' : 'seed',
          buildMs: Math.round(performance.now() - began),
        };
        // The mock closed while this world was seeded (slices let it): no driver left running.
        if (closed) fail(503, 'The mock is stopping: no world was created');
        worlds.set(id, world);
        drivers.set(id, startSimulatorDriver(ctx));
        base.log(`[worlds] created ${id} from ${world.from} in ${world.buildMs} ms`);
        return world;
      } finally {
        building--;
        for (const release of releases) release();
      }
    },

    drop(id: string): void {
      if (id === DEFAULT_WORLD)
        fail(400, 'The default world cannot be dropped (reset it with POST /__mock/reset)');
      if (!idPattern.test(id) || !drop(id)) fail(404, `World "${id.slice(0, 80)}" does not exist`);
    },

    sweep,

    /** The default world first, then the others, oldest first. */
    list(): WorldInfo[] {
      return [defaultWorld, ...worlds.values()].map(info);
    },

    info,

    /** How many worlds besides the default one. */
    get size(): number {
      return worlds.size;
    },

    /** Calls `listener` once when the world of `ctx` is dropped (open event streams end then). */
    whenDropped(ctx: Ctx, listener: () => void): () => void {
      const set = dropListeners.get(ctx) ?? new Set<() => void>();
      dropListeners.set(ctx, set);
      set.add(listener);
      return () => set.delete(listener);
    },

    /** Stops every world's simulator and the expiry timer (the app is closing). */
    close(): void {
      closed = true;
      if (timer) clearInterval(timer);
      collector.stop();
      for (const id of [...worlds.keys()]) drop(id);
    },
  };
  base.worlds = registry;
  base.worldId = DEFAULT_WORLD;
  return registry;
}
