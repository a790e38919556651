// A presenter who opened an earlier static demo still has its service worker — MSW's
// `mockServiceWorker.js` — registered for the site. Opening today's demo there replaces it with
// the demo's own worker (demo/service-worker-page.ts): the page is taken over, the mock answers,
// signing in works, and only the demo's worker stays registered.

import type { Server } from 'node:http';
import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { DEMO_SERVICE_WORKER } from '../../demo/demo-protocol.ts';
import { signInAsDemoBuyer } from '../support/e2e/demo-buyer.ts';
import { watch } from '../support/e2e/page-problems.ts';
import { ensureBuilt, serveStatic } from '../support/e2e/static-demo-site.ts';

const OLD_WORKER = '/mockServiceWorker.js';
let site: { server: Server; url: string };

test.describe('static demo: a browser that kept an earlier demo’s MSW worker', () => {
  test.describe.configure({ timeout: 180_000 });

  test.beforeAll(async () => {
    await ensureBuilt();
    site = await serveStatic('spa', {
      [OLD_WORKER]: resolve('node_modules/msw/lib/mockServiceWorker.js'),
    });
  });
  test.afterAll(async () => {
    await new Promise((done) => site?.server.close(done));
  });

  test('gets the demo’s own worker, and the demo works', async ({ page }) => {
    // The earlier demo's visit: its worker registered for the whole site and active.
    await page.goto(`${site.url}/robots.txt`);
    const scope = await page.evaluate(async (url) => {
      const registration = await navigator.serviceWorker.register(url);
      const worker = registration.installing ?? registration.waiting ?? registration.active;
      if (worker && worker.state !== 'activated')
        await new Promise<void>((done) =>
          worker.addEventListener('statechange', () => worker.state === 'activated' && done()),
        );
      return registration.scope;
    }, OLD_WORKER);
    expect(scope).toBe(`${site.url}/`);

    const problems = watch(page, { httpErrors: true }).list;
    await page.addInitScript(() => {
      localStorage.setItem('bukka.deviceId', 'demo-device');
      (window as { firstController?: string | null }).firstController ??=
        navigator.serviceWorker.controller?.scriptURL ?? null;
    });
    await page.goto(`${site.url}/?simulator=off`);
    const stores = page.getByRole('region', { name: 'Popular stores' });
    await expect(stores.getByRole('listitem').first()).toBeVisible({ timeout: 60_000 });
    const workers = await page.evaluate(async () => ({
      first: (window as { firstController?: string | null }).firstController,
      controller: navigator.serviceWorker.controller?.scriptURL ?? null,
      registered: (await navigator.serviceWorker.getRegistrations()).map(
        (r) => (r.active ?? r.waiting ?? r.installing)?.scriptURL ?? null,
      ),
    }));
    const ours = `${site.url}/${DEMO_SERVICE_WORKER}`;
    // The page loaded under the old worker; the demo's took it over and is the only one left.
    expect(workers).toEqual({
      first: `${site.url}${OLD_WORKER}`,
      controller: ours,
      registered: [ours],
    });

    await page.getByRole('link', { name: 'Log-in' }).click();
    await signInAsDemoBuyer(page);
    await expect(page.getByText('Signed in as Adaeze')).toBeVisible();
    expect(problems).toEqual([]);
  });
});
