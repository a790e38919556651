// The steps of an order on its way to the door, worked out only from what the API says: the
// hosted API sends no `status` (nor rider, nor times beyond paid and taken), so then only the steps
// it proves are shown — never a guessed one.
import type { OrderDetails } from '#shared/schemas/orders.ts';

type StepKey = 'placed' | 'paid' | 'accepted' | 'rider' | 'on-the-way' | 'delivered';

export interface TimelineStep {
  key: StepKey | 'cancelled';
  /** When it happened (ISO), where the API says. */
  at?: string;
  state: 'done' | 'current' | 'upcoming';
  /**
   * How long after the step before it (whole minutes). People's steps (payment, the store's
   * accept) by the wall clock, as their stamps; the ride's steps (rider, on the way, delivered) on
   * the simulated city's clock where the mock gives it (`cityMinutes`: its rides take seconds of
   * real time) — `clock: 'city'`, whose wall stamps the page then does not show beside it.
   */
  after?: { minutes: number; since: StepKey; clock: 'wall' | 'city' };
}

/** The mock's `cityMinutes` key of the ride's steps and of the acceptance the ride starts from. */
const CITY_KEY: Partial<Record<StepKey, 'accepted' | 'pickedUp' | 'delivered'>> = {
  accepted: 'accepted',
  rider: 'pickedUp',
  'on-the-way': 'pickedUp',
  delivered: 'delivered',
};

/** The steps the city does (the ride): only these are ever told in the city's minutes. */
const RIDE: ReadonlySet<StepKey> = new Set(['rider', 'on-the-way', 'delivered']);

/** Longer than this apart, a step shows its day and time instead of a duration. */
const DAY_MINUTES = 24 * 60;

function cityMinute(details: OrderDetails, key: StepKey): number | undefined {
  const cityKey = CITY_KEY[key];
  return cityKey === undefined ? undefined : details.cityMinutes?.[cityKey];
}

/** Step `key` (at `at`) after step `since` (at `sinceAt`); undefined when unknown. */
function durationBetween(
  details: OrderDetails,
  since: StepKey,
  sinceAt: string,
  key: StepKey,
  at: string,
): TimelineStep['after'] {
  const fromCity = cityMinute(details, since);
  const toCity = cityMinute(details, key);
  if (RIDE.has(key) && fromCity !== undefined && toCity !== undefined) {
    return { minutes: Math.max(0, toCity - fromCity), since, clock: 'city' };
  }
  const ms = Date.parse(at) - Date.parse(sinceAt);
  if (!Number.isFinite(ms) || ms < 0) return undefined;
  const minutes = Math.round(ms / 60_000);
  return minutes < DAY_MINUTES ? { minutes, since, clock: 'wall' } : undefined;
}

const ORDER: readonly StepKey[] = [
  'placed',
  'paid',
  'accepted',
  'rider',
  'on-the-way',
  'delivered',
];

/** The mock's statuses that end the tracking (the page stops asking). */
export function isFinal(details: OrderDetails): boolean {
  return details.isCancelled || details.isDelivered === true || details.status === 'delivered';
}

/** True when the API tracks the order (the mock): the page then follows it live. */
export function isTracked(details: OrderDetails): boolean {
  return typeof details.status === 'string';
}

/**
 * When the store accepted: the mock's `acceptedAt`; else `isTaken` — but a cancel stamps `isTaken`
 * too (hosted §6.5), so on a cancelled order it proves nothing.
 */
function acceptedAt(details: OrderDetails): string | undefined {
  return details.acceptedAt ?? (details.isCancelled ? undefined : details.isTaken);
}

/** When the store cancelled: the mock's `cancelledAt`, else the `isTaken` the cancel stamped. */
function cancelledAt(details: OrderDetails): string | undefined {
  return details.isCancelled ? (details.cancelledAt ?? details.isTaken) : undefined;
}

function reached(details: OrderDetails): Record<StepKey, boolean> {
  const delivered = details.isDelivered === true || details.status === 'delivered';
  const onTheWay = delivered || details.status === 'on-the-way' || details.pickedUpAt !== undefined;
  return {
    placed: true,
    paid: details.isPaid,
    accepted: acceptedAt(details) !== undefined || onTheWay,
    rider: details.rider !== undefined || onTheWay,
    'on-the-way': onTheWay,
    delivered,
  };
}

function timeOf(details: OrderDetails, key: StepKey): string | undefined {
  switch (key) {
    case 'placed':
      return details.createdAt;
    case 'paid':
      return details.isPaidAt;
    case 'accepted':
      return acceptedAt(details);
    case 'rider':
    case 'on-the-way':
      return details.pickedUpAt;
    case 'delivered':
      return details.deliveredAt;
  }
}

/**
 * The timeline: with tracking, every step (done ones with their time, the next one current, the
 * rest upcoming); without, only the steps the answer proves. A step is done only with its time
 * (a step the answer implies but does not date is left out, never guessed). A cancelled order ends
 * with 'cancelled' (with its time) after the steps it had reached.
 */
export function timelineOf(details: OrderDetails): TimelineStep[] {
  const done = reached(details);
  const tracked = isTracked(details);
  const steps: TimelineStep[] = [];
  let currentGiven = false;
  const lastDone = Math.max(...ORDER.map((key, index) => (done[key] ? index : -1)));
  let previous: { key: StepKey; at: string } | undefined;
  for (const [index, key] of ORDER.entries()) {
    if (done[key]) {
      const at = timeOf(details, key);
      if (at === undefined) continue;
      const after = previous && durationBetween(details, previous.key, previous.at, key, at);
      steps.push({ key, at, state: 'done', ...(after ? { after } : {}) });
      previous = { key, at };
      continue;
    }
    // Not reached: shown as next only when the API tracks the order and nothing later happened.
    if (!tracked || details.isCancelled || index < lastDone) continue;
    steps.push({ key, state: currentGiven ? 'upcoming' : 'current' });
    currentGiven = true;
  }
  // Proven by `isCancelled`; both the mock and the hosted API date it (cancelledAt / isTaken).
  if (details.isCancelled)
    steps.push({ key: 'cancelled', at: cancelledAt(details), state: 'done' });
  return steps;
}

/**
 * What a cancel gave back to the buyer's Bukka wallet, in naira: the mock says it
 * (`refundedAmount`: what was paid, 0 for an unpaid order); the hosted API credits the whole total
 * to the wallet, paid or not (§6.5). Undefined while the order is not cancelled.
 */
export function refundOf(details: OrderDetails): number | undefined {
  if (!details.isCancelled) return undefined;
  return details.refundedAmount ?? details.total;
}
