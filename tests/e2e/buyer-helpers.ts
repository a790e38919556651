// Shared steps of the buyer e2e tests: reset the world, find ids through the API, watch a page
// for errors, sign in as the demo buyer.
import { type APIRequestContext, expect, type Page } from '@playwright/test';

export async function resetWorld(request: APIRequestContext) {
  const reset = await request.post('/__mock/reset', { data: { seed: 1 } });
  expect(reset.ok()).toBe(true);
}

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

/**
 * Sign in as the demo buyer with the known device id: the API call sets the session cookie in
 * the browser context and the page's persisted session gets the user, as the sign-in screen does.
 */
export async function signInAsBuyer(page: Page) {
  const response = await page.request.post('/api/users/signin', {
    data: { email: 'buyer@bukka.test', password: 'bukka-demo', fingerprint: 'demo-device' },
  });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { user: { _id: string; firstname: string } };
  await page.addInitScript((user) => {
    localStorage.setItem('bukka.deviceId', 'demo-device');
    const raw = localStorage.getItem('bukka');
    const root = raw ? JSON.parse(raw) : { version: 1 };
    root.version = 1;
    root.user = { userInfo: { user, firstname: user.firstname }, countdown: 0 };
    localStorage.setItem('bukka', JSON.stringify(root));
  }, body.user);
  return body.user;
}
