// Riders on the road: when a store has accepted an order, the simulator gives it to a free rider
// who rides from the store to the buyer over simulated time. Positions are a pure function of the
// trip and the simulated clock.
import type { Ctx } from '../domain/plumbing/context.ts';
import { distanceKm, type LatLon } from './city-geo.ts';

export type Trip = {
  orderId: string;
  riderId: string;
  riderName: string;
  storeId: string;
  storeName: string;
  from: LatLon;
  to: LatLon;
  /** Simulated ms (simulator-memory's `simulatedMs`) when the rider left the store. */
  startMs: number;
  /** Simulated ms when the rider reaches the buyer (the delivery is due then). */
  endMs: number;
};

/** Longest ride a rider takes (farther drop-offs are delivered off the map). */
export const MAX_RIDE_KM = 60;

/** Trip length in simulated ms: 40 s to 150 s, longer for longer rides (demo pace, not traffic). */
export const TRIP_MS = { min: 40_000, max: 150_000, perKm: 9_000 } as const;

export function tripDurationMs(from: LatLon, to: LatLon): number {
  const ms = TRIP_MS.min + distanceKm(from, to) * TRIP_MS.perKm;
  return Math.round(Math.min(TRIP_MS.max, ms));
}

export type RiderPosition = LatLon & { progress: number };

/**
 * Where the rider is at simulated time `nowMs`: at the store before the start, at the buyer after
 * the end, in between along the straight line with a gentle start and stop.
 */
export function tripPosition(trip: Trip, nowMs: number): RiderPosition {
  const span = Math.max(1, trip.endMs - trip.startMs);
  const t = Math.min(1, Math.max(0, (nowMs - trip.startMs) / span));
  const eased = t * t * (3 - 2 * t);
  return {
    lat: trip.from.lat + (trip.to.lat - trip.from.lat) * eased,
    lon: trip.from.lon + (trip.to.lon - trip.from.lon) * eased,
    progress: Math.round(t * 1000) / 1000,
  };
}

/**
 * A rider for an order from `storeState`: a free rider of that state first, then any free rider,
 * then the rider with the fewest trips (riders never refuse in the simulation). Picked with the
 * context's rng among equals, so it is deterministic for a seed.
 */
export function pickRider(
  ctx: Ctx,
  busy: ReadonlyMap<string, number>,
  storeState: string | undefined,
): { _id: string; name: string } | undefined {
  const riders = ctx.db.users.lookup('rider', 'yes');
  if (riders.length === 0) return undefined;
  const free = riders.filter((r) => !busy.get(r._id));
  const local = free.filter((r) => storeState && r.state === storeState);
  const pool =
    local.length > 0
      ? local
      : free.length > 0
        ? free
        : (() => {
            const least = Math.min(...riders.map((r) => busy.get(r._id) ?? 0));
            return riders.filter((r) => (busy.get(r._id) ?? 0) === least);
          })();
  const rider = ctx.rng.pick(pool);
  return { _id: rider._id, name: rider.name };
}
