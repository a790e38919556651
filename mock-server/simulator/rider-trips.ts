// Riders on the road: when a store has accepted an order, the simulator gives it to a free rider
// who rides from the store to the buyer over simulated time. Positions are a pure function of the
// trip and the simulated clock.
import type { UserRecord } from '../db/records.ts';
import { distanceKm, type LatLon } from '../domain/city-geo.ts';
import { NEAR_LIMIT_KM, userPoint } from '../domain/distances.ts';
import type { Ctx } from '../domain/plumbing/context.ts';
import { alongPath, pathKm } from './road-route.ts';

export type Trip = {
  orderId: string;
  riderId: string;
  riderName: string;
  storeId: string;
  storeName: string;
  from: LatLon;
  to: LatLon;
  /** The drop-off's local government when the address named no nearer place (its pin stands for
   * it: place-from.ts). */
  toLga?: string;
  /** The way ridden, `from` to `to` (road-route.ts: on land, over the bridges). */
  path: LatLon[];
  /** Simulated ms (simulator-memory's `simulatedMs`) when the rider left the store. */
  startMs: number;
  /** Simulated ms when the rider reaches the buyer (the delivery is due then). */
  endMs: number;
};

/** Longest ride a rider takes (farther drop-offs are delivered off the map). */
export const MAX_RIDE_KM = 60;

/** Trip length in simulated ms: 40 s to 150 s, longer for longer rides (demo pace, not traffic). */
export const TRIP_MS = { min: 40_000, max: 150_000, perKm: 9_000 } as const;

/** By the way ridden (`path`; straight when not given). */
export function tripDurationMs(
  from: LatLon,
  to: LatLon,
  path: readonly LatLon[] = [from, to],
): number {
  const ms = TRIP_MS.min + pathKm(path) * TRIP_MS.perKm;
  return Math.round(Math.min(TRIP_MS.max, ms));
}

export type RiderPosition = LatLon & { progress: number };

/**
 * Where the rider is at simulated time `nowMs`: at the store before the start, at the buyer after
 * the end, in between along the trip's path with a gentle start and stop.
 */
export function tripPosition(trip: Trip, nowMs: number): RiderPosition {
  const span = Math.max(1, trip.endMs - trip.startMs);
  const t = Math.min(1, Math.max(0, (nowMs - trip.startMs) / span));
  const eased = t * t * (3 - 2 * t);
  const at = t >= 1 ? trip.to : t <= 0 ? trip.from : alongPath(trip.path, eased);
  return { lat: at.lat, lon: at.lon, progress: Math.round(t * 1000) / 1000 };
}

/** True when the rider works in the store's city (near its address; else the same state). */
function ridesFor(store: UserRecord, rider: UserRecord): boolean {
  const at = userPoint(store);
  const home = userPoint(rider);
  if (at && home) return distanceKm(at, home) <= NEAR_LIMIT_KM;
  return Boolean(store.state) && rider.state === store.state;
}

/**
 * A rider of the store's own city for an order (a rider based in Ibadan does not deliver in
 * Lagos): a free one first, else one with the fewest trips (riders never refuse in the
 * simulation); none when the city has no rider. Picked with the context's rng among equals, so it
 * is deterministic for a seed.
 */
export function pickRider(
  ctx: Ctx,
  busy: ReadonlyMap<string, number>,
  store: UserRecord | undefined,
): { _id: string; name: string } | undefined {
  if (!store) return undefined;
  const riders = ctx.db.users.lookup('rider', 'yes').filter((r) => ridesFor(store, r));
  if (riders.length === 0) return undefined;
  const free = riders.filter((r) => !busy.get(r._id));
  const least = Math.min(...riders.map((r) => busy.get(r._id) ?? 0));
  const pool = free.length > 0 ? free : riders.filter((r) => (busy.get(r._id) ?? 0) === least);
  const rider = ctx.rng.pick(pool);
  return { _id: rider._id, name: rider.name };
}
