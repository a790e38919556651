import type { z } from 'zod/mini';
import type { storeEndpoints } from '#shared/schemas/stores.ts';
import type { UserRecord } from '../db/records.ts';
import { deliveryMinutes, kmFrom, nearestFirst, withinReach } from './distances.ts';
import { placeFrom } from './place-from.ts';
import { lgasNamed, lgasOfPlaces } from './places.ts';
import type { Profile } from './plumbing/behaviour-profile.ts';
import { type Ctx, memoryPart, partOf } from './plumbing/context.ts';
import { DomainError } from './plumbing/errors.ts';
import { shuffled } from './plumbing/sampling.ts';
import { storeCardWire } from './plumbing/wire.ts';

const STORES_PAGE_SIZE = 12;

const norm = (s: string): string => s.toLowerCase().replace(/\s+/g, ' ').trim();

type StoreText = { name: string; location: string };
// A memo of a frozen record (a patch stores a new object), so never stale, and keyed by the record
// itself, so another world (other records) cannot see it: it needs no reset and stays a WeakMap.
const textCache = new WeakMap<UserRecord, StoreText>();
const storeText = (u: UserRecord): StoreText => {
  let t = textCache.get(u);
  if (!t) {
    t = {
      name: norm(u.businessName),
      location: norm([u.physicalAddress, ...u.placesCanDeliverTo].join(' | ')),
    };
    textCache.set(u, t);
  }
  return t;
};

// The local governments a store's places lie in: read only when a search names one (most name a
// neighbourhood), once per record, as the texts above.
const lgaCache = new WeakMap<UserRecord, ReadonlySet<string>>();
const storeLgas = (u: UserRecord): ReadonlySet<string> => {
  let lgas = lgaCache.get(u);
  if (!lgas) {
    lgas = lgasOfPlaces(u.physicalAddress, u.placesCanDeliverTo, u.state);
    lgaCache.set(u, lgas);
  }
  return lgas;
};

/**
 * A place matches when the whole text appears in the address or delivery places (the hosted rule,
 * without regex), or — for a geocoder name such as "Lekki, Eti-Osa, Lagos" — its first part does,
 * or the text names a local government the store's address or delivery places lie in ("Eti-Osa",
 * "12 Admiralty Way, Eti-Osa": places.ts). The hosted profile keeps the hosted rule: the whole
 * text only.
 */
export function locationMatcher(
  place: string,
  profile?: Pick<Profile, 'wholePlaceOnly'>,
): (u: UserRecord) => boolean {
  const whole = norm(place);
  const first = norm(place.split(',')[0] ?? '');
  const safe = !profile?.wholePlaceOnly;
  const useFirst = first.length >= 3 && first !== whole && safe;
  const lgas = safe ? lgasNamed(place) : new Set<string>();
  return (u) => {
    const { location } = storeText(u);
    if (location.includes(whole) || (useFirst && location.includes(first))) return true;
    if (lgas.size === 0) return false;
    const served = storeLgas(u);
    for (const lga of lgas) if (served.has(lga)) return true;
    return false;
  };
}

type ActiveStores = { version: number; stores: UserRecord[] };
type OwnersByTerm = { version: number; byTerm: Map<string, Set<string>> };
/** Per text: each store whose dish names contain it, with those names (first seen, up to 3). */
type DishesByTerm = { version: number; byTerm: Map<string, Map<string, string[]>> };
type SearchCache = { users: number; products: number; matches: Map<string, UserRecord[]> };

/**
 * The store search's derived data for one world (a part of its memory), each part valid for the
 * table versions it names (-1: none yet). Versions start over with a new world, so the caches do
 * too: swapped records make new ones.
 */
type StoreCaches = {
  active: ActiveStores;
  owners: OwnersByTerm;
  dishes: DishesByTerm;
  search: SearchCache;
};

const STORE_CACHES = memoryPart(
  (): StoreCaches => ({
    active: { version: -1, stores: [] },
    owners: { version: -1, byTerm: new Map() },
    dishes: { version: -1, byTerm: new Map() },
    search: { users: -1, products: -1, matches: new Map() },
  }),
  storeCachesBytes,
);

/** A reference in a list (8 bytes), an id in a set (its hash entry), a cached store's texts. */
const REF_BYTES = 8;
const SET_ENTRY_BYTES = 40;
const STORE_TEXT_BYTES = 200;

/**
 * About what the caches hold: the lists of stores (references), the owners' id sets, and the
 * normalised texts of the active stores (`textCache`, kept while their records live).
 */
function storeCachesBytes(caches: StoreCaches): number {
  let bytes = caches.active.stores.length * (REF_BYTES + STORE_TEXT_BYTES);
  for (const owners of caches.owners.byTerm.values()) bytes += owners.size * SET_ENTRY_BYTES;
  for (const matches of caches.search.matches.values()) bytes += matches.length * REF_BYTES;
  return bytes;
}

/** Active stores (vendor, not blocked, not suspended) in world order; cached per users version. */
export function activeStores(ctx: Ctx): UserRecord[] {
  const table = ctx.db.users;
  const caches = partOf(ctx, STORE_CACHES);
  if (caches.active.version === table.version) return caches.active.stores;
  const stores = table.lookup('store', 'yes').filter((u) => !u.blocked && !u.suspended);
  caches.active = { version: table.version, stores };
  return stores;
}

/** Owners of products whose type, category or name contains `term` (cached per products version). */
function ownersSelling(ctx: Ctx, term: string): Set<string> {
  const table = ctx.db.products;
  const caches = partOf(ctx, STORE_CACHES);
  let entry = caches.owners;
  if (entry.version !== table.version) {
    entry = { version: table.version, byTerm: new Map() };
    caches.owners = entry;
  }
  const key = norm(term);
  let owners = entry.byTerm.get(key);
  if (!owners) {
    owners = new Set();
    for (const p of table.values()) {
      if (p.removed) continue;
      if (
        norm(p.type).includes(key) ||
        norm(p.category).includes(key) ||
        norm(p.name).includes(key)
      ) {
        owners.add(p.storeId);
      }
    }
    if (entry.byTerm.size > 200) entry.byTerm.clear();
    entry.byTerm.set(key, owners);
  }
  return owners;
}

/** A store card names at most this many of the dishes that matched. */
const MATCHED_DISHES_SHOWN = 3;

/**
 * Stores whose dish names contain the (normalised) text, each with the names that do — what the
 * text box finds besides store names (cached per products version, as `ownersSelling`).
 */
function dishesNamed(ctx: Ctx, text: string): Map<string, string[]> {
  const table = ctx.db.products;
  const caches = partOf(ctx, STORE_CACHES);
  let entry = caches.dishes;
  if (entry.version !== table.version) {
    entry = { version: table.version, byTerm: new Map() };
    caches.dishes = entry;
  }
  let stores = entry.byTerm.get(text);
  if (!stores) {
    stores = new Map();
    for (const p of table.values()) {
      if (p.removed || !norm(p.name).includes(text)) continue;
      const names = stores.get(p.storeId);
      if (!names) stores.set(p.storeId, [p.name]);
      else if (names.length < MATCHED_DISHES_SHOWN && !names.includes(p.name)) names.push(p.name);
    }
    if (entry.byTerm.size > 200) entry.byTerm.clear();
    entry.byTerm.set(text, stores);
  }
  return stores;
}

/** Query of `GET /api/users/stores`: the client's keys, each optional, plus a page size. */
export type StoreSearch = z.output<typeof storeEndpoints.search.query>;

const CACHE_LIMIT = 256;

/** Derived-data cache for the store search, dropped whenever users or products change. */
function cacheFor(ctx: Ctx): SearchCache {
  const caches = partOf(ctx, STORE_CACHES);
  const hit = caches.search;
  if (hit.users === ctx.db.users.version && hit.products === ctx.db.products.version) return hit;
  const fresh = {
    users: ctx.db.users.version,
    products: ctx.db.products.version,
    matches: new Map(),
  };
  caches.search = fresh;
  return fresh;
}

function remember<V>(map: Map<string, V>, key: string, value: V): V {
  if (map.size >= CACHE_LIMIT) map.delete(map.keys().next().value as string);
  map.set(key, value);
  return value;
}

const FILTERED_STORES_500 = "Cannot access 'filteredStores' before initialization";

/**
 * The hosted store search (§3.14): clauses accumulate into one OR-union over the active stores —
 * a text query adds "name matches"; a location adds "address or delivery places match" unless a
 * text query is there (then it adds the name clause again) or a popular filter is (then "sells it
 * and delivers there"); with a rating and no text query it is the hosted 500; a popular filter
 * adds "sells it" (a dish nobody sells adds nothing). No clause: every active store. Then rating.
 */
function hostedMatches(ctx: Ctx, text: string, place: string, popular: string, rating: string) {
  const clauses: ((u: UserRecord) => boolean)[] = [];
  const byName = (u: UserRecord) => storeText(u).name.includes(text);
  const sellers = popular ? ownersSelling(ctx, popular) : new Set<string>();
  if (text) clauses.push(byName);
  if (place) {
    const located = locationMatcher(place, ctx.profile);
    if (text) clauses.push(byName);
    else if (rating) throw new DomainError(500, { message: FILTERED_STORES_500 });
    else if (popular) {
      if (sellers.size > 0) clauses.push((u) => sellers.has(u._id) && located(u));
    } else clauses.push(located);
  }
  if (popular && sellers.size > 0) clauses.push((u) => sellers.has(u._id));
  const active = activeStores(ctx);
  const union = clauses.length === 0 ? active : active.filter((u) => clauses.some((c) => c(u)));
  if (!rating) return union;
  const min = Number.parseFloat(rating);
  return union.filter((u) => u.rating >= min);
}

function matchingStores(ctx: Ctx, q: StoreSearch, cache: SearchCache): UserRecord[] {
  const text = norm(q.query ?? '');
  const place = q.searchedLocation?.trim() ?? '';
  const popular = q.popularFilter?.trim() ?? '';
  const rating = q.rating?.trim() ?? '';
  const key = JSON.stringify([text, norm(place), norm(popular), rating]);
  const hit = cache.matches.get(key);
  if (hit) return hit;
  if (ctx.profile.hostedStoreSearch) {
    return remember(cache.matches, key, hostedMatches(ctx, text, place, popular, rating));
  }
  const filters: ((u: UserRecord) => boolean)[] = [];
  if (text) {
    // A buyer types a dish as often as a store ("jollof"): a store is found by its name or by a
    // dish it sells.
    const selling = dishesNamed(ctx, text);
    filters.push((u) => storeText(u).name.includes(text) || selling.has(u._id));
  }
  if (place) filters.push(locationMatcher(place, ctx.profile));
  if (popular) {
    const owners = ownersSelling(ctx, popular);
    filters.push((u) => owners.has(u._id));
  }
  if (rating) {
    const min = Number.parseFloat(rating);
    filters.push((u) => u.rating >= min);
  }
  const all = activeStores(ctx);
  const matches = filters.length === 0 ? all : all.filter((u) => filters.every((f) => f(u)));
  // From a place the gazetteer knows: nearest first, and a store of another city is never "near"
  // (whatever its delivery places say).
  const near = place ? nearestFirst(ctx, matches, place) : null;
  return remember(cache.matches, key, near ? near.map((n) => n.user) : matches);
}

/** Page and page size; a missing page is page 1 (the hosted profile: no page, no stores). */
export const pageParams = (q: StoreSearch, hosted: boolean) => ({
  pageSize: Math.min(Math.max(Number.parseInt(q.pageSize ?? '', 10) || STORES_PAGE_SIZE, 1), 50),
  page: (q.page == null || q.page === '') && !hosted ? 1 : Number.parseInt(q.page ?? '', 10),
});

/**
 * `GET /api/users/stores`: every given filter must hold (AND), the text matching a store's name or
 * one of its dish names; world order; 12 per page. With the hosted profile: the hosted OR-union
 * (the text on store names only), and each page shuffled.
 */
export function searchStores(ctx: Ctx, q: StoreSearch) {
  const hosted = ctx.profile.hostedStoreSearch;
  const { page, pageSize } = pageParams(q, hosted);
  const matches = matchingStores(ctx, q, cacheFor(ctx));
  const totalPages = Math.ceil(matches.length / pageSize);
  const slice =
    Number.isInteger(page) && page >= 1
      ? matches.slice((page - 1) * pageSize, page * pageSize)
      : [];
  if (hosted) {
    return {
      stores: shuffled(ctx.rng, slice).map((u) => storeCardWire(u, ctx.profile)),
      totalPages,
    };
  }
  // The safe profile: distance and delivery time from the chosen place (no place: the stored km,
  // which the client does not show, and a ride within the store's own area).
  const place = q.searchedLocation?.trim() ?? '';
  const from = place ? placeFrom(ctx, place) : null;
  const text = norm(q.query ?? '');
  const selling = text ? dishesNamed(ctx, text) : null;
  const stores = slice.map((u) => {
    const km = place ? kmFrom(from, u) : u.km;
    const card = storeCardWire(u, ctx.profile, {
      km,
      deliveryRate: deliveryMinutes(u._id, place ? km : undefined),
    });
    const dishes = selling?.get(u._id);
    return dishes ? { ...card, matchedDishes: dishes } : card;
  });
  // Says the text was looked for in dish names too: the hosted API, which does not, sends no such
  // key, and the client then says how to find a dish. Likewise `measuredKm`: each `km` is the
  // distance from the place searched (the hosted API's `km` is a stored display number, which the
  // client then does not show as a distance); `aboutKm`: measured from a stand-in for a larger
  // place (a local government's nearest served district: place-from.ts), said "about".
  return {
    stores,
    totalPages,
    ...(selling ? { searchedDishes: true } : {}),
    ...(from ? { measuredKm: true } : {}),
    ...(from?.about ? { aboutKm: true } : {}),
  };
}

/**
 * A buyer's order goes only where its store delivers: the store search's rule for the address's
 * local government — `locationMatcher`, and no store of another city (`withinReach`) — else 400
 * `{ message }` (an Ikeja-only store took an order to Yaba). The cart's check before Place order
 * asks the store search, so both say the same. The hosted API takes any address (`ordersAnywhere`).
 */
export function assertDelivers(ctx: Ctx, store: UserRecord, localGvt: string): void {
  if (ctx.profile.ordersAnywhere) return;
  const place = localGvt.trim();
  if (place && locationMatcher(place, ctx.profile)(store) && withinReach(ctx, place, store)) return;
  throw new DomainError(400, {
    message: `${store.businessName} does not deliver to ${place || 'this address'}. Choose an address in its delivery area.`,
  });
}

const NO_STORES_HERE = 'Sorry, we do not have stores in this location yet';

/** `GET /api/users/location?query=`: bare strings, as hosted. */
export function checkLocation(ctx: Ctx, query: string | undefined): string {
  if (!query?.trim()) return 'query is required';
  const matches = activeStores(ctx).filter(locationMatcher(query, ctx.profile));
  // The safe profile: as the search from that place, a store of another city does not count.
  const near = ctx.profile.hostedStoreSearch ? null : nearestFirst(ctx, matches, query);
  return (near ?? matches).length > 0 ? 'store exist' : NO_STORES_HERE;
}
