// What the live view of the simulated city shows (`GET /__mock/city`, the SSE stream of
// `GET /__mock/events`): the simulator's controls and counters, throughput, riders on the road
// with their current positions, stores on the map and the latest events.

import { type LatLon, placeOfAddress } from '../domain/city-geo.ts';
import type { Ctx } from '../domain/plumbing/context.ts';
import { searchPlaces } from '../places/geocode.ts';
import { cities } from '../seed/places.ts';
import { type CityEvent, cityEventsAfter } from './city-events.ts';
import { observeOrders } from './city-observer.ts';
import { cityThroughput, type Throughput } from './city-throughput.ts';
import { cardChecksDown, currentPreset } from './presets.ts';
import { tripPosition } from './rider-trips.ts';
import { simulatorMemory, simulatorStatus } from './simulator-memory.ts';

type RiderOnRoad = {
  orderId: string;
  rider: string;
  store: string;
  from: LatLon;
  to: LatLon;
  lat: number;
  lon: number;
  progress: number;
};

export type CityTick = {
  /** Changes when the world is reset (start the feed over). */
  world: number;
  seed: string | number;
  simulatedMs: number;
  simulator: ReturnType<typeof simulatorStatus>;
  preset: string | null;
  cardChecksDown: boolean;
  throughput: Throughput;
  riders: RiderOnRoad[];
  lastSeq: number;
};

export type CitySnapshot = CityTick & {
  stores: { id: string; name: string; lat: number; lon: number }[];
  cities: { name: string; lat: number; lon: number }[];
  events: CityEvent[];
};

/** Stores drawn on the map at most (a 10,000-store world would only clutter it). */
const MAP_STORES = 300;
/** Events a snapshot carries at most. */
const SNAPSHOT_EVENTS = 60;

export function cityTick(ctx: Ctx): CityTick {
  observeOrders(ctx);
  const memory = simulatorMemory(ctx);
  const riders: RiderOnRoad[] = [];
  for (const trip of memory.trips.values()) {
    const at = tripPosition(trip, memory.simulatedMs);
    riders.push({
      orderId: trip.orderId,
      rider: trip.riderName,
      store: trip.storeName,
      from: trip.from,
      to: trip.to,
      lat: round(at.lat),
      lon: round(at.lon),
      progress: at.progress,
    });
  }
  return {
    world: ctx.memory.recordsId,
    seed: ctx.seed,
    simulatedMs: memory.simulatedMs,
    simulator: simulatorStatus(ctx),
    preset: currentPreset(ctx),
    cardChecksDown: cardChecksDown(ctx),
    throughput: cityThroughput(ctx),
    riders,
    lastSeq: memory.city.seq,
  };
}

const round = (n: number) => Math.round(n * 1e5) / 1e5;

function mapStores(ctx: Ctx): CitySnapshot['stores'] {
  const memory = simulatorMemory(ctx);
  const out: CitySnapshot['stores'] = [];
  for (const store of ctx.db.users.lookup('store', 'yes')) {
    if (out.length >= MAP_STORES) break;
    let place = memory.storePlaces.get(store._id);
    if (place === undefined) {
      place = store.physicalAddress ? placeOfAddress(store.physicalAddress, store._id) : null;
      memory.storePlaces.set(store._id, place);
    }
    if (place) {
      out.push({
        id: store._id,
        name: store.businessName || store.name,
        lat: round(place.lat),
        lon: round(place.lon),
      });
    }
  }
  return out;
}

/** The seeded cities (where stores are), for the map's city buttons. */
function cityCentres(): CitySnapshot['cities'] {
  return cities.flatMap((c) => {
    const hit = searchPlaces(c.city, 1)[0];
    return hit ? [{ name: c.city, lat: Number(hit.lat), lon: Number(hit.lon) }] : [];
  });
}

/** Everything a view needs to start: the tick, stores, cities and events after `afterSeq`. */
export function citySnapshot(ctx: Ctx, afterSeq = 0): CitySnapshot {
  const tick = cityTick(ctx);
  const events = cityEventsAfter(ctx, afterSeq > tick.lastSeq ? 0 : afterSeq).slice(
    -SNAPSHOT_EVENTS,
  );
  return { ...tick, stores: mapStores(ctx), cities: cityCentres(), events };
}
