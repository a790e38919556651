import { infiniteQueryOptions, mutationOptions, queryOptions } from '@tanstack/react-query';
import { apiRequest, type RequestOpts } from './client.ts';
import { getDeviceId } from './device-id.ts';
import { orderQueries } from './orders.ts';
import { productQueries } from './products.ts';
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

// Vendor registration: a user becomes a store.

export interface VendorRegistrationInput {
  businessImg?: Blob;
  businessName: string;
  physicalAddress: string;
  placesCanDeliverTo: string[];
}

/** `POST /api/users/vendor/{deviceId}/registration/{userId}`: multipart `businessImg` file and
 * text fields, `placesCanDeliverTo` as JSON. */
export async function registerVendor(userId: string, input: VendorRegistrationInput) {
  const deviceId = await getDeviceId();
  const form = new FormData();
  if (input.businessImg) form.append('businessImg', input.businessImg);
  form.append('businessName', input.businessName);
  form.append('physicalAddress', input.physicalAddress);
  form.append('placesCanDeliverTo', JSON.stringify(input.placesCanDeliverTo));
  return apiRequest(storeEndpoints.registerVendor, { params: { deviceId, userId }, form });
}

/** A new vendor becomes a store: store lists, the orders page's vendor flags and the store's own
 * page change. */
export const registerVendorMutation = (userId: string) =>
  mutationOptions({
    mutationKey: ['stores', 'register-vendor', userId],
    mutationFn: (input: VendorRegistrationInput) => registerVendor(userId, input),
    onSuccess: (_data, _input, _result, { client }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: storeQueries.all() }),
        client.invalidateQueries({ queryKey: orderQueries.lists(userId) }),
        client.invalidateQueries({ queryKey: productQueries.store(userId) }),
      ]),
  });
