// npm run screenshots — builds the client, starts the mock (seed 1, simulator off) and writes
// PNGs of the screens a presenter shows, at 375 and 1280 px, into docs/screenshots/ (committed):
// home, a store, a product, the cart, an order on its way (the rider on the map), the simulator
// panel and the address dialog. Same build, same
// seed, same pictures: reduced motion stops the carousel, and every picture has loaded before a
// shot is taken. SCREENSHOTS_PORT (default 4329) moves the mock; CHROMIUM_PATH the browser.
import { type ChildProcess, execSync, spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, chromium, type Page } from '@playwright/test';
import { controlCall } from '../mock-server/control/control-client.ts';
import { controlEndpoints } from '../mock-server/control/control-endpoints.ts';

const root = new URL('..', import.meta.url).pathname;
const outDir = join(root, 'docs', 'screenshots');
const port = Number(process.env.SCREENSHOTS_PORT ?? 4329);
const base = `http://localhost:${port}`;
const widths = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
] as const;
const DEMO_PASSWORD = 'bukka-demo';
const DEMO_DEVICE = 'demo-device';

type Ids = { vendor: string; buyer: string; productIds: string[] };

async function waitForHealth(server: ChildProcess) {
  for (let i = 0; i < 240; i++) {
    if (server.exitCode !== null) throw new Error('the mock server exited');
    try {
      if ((await fetch(`${base}/__mock/health`)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the mock server did not start');
}

async function worldIds(): Promise<Ids> {
  const accounts = await controlCall({ baseUrl: base }, controlEndpoints.accounts);
  const id = (role: string) => accounts.find((a) => a.role === role)?._id ?? '';
  const products = (await (
    await fetch(`${base}/api/products?query=${id('vendor')}`)
  ).json()) as Array<{ _id: string; extras?: unknown[] }>;
  const withExtras = products.filter((p) => (p.extras ?? []).length > 0);
  return {
    vendor: id('vendor'),
    buyer: id('buyer'),
    productIds: [...withExtras, ...products].map((p) => p._id),
  };
}

/** Scrolls through the page (lazy pictures load), back to the top, and waits for every picture. */
async function settle(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    window.scrollTo(0, 0);
    // Pictures off to the side (carousels) load too: a full-page shot shows them.
    for (const img of document.images) img.loading = 'eager';
  });
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() =>
    [...document.images].every((img) => img.complete && (img.naturalWidth > 0 || !img.src)),
  );
  await page.evaluate(() => document.fonts.ready);
}

async function shoot(page: Page, name: string, width: number, fullPage: boolean) {
  const path = join(outDir, `${name}-${width}.png`);
  // No blinking text cursor in a page shot (a dialog keeps its focus).
  if (fullPage) await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.screenshot({ path, fullPage, animations: 'disabled', caret: 'hide' });
  console.log(`  ${name}-${width}.png`);
}

/** Signs the demo buyer in on the demo device, as the sign-in screen would leave the browser. */
async function signInBuyer(page: Page) {
  const response = await page.request.post(`${base}/api/users/signin`, {
    data: { email: 'buyer@bukka.test', password: DEMO_PASSWORD, fingerprint: DEMO_DEVICE },
  });
  if (!response.ok()) throw new Error(`sign-in failed: ${response.status()}`);
  const { user } = (await response.json()) as { user: { _id: string; firstname: string } };
  await page.addInitScript(
    ({ user, device }) => {
      localStorage.setItem('bukka.deviceId', device);
      const raw = localStorage.getItem('bukka');
      const state = raw ? JSON.parse(raw) : { version: 1 };
      state.version = 1;
      state.user = { userInfo: { user, firstname: user.firstname }, countdown: 0 };
      localStorage.setItem('bukka', JSON.stringify(state));
    },
    { user, device: DEMO_DEVICE },
  );
}

const setSimulator = (settings: { on: boolean; speed?: number }) =>
  controlCall({ baseUrl: base }, controlEndpoints.setSimulator, { body: settings });

/** Runs the simulator until one of the buyer's orders is on the way; its id (simulator off again). */
async function orderOnTheWay(page: Page, buyer: string): Promise<string> {
  await setSimulator({ on: true, speed: 50 });
  try {
    for (let i = 0; i < 240; i++) {
      const list = await page.request.get(
        `${base}/api/orders/${DEMO_DEVICE}/allorders/${buyer}?query=dispatched`,
      );
      const { orders } = (await list.json()) as { orders: Array<{ _id: string }> };
      for (const { _id } of orders) {
        const answer = await page.request.get(
          `${base}/api/orders/${DEMO_DEVICE}/find/${_id}/${buyer}`,
        );
        const { details } = (await answer.json()) as {
          details: { status?: string; riderPosition?: { progress: number } };
        };
        const progress = details.riderPosition?.progress ?? 0;
        if (details.status === 'on-the-way' && progress > 0.2 && progress < 0.8) return _id;
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error('no order of the demo buyer went on its way');
  } finally {
    await setSimulator({ on: false });
  }
}

async function screens(browser: Browser, ids: Ids, width: number, height: number) {
  const context = await browser.newContext({
    viewport: { width, height },
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
    locale: 'en-NG',
    timezoneId: 'Africa/Lagos',
  });
  const page = await context.newPage();
  try {
    await page.goto(`${base}/`);
    await page.getByText('Suggested for you').first().waitFor();
    await settle(page);
    await shoot(page, 'home', width, true);

    await page.goto(`${base}/kitchen/${ids.vendor}`);
    await page
      .getByText(/products? found/)
      .first()
      .waitFor();
    await settle(page);
    await shoot(page, 'store', width, true);

    // The search from two places: the same stores at their distances from each.
    for (const [name, place] of [
      ['search-from-yaba', 'Yaba, Lagos'],
      ['search-from-lekki', 'Lekki Phase 1, Lagos'],
    ] as const) {
      await page.goto(`${base}/search?${new URLSearchParams({ searchedLocation: place })}`);
      await page
        .getByText(/km away$/)
        .first()
        .waitFor();
      await settle(page);
      await shoot(page, name, width, true);
    }

    const [first, second] = ids.productIds;
    await page.goto(`${base}/product/${first}`);
    await page.getByRole('button', { name: 'Add To Tray' }).waitFor();
    await settle(page);
    await shoot(page, 'product', width, true);

    // The cart: two dishes of the demo store, as the signed-in demo buyer.
    await signInBuyer(page);
    await page.goto(`${base}/product/${first}`);
    await page.getByRole('button', { name: 'Add To Tray' }).click();
    await page.goto(`${base}/product/${second}`);
    await page.getByRole('button', { name: 'Add To Tray' }).click();
    await page.goto(`${base}/cart`);
    await page.getByRole('heading', { name: 'Summary' }).waitFor();
    await settle(page);
    await shoot(page, 'cart', width, true);

    // An order on its way to the door: the simulator runs fast until one of the demo buyer's
    // orders has a rider on the road, then stops for the shot.
    const orderId = await orderOnTheWay(page, ids.buyer);
    await page.goto(`${base}/order/${orderId}`);
    await page.getByRole('region', { name: /^Map: .+ on the way to the buyer$/ }).waitFor();
    // The store, the delivery address and the rider, labelled.
    await page.locator('.map-label').nth(2).waitFor();
    await settle(page);
    await shoot(page, 'order-on-the-way', width, true);

    await page.goto(`${base}/__mock/panel`);
    await page.waitForLoadState('networkidle');
    await settle(page);
    await shoot(page, 'panel', width, true);

    await page.goto(`${base}/`);
    await page.getByPlaceholder('Search your location here !').filter({ visible: true }).click();
    await page.getByRole('dialog', { name: 'Add a delivery address' }).waitFor();
    await settle(page);
    await shoot(page, 'address-dialog', width, false);
  } finally {
    await context.close();
  }
}

async function main() {
  if (!process.argv.includes('--no-build')) {
    execSync('npx vite build', { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  }
  mkdirSync(outDir, { recursive: true });
  const server = spawn(
    'npx',
    ['tsx', 'mock-server/server.ts', '--port', String(port), '--seed', '1', '--serve', 'dist'],
    { cwd: root, stdio: 'ignore', detached: true, env: { ...process.env, PORT: '' } },
  );
  let browser: Browser | undefined;
  try {
    await waitForHealth(server);
    // Nothing moves while the shots are taken.
    await setSimulator({ on: false });
    const ids = await worldIds();
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-sync'],
    });
    console.log(`Screenshots → ${outDir}`);
    for (const { width, height } of widths) await screens(browser, ids, width, height);
  } finally {
    await browser?.close();
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
