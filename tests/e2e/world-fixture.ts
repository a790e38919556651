// Every browser test runs in a world of its own on the one shared mock (issue 19 #2): the `world`
// fixture makes one from the demo seed before the test and drops it after, and every request of
// the test — its pages, the contexts it opens with browser.newContext() and its `request`
// calls — names it in the X-Bukka-World header. No test sees another's data, so they run in
// parallel in any order.
import { type APIRequestContext, test as base } from '@playwright/test';
import { controlHeaders } from './control-token.ts';

export type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
export { expect } from '@playwright/test';

const WORLD_HEADER = 'x-bukka-world';

export const test = base.extend<{ world: string }>({
  world: async ({ playwright, baseURL }, use) => {
    // One request context per call (see `request` below: a context kept over the test could send
    // the DELETE on a keep-alive socket the mock is closing).
    const control = async <T>(call: (api: APIRequestContext) => Promise<T>): Promise<T> => {
      const api = await playwright.request.newContext({
        baseURL,
        extraHTTPHeaders: controlHeaders,
      });
      try {
        return await call(api);
      } finally {
        await api.dispose();
      }
    };
    const id = await control(async (api) => {
      const made = await api.post('/__mock/worlds', { data: { seed: 1 } });
      if (made.status() !== 201) {
        throw new Error(`POST /__mock/worlds → ${made.status()} ${await made.text()}`);
      }
      return ((await made.json()) as { id: string }).id;
    });
    await use(id);
    await control((api) => api.delete(`/__mock/worlds/${id}`));
  },
  extraHTTPHeaders: async ({ extraHTTPHeaders, world }, use) => {
    await use({ ...extraHTTPHeaders, [WORLD_HEADER]: world });
  },
  // The test's own API calls, in its world, each on a connection of its own: Playwright's request
  // context keeps sockets alive and does not retry, so a call made after the test spent ~5 s in the
  // browser could go out on a socket the mock was closing at that moment (its keep-alive timeout)
  // and fail with ECONNRESET (seen twice in about twelve full runs).
  request: async ({ playwright, baseURL, extraHTTPHeaders }, use) => {
    const api = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { ...extraHTTPHeaders, connection: 'close' },
    });
    await use(api);
    await api.dispose();
  },
});
