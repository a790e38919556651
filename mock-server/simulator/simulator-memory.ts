import type { LatLon } from '../domain/city-geo.ts';
import { type Ctx, memoryPart, partOf } from '../domain/plumbing/context.ts';
import { type CityLog, emptyCityLog } from './city-log.ts';
import type { Trip } from './rider-trips.ts';

/** The steps of an order the city's clock notes (`city-clock.ts`). */
/** The steps of the ride, the city's doing (people's steps are told by the wall clock only). */
export type CityStep = 'accepted' | 'pickedUp' | 'delivered';
/** When an order reached each step, on the simulator's clock (`city-clock.ts`). */
export type StepTimes = Partial<Record<CityStep, number>>;

/** What the simulator does next to an order it follows. */
export type PlanStep = 'pay' | 'decide' | 'assign' | 'deliver' | 'cancel-unpaid';

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
  ridersAssigned: number;
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

/** A count a behaviour keeps (its record's `stat`, behaviours/): the others are the runner's. */
export type SimulatorCounter = Exclude<
  keyof SimulatorStats,
  'ticks' | 'simulatedMs' | 'skipped' | 'errors' | 'following' | 'lastEvent'
>;

/** The simulator's own state beside the world (`simulatorMemory`): a new world, a new one. */
export type SimulatorMemory = {
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
  /** Riders on the road, by order id. */
  trips: Map<string, Trip>;
  /** Where each store is (geocoded once). */
  storePlaces: Map<string, LatLon | null>;
  /** When each order reached each step, on the simulator's clock (city-clock.ts). */
  stepTimes: Map<string, StepTimes>;
  /** The event feed and throughput samples. */
  city: CityLog;
};

const emptyStats = (): SimulatorMemory['stats'] => ({
  ticks: 0,
  simulatedMs: 0,
  placed: 0,
  paid: 0,
  paymentsFailed: 0,
  accepted: 0,
  ridersAssigned: 0,
  delivered: 0,
  refunded: 0,
  cancelledUnpaid: 0,
  skipped: 0,
  errors: 0,
  lastEvent: null,
});

/** The simulator's memory of a new world (made when the world first asks for it). */
function createSimulatorMemory(): SimulatorMemory {
  return {
    simulatedMs: 0,
    nextArrivalAt: 2_000,
    seq: 0,
    scanned: 0,
    plans: new Map(),
    stats: emptyStats(),
    buyers: null,
    stores: null,
    trips: new Map(),
    storePlaces: new Map(),
    stepTimes: new Map(),
    city: emptyCityLog(),
  };
}

const SIMULATOR = memoryPart(createSimulatorMemory);

/** The simulator's plans, trips, counters and city log for this world (its memory part). */
export const simulatorMemory = (ctx: Ctx): SimulatorMemory => partOf(ctx, SIMULATOR);

/** `GET /__mock/simulator`: `{ on, speed, demand, ...stats }`. */
export function simulatorStatus(
  ctx: Ctx,
): { on: boolean; speed: number; demand: number; onTheRoad: number } & SimulatorStats {
  const memory = simulatorMemory(ctx);
  return {
    on: ctx.simulator.on,
    speed: ctx.simulator.speed,
    demand: ctx.simulator.demand,
    ...memory.stats,
    following: memory.plans.size,
    onTheRoad: memory.trips.size,
  };
}
