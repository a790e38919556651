import { distanceKm, placeOfAddress } from '../../domain/city-geo.ts';
import { pickUpOrder } from '../../domain/orders.ts';
import { dropOffOf } from '../../domain/place-from.ts';
import { noteCityStep } from '../city-clock.ts';
import { MAX_RIDE_KM, pickRider, TRIP_MS, tripDurationMs } from '../rider-trips.ts';
import { roadPath } from '../road-route.ts';
import {
  eventKind,
  type OrderTurn,
  orderBehaviour,
  orderWords,
  type Said,
  storeWords,
} from './behaviour.ts';

const riderAssigned = eventKind({
  type: 'rider-assigned',
  label: 'Rider',
  badge: { background: '#f3e8ff', color: '#5b21b6' },
  listed: 'rider assigned',
  cityStep: 'pickedUp',
  text: (e) =>
    `${orderWords(e)}: ${e.rider ?? 'a rider'} is riding from ${storeWords(e)} to ${e.buyer}`,
});

/** A rider takes the accepted order at the store and rides to the buyer; delivery is due on arrival. */
export const assignRider = orderBehaviour({
  name: 'a rider takes the order',
  does: 'a free rider of the store’s city (none free: the least busy) rides from the store to the buyer’s district, 40–150 simulated s; delivery is due on arrival',
  when: {
    phase: 'accepted',
    steps: ['assign'],
    words: 'an accepted order, 5–20 s after its acceptance',
  },
  event: riderAssigned,
  stat: 'ridersAssigned',
  act: ride,
});

async function ride({ ctx, memory, order, record, at }: OrderTurn): Promise<Said> {
  const store = ctx.db.users.get(order.storeId);
  let from = memory.storePlaces.get(order.storeId);
  if (from === undefined) {
    from = store?.physicalAddress ? placeOfAddress(store.physicalAddress, order.storeId) : null;
    memory.storePlaces.set(order.storeId, from);
  }
  const dropOff = dropOffOf(ctx, order.shippingAddress, order._id);
  const to = dropOff ? { lat: dropOff.lat, lon: dropOff.lon } : from;
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
      ...(dropOff?.lga ? { toLga: dropOff.lga } : {}),
      path: ride.path,
      startMs: start,
      endMs: end,
    });
    record({ rider: rider.name });
  }
  // The order page shows who took it and when (a far drop-off too: delivered off the map), and
  // the ride's length in the city's minutes from here, on the map or off it.
  if (rider) {
    await pickUpOrder(ctx, order._id, rider._id);
    noteCityStep(ctx, order._id, 'pickedUp');
  }
  at('deliver', end);
  const line = `order ${order._id} given to ${rider?.name ?? 'a rider'}`;
  // Counted as a rider on the road only when the ride is on the map.
  return rider && ride ? line : { line, counted: false };
}
