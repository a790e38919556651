import { QueryClient } from '@tanstack/react-query';

/** One retry, 30 s freshness, no refetch on window focus under test. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: 1,
        staleTime: 30_000,
        refetchOnWindowFocus: import.meta.env.MODE !== 'test',
      },
      mutations: { retry: 0 },
    },
  });
}
