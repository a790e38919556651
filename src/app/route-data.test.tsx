// A store page's dishes are asked for when its route is matched, beside the page's code, not once
// that code has arrived and rendered (the store page's largest paint is a dish): here the page's
// module never arrives, and the requests still start.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { configureApi, resetApiConfig } from '#src/api/client.ts';
import { AppRoutes, preloadScreenOf } from '#src/app/routes.tsx';

// The store and product pages' code is still on its way, for as long as the test lasts.
vi.mock('#src/features/store/store-page.tsx', () => new Promise(() => {}));
vi.mock('#src/features/product/product-page.tsx', () => new Promise(() => {}));

const STORE = '0123456789abcdef01234567';
let asked: string[];

beforeEach(() => {
  asked = [];
  configureApi({
    fetch: async (input) => {
      const request = input as Request;
      asked.push(
        `${request.method} ${new URL(request.url).pathname}${new URL(request.url).search}`,
      );
      return new Response('{}', { status: 503, headers: { 'content-type': 'application/json' } });
    },
  });
});
afterEach(() => resetApiConfig());

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

describe("a route's first data, started beside its page's code", () => {
  it('the opened store page asks for its dishes and categories before its module resolves', async () => {
    let resolved = false;
    void preloadScreenOf(`/kitchen/${STORE}`, undefined, {
      search: '?query=rice&category=Soups',
      client: client(),
    }).then(() => {
      resolved = true;
    });
    await waitFor(() =>
      expect(asked).toEqual(
        expect.arrayContaining([
          `GET /api/products/kitchen/${STORE}?query=rice&page=1&price=&category=Soups`,
          `GET /api/products/kitchen/cat/${STORE}?category=`,
        ]),
      ),
    );
    expect(resolved).toBe(false);
  });

  it('a store link followed in the app asks for the dishes while the page shows its fallback', async () => {
    render(
      <QueryClientProvider client={client()}>
        <Router hook={memoryLocation({ path: `/kitchen/${STORE}` }).hook}>
          <AppRoutes />
        </Router>
      </QueryClientProvider>,
    );
    expect(screen.getByText('Loading page')).toBeInTheDocument();
    await waitFor(() =>
      expect(asked).toContain(`GET /api/products/kitchen/${STORE}?query=&page=1&price=&category=`),
    );
  });

  it('the product page asks for its dish; a store id that names no store asks for nothing', async () => {
    void preloadScreenOf('/product/abc', undefined, { search: '', client: client() });
    await waitFor(() => expect(asked).toEqual(['GET /api/products/find/abc']));
    void preloadScreenOf('/kitchen/not-a-store', undefined, { search: '', client: client() });
    await new Promise((done) => setTimeout(done, 50));
    expect(asked).toEqual(['GET /api/products/find/abc']);
  });
});
