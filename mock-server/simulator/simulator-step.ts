import type { OrderRecord } from '../db/records.ts';
import type { Ctx } from '../domain/plumbing/context.ts';
import { DomainError } from '../domain/plumbing/errors.ts';
import { isoOf } from '../domain/plumbing/wire.ts';
import {
  type ArrivalTurn,
  between,
  type Odds,
  type OrderBehaviour,
  type OrderTurn,
  type Phase,
  type Range,
  type Said,
} from './behaviours/behaviour.ts';
import { ARRIVAL_BEHAVIOURS, ORDER_BEHAVIOURS } from './behaviours/registry.ts';
import { delayToAccept, TIMINGS } from './behaviours/timings.ts';
import { noteCityStep } from './city-clock.ts';
import { recordCityEvent } from './city-events.ts';
import { asSimulator, observeOrders } from './city-observer.ts';
import {
  type Plan,
  type PlanStep,
  type SimulatorMemory,
  simulatorMemory,
  simulatorStatus,
} from './simulator-memory.ts';

/** A simulated buyer orders this often (simulated ms), divided by the demand. */
const ARRIVAL_EVERY: Range = [6_000, 24_000];
/** Arrivals and due steps one step runs at most (the rest wait for the next). */
const MAX_EVENTS_PER_STEP = 100;

/**
 * Moves the marketplace forward by `elapsedMs` of simulated time: new orders arrive (more often
 * with a higher `ctx.simulator.demand`), due steps run — each the first behaviour
 * (behaviours/registry.ts) that fits the order — through the domain rules and serialised with
 * requests; what happened goes to the city's event feed. Deterministic for a given world, ctx
 * clock, ctx rng, controls and sequence of calls.
 */
export async function stepSimulator(ctx: Ctx, elapsedMs: number) {
  const memory = simulatorMemory(ctx);
  observeOrders(ctx); // what people did since the last step (and, once, the seeded history)
  memory.simulatedMs += Math.max(0, elapsedMs);
  memory.stats.ticks++;
  memory.stats.simulatedMs = memory.simulatedMs;
  let budget = MAX_EVENTS_PER_STEP;
  adoptNewOrders(ctx, memory);
  const demand = Math.max(0.01, ctx.simulator.demand);
  while (memory.nextArrivalAt <= memory.simulatedMs && budget > 0) {
    budget--;
    memory.nextArrivalAt += Math.max(1, Math.round(between(ctx, ARRIVAL_EVERY) / demand));
    await act(ctx, memory, null, () => arrive(ctx, memory));
  }
  const due = [...memory.plans.values()]
    .filter((p) => p.dueAt <= memory.simulatedMs)
    .sort((a, b) => a.dueAt - b.dueAt || a.seq - b.seq);
  for (const plan of due) {
    if (budget-- <= 0) break;
    await act(ctx, memory, plan, () => advance(ctx, memory, plan));
  }
  adoptNewOrders(ctx, memory);
  return simulatorStatus(ctx);
}

function schedule(memory: SimulatorMemory, plan: Omit<Plan, 'seq'>): void {
  memory.plans.set(plan.orderId, { ...plan, seq: memory.seq++ });
}

/** Orders placed by people (or the seed) join the flow: stores accept them, riders deliver. */
function adoptNewOrders(ctx: Ctx, memory: SimulatorMemory): void {
  if (ctx.db.orders.size <= memory.scanned) return;
  let index = 0;
  for (const order of ctx.db.orders.values()) {
    if (index++ < memory.scanned) continue;
    if (memory.plans.has(order._id) || order.isCancelled || order.isDelivered) continue;
    const step: PlanStep = order.isTaken != null ? 'assign' : 'decide';
    if (step === 'assign') noteCityStep(ctx, order._id, 'accepted');
    const delay = step === 'assign' ? TIMINGS.assignAfter : delayToAccept(ctx, order);
    schedule(memory, {
      orderId: order._id,
      step,
      dueAt: memory.simulatedMs + between(ctx, delay),
      simulated: false,
    });
  }
  memory.scanned = index;
}

async function act(
  ctx: Ctx,
  memory: SimulatorMemory,
  plan: Plan | null,
  task: () => Promise<string | null>,
): Promise<void> {
  try {
    const event = await ctx.serial(() => asSimulator(ctx, task));
    if (event) memory.stats.lastEvent = `${isoOf(ctx.clock.now())} ${event}`;
  } catch (error) {
    if (plan) {
      memory.plans.delete(plan.orderId);
      memory.trips.delete(plan.orderId);
    }
    if (error instanceof DomainError) memory.stats.skipped++;
    else {
      memory.stats.errors++;
      ctx.log(`[simulator] ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

/** The line of what happened, counting it in the behaviour's `stat` when it says so. */
function tell(memory: SimulatorMemory, stat: OrderBehaviour['stat'], said: Said): string | null {
  if (said === false || said === null) return null;
  if (typeof said === 'string') {
    if (stat) memory.stats[stat]++;
    return said;
  }
  return said.line;
}

/** A simulated buyer's new order: the arrival behaviours act in turn. */
async function arrive(ctx: Ctx, memory: SimulatorMemory): Promise<string | null> {
  const turn: ArrivalTurn = {
    ctx,
    memory,
    follow: (orderId, step, delay) =>
      schedule(memory, {
        orderId,
        step,
        dueAt: memory.simulatedMs + between(ctx, delay),
        simulated: true,
      }),
  };
  let line: string | null = null;
  for (const behaviour of ARRIVAL_BEHAVIOURS) {
    line = tell(memory, behaviour.stat, await behaviour.act(turn)) ?? line;
  }
  return line;
}

const phaseOf = (order: OrderRecord): Phase =>
  !order.isPaid ? 'unpaid' : order.isTaken == null ? 'unaccepted' : 'accepted';

const drawn = (ctx: Ctx, odds: Odds): boolean =>
  typeof odds === 'number' ? ctx.rng.chance(odds) : !ctx.rng.chance(odds.unless);

/**
 * One due step: the first behaviour of the order's phase (from its actual state: a person may
 * have acted meanwhile) whose `when` holds, whose odds come up and whose act happens.
 */
async function advance(ctx: Ctx, memory: SimulatorMemory, plan: Plan): Promise<string | null> {
  const order = ctx.db.orders.get(plan.orderId);
  if (!order || order.isCancelled || order.isDelivered) {
    memory.plans.delete(plan.orderId);
    memory.trips.delete(plan.orderId);
    return null;
  }
  const phase = phaseOf(order);
  const lost = new Set<string>();
  const at = (step: PlanStep, dueAt: number) => schedule(memory, { ...plan, step, dueAt });
  for (const behaviour of ORDER_BEHAVIOURS) {
    const { when } = behaviour;
    if (when.phase !== phase || (when.steps && !when.steps.includes(plan.step))) continue;
    if (when.whose && (when.whose === 'simulated') !== plan.simulated) continue;
    const turn: OrderTurn = {
      ctx,
      memory,
      plan,
      order,
      at,
      later: (step, delay) => at(step, memory.simulatedMs + between(ctx, delay)),
      done: () => memory.plans.delete(order._id),
      observe: () => observeOrders(ctx),
      record: (extra) => {
        if (behaviour.event) recordCityEvent(ctx, behaviour.event.type, order, extra);
      },
      lostDraw: (other) => lost.has(other.name),
    };
    if (when.also && !when.also(turn)) continue;
    if (behaviour.odds !== undefined && !drawn(ctx, behaviour.odds)) {
      lost.add(behaviour.name);
      continue;
    }
    const said = await behaviour.act(turn);
    if (said !== false) return tell(memory, behaviour.stat, said);
  }
  return null;
}
