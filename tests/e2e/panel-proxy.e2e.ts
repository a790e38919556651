// The presenter's panel of a mock in proxy mode, in Chromium: a second mock, started here in front
// of the e2e mock as its backend (`--proxy`, read-only), serves /__mock/panel. The app's data are
// the backend's, so the page shows the proxy — the backend, its answers, what drifted, the writes
// refused, the report and a Clear button — keeps recording and faults, and has none of the
// world's sections; a normal mock's panel keeps them all and has no proxy section.
// No world fixture: the proxy forwards no world header, so the backend answers from its default
// world, which these reads leave as they were (the one write is refused before it is sent).
import { resolve } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { createMockServer } from '#mock/create-mock.ts';
import type { ProxyStatus } from '#mock/proxy/proxy-status.ts';
import { seriousViolations, WCAG_AA } from '../support/e2e/axe-check.ts';
import { panelLink } from '../support/e2e/control-token.ts';
import { watch } from '../support/e2e/page-problems.ts';
import { freeSidePort, sidePorts } from '../support/e2e/side-ports.ts';

type Mock = Awaited<ReturnType<typeof createMockServer>>;
let proxy: Mock;
let proxyUrl = '';

const PROXY_REGION = "Proxy: the backend's answers against the mock's contract";
/** What acts on the local world only: none of it is on a proxying mock's panel. */
const WORLD_BUTTONS = [
  'Reset the world',
  'Set speed',
  'Start',
  'Send transfer',
  'Mark delivered',
  'Advance',
];
const WORLD_HEADINGS = [
  'Riders delivering',
  'Live orders',
  'Health and world',
  'Simulator',
  'Bank transfer into a wallet',
  'Deliver an order',
  'Charges no order took',
  'Demo accounts',
];

async function expectWorldSections(page: Page, count: 0 | 1): Promise<void> {
  for (const name of WORLD_BUTTONS)
    await expect(page.getByRole('button', { name, exact: true }), name).toHaveCount(count);
  for (const name of WORLD_HEADINGS)
    await expect(page.getByRole('heading', { name, exact: true }), name).toHaveCount(count);
  await expect(page.getByRole('group', { name: 'Presets' })).toHaveCount(count);
  await expect(page.getByRole('log', { name: 'Order events, newest first' })).toHaveCount(count);
}

test.beforeAll(async ({ baseURL }) => {
  proxy = await createMockServer({
    seed: 1,
    serveDir: resolve('dist'),
    proxy: { upstream: baseURL!, allowWrites: false },
  });
  const port = sidePorts().length > 0 ? await freeSidePort() : 0;
  proxyUrl = (await proxy.app.listen({ port, host: '127.0.0.1' })).replace(
    '127.0.0.1',
    'localhost',
  );
});
test.afterAll(async () => {
  await proxy?.app.close();
});

test("in proxy mode the panel shows the proxy, recording and faults, and none of the world's sections", async ({
  page,
}) => {
  const problems = watch(page, { httpErrors: false });
  // A read forwarded to the backend, a write refused before it is sent.
  expect((await page.request.get(`${proxyUrl}/api/users/stores`)).status()).toBe(200);
  const write = await page.request.post(`${proxyUrl}/api/reviews`, {
    data: { msg: 'Lovely jollof', positive: true },
  });
  expect(write.status()).toBe(403);
  // The refused writes by route are a newer mock's (`refused`); an older one gives their count.
  const status = (await (
    await page.request.get(`${proxyUrl}/__mock/proxy`)
  ).json()) as ProxyStatus & {
    refused?: unknown[];
  };

  await page.goto(`${proxyUrl}/__mock/panel`);
  await expect(page).toHaveTitle('Bukka mock — proxy panel');
  await expect(page.getByRole('status')).toHaveText('Connected to the mock.');
  const box = page.getByRole('region', { name: PROXY_REGION });
  await expect(box).toBeVisible();
  await expect(page.locator('#proxy-setup')).toContainText(status.upstream!);
  await expect(page.locator('#proxy-setup')).toContainText('refused: read-only, nothing is sent');
  const figures = page.getByRole('list', { name: "The backend's answers" });
  await expect(figures.getByRole('listitem').filter({ hasText: 'Answers seen' })).toHaveText(
    /^Answers seen[1-9]\d*$/,
  );
  await expect(figures.getByRole('listitem').filter({ hasText: 'Writes refused' })).toHaveText(
    'Writes refused1',
  );
  await expect(page.locator('#proxy-summary')).toContainText('1 write refused');
  const endpoints = box.getByRole('region', { name: /^Answers of the backend per endpoint/ });
  await expect(endpoints.getByRole('row', { name: /GET \/api\/users\/stores/ })).toContainText(
    'matches',
  );
  const refused = box.getByRole('region', { name: /^Writes refused/ });
  // The refused writes by method and route template, with their count.
  expect(status.refused).toEqual([
    expect.objectContaining({ method: 'POST', route: '/api/reviews', times: 1 }),
  ]);
  await expect(refused.getByRole('row', { name: /POST \/api\/reviews 1/ })).toBeVisible();

  await expectWorldSections(page, 0);
  for (const name of ['Record', 'Inject fault', 'Clear all faults', 'Clear the counts'])
    await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
  // Nothing recorded yet: nothing to download.
  await expect(page.getByRole('link', { name: 'Download scenario' })).toBeHidden();
  expect(await seriousViolations(new AxeBuilder({ page }).withTags(WCAG_AA))).toEqual([]);

  const [report] = await Promise.all([
    page.waitForEvent('popup'),
    box.getByRole('link', { name: 'Open the drift report' }).click(),
  ]);
  await expect(report).toHaveURL(`${proxyUrl}/__mock/proxy/report`);
  await expect(report.getByText(/1 request refused \(read-only: nothing was sent\)/)).toBeVisible();
  await expect(
    report.getByRole('heading', { name: 'Refused, not sent to the backend' }),
  ).toBeVisible();
  await report.close();

  await box.getByRole('button', { name: 'Clear the counts' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Proxy counts cleared: counting again from now.',
  );
  await expect(figures.getByRole('listitem').filter({ hasText: 'Answers seen' })).toHaveText(
    'Answers seen0',
  );
  await expect(endpoints).toHaveText('No answer yet: use the app through this mock.');
  expect(problems.list).toEqual([]);
});

test("a normal mock's panel keeps the world's sections and has no proxy section", async ({
  page,
}) => {
  await page.goto(panelLink);
  await expect(page).toHaveTitle('Bukka mock — simulator panel');
  await expect(page.getByRole('status')).toHaveText('Connected to the mock.');
  await expectWorldSections(page, 1);
  await expect(page.getByRole('region', { name: PROXY_REGION })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Clear the counts' })).toHaveCount(0);
});
