import { queryOptions } from '@tanstack/react-query';
import { riderEndpoints } from '../../shared/schemas/riders.ts';
import { apiRequest, type RequestOpts } from './client.ts';

export interface RidersSearch {
  query?: string;
  page?: number | string;
  /** The buyer's chosen place: riders of that city, nearest first (the mock; hosted ignores it). */
  near?: string;
}

/** `GET /api/users/riders?query=&page=` (both keys sent, empty when unused; `near` when given). */
export function fetchRiders(search: RidersSearch = {}, opts: RequestOpts = {}) {
  return apiRequest(riderEndpoints.list, {
    query: {
      query: search.query ?? '',
      page: search.page === undefined ? '' : String(search.page),
      ...(search.near ? { near: search.near } : {}),
    },
    signal: opts.signal,
  });
}

/**
 * `GET /api/users/find/{id}?page=1`: a rider's (or any user's) public profile and reviews; with
 * `near` (the buyer's chosen place; the mock's key) the rider's `km` is from there.
 */
export function fetchUserProfile(id: string, opts: RequestOpts & { near?: string } = {}) {
  return apiRequest(riderEndpoints.profile, {
    params: { id },
    query: { page: '1', ...(opts.near ? { near: opts.near } : {}) },
    signal: opts.signal,
  });
}

/** Keys (general to specific) and query options of the riders and public profiles. */
export const riderQueries = {
  all: () => ['riders'] as const,
  list: (search: RidersSearch = {}) =>
    queryOptions({
      queryKey: [
        ...riderQueries.all(),
        'list',
        { query: search.query ?? '', page: String(search.page ?? ''), near: search.near ?? '' },
      ] as const,
      queryFn: ({ signal }) => fetchRiders(search, { signal }),
    }),
  /** The key is `['riders', 'profile', id]`, then the place (a review invalidates every place's). */
  profile: (id: string, near = '') =>
    queryOptions({
      queryKey: [...riderQueries.all(), 'profile', id, ...(near ? [near] : [])] as const,
      queryFn: ({ signal }) => fetchUserProfile(id, { signal, near }),
    }),
};
