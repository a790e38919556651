// The static demo (npm run build:demo → dist-demo) runs with no server behind it: a plain static
// file server, the mock's routes answering inside the browser through the demo's own service
// worker (demo/service-worker.ts).
// Builds dist-demo when it is missing or older than the sources (once per run, whichever of the
// demo's specs asks first), serves it itself on a free port.
import { existsSync, readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { watch as watchPage } from '../support/e2e/page-problems.ts';
import { ensureBuilt, root, serveStatic, trackRequests } from '../support/e2e/static-demo-site.ts';

/** Console errors, uncaught exceptions, failed requests (not the browser's own cancellations,
 * such as Leaflet dropping tiles when the view moves) and answers of 400 and above. */
const watch = (page: Page): string[] => watchPage(page, { httpErrors: true }).list;

let site: { server: Server; url: string; served: string[] };

test.describe('static demo (dist-demo, no server)', () => {
  test.describe.configure({ mode: 'serial', timeout: 240_000 });

  test.beforeAll(async () => {
    await ensureBuilt();
    site = await serveStatic();
  });
  /**
   * The app paints before the in-page mock has started (its API calls wait for it): the home
   * page's first store card says the mock answers.
   */
  const mockAnswering = async (page: Page) => {
    const stores = page.getByRole('region', { name: 'Popular stores' });
    await expect(stores.getByRole('listitem').first()).toBeVisible({ timeout: 30_000 });
  };

  test.afterAll(async () => {
    await new Promise((done) => site?.server.close(done));
  });

  test('the home page shows stores answered by the in-browser mock, with no errors', async ({
    page,
  }) => {
    const problems = watch(page);
    const requests = trackRequests(page);
    await page.goto(`${site.url}/?simulator=off`);
    const stores = page.getByRole('region', { name: 'Popular stores' });
    await expect(stores.getByRole('listitem').first()).toBeVisible({ timeout: 30_000 });
    expect(await stores.getByRole('listitem').count()).toBeGreaterThan(3);
    await expect(stores).toContainText('Mama Bukka Kitchen');
    const api = await page.evaluate(async () => {
      const res = await fetch('/api/users/stores?page=1');
      return { status: res.status, body: (await res.json()) as { totalPages: number } };
    });
    expect(api.status).toBe(200);
    expect(api.body.totalPages).toBeGreaterThanOrEqual(4);
    // Answered through the demo's own service worker; MSW's worker script is not shipped.
    const controller = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
    expect(controller).toBe(`${site.url}/demo-service-worker.js`);
    expect(existsSync(join(root, 'mockServiceWorker.js'))).toBe(false);
    await requests.idle();
    expect(problems).toEqual([]);
  });

  test('the demo starts from the world made at build time: faker is neither fetched nor run', async ({
    page,
  }) => {
    const problems = watch(page);
    const requests = trackRequests(page);
    // The page's own scripts, run on its main thread. The demo's mock worker fetches its modules
    // out of Playwright's sight: what it loaded is read from the static host's log instead.
    const pageScripts: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.endsWith('.js') && !/\/mock-worker-[\w-]+\.js$/.test(path)) pageScripts.push(path);
    });
    const mockOnPage = () =>
      pageScripts.filter((path) => /\/(world|route-table)-[\w-]+\.js$/.test(path));
    const seeding = (paths: string[]) => paths.filter((path) => /\/world-[\w-]+\.js$/.test(path));
    let from = site.served.length;
    await page.goto(`${site.url}/?simulator=off`);
    // The app paints before the mock answers: the header and the hero are there at once.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const stores = page.getByRole('region', { name: 'Popular stores' });
    await expect(stores).toContainText('Mama Bukka Kitchen', { timeout: 30_000 });
    await requests.idle();
    let served = site.served.slice(from);
    // The mock worker ran the mock (its route table) on the world made at build time...
    expect(served).toContain('/demo-world.json');
    expect(served.some((path) => /\/mock-worker-[\w-]+\.js$/.test(path))).toBe(true);
    expect(served.some((path) => /\/route-table-[\w-]+\.js$/.test(path))).toBe(true);
    // ...without the seeding code (world.ts with faker, a chunk of its own, loaded only to seed).
    expect(seeding(served)).toEqual([]);
    // The page itself runs only the forwarder, none of the mock.
    expect(pageScripts.some((path) => path.includes('/start-demo-'))).toBe(true);
    expect(mockOnPage()).toEqual([]);
    // Another seed is still seeded, by its own mock worker, still off the page.
    from = site.served.length;
    await page.goto(`${site.url}/?seed=2&simulator=off`);
    await expect(stores.getByRole('listitem').first()).toBeVisible({ timeout: 30_000 });
    served = site.served.slice(from);
    expect(seeding(served)).toHaveLength(1);
    expect(served).not.toContain('/demo-world.json');
    expect(mockOnPage()).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('a reload on a deep link works on a host that only serves 404.html (GitHub Pages)', async ({
    page,
  }) => {
    expect(readFileSync(join(root, '404.html'), 'utf8')).toBe(
      readFileSync(join(root, 'index.html'), 'utf8'),
    );
    const pages = await serveStatic('pages');
    try {
      await page.goto(`${pages.url}/?simulator=off`);
      const first = page
        .getByRole('region', { name: 'Popular stores' })
        .locator('a[href^="/kitchen/"]')
        .first();
      await expect(first).toBeVisible({ timeout: 30_000 });
      const href = (await first.getAttribute('href')) ?? '';
      expect(href).toMatch(/^\/kitchen\/[0-9a-f]{24}$/);
      const problems = watch(page);
      // A fresh load of the deep link, as after a reload or a shared link.
      const answer = await page.goto(`${pages.url}${href}`);
      expect(answer?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
      await expect(page.getByText(/products? found/)).toBeVisible();
      await expect(page.getByText('Page not found')).toHaveCount(0);
      // The one 404 is the document itself (what GitHub Pages answers); Chromium logs it once
      // as "Failed to load resource". Nothing else may fail.
      const documentMiss = `HTTP 404: ${pages.url}${href}`;
      const logged404 =
        'console.error: Failed to load resource: the server responded with a status of 404 (Not Found)';
      expect(problems.filter((p) => p.startsWith('HTTP '))).toEqual([documentMiss]);
      expect(problems.filter((p) => !p.startsWith('HTTP ') && p !== logged404)).toEqual([]);
      expect(problems.filter((p) => p === logged404).length).toBeLessThanOrEqual(1);
    } finally {
      await new Promise((done) => pages.server.close(done));
    }
  });

  test('the simulator, control API and emulated services run in the browser', async ({ page }) => {
    const problems = watch(page);
    await page.goto(`${site.url}/?seed=1`);
    await expect(page.getByRole('banner')).toBeVisible({ timeout: 30_000 });
    await mockAnswering(page);
    const result = await page.evaluate(async () => {
      const post = (path: string, body: unknown) =>
        fetch(path, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
      const health = await (await fetch('/__mock/health')).json();
      const first = await (await post('/__mock/simulator', { on: true, speed: 100 })).json();
      const deadline = Date.now() + 20_000;
      let sim = { placed: 0, paid: 0, ticks: 0 };
      while (Date.now() < deadline && (sim.placed < 8 || sim.paid < 1)) {
        await new Promise((r) => setTimeout(r, 250));
        sim = await (await fetch('/__mock/simulator')).json();
      }
      await post('/__mock/simulator', { on: false });
      const tile = await fetch('/__mock/tiles/12/2089/1983.svg');
      const image = new Image();
      image.src = URL.createObjectURL(await tile.blob());
      await image.decode();
      const script = await fetch('/__mock/paystack/inline.js');
      const geo = await fetch('/__mock/geo/search?q=Ikeja&format=json&limit=3');
      const services = {
        tile: [
          tile.status,
          tile.headers.get('content-type'),
          image.naturalWidth,
          image.naturalHeight,
        ],
        script: [script.status, (await script.text()).includes('PaystackPop')],
        geo: [geo.status, ((await geo.json()) as unknown[]).length > 0],
      };
      const signin = await post('/api/users/signin', {
        email: 'vendor@bukka.test',
        password: 'bukka-demo',
        fingerprint: 'demo-device',
      });
      return { health, first, sim, services, signin: signin.status };
    });
    expect(result.health).toMatchObject({ ok: true, seed: 1 });
    expect(result.first).toMatchObject({ on: true, speed: 100 });
    expect(result.sim.placed).toBeGreaterThanOrEqual(8);
    expect(result.sim.paid).toBeGreaterThanOrEqual(1);
    expect(result.services).toEqual({
      tile: [200, 'image/svg+xml', 256, 256],
      script: [200, true],
      geo: [200, true],
    });
    expect(result.signin).toBe(200);
    expect(problems).toEqual([]);
  });

  test('the simulator panel works at /__mock/panel on the static host', async ({ page }) => {
    const problems = watch(page);
    await page.goto(`${site.url}/__mock/panel`);
    await expect(page.getByRole('heading', { name: 'Bukka mock — simulator panel' })).toBeVisible({
      timeout: 30_000,
    });
    const status = page.getByRole('status');
    await expect(status).toHaveText('Connected to the mock.');
    // The live city runs on the in-page mock too: a stream through the service worker, or
    // polling where a browser cannot stream from one.
    await expect(page.locator('#conn')).toHaveText(
      /^Live (\(server-sent events\)|by polling every 2 s)$/,
    );
    await expect(page.getByRole('img', { name: /^Map of Lagos/ })).toBeVisible();
    await page
      .getByRole('group', { name: 'Presets' })
      .getByRole('button', { name: /^Lunch rush/ })
      .click();
    await expect(status).toHaveText('Lunch rush: speed 10×, demand ×3, card payments working.');
    await expect(page.getByRole('log').getByRole('listitem').first()).toBeVisible({
      timeout: 30_000,
    });
    await page.getByRole('button', { name: 'Stop', exact: true }).click();
    await expect(status).toHaveText('Simulator stopped.');
    await page.getByLabel('Speed (1 = real time, up to 100)').fill('5');
    await page.getByRole('button', { name: 'Set speed' }).click();
    await expect(status).toHaveText('Simulator speed 5×.');

    await page
      .getByRole('button', { name: /^Use account \d{10}/ })
      .first()
      .click();
    await expect(page.getByLabel('Account number (10 digits)')).toHaveValue(/^\d{10}$/);
    await page.getByLabel('Amount (naira)').fill('2500');
    await page.getByRole('button', { name: 'Send transfer' }).click();
    await expect(status).toContainText('Transfer received: the balance is now N');

    await page.getByRole('button', { name: 'Inject fault' }).click();
    await expect(status).toHaveText('Fault injected on * /api/users/stores.');
    await expect(page.locator('#faults')).toContainText('/api/users/stores');
    const faulty = await page.evaluate(async () => (await fetch('/api/users/stores')).status);
    expect(faulty).toBe(500);
    await page.getByRole('button', { name: 'Clear all faults' }).click();
    await expect(status).toHaveText('All faults cleared.');
    await expect(page.locator('#faults')).toHaveText('None.');

    await page.getByLabel('Seed').fill('2');
    await page.getByRole('button', { name: 'Reset the world' }).click();
    await expect(status).toHaveText('World reset with seed 2.');
    await page.getByLabel('Order id').fill('0123456789abcdef01234567');
    await page.getByRole('button', { name: 'Mark delivered' }).click();
    await expect(status).toHaveText('Deliver failed: order not found');
    // Only the two answers provoked on purpose: the injected 500 and the unknown order's 404.
    const expected = [
      /^HTTP 500: .*\/api\/users\/stores$/,
      /^HTTP 404: .*\/__mock\/orders\/0123456789abcdef01234567\/deliver$/,
      /^console\.error: Failed to load resource: .* status of (500|404)/,
    ];
    expect(problems.filter((p) => !expected.some((e) => e.test(p)))).toEqual([]);
    expect(problems.filter((p) => p.startsWith('HTTP '))).toHaveLength(2);
  });

  test('a signed-in vendor sees the simulator fill the order tabs', async ({ page }) => {
    // A service worker's answer cannot set a cookie: the session cookie the sign-in answers is
    // kept by the demo's mock worker (demo/demo-cookies.ts) and sent with the calls that follow.
    const problems = watch(page);
    await page.goto(`${site.url}/?seed=1&simulator=off`);
    await expect(page.getByRole('banner')).toBeVisible({ timeout: 30_000 });
    await mockAnswering(page);
    const result = await page.evaluate(async () => {
      const post = (path: string, body: unknown) =>
        fetch(path, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
      await post('/api/users/signin', {
        email: 'vendor@bukka.test',
        password: 'bukka-demo',
        fingerprint: 'demo-device',
      });
      const accounts = (await (await fetch('/__mock/accounts')).json()) as {
        role: string;
        _id: string;
      }[];
      const vendor = accounts.find((a) => a.role === 'vendor')?._id ?? '';
      const all = async () => {
        const res = await fetch(`/api/orders/demo-device/allorders/${vendor}?query=all`);
        return res.ok
          ? ((await res.json()) as { counts: { all: number } }).counts.all
          : -res.status;
      };
      const before = await all();
      await post('/__mock/simulator', { on: true, speed: 100 });
      const deadline = Date.now() + 20_000;
      let after = before;
      while (Date.now() < deadline && after <= before) {
        await new Promise((r) => setTimeout(r, 500));
        after = await all();
      }
      await post('/__mock/simulator', { on: false });
      return { before, after };
    });
    expect(result.before).toBeGreaterThan(0);
    expect(result.after).toBeGreaterThan(result.before);
    expect(problems).toEqual([]);
  });
});
