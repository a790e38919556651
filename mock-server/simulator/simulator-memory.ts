import type { Db } from '../db/db.ts';
import type { Ctx } from '../domain/context.ts';

/** What the simulator does next to an order it follows. */
export type PlanStep = 'pay' | 'decide' | 'deliver' | 'cancel-unpaid';

export type Plan = {
  orderId: string;
  step: PlanStep;
  /** Simulated time (ms since the simulator's start) when the step is due. */
  dueAt: number;
  /** Placed by the simulator (it may pay it); otherwise a human's order it only moves along. */
  simulated: boolean;
  /** Insertion sequence: ties on `dueAt` run in this order (determinism). */
  seq: number;
};

export type SimulatorStats = {
  ticks: number;
  simulatedMs: number;
  placed: number;
  paid: number;
  paymentsFailed: number;
  accepted: number;
  delivered: number;
  refunded: number;
  cancelledUnpaid: number;
  /** Steps a domain rule refused (a human got there first, e.g. took or cancelled the order). */
  skipped: number;
  errors: number;
  /** Orders the simulator is following. */
  following: number;
  lastEvent: string | null;
};

/** The simulator's own state beside the world; rebuilt when the world is reset. */
export type SimulatorMemory = {
  db: Db;
  simulatedMs: number;
  nextArrivalAt: number;
  seq: number;
  /** How many orders of `db.orders` (insertion order) have been looked at for adoption. */
  scanned: number;
  plans: Map<string, Plan>;
  stats: Omit<SimulatorStats, 'following'>;
  /** Cached ids of simulated buyers and of stores that have products. */
  buyers: string[] | null;
  stores: string[] | null;
};

const emptyStats = (): SimulatorMemory['stats'] => ({
  ticks: 0,
  simulatedMs: 0,
  placed: 0,
  paid: 0,
  paymentsFailed: 0,
  accepted: 0,
  delivered: 0,
  refunded: 0,
  cancelledUnpaid: 0,
  skipped: 0,
  errors: 0,
  lastEvent: null,
});

const memories = new WeakMap<Ctx, SimulatorMemory>();

/** The simulator memory of `ctx`, fresh after a world reset (a new `ctx.db`). */
export function memoryOf(ctx: Ctx): SimulatorMemory {
  const known = memories.get(ctx);
  if (known && known.db === ctx.db) return known;
  const memory: SimulatorMemory = {
    db: ctx.db,
    simulatedMs: 0,
    nextArrivalAt: 2_000,
    seq: 0,
    scanned: 0,
    plans: new Map(),
    stats: emptyStats(),
    buyers: null,
    stores: null,
  };
  memories.set(ctx, memory);
  return memory;
}

/** `GET /__mock/simulator`: `{ on, speed, ...stats }`. */
export function simulatorStatus(ctx: Ctx): { on: boolean; speed: number } & SimulatorStats {
  const memory = memoryOf(ctx);
  return {
    on: ctx.simulator.on,
    speed: ctx.simulator.speed,
    ...memory.stats,
    following: memory.plans.size,
  };
}
