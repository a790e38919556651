// The app used through a mock in proxy mode (docs/mock.md, "Proxy mode"): a second mock, started
// here in front of the e2e mock as its backend (`--proxy`, `--serve dist`), serves the built
// client; the buyer browses and signs in through it, every answer comes from the backend and is
// checked, nothing drifts, a write is refused (read-only), and the panel shows the proxy's view.
// No world fixture: the proxy forwards no world header (its worlds are its own), so the backend
// answers from its default world, which these reads and one sign-in leave as they were.
import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { createMockServer } from '#mock/create-mock.ts';
import type { ProxyStatus } from '#mock/proxy/proxy-status.ts';
import { DEMO, onDevice } from '../support/e2e/account-e2e-support.ts';
import { freeSidePort, sidePorts } from '../support/e2e/side-ports.ts';

type Mock = Awaited<ReturnType<typeof createMockServer>>;
let proxy: Mock;
let proxyUrl = '';

test.beforeAll(async ({ baseURL }) => {
  proxy = await createMockServer({
    seed: 1,
    serveDir: resolve('dist'),
    proxy: { upstream: baseURL!, allowWrites: false },
  });
  // A port of this suite's own range when given (E2E_PROXY_PORT, or a free one of
  // E2E_SIDE_PORTS), else any free one.
  const port = process.env.E2E_PROXY_PORT
    ? Number(process.env.E2E_PROXY_PORT)
    : sidePorts().length > 0
      ? await freeSidePort()
      : 0;
  proxyUrl = (await proxy.app.listen({ port, host: '127.0.0.1' })).replace(
    '127.0.0.1',
    'localhost',
  );
});
test.afterAll(async () => {
  await proxy?.app.close();
});

test('browse and sign in through the proxy: the backend answers, nothing drifts, writes are refused', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await onDevice(page, 'demo-device');
  await page.goto(`${proxyUrl}/`);
  const firstStore = page.locator('.store-card__link').first();
  await expect(firstStore).toBeVisible();
  await firstStore.click();
  await expect(page).toHaveURL(/\/kitchen\/[0-9a-f]{24}$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // Sign-in passes in read-only mode; the session cookie sticks on the proxy's origin.
  await page.goto(`${proxyUrl}/signin`);
  await page.getByLabel('Email').fill(DEMO.buyer);
  await page.getByLabel('Password').fill('bukka-demo');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText(/^Signed in as /)).toBeVisible();
  const cookies = await page.context().cookies(proxyUrl);
  expect(cookies.find((c) => c.name === 'auth_token')).toMatchObject({ httpOnly: true });

  // A write never reaches the backend.
  const write = await page.request.post(`${proxyUrl}/api/reviews`, {
    data: { msg: 'Lovely jollof', positive: true },
  });
  expect(write.status()).toBe(403);
  expect((await write.json()).message).toMatch(
    /^POST \/api\/reviews is a write; the read-only proxy/,
  );

  const status = (await (await page.request.get(`${proxyUrl}/__mock/proxy`)).json()) as ProxyStatus;
  expect(status.on).toBe(true);
  expect(status.totals.refusedWrites).toBe(1);
  const routes = status.endpoints.map((e) => `${e.method} ${e.route}`);
  expect(routes).toContain('GET /api/users/stores');
  expect(routes).toContain('POST /api/users/signin');
  expect(routes).toContain('GET /api/products/kitchen/:storeId');
  expect(status.endpoints.filter((e) => e.drifted > 0)).toEqual([]);

  // The presenter's panel shows the same, live.
  const panel = await page.context().newPage();
  await panel.goto(`${proxyUrl}/__mock/panel`);
  const box = panel.getByRole('region', {
    name: "Proxy: the backend's answers against the mock's contract",
  });
  await expect(box).toBeVisible();
  await expect(panel.locator('#proxy-summary')).toContainText(proxy.proxy!.info().upstream);
  await expect(panel.locator('#proxy')).toContainText('GET /api/users/stores');
  await expect(panel.locator('#proxy-summary')).toContainText('1 write refused');
});
