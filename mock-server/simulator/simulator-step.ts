import type { OrderRecord } from '../db/records.ts';
import { distanceKm, placeOfAddress, placeOfShipping } from '../domain/city-geo.ts';
import { pickUpOrder } from '../domain/orders.ts';
import type { Ctx } from '../domain/plumbing/context.ts';
import { DomainError } from '../domain/plumbing/errors.ts';
import { faultAhead } from '../domain/plumbing/faults.ts';
import { isoOf } from '../domain/plumbing/wire.ts';
import { CARD_CHECK } from '../domain/provider.ts';
import { noteCityStep } from './city-clock.ts';
import { asSimulator, observeOrders, recordCityEvent } from './city-events.ts';
import { MAX_RIDE_KM, pickRider, TRIP_MS, tripDurationMs } from './rider-trips.ts';
import { roadPath } from './road-route.ts';
import {
  acceptOrder,
  cancelOrder,
  demoStoreId,
  payByCard,
  placeOrder,
  riderDelivers,
  sellingStores,
  simulatedBuyers,
} from './simulator-actions.ts';
import {
  type Plan,
  type PlanStep,
  type SimulatorMemory,
  simulatorMemory,
  simulatorStatus,
} from './simulator-memory.ts';

/** Delays in simulated ms ([min, max]) and odds; at speed 1 a simulated second is a real one. */
const SIM_TUNING = {
  arrivalEvery: [6_000, 24_000],
  demoVendorShare: 0.3,
  payAfter: [3_000, 15_000],
  paymentSuccess: 0.9,
  retryAfterFailure: 0.5,
  cancelUnpaidAfter: [60_000, 120_000],
  acceptAfter: [8_000, 40_000],
  /** From acceptance to a rider leaving the store with the order. */
  assignAfter: [5_000, 20_000],
  /**
   * The demo vendor's simulated orders wait longer, so a presenter can accept them by hand first.
   * People's orders there (the presenter's, the seed's) are never decided by the simulator.
   */
  demoAcceptAfter: [45_000, 120_000],
  storeRefuses: 0.1,
  refundAfterAccept: 0.05,
  /** A human's unpaid order is looked at again this often. */
  watchEvery: 30_000,
  maxEventsPerStep: 100,
} as const;

type Range = readonly [number, number];

/**
 * Moves the marketplace forward by `elapsedMs` of simulated time: new orders arrive (more often
 * with a higher `ctx.simulator.demand`), due steps run (pay, accept or refuse, give to a rider,
 * deliver, refund), each through the domain rules and serialised with requests; what happened
 * goes to the city's event feed. Deterministic for a given world, ctx clock, ctx rng, controls
 * and sequence of calls.
 */
export async function stepSimulator(ctx: Ctx, elapsedMs: number) {
  const memory = simulatorMemory(ctx);
  observeOrders(ctx); // what people did since the last step (and, once, the seeded history)
  memory.simulatedMs += Math.max(0, elapsedMs);
  memory.stats.ticks++;
  memory.stats.simulatedMs = memory.simulatedMs;
  let budget = SIM_TUNING.maxEventsPerStep;
  adoptNewOrders(ctx, memory);
  const demand = Math.max(0.01, ctx.simulator.demand);
  while (memory.nextArrivalAt <= memory.simulatedMs && budget > 0) {
    budget--;
    memory.nextArrivalAt += Math.max(1, Math.round(between(ctx, SIM_TUNING.arrivalEvery) / demand));
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

const between = (ctx: Ctx, [min, max]: Range) => ctx.rng.int(min, max);

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
    const delay = step === 'assign' ? SIM_TUNING.assignAfter : delayToAccept(ctx, order);
    schedule(memory, {
      orderId: order._id,
      step,
      dueAt: memory.simulatedMs + between(ctx, delay),
      simulated: false,
    });
  }
  memory.scanned = index;
}

const delayToAccept = (ctx: Ctx, order: OrderRecord): Range =>
  order.storeId === demoStoreId(ctx) ? SIM_TUNING.demoAcceptAfter : SIM_TUNING.acceptAfter;

async function act(
  ctx: Ctx,
  memory: SimulatorMemory,
  plan: Plan | null,
  task: () => Promise<string | null>,
): Promise<void> {
  try {
    const event = await ctx.serial(async () => {
      const text = await asSimulator(ctx, task);
      observeOrders(ctx);
      return text;
    });
    if (event) memory.stats.lastEvent = `${isoOf(ctx.clock.now())} ${event}`;
  } catch (error) {
    observeOrders(ctx);
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

async function arrive(ctx: Ctx, memory: SimulatorMemory): Promise<string | null> {
  const buyers = simulatedBuyers(ctx, memory);
  const stores = sellingStores(ctx, memory);
  if (buyers.length === 0 || stores.length === 0) return null;
  const demoStore = demoStoreId(ctx);
  const toDemo =
    demoStore && stores.includes(demoStore) && ctx.rng.chance(SIM_TUNING.demoVendorShare);
  const storeId = toDemo ? demoStore : ctx.rng.pick(stores);
  const buyerId = ctx.rng.pick(buyers);
  const orderId = await placeOrder(ctx, buyerId, storeId);
  memory.city.simulated.add(orderId);
  memory.stats.placed++;
  const paid = ctx.db.orders.get(orderId)?.isPaid === true;
  schedule(memory, {
    orderId,
    step: paid ? 'decide' : 'pay',
    dueAt:
      memory.simulatedMs +
      between(ctx, paid ? delayToAccept(ctx, ctx.db.orders.get(orderId)!) : SIM_TUNING.payAfter),
    simulated: true,
  });
  return `order ${orderId} placed`;
}

/** One due step, chosen from the order's actual state (a person may have acted meanwhile). */
async function advance(ctx: Ctx, memory: SimulatorMemory, plan: Plan): Promise<string | null> {
  const order = ctx.db.orders.get(plan.orderId);
  if (!order || order.isCancelled || order.isDelivered) {
    memory.plans.delete(plan.orderId);
    memory.trips.delete(plan.orderId);
    return null;
  }
  const later = (step: PlanStep, delay: Range) =>
    schedule(memory, { ...plan, step, dueAt: memory.simulatedMs + between(ctx, delay) });
  if (!order.isPaid) {
    if (!plan.simulated) {
      later('decide', [SIM_TUNING.watchEvery, SIM_TUNING.watchEvery]);
      return null;
    }
    if (plan.step === 'cancel-unpaid' && !ctx.rng.chance(SIM_TUNING.retryAfterFailure)) {
      await cancelOrder(ctx, order.storeId, order._id);
      memory.plans.delete(order._id);
      memory.stats.cancelledUnpaid++;
      return `order ${order._id} cancelled unpaid`;
    }
    const approved = ctx.rng.chance(SIM_TUNING.paymentSuccess);
    // A fault on the card check (the payment-outage preset) fails simulated buyers' cards too.
    const outage = faultAhead(ctx, CARD_CHECK.method, CARD_CHECK.path);
    if (!outage && (await payByCard(ctx, order._id, approved))) {
      memory.stats.paid++;
      later('decide', delayToAccept(ctx, order));
      return `order ${order._id} paid`;
    }
    memory.stats.paymentsFailed++;
    observeOrders(ctx);
    recordCityEvent(ctx, 'payment-failed', order, {
      detail: outage
        ? `card checks are down: ${outage.networkError ? 'no answer' : `${outage.status ?? ''} ${outage.message ?? ''}`.trim()}`
        : 'card declined',
    });
    later('cancel-unpaid', SIM_TUNING.cancelUnpaidAfter);
    return `order ${order._id} payment declined`;
  }
  if (order.isTaken == null) {
    if (!plan.simulated && order.storeId === demoStoreId(ctx)) {
      // The presenter's store: accepting or refunding a person's order is the presenter's call.
      // Look again later: once accepted by hand, a rider delivers it.
      later('decide', [SIM_TUNING.watchEvery, SIM_TUNING.watchEvery]);
      return null;
    }
    if (plan.simulated && ctx.rng.chance(SIM_TUNING.storeRefuses)) {
      await cancelOrder(ctx, order.storeId, order._id);
      memory.plans.delete(order._id);
      memory.stats.refunded++;
      return `order ${order._id} refused and refunded`;
    }
    await acceptOrder(ctx, order.storeId, order._id);
    memory.stats.accepted++;
    later('assign', SIM_TUNING.assignAfter);
    return `order ${order._id} accepted`;
  }
  if (plan.step !== 'assign' && plan.step !== 'deliver') {
    later('assign', SIM_TUNING.assignAfter);
    return null;
  }
  if (plan.step === 'assign') return await assignRider(ctx, memory, plan, order);
  memory.plans.delete(order._id);
  const trip = memory.trips.get(order._id);
  memory.trips.delete(order._id);
  if (plan.simulated && ctx.rng.chance(SIM_TUNING.refundAfterAccept)) {
    await cancelOrder(ctx, order.storeId, order._id);
    memory.stats.refunded++;
    return `order ${order._id} refunded after acceptance`;
  }
  await riderDelivers(ctx, order._id, trip?.riderId);
  memory.stats.delivered++;
  return `order ${order._id} delivered`;
}

/** A rider takes the accepted order at the store and rides to the buyer; delivery is due on arrival. */
async function assignRider(
  ctx: Ctx,
  memory: SimulatorMemory,
  plan: Plan,
  order: OrderRecord,
): Promise<string> {
  const store = ctx.db.users.get(order.storeId);
  let from = memory.storePlaces.get(order.storeId);
  if (from === undefined) {
    from = store?.physicalAddress ? placeOfAddress(store.physicalAddress, order.storeId) : null;
    memory.storePlaces.set(order.storeId, from);
  }
  const to = placeOfShipping(order.shippingAddress, order._id) ?? from;
  // A drop-off in another city (some seeded orders) is not a ride: it is delivered off the map.
  const ride =
    from && to && distanceKm(from, to) <= MAX_RIDE_KM
      ? { from, to, path: roadPath(from, to) }
      : null;
  const busy = new Map<string, number>();
  for (const t of memory.trips.values()) busy.set(t.riderId, (busy.get(t.riderId) ?? 0) + 1);
  const rider = pickRider(ctx, busy, store);
  const start = memory.simulatedMs;
  const end = start + (ride ? tripDurationMs(ride.from, ride.to, ride.path) : TRIP_MS.max);
  if (rider && ride) {
    memory.trips.set(order._id, {
      orderId: order._id,
      riderId: rider._id,
      riderName: rider.name,
      storeId: order.storeId,
      storeName: store?.businessName || 'a store',
      from: ride.from,
      to: ride.to,
      path: ride.path,
      startMs: start,
      endMs: end,
    });
    memory.stats.ridersAssigned++;
    recordCityEvent(ctx, 'rider-assigned', order, { rider: rider.name });
  }
  // The order page shows who took it and when (a far drop-off too: delivered off the map), and
  // the ride's length in the city's minutes from here, on the map or off it.
  if (rider) {
    await pickUpOrder(ctx, order._id, rider._id);
    noteCityStep(ctx, order._id, 'pickedUp');
  }
  schedule(memory, { ...plan, step: 'deliver', dueAt: end });
  return `order ${order._id} given to ${rider?.name ?? 'a rider'}`;
}
