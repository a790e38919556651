import { type CheckoutMode, DEFAULT_WORLD } from '#shared/schemas/mock-control-names.ts';
import { createDb, type Db } from '../../db/db.ts';
import { type Profile, type ProfileName, profileFor } from './behaviour-profile.ts';
import type { Clock } from './clock.ts';
import { type MailMessage, storeMail } from './outbox.ts';
import { createRng, type Rng } from './rng.ts';
import { cryptoSecrets, type Secrets } from './secrets.ts';

/** Sends e-mail: stores it in the outbox (and prints codes to the log). */
type Mailer = { send(message: MailMessage): Promise<void> };

/** A fault the request pipeline injects before a request runs (control API `/__mock/faults`). */
export type FaultRule = {
  method: string;
  path: string;
  status?: number;
  message?: string;
  delayMs?: number;
  networkError?: boolean;
  /** How many more requests it applies to; `null` = until cleared. */
  remaining: number | null;
};

/**
 * The simulator's controls: on/off, `speed` (simulated seconds per real second) and `demand`
 * (how often simulated buyers order: 1 normal, 0.25 a quiet evening, 3 a lunch rush).
 */
type SimulatorState = { on: boolean; speed: number; demand: number };

export type CtxOptions = {
  checkout: CheckoutMode;
  stores?: number;
  /** `safe` (default) or `hosted` (docs/hosted-divergences.md). */
  profile?: ProfileName;
  /** The hosted profile's bound on requests the hosted API never answers (ms). */
  hangMs?: number;
  /**
   * Check each 200 answer against its route's `response` schema, as Prism does (`npm run mock`,
   * and the tests' worlds: `tests/support/mock`): an answer that drifted from the contract
   * becomes a 500 naming it. Off unless asked.
   */
  checkAnswers?: boolean;
};

/**
 * How long a part of a world's memory lives. `records`: as long as the records it was built over
 * (caches, counters, the simulator's plans) — `swapRecords` (a reset, an import, a `--state`
 * restore) starts it afresh with the new records. `world`: as long as the world itself — who
 * watches it (the city feed's listeners), its recording, what it has proven of its answers — kept
 * across a swap.
 */
type PartLifetime = 'records' | 'world';

/**
 * One part of what is kept beside a world, declared by the module that owns it (`memoryPart`,
 * `worldPart`), its lifetime in its type: the kernel knows none of them.
 */
export type MemoryPart<T, L extends PartLifetime = PartLifetime> = {
  readonly slot: number;
  readonly lifetime: L;
  readonly create: () => T;
  /** About how many bytes it holds (a cache that grows with use); left out when it stays small. */
  readonly bytes?: (value: T) => number;
};

/** Every declared part, by slot. */
const declared: MemoryPart<unknown>[] = [];

/**
 * Declares a part of every world's memory that lives as long as the world's records: made by
 * `create` the first time a world asks for it (`partOf`); a swapped world starts without it.
 * Called once, at the owning module's top level. `bytes` says what it holds, for the world's
 * memory estimate (`worlds/world-memory.ts`).
 */
export const memoryPart = <T>(
  create: () => T,
  bytes?: (value: T) => number,
): MemoryPart<T, 'records'> => {
  const part: MemoryPart<T, 'records'> = {
    slot: declared.length,
    lifetime: 'records',
    create,
    bytes,
  };
  declared.push(part as MemoryPart<unknown>);
  return part;
};

/**
 * Declares a part of every world's memory that lives as long as the world: made by `create` the
 * first time a world asks for it (`partOf`) and kept when `swapRecords` brings new records:
 * the city feed's listeners (`simulator/city-events.ts`), the recording (`recording/recorder.ts`),
 * what the answer check has proven (`routes/answer-check.ts`). Called once, at the owning
 * module's top level.
 */
export const worldPart = <T>(create: () => T): MemoryPart<T, 'world'> => {
  const part: MemoryPart<T, 'world'> = { slot: declared.length, lifetime: 'world', create };
  declared.push(part as MemoryPart<unknown>);
  return part;
};

/** About how many bytes the records' parts made in this world hold (those that say). */
export function memoryPartsBytes(ctx: Ctx): number {
  let bytes = 0;
  ctx.memory.parts.forEach((value, slot) => {
    const sizer = declared[slot]?.bytes;
    if (sizer && value !== undefined) bytes += sizer(value);
  });
  return bytes;
}

/**
 * What is kept beside a world's records, never in them (nothing to save or export): each part
 * belongs to the records it was built for, so `swapRecords` starts afresh with the new ones. The
 * parts are declared by their modules (`memoryPart`): the simulator's
 * (`simulator/simulator-memory.ts`), the last preset (`simulator/presets.ts`), the code guesses
 * (`code-guesses.ts`), the session sweep (`session.ts`), the store search's caches
 * (`store-search-caches.ts`), its answer bytes (`routes/store-search-answers.ts`) and the world's
 * measured size (`worlds/world-memory.ts`).
 */
type WorldMemory = {
  /**
   * Which records these are, unique in the process: a swap makes a new one (the panel and the
   * `--state` keeper notice a reset or an import by it).
   */
  readonly recordsId: number;
  /** The parts made so far, by slot. */
  readonly parts: unknown[];
};

/**
 * The part of this world's memory `part` names (made now if this world has none yet): among the
 * records' parts (renewed by `swapRecords`) or the world's (kept), as its lifetime says.
 */
export function partOf<T>(ctx: Ctx, part: MemoryPart<T>): T {
  const parts = part.lifetime === 'records' ? ctx.memory.parts : ctx.lasting;
  let value = parts[part.slot] as T | undefined;
  if (value === undefined) {
    value = part.create();
    parts[part.slot] = value;
  }
  return value;
}

let recordsIds = 0;

const createWorldMemory = (): WorldMemory => ({ recordsId: ++recordsIds, parts: [] });

/**
 * Everything a domain rule may touch. Mutable so a reset can swap the world's records in place
 * (`swapRecords`). What only one module needs is a part of its memory (`memoryPart`,
 * `worldPart`), never a field here, so this file imports none of the modules built on it.
 */
export type Ctx = {
  /** The world's records: replaced only by `swapRecords` (which renews `memory` with it). */
  readonly db: Db;
  /**
   * The parts of lifetime `records`, kept beside `db` for it (see `WorldMemory`): renewed by
   * `swapRecords`.
   */
  readonly memory: WorldMemory;
  /** The parts of lifetime `world`, by slot: kept across a swap, as long as the world. */
  readonly lasting: unknown[];
  clock: Clock;
  /** The seeded world generator: world data only, never a secret (its seed is public). */
  rng: Rng;
  /** Session tokens, codes, salts, payment references: `crypto.getRandomValues` by default. */
  secrets: Secrets;
  mailer: Mailer;
  options: CtxOptions;
  /** The behaviour profile (`--profile`): which hosted behaviours the rules reproduce. */
  profile: Profile;
  /** When this mock started (the hosted API times a new account's first code from it). */
  startedAt: number;
  seed: string | number;
  simulator: SimulatorState;
  faults: FaultRule[];
  log: (line: string) => void;
  /** Runs `task` after every task queued before it (all state changes are serialised). */
  serial<T>(task: () => Promise<T>): Promise<T>;
  /** This world's id: `DEFAULT_WORLD` for the one the mock started with (`mock-server/worlds`). */
  worldId: string;
};

export type CreateCtxInput = {
  seed: string | number;
  clock: Clock;
  options?: Partial<CtxOptions>;
  log?: (line: string) => void;
  /** Tests that compare two worlds request by request inject a repeatable source. */
  secrets?: Secrets;
  /** The world's id (default `DEFAULT_WORLD`: the world the mock starts with). */
  worldId?: string;
};

/** An empty world (no seed data); see `seed/world.ts` to fill it. */
export function createCtx(input: CreateCtxInput): Ctx {
  let tail: Promise<unknown> = Promise.resolve();
  const ctx: Ctx = {
    db: createDb(),
    memory: createWorldMemory(),
    lasting: [],
    clock: input.clock,
    rng: createRng(input.seed),
    secrets: input.secrets ?? cryptoSecrets(),
    mailer: {
      async send(message) {
        await storeMail(ctx, message);
        ctx.log(`[mail] to=${message.to} subject="${message.subject}" code=${message.code}`);
      },
    },
    options: {
      checkout: input.options?.checkout ?? 'card',
      stores: input.options?.stores,
      checkAnswers: input.options?.checkAnswers ?? false,
    },
    profile: profileFor(input.options?.profile, input.options?.hangMs),
    startedAt: input.clock.now(),
    seed: input.seed,
    simulator: { on: false, speed: 1, demand: 1 },
    faults: [],
    log: input.log ?? (() => {}),
    worldId: input.worldId ?? DEFAULT_WORLD,
    serial<T>(task: () => Promise<T>): Promise<T> {
      const run = tail.then(task, task);
      tail = run.catch(() => undefined);
      return run;
    },
  };
  return ctx;
}

/**
 * Makes `db` the records of the world `ctx` in place (a reset, an import, a restore from
 * `--state`): the parts of lifetime `records` go with the old records and the new ones start
 * afresh; those of lifetime `world` (the city listeners, the recording) stay. The rest of the context (clock, generator,
 * faults, options) is the caller's to set.
 */
export function swapRecords(ctx: Ctx, db: Db): void {
  const live = ctx as { db: Db; memory: WorldMemory };
  live.db = db;
  live.memory = createWorldMemory();
}
