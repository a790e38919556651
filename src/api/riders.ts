import { queryOptions } from '@tanstack/react-query';
import { apiRequest, type RequestOpts, seg } from './client.ts';
import { ridersResponseSchema, userProfileResponseSchema } from './schemas/rider.ts';

export interface RidersSearch {
  query?: string;
  page?: number | string;
}

/** `GET /api/users/riders?query=&page=` (both keys sent, empty when unused). */
export function fetchRiders(search: RidersSearch = {}, opts: RequestOpts = {}) {
  return apiRequest({
    method: 'GET',
    path: '/api/users/riders',
    query: {
      query: search.query ?? '',
      page: search.page === undefined ? '' : String(search.page),
    },
    schema: ridersResponseSchema,
    signal: opts.signal,
  });
}

/** `GET /api/users/find/{id}?page=1`: a rider's (or any user's) public profile and reviews. */
export function fetchUserProfile(id: string, opts: RequestOpts = {}) {
  return apiRequest({
    method: 'GET',
    path: `/api/users/find/${seg(id)}`,
    query: { page: 1 },
    schema: userProfileResponseSchema,
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
        { query: search.query ?? '', page: String(search.page ?? '') },
      ] as const,
      queryFn: ({ signal }) => fetchRiders(search, { signal }),
    }),
  profile: (id: string) =>
    queryOptions({
      queryKey: [...riderQueries.all(), 'profile', id] as const,
      queryFn: ({ signal }) => fetchUserProfile(id, { signal }),
    }),
};
