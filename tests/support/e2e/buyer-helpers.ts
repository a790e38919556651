// Shared steps of the buyer e2e tests: find ids through the API, watch a page for errors. (Each
// test starts in a fresh world of seed 1 of its own: world-fixture.ts.)
import type { APIRequestContext } from '@playwright/test';

export interface WorldIds {
  storeId: string;
  productId: string;
  riderId: string;
}

/** A store with at least two products (the first carries extras when one does), and a rider. */
export async function findIds(request: APIRequestContext): Promise<WorldIds> {
  const stores = (await (await request.get('/api/users/stores?page=1')).json()) as {
    stores: Array<{ _id: string }>;
  };
  for (const store of stores.stores) {
    const page = (await (await request.get(`/api/products/kitchen/${store._id}`)).json()) as {
      products: Array<{ _id: string; extras?: unknown[] }>;
    };
    if (page.products.length >= 2) {
      const withExtras = page.products.find((p) => (p.extras ?? []).length > 0);
      const riders = (await (await request.get('/api/users/riders')).json()) as Array<{
        _id: string;
      }>;
      return {
        storeId: store._id,
        productId: (withExtras ?? page.products[0])?._id ?? '',
        riderId: riders[0]?._id ?? '',
      };
    }
  }
  throw new Error('no store with two products in the seeded world');
}
