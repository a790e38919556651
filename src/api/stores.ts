import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { apiRequest, seg } from './client.ts';
import { getDeviceId } from './device-id.ts';
import {
  locationCheckResponseSchema,
  type StoreSearchQuery,
  storesResponseSchema,
  vendorRegistrationResponseSchema,
} from './schemas/store.ts';

// Stores: the home carousel, the store search, the location check and vendor registration.

type Opts = { signal?: AbortSignal };

/** `GET /api/users/stores?page=1` (home). */
export function fetchHomeStores(opts: Opts = {}) {
  return apiRequest({
    method: 'GET',
    path: '/api/users/stores',
    query: { page: 1 },
    schema: storesResponseSchema,
    signal: opts.signal,
  });
}

export type StoreSearch = {
  searchedLocation?: string;
  query?: string;
  page?: number | string;
  popularFilter?: string;
  rating?: number | string;
};

/** The five keys, always all present, empty when unused. */
export function storeSearchQuery(search: StoreSearch): StoreSearchQuery {
  return {
    searchedLocation: search.searchedLocation ?? '',
    query: search.query ?? '',
    page: search.page === undefined ? '' : String(search.page),
    popularFilter: search.popularFilter ?? '',
    rating: search.rating === undefined ? '' : String(search.rating),
  };
}

/** `GET /api/users/stores?searchedLocation=&query=&page=&popularFilter=&rating=`. */
export function searchStores(search: StoreSearch, opts: Opts = {}) {
  return apiRequest({
    method: 'GET',
    path: '/api/users/stores',
    query: storeSearchQuery(search),
    schema: storesResponseSchema,
    signal: opts.signal,
  });
}

/** `GET /api/users/location?query={place}`: 'store exist' or the message to show. */
export function checkLocation(place: string, opts: Opts = {}) {
  return apiRequest({
    method: 'GET',
    path: '/api/users/location',
    query: { query: place },
    schema: locationCheckResponseSchema,
    signal: opts.signal,
  });
}

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
  return apiRequest({
    method: 'POST',
    path: `/api/users/vendor/${seg(deviceId)}/registration/${seg(userId)}`,
    form,
    schema: vendorRegistrationResponseSchema,
  });
}

export const storeKeys = {
  all: ['stores'] as const,
  home: () => ['stores', 'home'] as const,
  search: (search: StoreSearch) => ['stores', 'search', storeSearchQuery(search)] as const,
  location: (place: string) => ['stores', 'location', place] as const,
};

export const homeStoresQuery = () =>
  queryOptions({
    queryKey: storeKeys.home(),
    queryFn: ({ signal }) => fetchHomeStores({ signal }),
  });

export const storesSearchQuery = (search: StoreSearch) =>
  queryOptions({
    queryKey: storeKeys.search(search),
    queryFn: ({ signal }) => searchStores(search, { signal }),
  });

export const locationCheckQuery = (place: string) =>
  queryOptions({
    queryKey: storeKeys.location(place),
    queryFn: ({ signal }) => checkLocation(place, { signal }),
    enabled: place.trim() !== '',
  });

/** A new vendor becomes a store: store lists, the orders page's vendor flags and the store's own
 * page change. */
export const registerVendorMutation = (userId: string) =>
  mutationOptions({
    mutationKey: ['stores', 'register-vendor', userId],
    mutationFn: (input: VendorRegistrationInput) => registerVendor(userId, input),
    onSuccess: (_data, _input, _result, { client }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: storeKeys.all }),
        client.invalidateQueries({ queryKey: ['orders', 'list', userId] }),
        client.invalidateQueries({ queryKey: ['products', 'store', userId] }),
      ]),
  });
