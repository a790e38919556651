import type { CheckoutMode } from '#src/api/schemas/mock-control-names.ts';
import { createDb, type Db } from '../../db/db.ts';
import type { Recording } from '../../recording/recorder.ts';
import type { CityListener } from '../../simulator/city-log.ts';
import { createSimulatorMemory, type SimulatorMemory } from '../../simulator/simulator-memory.ts';
import type { WorldRegistry } from '../../worlds/world-registry.ts';
import { type Profile, type ProfileName, profileFor } from '../behaviour-profile.ts';
import { createGuessWindows, type GuessWindows } from '../code-guesses.ts';
import { type MailMessage, storeMail } from '../outbox.ts';
import { createStoreCaches, type StoreCaches } from '../stores.ts';
import type { Clock } from './clock.ts';

import { createRng, type Rng } from './rng.ts';
import { cryptoSecrets, type Secrets } from './secrets.ts';

/** Sends e-mail: stores it in the outbox (and prints codes to the log). */
type Mailer = { send(message: MailMessage): Promise<void> };

/** A fault the transports inject before a route runs (control API `/__mock/faults`). */
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
   * Check each 200 answer against its route's `response` schema, as Prism does (on in tests and
   * under `npm run mock`): an answer that drifted from the contract becomes a 500 naming it.
   */
  checkAnswers?: boolean;
};

/** Vitest is running this process (answers are checked there unless a test says otherwise). */
const underTest = (): boolean =>
  typeof process !== 'undefined' && process.env?.VITEST !== undefined;

/**
 * What is kept beside a world, never in it (nothing to save or export): each part belongs to the
 * world it was built for, so `swapWorld` builds it afresh with the new world. Each owning module
 * makes its part's initial state.
 */
type WorldMemory = {
  /**
   * Which world this is, unique in the process: a swap makes a new one (the panel and the
   * `--state` keeper notice a reset or an import by it).
   */
  world: number;
  /** The simulator's plans, trips, counters and city log (`simulator/simulator-memory.ts`). */
  simulator: SimulatorMemory;
  /**
   * The preset last applied (`simulator/presets.ts`), null after a hand change; a new world has
   * none (its swap cleared the faults, a payment outage's among them).
   */
  preset: string | null;
  /** Wrong one-time codes per account and per client in their window (`code-guesses.ts`). */
  codeGuesses: GuessWindows;
  /** World clock time expired sessions were last swept at; undefined: not yet (`session.ts`). */
  sessionsSweptAt: number | undefined;
  /** The store search's derived data, valid for the table versions each part names (`stores.ts`). */
  stores: StoreCaches;
};

let worlds = 0;

function createWorldMemory(): WorldMemory {
  return {
    world: ++worlds,
    simulator: createSimulatorMemory(),
    preset: null,
    codeGuesses: createGuessWindows(),
    sessionsSweptAt: undefined,
    stores: createStoreCaches(),
  };
}

/**
 * Everything a domain rule may touch. Mutable so a reset can swap the world in place
 * (`swapWorld`).
 */
export type Ctx = {
  /** The world's records: replaced only by `swapWorld` (which renews `memory` with it). */
  readonly db: Db;
  /** State kept beside `db` for it (see `WorldMemory`); renewed by `swapWorld`. */
  readonly memory: WorldMemory;
  /**
   * Who hears the city feed (`onCityEvent`: the panel's open streams). They watch the mock, not a
   * world: `swapWorld` keeps them, and they hear the new world's events.
   */
  readonly cityListeners: Set<CityListener>;
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
  /** This world's id: `default` for the one the mock started with (`mock-server/worlds`). */
  worldId: string;
  /** Every world of this process (absent in the browser's mock: it has one world). */
  worlds?: WorldRegistry;
  /** This world's recording, while on and after it stopped (`mock-server/recording`). */
  recording?: Recording;
};

export type CreateCtxInput = {
  seed: string | number;
  clock: Clock;
  options?: Partial<CtxOptions>;
  log?: (line: string) => void;
  /** Tests that compare two worlds request by request inject a repeatable source. */
  secrets?: Secrets;
};

/** An empty world (no seed data); see `seed/world.ts` to fill it. */
export function createCtx(input: CreateCtxInput): Ctx {
  let tail: Promise<unknown> = Promise.resolve();
  const ctx: Ctx = {
    db: createDb(),
    memory: createWorldMemory(),
    cityListeners: new Set(),
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
      checkAnswers: input.options?.checkAnswers ?? underTest(),
    },
    profile: profileFor(input.options?.profile, input.options?.hangMs),
    startedAt: input.clock.now(),
    seed: input.seed,
    simulator: { on: false, speed: 1, demand: 1 },
    faults: [],
    log: input.log ?? (() => {}),
    worldId: 'default',
    serial<T>(task: () => Promise<T>): Promise<T> {
      const run = tail.then(task, task);
      tail = run.catch(() => undefined);
      return run;
    },
  };
  return ctx;
}

/**
 * Makes `db` the world of `ctx` in place (a reset, an import, a restore from `--state`): the
 * memory kept beside the old world goes with it and the new one starts afresh; the city listeners
 * stay. The rest of the context (clock, generator, faults, options) is the caller's to set.
 */
export function swapWorld(ctx: Ctx, db: Db): void {
  const world = ctx as { db: Db; memory: WorldMemory };
  world.db = db;
  world.memory = createWorldMemory();
}
