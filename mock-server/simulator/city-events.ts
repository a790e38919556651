// The simulated city's event feed: what happens to orders (placed, paid, accepted, rider assigned,
// delivered, refunded …) and to wallets, whoever did it — the simulator or a person in the app.
// Each event's words and its step on the city's clock come from its kind (behaviours/); what the
// db shows is observed (city-observer.ts), what only the simulator knows (its declined cards, a
// rider taking the order) its behaviours record themselves. Throughput is computed from the same
// events over the last simulated minutes (city-throughput.ts).
import type { OrderRecord } from '../db/records.ts';
import { type Ctx, partOf, worldPart } from '../domain/plumbing/context.ts';
import {
  CITY_EVENT_TYPES,
  type CityEvent,
  type CityEventType,
  eventKindOf,
} from './behaviours/registry.ts';
import { noteCityStep } from './city-clock.ts';
import { actedByPerson, type CityEventFacts } from './city-log.ts';
import { pruneSamples } from './city-throughput.ts';
import { simulatorMemory } from './simulator-memory.ts';

export { CITY_EVENT_TYPES, type CityEvent, type CityEventType };

/** Hears each new event of the city feed (`onCityEvent`; the panel's streams). */
type CityListener = (event: CityEvent) => void;

/**
 * Who hears the city feed (`onCityEvent`: the panel's open streams). They watch the world, not its
 * records: a part of lifetime `world`, which `swapRecords` keeps, so they hear the new records'
 * events.
 */
const CITY_LISTENERS = worldPart((): Set<CityListener> => new Set());

/** Events kept for late joiners and `Last-Event-ID` (the feed shows the newest). */
export const EVENT_LOG_SIZE = 200;

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

/** Numbers the event, keeps it (the newest EVENT_LOG_SIZE) and tells the listeners. */
export function appendEvent(
  ctx: Ctx,
  type: CityEventType,
  facts: CityEventFacts,
  detail?: string,
): CityEvent {
  const log = simulatorMemory(ctx).city;
  const text = eventKindOf(type).text(facts) + (detail ? ` (${detail})` : '');
  const event: CityEvent = { seq: ++log.seq, type, ...facts, text };
  log.events.push(event);
  if (log.events.length > EVENT_LOG_SIZE) log.events.splice(0, log.events.length - EVENT_LOG_SIZE);
  for (const listener of partOf(ctx, CITY_LISTENERS)) listener(event);
  return event;
}

/**
 * Appends an event for `order` and tells the listeners. The ride's steps (its kind's `cityStep`)
 * are noted on the city's clock; placing, paying and accepting are people's acts, told by the
 * wall clock — the acceptance is noted only as the ride's start.
 */
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
  const facts: CityEventFacts = {
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
    ...(actedByPerson(log) ? { byPerson: true } : {}),
  };
  const step = eventKindOf(type).cityStep;
  if (step) noteCityStep(ctx, order._id, step);
  const event = appendEvent(ctx, type, facts, extra.detail);
  if (type === 'placed' || type === 'paid') {
    log.samples.push({ simMs: facts.simMs, type, kobo: order.totalKobo });
  }
  pruneSamples(memory);
  return event;
}

/** Events after `seq` (all kept ones when 0), oldest first. */
export function cityEventsAfter(ctx: Ctx, seq: number): CityEvent[] {
  // The log keeps what appendEvent made: each event's type is a CityEventType.
  return simulatorMemory(ctx).city.events.filter((e) => e.seq > seq) as CityEvent[];
}

/** The feed as a host keeps it between two runs of a world (the static demo, across reloads). */
export type KeptFeed = { seq: number; events: CityEvent[] };

/** The feed now: its last number and its kept events (a copy). */
export function keptFeed(ctx: Ctx): KeptFeed {
  const { seq, events } = simulatorMemory(ctx).city;
  return { seq, events: [...events] as CityEvent[] };
}

/** A kept feed as the world's own, its numbering going on from it (a world just made). */
export function restoreFeed(ctx: Ctx, feed: KeptFeed): void {
  const log = simulatorMemory(ctx).city;
  log.seq = feed.seq;
  log.events.push(...feed.events.slice(-EVENT_LOG_SIZE));
}
