import { QueryClient } from '@tanstack/react-query';
import { env } from '#src/config/env.ts';

/** One retry, 30 s freshness, no refetch on window focus under test. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: 1,
        staleTime: 30_000,
        refetchOnWindowFocus: env.MODE !== 'test',
      },
      mutations: { retry: 0 },
    },
  });
}
