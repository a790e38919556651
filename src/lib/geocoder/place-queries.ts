// Keys and query options of the geocoder's places, in one place (as src/api does per resource).
import { queryOptions } from '@tanstack/react-query';
import { search } from './geocoder.ts';

export const placeQueries = {
  all: () => ['places'] as const,
  /** Suggestions for a typed address. A failure is shown, not retried (429 means slow down). */
  search: (query: string) =>
    queryOptions({
      queryKey: [...placeQueries.all(), 'search', query] as const,
      queryFn: ({ signal }) => search(query, signal),
      staleTime: 5 * 60_000,
      retry: false,
    }),
};
