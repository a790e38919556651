import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { placeTerms } from '#src/lib/geocoder/place-terms.ts';
import {
  STORE_EXISTS,
  type StoreSearchQuery,
  storeEndpoints,
} from '../../shared/schemas/stores.ts';
import { apiRequest, type RequestOpts } from './client.ts';

// Stores: the home carousel, the store search and the location check.

/** `GET /api/users/stores?page=1` (home). */
export function fetchHomeStores(opts: RequestOpts = {}) {
  return apiRequest(storeEndpoints.search, { query: { page: '1' }, signal: opts.signal });
}

export type StoreSearch = {
  searchedLocation?: string;
  query?: string;
  page?: number | string;
  popularFilter?: string;
  rating?: number | string;
};

/** The five keys, always all present, empty when unused. */
function storeSearchQuery(search: StoreSearch): StoreSearchQuery {
  return {
    searchedLocation: search.searchedLocation ?? '',
    query: search.query ?? '',
    page: search.page === undefined ? '' : String(search.page),
    popularFilter: search.popularFilter ?? '',
    rating: search.rating === undefined ? '' : String(search.rating),
  };
}

/** `GET /api/users/stores?searchedLocation=&query=&page=&popularFilter=&rating=`. */
export function searchStores(search: StoreSearch, opts: RequestOpts = {}) {
  return apiRequest(storeEndpoints.search, {
    query: storeSearchQuery(search),
    signal: opts.signal,
  });
}

/** `GET /api/users/location?query={place}`: 'store exist' or the message to show. */
export function checkLocation(place: string, opts: RequestOpts = {}) {
  return apiRequest(storeEndpoints.location, { query: { query: place }, signal: opts.signal });
}

/**
 * The store search from a chosen place as the API can match it: with the place as chosen, then —
 * while no store matches — with each smaller piece of it (`placeTerms`: the place's own name, its
 * local government); the first answer with stores, else the last. A failure ends the search.
 */
export async function searchStoresNear(search: StoreSearch, opts: RequestOpts = {}) {
  const terms = placeTerms(search.searchedLocation ?? '');
  let answer = await searchStores({ ...search, searchedLocation: terms[0] ?? '' }, opts);
  for (const term of terms.slice(1)) {
    if (answer.totalPages > 0) break;
    answer = await searchStores({ ...search, searchedLocation: term }, opts);
  }
  return answer;
}

/**
 * Does a store serve the chosen place, as the API can match it (the terms of `searchStoresNear`)?
 * 'store exist' as soon as one term has stores, else the reply to the place as chosen.
 */
export async function checkPlace(place: string, opts: RequestOpts = {}) {
  const [first = place, ...rest] = placeTerms(place);
  const reply = await checkLocation(first, opts);
  for (const term of rest) {
    if (reply === STORE_EXISTS) break;
    if ((await checkLocation(term, opts)) === STORE_EXISTS) return STORE_EXISTS;
  }
  return reply;
}

/** Keys (general to specific) and query options of the stores, in one place. */
export const storeQueries = {
  all: () => ['stores'] as const,
  home: () =>
    queryOptions({
      queryKey: [...storeQueries.all(), 'home'] as const,
      queryFn: ({ signal }) => fetchHomeStores({ signal }),
    }),
  search: (search: StoreSearch) =>
    queryOptions({
      queryKey: [...storeQueries.all(), 'search', storeSearchQuery(search)] as const,
      queryFn: ({ signal }) => searchStoresNear(search, { signal }),
    }),
  /** The search from `search.page` on, one page at a time until the server's `totalPages`. */
  searchPages: (search: StoreSearch & { page: number }) =>
    infiniteQueryOptions({
      queryKey: [...storeQueries.all(), 'search-pages', search] as const,
      initialPageParam: search.page,
      queryFn: ({ pageParam, signal }) =>
        searchStoresNear({ ...search, page: pageParam }, { signal }),
      getNextPageParam: (last, _all, lastPage) =>
        lastPage < last.totalPages ? lastPage + 1 : undefined,
    }),
};
