// Test kit for the buyer screens' component tests: the mock's real route handlers run in-process
// (a seeded world on a fixed clock) behind the API client's injectable fetch, so screens talk to
// the same domain the Fastify mock serves, without a global interceptor.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { getResponse } from 'msw';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createTestWorld, type TestWorld } from '#mock/adapters/msw.ts';
import { addFault } from '#mock/domain/faults.ts';
import { configureApi, resetApiConfig } from '#src/api/client.ts';
import { createMemoryCookieJar } from '#src/api/cookie-jar.ts';

export const TEST_ORIGIN = 'http://bukka.test';

export interface TestApi {
  world: TestWorld;
  /** Every request the screens made, in order. */
  requests: Request[];
  /** Make the next matching call(s) fail like the control API's faults. */
  fail(method: string, path: string, status?: number, message?: string): void;
}

/** Start the in-process API (call in beforeAll); `stopTestApi` in afterAll. */
export async function startTestApi(): Promise<TestApi> {
  const world = await createTestWorld(1);
  const requests: Request[] = [];
  configureApi({
    baseUrl: TEST_ORIGIN,
    cookieJar: createMemoryCookieJar(),
    fetch: async (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      requests.push(request.clone());
      const response = await getResponse(world.handlers, request);
      return response ?? new Response(JSON.stringify({ message: 'no handler' }), { status: 501 });
    },
  });
  return {
    world,
    requests,
    fail(method, path, status = 500, message = 'something went wrong') {
      addFault(world.ctx, { method, path, status, message, times: 5 });
    },
  };
}

export function stopTestApi() {
  resetApiConfig();
}

/** Render a screen with a fresh query client and an in-memory location at `path`. */
export function renderScreen(node: ReactNode, path = '/') {
  const [pathname = '/', search = ''] = path.split('?');
  const location = memoryLocation({ path: pathname, searchPath: search, record: true });
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const result = render(
    <QueryClientProvider client={client}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        {node}
      </Router>
    </QueryClientProvider>,
  );
  return { ...result, location, client };
}
