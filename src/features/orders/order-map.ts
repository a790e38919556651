// What the order page's map shows while a rider is on the way: the store, the delivery address and
// the rider, each labelled, and the way the rider rides (the mock's `riderRoute`: over the roads
// and bridges, never across the lagoon). The map is fitted to all of them (leaflet-map.tsx).
import type { OrderDetails } from '#shared/schemas/orders.ts';
import type { MapPlace } from '#src/components/leaflet-map.tsx';
import { orderTexts } from '#src/features/orders/order-texts.ts';

export type OrderMap = {
  center: [number, number];
  places: MapPlace[];
  route: [number, number][];
};

/** The map of an order on its way, or undefined when the answer says no rider is on the road. */
export function orderMapOf(details: OrderDetails): OrderMap | undefined {
  const position = details.status === 'on-the-way' ? details.riderPosition : undefined;
  const rider = details.rider;
  if (!position || !rider) return undefined;
  const ride = details.riderRoute;
  const riderAt: [number, number] = [position.lat, position.lon];
  const places: MapPlace[] = [];
  if (ride) {
    places.push({
      id: 'store',
      kind: 'store',
      position: [ride.store.lat, ride.store.lon],
      label: orderTexts.storeOnMap(ride.store.name || orderTexts.theStore),
    });
    places.push({
      id: 'destination',
      kind: 'destination',
      position: [ride.destination.lat, ride.destination.lon],
      label: orderTexts.destinationOnMap,
    });
  }
  places.push({
    id: 'rider',
    kind: 'rider',
    position: riderAt,
    label: orderTexts.riderOnMap(rider.name),
  });
  return {
    center: places[0]!.position,
    places,
    route: ride ? ride.path.map(([lat, lon]) => [lat, lon] as [number, number]) : [],
  };
}
