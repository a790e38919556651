import { type CheckoutMode, DEFAULT_WORLD } from '#shared/schemas/mock-control-names.ts';
import type { ProfileName } from '../domain/plumbing/behaviour-profile.ts';
import type { Ctx } from '../domain/plumbing/context.ts';
import { DomainError, fail } from '../domain/plumbing/errors.ts';
import {
  type LoadedSnapshot,
  MAX_PROBLEMS,
  type ReadOptions,
  readSnapshot,
} from '../state/snapshot-document.ts';
import { BIG_BUILD_MB } from './build-line.ts';
import { createWorld } from './create-world.ts';
import { endWorld, type RegistryState, sweepIdle } from './registry-state.ts';
import type { World } from './world-info.ts';
import { keepWorld } from './world-keep.ts';
import {
  measureDataBytes,
  recordsWorldMb,
  seededWorldMb,
  snapshotRecordCount,
  snapshotWorldMb,
} from './world-memory.ts';
import type { ServedWorld } from './world-selection.ts';

/** Stores of a world made without `stores` (the demo world's; `seed/world.ts`). */
const DEMO_STORES = 48;

/** What `POST /__mock/worlds` may choose; anything left out is the default world's setting. */
export type WorldSpec = {
  /**
   * The id to make it under (a world moved from another process keeps its name); default: a new
   * one, after this process's `--replica-id`. 409 when a world of this id exists.
   */
  id?: string;
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

/** A new world id, after the process's prefix (`--replica-id`), that no world has. */
function newId(state: RegistryState): string {
  let id = `${state.idPrefix}${state.ids.hex(24)}`;
  while (state.worlds.has(id)) id = `${state.idPrefix}${state.ids.hex(24)}`;
  return id;
}

/** A snapshot read and checked, or 400 saying what is wrong with it. */
async function checkedSnapshot(snapshot: unknown, options: ReadOptions): Promise<LoadedSnapshot> {
  const read = await readSnapshot(snapshot, 'base64', options);
  if (read.ok) return read.snapshot;
  const [first] = read.problems;
  throw new DomainError(400, {
    message: `Invalid snapshot: ${first ? `${first.path}: ${first.message}` : 'unreadable'}${read.problems.length > 1 ? ` (and ${read.problems.length - 1} more problems)` : ''}; no world was created`,
    problems: read.problems.slice(0, MAX_PROBLEMS),
  });
}

/** What a made world's requests run in: its ctx, and its end for the event streams. */
export const servedFor = (ctx: Ctx, dropListeners: Set<() => void>): ServedWorld => ({
  ok: true,
  ctx,
  whenDropped(listener) {
    dropListeners.add(listener);
    return () => dropListeners.delete(listener);
  },
});

/** A body this small is read before anything is checked: it costs less than the check. */
const SMALL_BODY = 64 * 1024;

/** The `stores` of a snapshot document, when the first bytes of the body name it. */
const STORES_FIELD = /"format"\s*:\s*"bukka-mock-world"[^{}]*?"stores"\s*:\s*(\d{1,6})\b/;

/**
 * Before a `POST /__mock/worlds` body is read: 429 at `--max-worlds`, and 507 when the world of
 * the snapshot it carries cannot fit the memory budget — judged from the body's size (its
 * Content-Length) and the `stores` its document names near the start (`head`), at least what such
 * a world holds (`snapshotWorldMb`). Nothing is reserved: the world is checked again, from its
 * record counts, once its records are read.
 */
export function admitUpload(state: RegistryState, bodyBytes: number, head: string): void {
  const stores = STORES_FIELD.exec(head)?.[1];
  if (bodyBytes <= SMALL_BODY && stores === undefined) return;
  sweepIdle(state);
  assertRoom(state);
  const needMb = snapshotWorldMb(bodyBytes, stores === undefined ? undefined : Number(stores));
  state.budget.reserve(needMb, 'the world of this snapshot')();
}

/** 429 when the registry holds (or is building) `--max-worlds` worlds. */
function assertRoom(state: RegistryState): void {
  if (state.worlds.size + state.building < state.maxWorlds) return;
  const { maxWorlds, ttlMs } = state;
  throw new DomainError(
    429,
    {
      message: `This mock already holds ${maxWorlds} worlds, its limit (--max-worlds): drop one with DELETE /__mock/worlds/:id, or wait for idle ones to expire (after ${Math.round(ttlMs / 60_000)} min without requests)`,
    },
    { 'retry-after': String(Math.ceil(Math.min(ttlMs, 60_000) / 1000)) },
  );
}

/**
 * A big build's turn (`build-line.ts`): at once when no other big build runs, else once those
 * before it have ended (503 if the mock closed meanwhile). Gives the leave of the line.
 */
export async function waitTurn(state: RegistryState, id: string): Promise<() => void> {
  const waited = state.line.busy;
  const began = performance.now();
  const leave = await state.line.enter();
  if (waited)
    state.base.log(
      `[worlds] ${id} waited ${Math.round(performance.now() - began)} ms for the big build before it`,
    );
  if (state.closed) {
    leave();
    fail(503, 'The mock is stopping: no world was created');
  }
  return leave;
}

/**
 * A new world from a seed or a snapshot (429 at `--max-worlds`, 507 past `--max-worlds-mb`,
 * 400 for a bad snapshot), running its own simulator driver. A seeded world is built, and a
 * snapshot read and checked, in slices (`seed/pace.ts`): the other worlds' requests are answered
 * meanwhile. A big one waits until no other big build runs (`build-line.ts`); it counts against
 * the limits while it waits.
 */
export async function createIn(state: RegistryState, spec: WorldSpec): Promise<World> {
  sweepIdle(state);
  assertRoom(state);
  const taken = (id: string) => state.worlds.has(id) || state.restoring.has(id);
  if (spec.id !== undefined && (spec.id === DEFAULT_WORLD || taken(spec.id))) {
    fail(409, `A world "${spec.id}" already exists in this process: no world was created`);
  }
  const { base, budget, worlds } = state;
  const stores = spec.stores ?? base.options.stores ?? DEMO_STORES;
  const releases =
    spec.snapshot === undefined
      ? [budget.reserve(seededWorldMb(stores), `a world of ${stores} stores`)]
      : [];
  state.building++;
  try {
    const id = spec.id ?? newId(state);
    const big =
      (spec.snapshot === undefined
        ? seededWorldMb(stores)
        : recordsWorldMb(snapshotRecordCount(spec.snapshot), 0)) >= BIG_BUILD_MB;
    if (big) releases.push(await waitTurn(state, id));
    const began = performance.now();
    let snapshot: LoadedSnapshot | undefined;
    if (spec.snapshot !== undefined) {
      // Read in slices as a seeded world is built, and refused from its record counts before
      // its records are loaded.
      snapshot = await checkedSnapshot(spec.snapshot, {
        pace: state.pace(),
        admit: ({ records, uploadBytes }) => {
          const needMb = recordsWorldMb(records, uploadBytes);
          releases.push(budget.reserve(needMb, 'the world of this snapshot'));
        },
      });
    }
    const made = await createWorld(
      {
        seed: spec.seed ?? base.seed,
        clock: state.newClock(),
        options: {
          checkout: spec.checkout ?? base.options.checkout,
          stores: spec.stores ?? base.options.stores,
          profile: spec.profile ?? base.profile.name,
          hangMs: base.profile.hangMs,
          checkAnswers: base.options.checkAnswers,
        },
        log: (line) => base.log(`[world ${id}] ${line}`),
        worldId: id,
        // A snapshot carries its checkout mode: the one asked for wins.
        checkout: snapshot ? spec.checkout : undefined,
        // Off unless asked; at the default world's speed and demand unless told.
        simulator: {
          on: spec.simulator ?? false,
          speed: spec.speed ?? base.simulator.speed,
          demand: base.simulator.demand,
        },
      },
      snapshot ? { kind: 'snapshot', snapshot } : { kind: 'seed' },
      state.pace(),
    );
    // What the answer tells of the world (its records' bytes), measured in slices beforehand.
    await measureDataBytes(made.ctx, state.pace());
    const at = state.now();
    const dropListeners = new Set<() => void>();
    const world: World = {
      ...made,
      id,
      createdAt: at,
      lastUsedAt: at,
      from: spec.snapshot !== undefined ? 'snapshot' : 'seed',
      buildMs: Math.round(performance.now() - began),
      served: servedFor(made.ctx, dropListeners),
      dropListeners,
    };
    // The mock closed while this world was seeded (slices let it): no driver left running.
    if (state.closed || worlds.has(id)) {
      endWorld(world);
      if (state.closed) fail(503, 'The mock is stopping: no world was created');
      fail(409, `A world "${id}" already exists in this process: no world was created`);
    }
    // Kept (`--keep-worlds`): on disk before it is answered.
    if (state.keep) {
      const settings = {
        profile: made.ctx.profile.name,
        simulator: { on: made.ctx.simulator.on, speed: made.ctx.simulator.speed },
        from: world.from as 'seed' | 'snapshot',
        createdAt: at,
      };
      world.kept = await keepWorld(state.keep, id, made.ctx, settings, (line) => base.log(line));
    }
    worlds.set(id, world);
    base.log(`[worlds] created ${id} from ${world.from} in ${world.buildMs} ms`);
    return world;
  } finally {
    state.building--;
    for (const release of releases) release();
  }
}
