// What a behaviour of the simulated city is: one record that says when it may happen, its odds,
// what it does through the domain rules, the event the feed shows for it (words, panel badge)
// and what it counts. The runner (simulator-step.ts) dispatches over the records in registry
// order; the feed's texts, the event type union, the panel's badges and labels and the docs'
// list are read from the same records (registry.ts), so a new behaviour is one file here and one
// line in the registry.
import { formatNaira } from '#shared/money.ts';
import type { OrderRecord } from '../../db/records.ts';
import type { Ctx } from '../../domain/plumbing/context.ts';
import type { CityEventFacts } from '../city-log.ts';
import type {
  CityStep,
  Plan,
  PlanStep,
  SimulatorCounter,
  SimulatorMemory,
} from '../simulator-memory.ts';

/** Simulated ms, [min, max]: at speed 1 a simulated second is a real one. */
export type Range = readonly [number, number];

/** A delay drawn from the world's rng. */
export const between = (ctx: Ctx, [min, max]: Range): number => ctx.rng.int(min, max);

/** What the feed shows for an event of this type: its line, its badge on the panel. */
export type EventKind<T extends string = string> = {
  readonly type: T;
  /** The panel's badge. */
  readonly label: string;
  /** The badge's colours. */
  readonly badge: { readonly background: string; readonly color: string };
  /** Its words in the docs' list of what the feed shows. */
  readonly listed: string;
  /** The ride's step the city's clock notes when such an event is recorded (city-clock.ts). */
  readonly cityStep?: CityStep;
  /** The feed's line (a detail, when given, follows in brackets). */
  readonly text: (facts: CityEventFacts) => string;
};

/** Declares an event kind, keeping its type's literal (the union is read from the records). */
export const eventKind = <const T extends string>(kind: EventKind<T>): EventKind<T> => kind;

/** Where an order stands, from its own record (a person may have acted since it was planned). */
export type Phase = 'unpaid' | 'unaccepted' | 'accepted';

/**
 * The odds drawn (`ctx.rng.chance`) once `when` holds: a number is the chance it happens;
 * `{ unless: p }` happens unless a draw at `p` comes up (the same draw, read the other way).
 */
export type Odds = number | { readonly unless: number };

/** One due plan of one order, as an order behaviour sees it. */
export type OrderTurn = {
  ctx: Ctx;
  memory: SimulatorMemory;
  plan: Plan;
  order: OrderRecord;
  /** Plans the order's next step after a delay drawn from `delay`. */
  later(step: PlanStep, delay: Range): void;
  /** Plans the order's next step at a simulated moment. */
  at(step: PlanStep, dueAt: number): void;
  /** The simulator stops following the order. */
  done(): void;
  /** Turns the people's changes so far into events (before this behaviour's own). */
  observe(): void;
  /** Records this behaviour's own event for the order (one the db does not show). */
  record(extra?: { rider?: string; detail?: string }): void;
  /** True when `behaviour` was tried earlier in this turn and its odds were drawn against it. */
  lostDraw(behaviour: { name: string }): boolean;
};

/** What an arrival (a simulated buyer's new order) sees. */
export type ArrivalTurn = {
  ctx: Ctx;
  memory: SimulatorMemory;
  /** Follows a new order from its first step. */
  follow(orderId: string, step: PlanStep, delay: Range): void;
};

/**
 * What an act says: its line for the simulator's status, counted in the record's `stat` (unless
 * `counted: false`: it acted without its event, say a ride off the map); `null` when it only
 * waited (nothing to count); `false` when it did not happen after all (the next record is tried).
 */
export type Said = string | { line: string; counted: false } | null | false;

type Described<T extends string> = {
  name: string;
  /** What happens, for the docs' table. */
  does: string;
  /** The event the feed shows for it (recorded by the act or observed on the order). */
  event?: EventKind<T>;
  /** What it counts in the simulator's status, when it happens. */
  stat?: SimulatorCounter;
};

export type OrderBehaviour<T extends string = string> = Described<T> & {
  when: {
    phase: Phase;
    /** Only at these plan steps (any when absent). */
    steps?: readonly PlanStep[];
    /** Only for the simulator's own orders, or only for a person's (any when absent). */
    whose?: 'simulated' | 'person';
    /** Any further condition, said in `words`. */
    also?: (turn: OrderTurn) => boolean;
    /** The condition in words, for the docs. */
    words: string;
  };
  odds?: Odds;
  act(turn: OrderTurn): Promise<Said>;
};

export type ArrivalBehaviour<T extends string = string> = Described<T> & {
  when: { arrival: true; words: string };
  act(turn: ArrivalTurn): Promise<Said>;
};

/** Something only people do that the feed shows too (the simulator never does it). */
export type PeopleBehaviour<T extends string = string> = Described<T> & {
  when: { people: true; words: string };
  event: EventKind<T>;
};

export type Behaviour<T extends string = string> =
  | OrderBehaviour<T>
  | ArrivalBehaviour<T>
  | PeopleBehaviour<T>;

export const orderBehaviour = <const T extends string = never>(b: OrderBehaviour<T>) => b;
export const arrivalBehaviour = <const T extends string = never>(b: ArrivalBehaviour<T>) => b;
export const peopleBehaviour = <const T extends string>(b: PeopleBehaviour<T>) => b;

/** The app's one naira format: `N4,500.00`. */
export const naira = (kobo: number): string => formatNaira(kobo);

/** "Order a1b2c3": how the feed names an order (the last six of its id). */
export const orderWords = (e: CityEventFacts): string => `Order ${(e.orderId ?? '').slice(-6)}`;

export const storeWords = (e: CityEventFacts): string => e.store ?? 'a store';
