import type { UserRecord } from '../db/records.ts';
import { lgasOfPlaces } from './places.ts';
import { type Ctx, memoryPart, partOf } from './plumbing/context.ts';

// What the store search derives from a world's records and keeps to answer the next search fast:
// each store's normalised texts and local governments (memos of the frozen records), and the
// world's caches — the active stores, who sells a dish, whose dish names hold a text, and the
// matches of each search — each valid for the table versions it names. The rules that use them
// are in stores.ts.

export const norm = (s: string): string => s.toLowerCase().replace(/\s+/g, ' ').trim();

type StoreText = { name: string; location: string };
// A memo of a frozen record (a patch stores a new object), so never stale, and keyed by the record
// itself, so another world (other records) cannot see it: it needs no reset and stays a WeakMap.
const textCache = new WeakMap<UserRecord, StoreText>();
export const storeText = (u: UserRecord): StoreText => {
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
export const storeLgas = (u: UserRecord): ReadonlySet<string> => {
  let lgas = lgaCache.get(u);
  if (!lgas) {
    lgas = lgasOfPlaces(u.physicalAddress, u.placesCanDeliverTo, u.state);
    lgaCache.set(u, lgas);
  }
  return lgas;
};

type ActiveStores = { version: number; stores: UserRecord[] };
type OwnersByTerm = { version: number; byTerm: Map<string, Set<string>> };
/** Per text: each store whose dish names contain it, with those names (first seen, up to 3). */
type DishesByTerm = { version: number; byTerm: Map<string, Map<string, string[]>> };
export type SearchCache = { users: number; products: number; matches: Map<string, UserRecord[]> };

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
export function ownersSelling(ctx: Ctx, term: string): Set<string> {
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
export function dishesNamed(ctx: Ctx, text: string): Map<string, string[]> {
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

const CACHE_LIMIT = 256;

/** Derived-data cache for the store search, dropped whenever users or products change. */
export function cacheFor(ctx: Ctx): SearchCache {
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

export function remember<V>(map: Map<string, V>, key: string, value: V): V {
  if (map.size >= CACHE_LIMIT) map.delete(map.keys().next().value as string);
  map.set(key, value);
  return value;
}
