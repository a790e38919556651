// How far a store or a rider is from the place the buyer chose, and how long a delivery takes
// from there (the safe profile; the hosted API stores `km` and `deliveryRate` as display numbers,
// which `--profile hosted` keeps: docs/hosted-divergences.md). The place is found with the offline
// gazetteer (place-from.ts: a local government stands for its nearest served district), the store
// at its address's district (the simulator's and the home map's rule, city-geo.ts). Nothing here
// draws from the rng or reads a clock.
import type { UserRecord } from '../db/records.ts';
import { distanceKm, type LatLon, placeOfAddress } from './city-geo.ts';
import { placeFrom } from './place-from.ts';
import type { Ctx } from './plumbing/context.ts';
import { hashSeed } from './plumbing/rng.ts';

/** Farther than this from the chosen place, a store or rider is in another city: never "near". */
export const NEAR_LIMIT_KM = 50;

/** A store's kitchen time, in minutes (10–25, fixed per store: a function of its id). */
function preparationMinutes(storeId: string): number {
  return 10 + (hashSeed(`prep:${storeId}`) % 16);
}

/** Minutes on the road for `km` as the crow flies: roads wind (×1.4), ~24 km/h, 5 min handover. */
function rideMinutes(km: number): number {
  return 5 + km * 1.4 * 2.5;
}

/** A ride within the store's own area, when no place is chosen (about 3 km). */
const LOCAL_RIDE_KM = 3;

/** Delivery time in whole minutes: the store's kitchen time and the ride. */
export function deliveryMinutes(storeId: string, km: number | undefined): number {
  return Math.round(preparationMinutes(storeId) + rideMinutes(km ?? LOCAL_RIDE_KM));
}

// Keyed by the frozen record itself (a patch stores a new object), so never stale.
const userPoints = new WeakMap<UserRecord, LatLon | null>();

/** Where a store or rider is: its address's district, spread by its id (as on the maps). */
export function userPoint(user: UserRecord): LatLon | null {
  let point = userPoints.get(user);
  if (point === undefined) {
    point = user.physicalAddress ? placeOfAddress(user.physicalAddress, user._id) : null;
    userPoints.set(user, point);
  }
  return point;
}

/** Kilometres from `from` to the user, one decimal; undefined when either is unknown. */
export function kmFrom(from: LatLon | null, user: UserRecord): number | undefined {
  const point = userPoint(user);
  if (!from || !point) return undefined;
  return Math.round(distanceKm(from, point) * 10) / 10;
}

/**
 * Is the user within reach of `place` (NEAR_LIMIT_KM)? Yes when either cannot be placed: then the
 * text of its address or delivery places is all there is to go by.
 */
export function withinReach(ctx: Ctx, place: string, user: UserRecord): boolean {
  const km = kmFrom(placeFrom(ctx, place), user);
  return km === undefined || km <= NEAR_LIMIT_KM;
}

/**
 * The users near `place`, nearest first, each with its distance: those farther than
 * NEAR_LIMIT_KM (another city) are left out; those whose address the gazetteer cannot place (a
 * vendor's free text) follow, without a distance — their text matched the place. Null when the
 * place itself is unknown to the gazetteer (the caller keeps its text match, without distances).
 */
export function nearestFirst<T extends UserRecord>(
  ctx: Ctx,
  users: readonly T[],
  place: string,
): { user: T; km: number | undefined }[] | null {
  const from = placeFrom(ctx, place);
  if (!from) return null;
  const near: { user: T; km: number }[] = [];
  const unplaced: { user: T; km: undefined }[] = [];
  for (const user of users) {
    const km = kmFrom(from, user);
    if (km === undefined) unplaced.push({ user, km });
    else if (km <= NEAR_LIMIT_KM) near.push({ user, km });
  }
  near.sort((a, b) => a.km - b.km || a.user._id.localeCompare(b.user._id));
  return [...near, ...unplaced];
}
