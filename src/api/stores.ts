import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { apiRequest, type RequestOpts } from './client.ts';
import { type StoreSearchQuery, storeEndpoints } from './schemas/stores.ts';

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
      queryFn: ({ signal }) => searchStores(search, { signal }),
    }),
  /** The search from `search.page` on, one page at a time until the server's `totalPages`. */
  searchPages: (search: StoreSearch & { page: number }) =>
    infiniteQueryOptions({
      queryKey: [...storeQueries.all(), 'search-pages', search] as const,
      initialPageParam: search.page,
      queryFn: ({ pageParam, signal }) => searchStores({ ...search, page: pageParam }, { signal }),
      getNextPageParam: (last, _all, lastPage) =>
        lastPage < last.totalPages ? lastPage + 1 : undefined,
    }),
};
