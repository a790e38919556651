import { QueryClient } from '@tanstack/react-query';
import { env } from '#src/config/env.ts';

/**
 * One retry, 30 s freshness, no refetch on window focus under test. Actions are sent even when the
 * browser says it is offline (`networkMode: 'always'`): the send fails at once and the screen says
 * so and gives its button back. The default ('online') holds an action while offline, its button
 * spinning, and sends it when the connection returns — a sign-in or a code e-mailed long after the
 * person gave up on it.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: 1,
        staleTime: 30_000,
        refetchOnWindowFocus: env.MODE !== 'test',
      },
      mutations: { retry: 0, networkMode: 'always' },
    },
  });
}
