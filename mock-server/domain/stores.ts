import type { z } from 'zod/mini';
import type { storeEndpoints } from '#shared/schemas/stores.ts';
import type { UserRecord } from '../db/records.ts';
import { deliveryMinutes, kmFrom, nearestFirst, withinReach } from './distances.ts';
import { placeFrom } from './place-from.ts';
import { lgasNamed } from './places.ts';
import type { Profile } from './plumbing/behaviour-profile.ts';
import type { Ctx } from './plumbing/context.ts';
import { DomainError } from './plumbing/errors.ts';
import { shuffled } from './plumbing/sampling.ts';
import { storeCardWire } from './plumbing/wire.ts';
import {
  activeStores,
  cacheFor,
  dishesNamed,
  norm,
  ownersSelling,
  remember,
  type SearchCache,
  storeLgas,
  storeText,
} from './store-search-caches.ts';

const STORES_PAGE_SIZE = 12;

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

/** Query of `GET /api/users/stores`: the client's keys, each optional, plus a page size. */
export type StoreSearch = z.output<typeof storeEndpoints.search.query>;

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
