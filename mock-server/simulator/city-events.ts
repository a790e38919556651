// The simulated city's event feed: what happens to orders (placed, paid, accepted, rider assigned,
// delivered, refunded …) and to wallets, whoever did it — the simulator or a person in the app.
// Order state changes are observed from the db (so a presenter's own order shows up too); so are a
// person's money moves that leave no mark on an order — a card declined at the provider's checkout,
// a bank transfer into a wallet (the panel's, a script's) — watched on the money tables (issue 27
// #6). What only the simulator knows (its declined cards, a rider taking the order) it records
// itself. Throughput is computed from the same events over the last simulated minutes.
import { formatNaira } from '#shared/money.ts';
import type { OrderRecord } from '../db/records.ts';
import { type Ctx, partOf, worldPart } from '../domain/plumbing/context.ts';
import { noteCityStep } from './city-clock.ts';
import {
  CITY_EVENT_TYPES,
  type CityEvent,
  type CityEventType,
  type CityListener,
  type CityLog,
  type MoneyNews,
  type OrderFlags,
} from './city-log.ts';
import { type CityStep, type SimulatorMemory, simulatorMemory } from './simulator-memory.ts';

export { CITY_EVENT_TYPES, type CityEvent, type CityEventType };

/**
 * Who hears the city feed (`onCityEvent`: the panel's open streams). They watch the world, not its
 * records: a part of lifetime `world`, which `swapRecords` keeps, so they hear the new records'
 * events.
 */
const CITY_LISTENERS = worldPart((): Set<CityListener> => new Set());

/** Events kept for late joiners and `Last-Event-ID` (the feed shows the newest). */
export const EVENT_LOG_SIZE = 200;
/** Throughput window, simulated ms. */
const THROUGHPUT_WINDOW_MS = 10 * 60_000;
/** A person's money moves kept between two observations at most. */
const MONEY_NEWS_MAX = 100;

/**
 * Calls `listener` with every new event of `ctx` until the returned stop — across world swaps: a
 * listener (`CITY_LISTENERS`) watches the world, not its records, so a reset or an import keeps it.
 */
export function onCityEvent(ctx: Ctx, listener: CityListener): () => void {
  const listeners = partOf(ctx, CITY_LISTENERS);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** How many listeners `ctx` has (the SSE streams open): a leak shows here. */
export const cityListenerCount = (ctx: Ctx): number => partOf(ctx, CITY_LISTENERS).size;

/** The app's one naira format (issue 28 #4): `N4,500.00`. */
const naira = (kobo: number): string => formatNaira(kobo);

const shortId = (id: string) => id.slice(-6);

type EventFacts = Omit<CityEvent, 'seq' | 'text' | 'type'>;

function eventText(type: CityEventType, e: EventFacts): string {
  const order = `Order ${shortId(e.orderId ?? '')}`;
  const store = e.store ?? 'a store';
  switch (type) {
    case 'placed':
      return `${order} placed${e.byPerson ? ' in the app' : ''} by ${e.buyer} at ${store}: ${naira(e.amountKobo)}`;
    case 'paid':
      return `${order} paid: ${naira(e.amountKobo)} to ${store}`;
    case 'payment-failed':
      return `${order}: card payment failed at ${store}`;
    case 'accepted':
      return `${order} accepted by ${store}`;
    case 'rider-assigned':
      return `${order}: ${e.rider ?? 'a rider'} is riding from ${store} to ${e.buyer}`;
    case 'delivered':
      return `${order} delivered to ${e.buyer}${e.rider ? ` by ${e.rider}` : ''}`;
    case 'refunded':
      return `${order} refunded: ${naira(e.amountKobo)} back to ${e.buyer}`;
    case 'cancelled':
      return `${order} cancelled unpaid`;
    case 'wallet-transfer':
      return `Bank transfer of ${naira(e.amountKobo)} into ${e.buyer}'s wallet`;
  }
}

/** Numbers the event, keeps it (the newest EVENT_LOG_SIZE) and tells the listeners. */
function appendEvent(ctx: Ctx, type: CityEventType, facts: EventFacts, detail?: string): CityEvent {
  const log = simulatorMemory(ctx).city;
  const text = eventText(type, facts) + (detail ? ` (${detail})` : '');
  const event: CityEvent = { seq: ++log.seq, type, ...facts, text };
  log.events.push(event);
  if (log.events.length > EVENT_LOG_SIZE) log.events.splice(0, log.events.length - EVENT_LOG_SIZE);
  for (const listener of partOf(ctx, CITY_LISTENERS)) listener(event);
  return event;
}

/**
 * The order steps the city's clock notes (city-clock.ts), by event: the ride only. Placing, paying
 * and accepting are people's acts, told by the wall clock; the acceptance is noted as the ride's
 * start (when the city first sees the order accepted), never compared with a person's step.
 */
const CITY_STEPS: Partial<Record<CityEventType, CityStep>> = {
  accepted: 'accepted',
  'rider-assigned': 'pickedUp',
  delivered: 'delivered',
};

/** Appends an event for `order` and tells the listeners. */
export function recordCityEvent(
  ctx: Ctx,
  type: CityEventType,
  order: OrderRecord,
  extra: { rider?: string; detail?: string } = {},
): CityEvent {
  const memory = simulatorMemory(ctx);
  const log = memory.city;
  const store = ctx.db.users.get(order.storeId);
  const buyer = ctx.db.users.get(order.buyerId);
  const facts: EventFacts = {
    orderId: order._id,
    at: new Date(ctx.clock.now()).toISOString(),
    simMs: memory.simulatedMs,
    storeId: order.storeId,
    store: store?.businessName || store?.name || 'a store',
    buyer: buyer?.name || order.shippingAddress.name || 'a buyer',
    ...(buyer ? { buyerEmail: buyer.email } : {}),
    ...(store ? { storeEmail: store.email } : {}),
    amountKobo: order.totalKobo,
    ...(extra.rider ? { rider: extra.rider } : {}),
    ...(log.simulated.has(order._id) ? {} : { byPerson: true }),
  };
  const step = CITY_STEPS[type];
  if (step) noteCityStep(ctx, order._id, step);
  const event = appendEvent(ctx, type, facts, extra.detail);
  if (type === 'placed' || type === 'paid') {
    log.samples.push({ simMs: facts.simMs, type, kobo: order.totalKobo });
  }
  pruneSamples(memory);
  return event;
}

/**
 * Watches the money tables of the world's db (once per db: a reset or import brings a new one and
 * a new log): a card declined at the provider for an order (its `metadata.orderId`, which the app
 * sends and the simulator's charges lack) and a bank transfer into a wallet, unless the simulator
 * is the one acting, become news for the next observation.
 */
function watchMoney(ctx: Ctx, log: CityLog): void {
  if (log.watching === ctx.db) return;
  log.watching = ctx.db;
  const note = (news: MoneyNews) => {
    if (log.simulatorActing || log.moneyNews.length >= MONEY_NEWS_MAX) return;
    log.moneyNews.push(news);
  };
  ctx.db.providerTransactions.watch((change) => {
    const orderId = change.put?.metadata.orderId;
    if (change.put?.status === 'failed' && typeof orderId === 'string') {
      note({ kind: 'card-declined', orderId });
    }
  });
  ctx.db.transactions.watch((change) => {
    if (change.put?.kind === 'deposit' && change.put.deltaKobo > 0) {
      note({
        kind: 'wallet-transfer',
        userId: change.put.userId,
        amountKobo: change.put.deltaKobo,
      });
    }
  });
}

/** The money news since the last observation, as events (after the order events it follows). */
function reportMoneyNews(ctx: Ctx, log: CityLog): void {
  const news = log.moneyNews.splice(0);
  for (const item of news) {
    if (item.kind === 'card-declined') {
      const order = ctx.db.orders.get(item.orderId);
      if (order && !log.simulated.has(order._id)) {
        recordCityEvent(ctx, 'payment-failed', order, { detail: 'card declined in the app' });
      }
      continue;
    }
    const owner = ctx.db.users.get(item.userId);
    appendEvent(ctx, 'wallet-transfer', {
      at: new Date(ctx.clock.now()).toISOString(),
      simMs: simulatorMemory(ctx).simulatedMs,
      buyer: owner?.name || 'a user',
      ...(owner ? { buyerEmail: owner.email } : {}),
      amountKobo: item.amountKobo,
      byPerson: true,
    });
  }
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
  const log = simulatorMemory(ctx).city;
  watchMoney(ctx, log);
  observeOrderChanges(ctx, log);
  reportMoneyNews(ctx, log);
}

/**
 * Runs `task` as the simulator's own act: money moves it makes (its buyers' top-ups, declines)
 * are not reported as a person's. Call inside the write queue (`ctx.serial`), so no request's
 * write happens meanwhile.
 */
export async function asSimulator<T>(ctx: Ctx, task: () => Promise<T>): Promise<T> {
  const log = simulatorMemory(ctx).city;
  watchMoney(ctx, log);
  log.simulatorActing = true;
  try {
    return await task();
  } finally {
    log.simulatorActing = false;
  }
}

function observeOrderChanges(ctx: Ctx, log: CityLog): void {
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
  const memory = simulatorMemory(ctx);
  return throughput(memory.city.samples, memory.simulatedMs);
}

/** Events after `seq` (all kept ones when 0), oldest first. */
export function cityEventsAfter(ctx: Ctx, seq: number): CityEvent[] {
  return simulatorMemory(ctx).city.events.filter((e) => e.seq > seq);
}
