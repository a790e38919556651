// A presenter who opened an earlier static demo still has its service worker — MSW's
// `mockServiceWorker.js` — registered for the site. Opening today's demo there replaces it with
// the demo's own worker (demo/service-worker-page.ts): the page is taken over, the mock answers,
// signing in works, and only the demo's worker stays registered. And a demo redeployed with a new
// build of its own worker: the browser installs it on the next visit, and the demo goes on working.

import { readFileSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { DEMO_SERVICE_WORKER } from '../../demo/demo-protocol.ts';
import { signInAsDemoBuyer } from '../support/e2e/demo-buyer.ts';
import { watch } from '../support/e2e/page-problems.ts';
import { ensureBuilt, root, serveStatic } from '../support/e2e/static-demo-site.ts';

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

  test('a redeployed demo: its new service worker installs on the next visit, and the demo works', async ({
    page,
  }, testInfo) => {
    // The host serves the worker from a file this test rewrites, as a deploy would.
    const built = readFileSync(join(root, DEMO_SERVICE_WORKER), 'utf8');
    const deployed = testInfo.outputPath(DEMO_SERVICE_WORKER);
    writeFileSync(deployed, `${built}\n// build 1\n`);
    const host = await serveStatic('spa', { [`/${DEMO_SERVICE_WORKER}`]: deployed });
    try {
      const problems = watch(page, { httpErrors: true }).list;
      await page.addInitScript(() => localStorage.setItem('bukka.deviceId', 'demo-device'));
      const stores = page.getByRole('region', { name: 'Popular stores' });
      await page.goto(`${host.url}/?simulator=off`);
      await expect(stores.getByRole('listitem').first()).toBeVisible({ timeout: 60_000 });

      writeFileSync(deployed, `${built}\n// build 2\n`);
      // The visit after the deploy: the browser finds the new worker, which takes over at once.
      await page.goto(`${host.url}/?simulator=off`);
      await expect(stores.getByRole('listitem').first()).toBeVisible({ timeout: 60_000 });
      // Asked for again after the deploy (the browser's update check), changed, and installed.
      const asked = () => host.served.filter((p) => p === `/${DEMO_SERVICE_WORKER}`).length;
      await expect.poll(asked, { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
      await expect
        .poll(
          () =>
            page.evaluate(async () => {
              const registration = await navigator.serviceWorker.getRegistration();
              return {
                updated: !registration?.installing && !registration?.waiting,
                controlled: !!navigator.serviceWorker.controller,
              };
            }),
          { timeout: 30_000 },
        )
        .toEqual({ updated: true, controlled: true });
      await page.reload();
      await expect(stores.getByRole('listitem').first()).toBeVisible({ timeout: 60_000 });
      await page.getByRole('link', { name: 'Log-in' }).click();
      await signInAsDemoBuyer(page);
      await expect(page.getByText('Signed in as Adaeze')).toBeVisible();
      expect(problems).toEqual([]);
    } finally {
      await new Promise((done) => host.server.close(done));
    }
  });
});
