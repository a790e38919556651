// A live order's new steps, said once each: while the order page is open and the order moves
// (paid, accepted, a rider, on the way, delivered, cancelled), the newest step is announced in the
// shell's polite live region and shown as a toast on the order's topic. Steps already done when
// the page opened are not news; a step the person just made themselves (the vendor's Accept or
// cancel, the buyer's payment) was already said by its own flow.
import { useEffect } from 'react';
import { clockTime } from '#shared/day-time.ts';
import type { OrderDetails } from '#shared/schemas/orders.ts';
import { RIDE_MAP_CLASS } from '#src/features/orders/order-map.ts';
import { orderTexts, stepNews } from '#src/features/orders/order-texts.ts';
import { refundOf, type TimelineStep, timelineOf } from '#src/features/orders/order-timeline.ts';
import { refundMessage } from '#src/features/orders/refund-message.ts';
import { announce } from '#src/lib/announce.ts';
import { closeTopic, notifyInfo, notifySuccess } from '#src/lib/toast.ts';

/** The toast topic of one order: a newer message about it replaces the older one in place. */
export const orderTopic = (orderId: string): string => `order:${orderId}`;

/** Per open order: the steps already done or said. */
const said = new Map<string, Set<TimelineStep['key']>>();

/** The person's own action made this step (its button said it): not announced again. */
export function noteOwnStep(orderId: string, key: TimelineStep['key']): void {
  said.get(orderId)?.add(key);
}

/** What the step says to this side; null when the person's own flow already said it. */
function newsOf(step: TimelineStep, details: OrderDetails, isBuyer: boolean): string | null {
  // The buyer's payment is said by the payment flow itself ('Payment successful …').
  if (isBuyer && step.key === 'paid') return null;
  const side = isBuyer ? stepNews.buyer : stepNews.seller;
  const at = step.at ? clockTime(step.at) : '';
  const rider = details.rider?.name;
  switch (step.key) {
    case 'cancelled':
      return refundMessage(isBuyer ? 'buyer-note' : 'seller-toast', refundOf(details) ?? 0);
    case 'rider':
    case 'on-the-way':
      return side.onTheWay(rider);
    case 'delivered':
      // A ride told in the city's minutes: said as the page says it, never beside a wall time.
      return step.after?.clock === 'city'
        ? side.deliveredAfter(orderTexts.cityAfter(step.after.minutes, orderTexts.sinceStep.rider))
        : side.delivered(at);
    case 'placed':
    case 'paid':
    case 'accepted':
      return side[step.key](at);
  }
}

/**
 * The ride's live map is on screen: it shows the rider's news itself, and a toast at the foot of
 * the screen would cover its labels (the store's, on a laptop's screen).
 */
function rideMapInView(): boolean {
  const rect = document.querySelector(`.${RIDE_MAP_CLASS}`)?.getBoundingClientRect();
  return !!rect && rect.height > 0 && rect.bottom > 0 && rect.top < window.innerHeight;
}

const RIDE_STEPS: ReadonlySet<TimelineStep['key']> = new Set(['rider', 'on-the-way']);

/** Announces each step the order reaches while this page shows it (once). */
export function useStepAnnouncements(details: OrderDetails, isBuyer: boolean): void {
  const done = timelineOf(details).filter((step) => step.state === 'done');
  const doneKeys = done.map((step) => step.key).join(' ');
  const orderId = details._id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the set of done steps changes
  useEffect(() => {
    const known = said.get(orderId);
    if (!known) {
      said.set(orderId, new Set(done.map((step) => step.key)));
      return;
    }
    const fresh = done.filter((step) => !known.has(step.key));
    for (const step of fresh) known.add(step.key);
    // Several steps at once (a rider picked it up: rider and on the way): the newest says it all.
    const newest = fresh.at(-1);
    if (!newest) return;
    const message = newsOf(newest, details, isBuyer);
    if (message === null) return;
    // Always said in the live region; shown as a toast unless the map in view shows it already
    // (and then the order's older toast, now stale, leaves it too).
    if (RIDE_STEPS.has(newest.key) && rideMapInView()) closeTopic(orderTopic(orderId));
    else {
      const notify = newest.key === 'delivered' ? notifySuccess : notifyInfo;
      notify(message, undefined, { topic: orderTopic(orderId) });
    }
    announce(message);
  }, [orderId, doneKeys]);
  useEffect(() => () => void said.delete(orderId), [orderId]);
}
