// Every browser test runs in a world of its own on the one shared mock: the `world`
// fixture makes one from the demo seed before the test and drops it after, and every request of
// the test — its pages, the contexts it opens with browser.newContext() and its `request`
// calls — names it in the X-Bukka-World header. No test sees another's data, so they run in
// parallel in any order. The world is the seed's as it was built, with no faults and the simulator
// off, so a test needs no reset before it starts: a reset seeds the world again in one go, holding
// the one mock's event loop (every other worker's requests) for up to a second on a loaded machine.
import { test as base } from '@playwright/test';
import { controlCall } from '#mock/control/control-client.ts';
import { worldEndpoints } from '#mock/control/world-endpoints.ts';
import type { ProfileName } from '#mock/domain/plumbing/behaviour-profile.ts';
import { WORLD_HEADER } from '#shared/schemas/mock-control-names.ts';
import { controlOf } from './control-token.ts';

export type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
export { expect } from '@playwright/test';

export const test = base.extend<{ world: string; worldProfile: ProfileName }>({
  // The world's behaviour profile: `test.use({ worldProfile: 'hosted' })` runs a file's tests
  // against the hosted API's behaviour (`--profile hosted`) on the same shared mock.
  worldProfile: ['safe', { option: true }],
  world: async ({ playwright, baseURL, worldProfile }, use) => {
    // Connection: close, as for `request` below: the DELETE comes after the whole test.
    const api = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { connection: 'close' },
    });
    const control = controlOf(api);
    const { id } = await controlCall(control, worldEndpoints.create, {
      body: { seed: 1, ...(worldProfile === 'safe' ? {} : { profile: worldProfile }) },
    });
    await use(id);
    // Dropped on a best-effort basis, as before: an expired world is gone already.
    await controlCall(control, worldEndpoints.drop, { params: { id } }).catch(() => undefined);
    await api.dispose();
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
