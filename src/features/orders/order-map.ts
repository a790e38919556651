// What the order page's map shows while a rider is on the way: the store, the delivery address and
// the rider, each labelled, and the way the rider rides (the mock's `riderRoute`: over the roads
// and bridges, never across the lagoon). The map is fitted to all of them (map-places.tsx). A rider
// still at the store (or already at the door) is one pin with one label, not a drop over the dot.
import type { OrderDetails } from '#shared/schemas/orders.ts';
import type { MapPlace } from '#src/components/map-places.tsx';
import { orderTexts } from '#src/features/orders/order-texts.ts';
import { distanceKm } from '#src/lib/map-pins.ts';

export type OrderMap = {
  center: [number, number];
  places: MapPlace[];
  route: [number, number][];
};

/** The class of the ride's map on the order page (order-progress.tsx; order-announcements.ts). */
export const RIDE_MAP_CLASS = 'order-progress__map';

/** Closer than this to the store or the address, the rider is there (one pin, one label). */
const SAME_SPOT_KM = 0.05;

/** The map of an order on its way, or undefined when the answer says no rider is on the road. */
export function orderMapOf(details: OrderDetails): OrderMap | undefined {
  const position = details.status === 'on-the-way' ? details.riderPosition : undefined;
  const rider = details.rider;
  if (!position || !rider) return undefined;
  const ride = details.riderRoute;
  const riderAt: [number, number] = [position.lat, position.lon];
  const places: MapPlace[] = [];
  let riderLabel = orderTexts.riderOnMap(rider.name);
  if (ride) {
    const store: [number, number] = [ride.store.lat, ride.store.lon];
    const door: [number, number] = [ride.destination.lat, ride.destination.lon];
    const storeName = ride.store.name || orderTexts.theStore;
    const destination: MapPlace = {
      id: 'destination',
      kind: 'destination',
      position: door,
      label: ride.destination.lga
        ? orderTexts.destinationInLga(ride.destination.lga)
        : orderTexts.destinationOnMap,
    };
    if (distanceKm(riderAt, store) < SAME_SPOT_KM) {
      riderLabel = orderTexts.riderAtStore(rider.name, storeName);
      places.push(destination);
    } else if (distanceKm(riderAt, door) < SAME_SPOT_KM) {
      riderLabel = orderTexts.riderAtDoor(rider.name);
      places.push(storeOnMap(store, storeName));
    } else places.push(storeOnMap(store, storeName), destination);
  }
  places.push({ id: 'rider', kind: 'rider', position: riderAt, label: riderLabel });
  return {
    center: places[0]!.position,
    places,
    route: ride ? ride.path.map(([lat, lon]) => [lat, lon] as [number, number]) : [],
  };
}

const storeOnMap = (position: [number, number], name: string): MapPlace => ({
  id: 'store',
  kind: 'store',
  position,
  label: orderTexts.storeOnMap(name),
});
