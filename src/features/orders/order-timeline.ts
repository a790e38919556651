// The steps of an order on its way to the door, worked out only from what the API says: the
// hosted API sends no `status` (nor rider, nor times beyond paid and taken), so then only the steps
// it proves are shown — never a guessed one.
import type { OrderDetails } from '#src/api/schemas/orders.ts';

type StepKey = 'placed' | 'paid' | 'accepted' | 'rider' | 'on-the-way' | 'delivered';

export interface TimelineStep {
  key: StepKey | 'cancelled';
  /** When it happened (ISO), where the API says. */
  at?: string;
  state: 'done' | 'current' | 'upcoming';
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

function reached(details: OrderDetails): Record<StepKey, boolean> {
  const delivered = details.isDelivered === true || details.status === 'delivered';
  const onTheWay = delivered || details.status === 'on-the-way' || details.pickedUpAt !== undefined;
  return {
    placed: true,
    paid: details.isPaid,
    accepted: Boolean(details.isTaken || details.acceptedAt) || onTheWay,
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
      return details.acceptedAt ?? details.isTaken;
    case 'rider':
    case 'on-the-way':
      return details.pickedUpAt;
    case 'delivered':
      return details.deliveredAt;
  }
}

/**
 * The timeline: with tracking, every step (done ones with their time, the next one current, the
 * rest upcoming); without, only the steps the answer proves. A cancelled order ends with
 * 'cancelled' after the steps it had reached.
 */
export function timelineOf(details: OrderDetails): TimelineStep[] {
  const done = reached(details);
  const tracked = isTracked(details);
  const steps: TimelineStep[] = [];
  let currentGiven = false;
  const lastDone = Math.max(...ORDER.map((key, index) => (done[key] ? index : -1)));
  for (const [index, key] of ORDER.entries()) {
    if (done[key]) {
      steps.push({ key, at: timeOf(details, key), state: 'done' });
      continue;
    }
    // Not reached: shown as next only when the API tracks the order and nothing later happened.
    if (!tracked || details.isCancelled || index < lastDone) continue;
    steps.push({ key, state: currentGiven ? 'upcoming' : 'current' });
    currentGiven = true;
  }
  if (details.isCancelled) steps.push({ key: 'cancelled', state: 'done' });
  return steps;
}
