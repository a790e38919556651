import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { placeTerms } from '#src/lib/geocoder/place-terms.ts';
import {
  STORE_EXISTS,
  type StoreSearchQuery,
  storeEndpoints,
} from '../../shared/schemas/stores.ts';
import { apiRequest, type RequestOpts } from './client.ts';
import { anyTrue, neighbourhoodsOf } from './lga-fallback.ts';

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

type StoresAnswer = Awaited<ReturnType<typeof searchStores>>;

/**
 * Several places' answers as one: their stores in the places' order, each store once, as many
 * pages as the longest. No `measuredKm`: a distance from each neighbourhood is not one from the
 * place chosen.
 */
function mergedAnswer(answers: readonly StoresAnswer[]): StoresAnswer {
  const seen = new Set<string>();
  const stores = answers
    .flatMap((answer) => answer.stores)
    .filter((store) => !seen.has(store._id) && seen.add(store._id));
  return { stores, totalPages: Math.max(0, ...answers.map((answer) => answer.totalPages)) };
}

/**
 * The store search from a chosen place as the API can match it: with the place as chosen, then —
 * while no store matches — with each smaller piece of it (`placeTerms`: the place's own name, its
 * local government); the first answer with stores. When none has any and the place is a local
 * government, its neighbourhoods are asked together (nearest first, a bounded few) and their
 * stores merged — only for a search by place alone: with a text or a dish the hosted search
 * ignores the place. Else the last answer. A failure ends the search.
 */
export async function searchStoresNear(search: StoreSearch, opts: RequestOpts = {}) {
  const place = search.searchedLocation ?? '';
  const terms = placeTerms(place);
  let answer = await searchStores({ ...search, searchedLocation: terms[0] ?? '' }, opts);
  for (const term of terms.slice(1)) {
    if (answer.totalPages > 0) break;
    answer = await searchStores({ ...search, searchedLocation: term }, opts);
  }
  if (answer.totalPages > 0 || search.query || search.popularFilter) return answer;
  const areas = await neighbourhoodsOf(place);
  if (areas.length === 0) return answer;
  const answers = await Promise.all(
    areas.map((area) => searchStores({ ...search, searchedLocation: area }, opts)),
  );
  return mergedAnswer(answers);
}

/**
 * Does a store serve the chosen place, as the API can match it (the terms of `searchStoresNear`,
 * then a local government's neighbourhoods, asked together)? 'store exist' as soon as one has
 * stores, else the reply to the place as chosen.
 */
export async function checkPlace(place: string, opts: RequestOpts = {}) {
  const [first = place, ...rest] = placeTerms(place);
  const reply = await checkLocation(first, opts);
  if (reply === STORE_EXISTS) return reply;
  for (const term of rest) {
    if ((await checkLocation(term, opts)) === STORE_EXISTS) return STORE_EXISTS;
  }
  const areas = await neighbourhoodsOf(place);
  const served = await anyTrue(
    areas.map(async (area) => (await checkLocation(area, opts)) === STORE_EXISTS),
  );
  return served ? STORE_EXISTS : reply;
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
