// The simulated city's event feed: what happens to orders (placed, paid, accepted, rider assigned,
// delivered, refunded …), whoever did it — the simulator or a person in the app. Order state
// changes are observed from the db (so a presenter's own order shows up too); what only the
// simulator knows (a declined card, a rider taking the order) it records itself. Throughput is
// computed from the same events over the last simulated minutes.
import type { OrderRecord } from '../db/records.ts';
import type { Ctx } from '../domain/plumbing/context.ts';
import {
  CITY_EVENT_TYPES,
  type CityEvent,
  type CityEventType,
  type CityListener,
  type OrderFlags,
} from './city-log.ts';
import type { SimulatorMemory } from './simulator-memory.ts';

export { CITY_EVENT_TYPES, type CityEvent, type CityEventType };

/** Events kept for late joiners and `Last-Event-ID` (the feed shows the newest). */
export const EVENT_LOG_SIZE = 200;
/** Throughput window, simulated ms. */
const THROUGHPUT_WINDOW_MS = 10 * 60_000;

/**
 * Calls `listener` with every new event of `ctx` until the returned stop — across world swaps: a
 * listener (`ctx.cityListeners`) watches the mock, not one world, so a reset or an import keeps it.
 */
export function onCityEvent(ctx: Ctx, listener: CityListener): () => void {
  ctx.cityListeners.add(listener);
  return () => {
    ctx.cityListeners.delete(listener);
  };
}

/** How many listeners `ctx` has (the SSE streams open): a leak shows here. */
export const cityListenerCount = (ctx: Ctx): number => ctx.cityListeners.size;

const naira = (kobo: number): string =>
  `₦${(kobo / 100).toLocaleString('en-NG', { maximumFractionDigits: 2 })}`;

const shortId = (id: string) => id.slice(-6);

function eventText(type: CityEventType, e: Omit<CityEvent, 'seq' | 'text' | 'type'>): string {
  const order = `Order ${shortId(e.orderId)}`;
  switch (type) {
    case 'placed':
      return `${order} placed${e.byPerson ? ' in the app' : ''} by ${e.buyer} at ${e.store}: ${naira(e.amountKobo)}`;
    case 'paid':
      return `${order} paid: ${naira(e.amountKobo)} to ${e.store}`;
    case 'payment-failed':
      return `${order}: card payment failed at ${e.store}`;
    case 'accepted':
      return `${order} accepted by ${e.store}`;
    case 'rider-assigned':
      return `${order}: ${e.rider ?? 'a rider'} is riding from ${e.store} to ${e.buyer}`;
    case 'delivered':
      return `${order} delivered to ${e.buyer}${e.rider ? ` by ${e.rider}` : ''}`;
    case 'refunded':
      return `${order} refunded: ${naira(e.amountKobo)} back to ${e.buyer}`;
    case 'cancelled':
      return `${order} cancelled unpaid`;
  }
}

/** Appends an event for `order` and tells the listeners. */
export function recordCityEvent(
  ctx: Ctx,
  type: CityEventType,
  order: OrderRecord,
  extra: { rider?: string; detail?: string } = {},
): CityEvent {
  const memory = ctx.memory.simulator;
  const log = memory.city;
  const store = ctx.db.users.get(order.storeId);
  const buyer = ctx.db.users.get(order.buyerId);
  const base = {
    orderId: order._id,
    at: new Date(ctx.clock.now()).toISOString(),
    simMs: memory.simulatedMs,
    storeId: order.storeId,
    store: store?.businessName || store?.name || 'a store',
    buyer: buyer?.name || order.shippingAddress.name || 'a buyer',
    amountKobo: order.totalKobo,
    ...(extra.rider ? { rider: extra.rider } : {}),
    ...(log.simulated.has(order._id) ? {} : { byPerson: true }),
  };
  const text = eventText(type, base) + (extra.detail ? ` (${extra.detail})` : '');
  const event: CityEvent = { seq: ++log.seq, type, ...base, text };
  log.events.push(event);
  if (log.events.length > EVENT_LOG_SIZE) log.events.splice(0, log.events.length - EVENT_LOG_SIZE);
  if (type === 'placed' || type === 'paid') {
    log.samples.push({ simMs: base.simMs, type, kobo: order.totalKobo });
  }
  pruneSamples(memory);
  for (const listener of ctx.cityListeners) listener(event);
  return event;
}

function pruneSamples(memory: SimulatorMemory): void {
  const from = memory.simulatedMs - THROUGHPUT_WINDOW_MS;
  const samples = memory.city.samples;
  let drop = 0;
  while (drop < samples.length && samples[drop]!.simMs < from) drop++;
  if (drop > 0) samples.splice(0, drop);
}

const flagsOf = (o: OrderRecord): OrderFlags => ({
  paid: o.isPaid === true,
  // Accepted by the store (a cancel stamps `isTaken` too, as hosted).
  taken: o.acceptedAt != null || (o.isTaken != null && !o.isCancelled),
  delivered: o.isDelivered === true,
  cancelled: o.isCancelled === true,
});

const isFinal = (f: OrderFlags) => f.delivered || f.cancelled;

/**
 * Turns order changes since the last call into events (placed, paid, accepted, delivered,
 * refunded, cancelled). The first call of a world only takes stock: the seeded history is not
 * news. Cheap when nothing changed (the orders table's version).
 */
export function observeOrders(ctx: Ctx): void {
  const memory = ctx.memory.simulator;
  const log = memory.city;
  const table = ctx.db.orders;
  if (table.version === log.version) return;
  const first = log.scanned < 0;
  log.version = table.version;
  const fresh: OrderRecord[] = [];
  if (table.size > log.scanned) {
    let index = 0;
    for (const order of table.values()) {
      if (index++ < log.scanned) continue;
      if (first) {
        const flags = flagsOf(order);
        if (!isFinal(flags)) log.open.set(order._id, flags);
      } else fresh.push(order);
    }
    log.scanned = index;
  }
  for (const [id, before] of log.open) {
    const order = table.get(id);
    if (!order) {
      log.open.delete(id);
      continue;
    }
    const now = flagsOf(order);
    if (now.paid && !before.paid) recordCityEvent(ctx, 'paid', order);
    if (now.taken && !before.taken) recordCityEvent(ctx, 'accepted', order);
    if (now.delivered && !before.delivered)
      recordCityEvent(ctx, 'delivered', order, { rider: riderName(ctx, order) });
    if (now.cancelled && !before.cancelled)
      recordCityEvent(ctx, now.paid ? 'refunded' : 'cancelled', order);
    if (isFinal(now)) {
      log.open.delete(id);
      log.simulated.delete(id);
    } else log.open.set(id, now);
  }
  for (const order of fresh) {
    recordCityEvent(ctx, 'placed', order);
    const flags = flagsOf(order);
    if (flags.paid) recordCityEvent(ctx, 'paid', order);
    if (!isFinal(flags)) log.open.set(order._id, flags);
  }
}

const riderName = (ctx: Ctx, order: OrderRecord): string | undefined =>
  order.riderId ? ctx.db.users.get(order.riderId)?.name : undefined;

export type Throughput = {
  /** Simulated minutes the figures cover (up to 10; less just after a start or reset). */
  windowMinutes: number;
  placed: number;
  paid: number;
  ordersPerMinute: number;
  /** Gross merchandise value: what buyers paid for orders in the window, kobo. */
  gmvKobo: number;
};

/** Orders per simulated minute and GMV over the last `windowMs` of simulated time. */
export function throughput(
  samples: readonly { simMs: number; type: 'placed' | 'paid'; kobo: number }[],
  nowSimMs: number,
  windowMs = THROUGHPUT_WINDOW_MS,
): Throughput {
  const from = nowSimMs - windowMs;
  let placed = 0;
  let paid = 0;
  let gmvKobo = 0;
  for (const s of samples) {
    if (s.simMs < from || s.simMs > nowSimMs) continue;
    if (s.type === 'placed') placed++;
    else {
      paid++;
      gmvKobo += s.kobo;
    }
  }
  const windowMinutes = Math.min(windowMs, Math.max(60_000, nowSimMs)) / 60_000;
  return {
    windowMinutes: Math.round(windowMinutes * 10) / 10,
    placed,
    paid,
    ordersPerMinute: Math.round((placed / windowMinutes) * 10) / 10,
    gmvKobo,
  };
}

/** The current figures of `ctx`'s world. */
export function cityThroughput(ctx: Ctx): Throughput {
  const memory = ctx.memory.simulator;
  return throughput(memory.city.samples, memory.simulatedMs);
}

/** Events after `seq` (all kept ones when 0), oldest first. */
export function cityEventsAfter(ctx: Ctx, seq: number): CityEvent[] {
  return ctx.memory.simulator.city.events.filter((e) => e.seq > seq);
}
