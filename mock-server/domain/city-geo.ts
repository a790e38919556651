// Where things are in the simulated city: a store at its address (a buyer's drop-off, read as a
// place a buyer gives: place-from.ts). Addresses are geocoded to their district with the offline gazetteer (the same rule as
// the home map's store pins), then spread a little around the district's point by a hash of the
// id, so two stores of one district are not drawn on top of each other. No rng draw is spent.

import { addressArea } from '#shared/address-area.ts';
import { searchPlaces } from './places.ts';
import { hashSeed } from './plumbing/rng.ts';

export type LatLon = { lat: number; lon: number };

/** Largest distance from the district's point, in degrees (~800 m). */
export const SPREAD_DEGREES = 0.007;

/** The first gazetteer hit for `query`, or null. */
function geocode(query: string): LatLon | null {
  const hit = searchPlaces(query, 1)[0];
  return hit ? { lat: Number(hit.lat), lon: Number(hit.lon) } : null;
}

/** A point within SPREAD_DEGREES of `point`, the same for the same `salt`. */
export function spread(point: LatLon, salt: string): LatLon {
  const h = hashSeed(salt);
  const angle = ((h & 0xffff) / 0x10000) * 2 * Math.PI;
  const radius = SPREAD_DEGREES * Math.sqrt(((h >>> 16) & 0xffff) / 0x10000);
  return {
    lat: point.lat + radius * Math.sin(angle),
    lon: point.lon + (radius * Math.cos(angle)) / Math.cos((point.lat * Math.PI) / 180),
  };
}

// An area's point, once per area (the gazetteer never changes; a search scans it): store searches
// from a place measure every matching store, and a large world has thousands.
const areaPoints = new Map<string, LatLon | null>();
const AREA_MEMO_LIMIT = 5_000;

/** A postal address's place (its district, else its town), spread by `salt`; null if unknown. */
export function placeOfAddress(address: string, salt: string): LatLon | null {
  const area = addressArea(address);
  if (!area) return null;
  let point = areaPoints.get(area);
  if (point === undefined) {
    point = geocode(area) ?? geocode(area.split(',').at(-1)!.trim());
    if (areaPoints.size >= AREA_MEMO_LIMIT) areaPoints.clear();
    areaPoints.set(area, point);
  }
  return point ? spread(point, salt) : null;
}

/** Great-circle distance in km. */
export function distanceKm(a: LatLon, b: LatLon): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}
