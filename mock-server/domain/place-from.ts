// Where a place a buyer gives is, to measure from or ride to. A street on a known road or a district
// is where it says ("12 Admiralty Way, Eti-Osa": Lekki Phase 1). A local government alone is a
// large area whose centre may be nowhere near its kitchens (Eti-Osa's is ~14 km east of Lekki Phase
// 1): it stands for its nearest served district — of the districts of that LGA where the world has
// a store, the one nearest the LGA's centre (else the gazetteer's district nearest it) — and what
// is measured from it is "about" (so is a state's). Nothing here draws from the rng.
import { addressArea } from '#shared/address-area.ts';
import type { UserRecord } from '../db/records.ts';
import { distanceKm, type LatLon, spread } from './city-geo.ts';
import { districtsOf, type Located, locatePlace } from './places.ts';
import { type Ctx, memoryPart, partOf } from './plumbing/context.ts';

/** A point to measure from: `about` when it stands for a larger area than the one named. */
export type PlaceFrom = LatLon & {
  about: boolean;
  /** The local government it stands in for, when the place was given as one. */
  lga?: string;
};

/**
 * The kinds of place a store's address names as its district: a town, suburb or neighbourhood, or
 * a local government people name as one (Surulere: the LGA's own point).
 */
const DISTRICT_KINDS: ReadonlySet<string> = new Set(['town', 'suburb', 'neighbourhood', 'lga']);

const lgaKey = (state: string, lga: string): string => `${state}|${lga}`;

type Served = { version: number; byLga: Map<string, Located[]> };

const SERVED = memoryPart((): Served => ({ version: -1, byLga: new Map() }));

const located = new Map<string, Located | null>();
const LOCATED_LIMIT = 1_000;

/** The gazetteer's place for a text (cached: the gazetteer never changes). */
function locatedCached(text: string): Located | null {
  const key = text.trim().toLowerCase();
  if (!key) return null;
  const hit = located.get(key);
  if (hit !== undefined) return hit;
  const place = locatePlace(text) ?? null;
  if (located.size >= LOCATED_LIMIT) located.clear();
  located.set(key, place);
  return place;
}

const isActiveStore = (u: UserRecord): boolean => !u.blocked && !u.suspended;

/** The districts where the world's active stores are, by local government (per users version). */
function servedDistricts(ctx: Ctx): Map<string, Located[]> {
  const served = partOf(ctx, SERVED);
  const table = ctx.db.users;
  if (served.version === table.version) return served.byLga;
  const byLga = new Map<string, Located[]>();
  for (const store of table.lookup('store', 'yes')) {
    if (!isActiveStore(store) || !store.physicalAddress) continue;
    const area = addressArea(store.physicalAddress);
    const district = area ? locatedCached(area) : null;
    if (!district || !DISTRICT_KINDS.has(district.kind) || !district.lga) continue;
    const key = lgaKey(district.state, district.lga);
    const list = byLga.get(key) ?? [];
    if (!list.some((d) => d.name === district.name)) list.push(district);
    byLga.set(key, list);
  }
  served.version = table.version;
  served.byLga = byLga;
  return byLga;
}

/** The one of `districts` nearest `centre` (undefined when there is none). */
function nearest(districts: readonly Located[], centre: LatLon): Located | undefined {
  let best: Located | undefined;
  let bestKm = Number.POSITIVE_INFINITY;
  for (const district of districts) {
    const km = distanceKm(centre, district);
    if (km < bestKm) {
      best = district;
      bestKm = km;
    }
  }
  return best;
}

/** The district a local government stands for: its served district nearest its centre. */
function standIn(ctx: Ctx, lga: Located): Located {
  const key = lgaKey(lga.state, lga.lga);
  return (
    nearest(servedDistricts(ctx).get(key) ?? [], lga) ??
    nearest(districtsOf(lga.state, lga.lga), lga) ??
    lga
  );
}

/** Where `place` is to measure from, or null when the gazetteer knows no such place. */
export function placeFrom(ctx: Ctx, place: string): PlaceFrom | null {
  const hit = locatedCached(place);
  if (!hit) return null;
  if (hit.kind === 'lga' && !hit.street) {
    const district = standIn(ctx, hit);
    return { lat: district.lat, lon: district.lon, about: true, lga: hit.name };
  }
  // A state is an area of many cities: "about" too. A city is its centre, as a town's is.
  const about = !hit.street && hit.kind === 'state';
  return { lat: hit.lat, lon: hit.lon, about };
}

/**
 * An order's drop-off: its street, local government and state read as one place (`placeFrom`),
 * spread around that point by the order id as the stores are (city-geo.ts); null when unknown.
 */
export function dropOffOf(
  ctx: Ctx,
  shipping: { street?: string; localGvt?: string; state?: string },
  orderId: string,
): PlaceFrom | null {
  const text = [shipping.street, shipping.localGvt, shipping.state]
    .map((part) => (part ?? '').trim())
    .filter(Boolean)
    .join(', ');
  const from = text ? placeFrom(ctx, text) : null;
  return from ? { ...from, ...spread(from, orderId) } : null;
}
