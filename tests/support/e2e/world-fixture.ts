// Every browser test runs in a world of its own on the one shared mock: the `world`
// fixture gives it one made from the demo seed before the test and drops it after, and every request of
// the test — its pages, the contexts it opens with browser.newContext() and its `request`
// calls — names it in the X-Bukka-World header. No test sees another's data, so they run in
// parallel in any order. The world is the seed's as it was built, with no faults and the simulator
// off, so a test needs no reset before it starts: a reset seeds the world again in one go, holding
// the one mock's event loop (every other worker's requests) for up to a second on a loaded machine.
//
// Seeding a world takes the mock 0.3–1 s of wall time on a busy 2-core machine (it is built in
// slices between other requests), so each worker has the next test's world made while the current
// test runs (`worldsAhead`): a test of the default profile starts on a world that is ready. It is
// a world of its own all the same (seeded by itself, never shared or reused), made seconds earlier.
import { type APIRequestContext, test as base } from '@playwright/test';
import { controlCall } from '#mock/control/control-client.ts';
import { worldEndpoints } from '#mock/control/world-endpoints.ts';
import type { ProfileName } from '#mock/domain/plumbing/behaviour-profile.ts';
import { WORLD_HEADER } from '#shared/schemas/mock-control-names.ts';
import { controlOf } from './control-token.ts';
import { NetworkLog } from './network-log.ts';

export type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
export { expect } from '@playwright/test';

/** Most tests run on the default profile: the world made ahead is one of those. */
const AHEAD_PROFILE: ProfileName = 'safe';

/** A worker's worlds: made on demand, and the next default-profile world made ahead. */
class WorldsAhead {
  private next: Promise<string> | undefined;
  constructor(private readonly api: APIRequestContext) {}

  private make(profile: ProfileName): Promise<string> {
    const made = controlCall(controlOf(this.api), worldEndpoints.create, {
      body: { seed: 1, ...(profile === 'safe' ? {} : { profile }) },
    }).then(({ id }) => id);
    // Awaited by the test that takes it (which then fails with the mock's answer); until then, a
    // refusal must not count as an unhandled rejection.
    made.catch(() => undefined);
    return made;
  }

  /** A world of `profile` for one test; a default-profile one is then started for the next. */
  async take(profile: ProfileName): Promise<string> {
    let world: Promise<string>;
    if (profile === AHEAD_PROFILE && this.next) {
      world = this.next;
      this.next = undefined;
    } else world = this.make(profile);
    const id = await world;
    this.next ??= this.make(AHEAD_PROFILE);
    return id;
  }

  drop(id: string): Promise<unknown> {
    // Best effort, as before: an expired world is gone already.
    return controlCall(controlOf(this.api), worldEndpoints.drop, { params: { id } }).catch(
      () => undefined,
    );
  }

  /** The world made ahead that no test took (the worker's last test is over). */
  async close(): Promise<void> {
    const left = await this.next?.catch(() => undefined);
    if (left) await this.drop(left);
    await this.api.dispose();
  }
}

export const test = base.extend<
  { world: string; worldProfile: ProfileName },
  { worldsAhead: WorldsAhead }
>({
  // The world's behaviour profile: `test.use({ worldProfile: 'hosted' })` runs a file's tests
  // against the hosted API's behaviour (`--profile hosted`) on the same shared mock.
  worldProfile: ['safe', { option: true }],
  worldsAhead: [
    async ({ playwright }, use, workerInfo) => {
      // Connection: close, as for `request` below: the calls are seconds or minutes apart.
      const api = await playwright.request.newContext({
        baseURL: workerInfo.project.use.baseURL,
        extraHTTPHeaders: { connection: 'close' },
      });
      const worlds = new WorldsAhead(api);
      await use(worlds);
      await worlds.close();
    },
    { scope: 'worker' },
  ],
  world: async ({ worldsAhead, worldProfile }, use) => {
    const id = await worldsAhead.take(worldProfile);
    await use(id);
    await worldsAhead.drop(id);
  },
  // A failed test's requests (its own context's pages), as the trace no longer records them.
  context: async ({ context }, use, testInfo) => {
    const log = new NetworkLog();
    log.watch(context);
    await use(context);
    await log.attachOnFailure(testInfo);
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
