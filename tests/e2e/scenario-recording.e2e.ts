// Record a journey done in Chromium, write it as a scenario, replay it: the panel's
// Record starts the world's recording; the buyer signs in, orders a dish with an extra and pays;
// the vendor accepts; a rider delivers; Stop. `npm run scenarios:record` writes the scenario to a
// temporary folder, which then passes in a fresh world of the same mock (--workers: a world of
// its own), passes through the browser replay (sign-in and payment on screen), and, under
// --profile hosted, reports its differences (exit 1, each a failed check), never a crash (2).
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Scenario, Target } from '#scenarios/core/types.ts';
import { replayInBrowser } from '#scenarios/ui/ui-replay.ts';
import {
  accountIds,
  checkOut,
  DEMO,
  onDevice,
  payWith,
  signIn,
  vendorProduct,
} from '../support/e2e/account-e2e-support.ts';
import { controlHeaders, E2E_CONTROL_TOKEN, panelLink } from '../support/e2e/control-token.ts';
import { freeSidePort, sidePorts } from '../support/e2e/side-ports.ts';
import { expect, test } from '../support/e2e/world-fixture.ts';

const ADDRESS = {
  name: 'Ada Obi',
  street: '14 Herbert Macaulay Way',
  localGvt: 'Yaba',
  state: 'Lagos',
  country: 'Nigeria',
  phoneNumber: '08030000000',
};

// Node with tsx's loader, as `npx tsx` runs it, without starting npm first (a second of CPU each,
// three times, while the other workers' browsers wait for a core). A mock the CLI starts in its
// own process listens on a port of E2E_SIDE_PORTS when that is given.
function tsx(args: string[], mockPort = 0) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', ...args], {
    encoding: 'utf8',
    timeout: 240_000,
    env: {
      ...process.env,
      MOCK_CONTROL_TOKEN: E2E_CONTROL_TOKEN,
      ...(mockPort ? { SCENARIOS_MOCK_PORT: String(mockPort) } : {}),
    },
  });
  return { code: run.status, out: `${run.stdout}\n${run.stderr}` };
}

test('a journey recorded in the browser is written as a scenario that replays anywhere', async ({
  page,
  browser,
  request,
  world,
  baseURL,
}) => {
  test.setTimeout(420_000);
  // The panel of this test's world: Record.
  const panel = await browser.newPage();
  await panel.goto(`${panelLink}&world=${world}`);
  await panel.getByRole('button', { name: 'Record', exact: true }).click();
  await expect(panel.locator('#record-state')).toHaveText(/^Recording: \d+ requests? kept\.$/);

  // The buyer signs in, puts a dish with one extra in the cart, checks out and pays.
  await onDevice(page, 'demo-device');
  await signIn(page, DEMO.buyer);
  const product = await vendorProduct(request);
  expect(product.extras?.length ?? 0).toBeGreaterThan(0);
  await page.evaluate(
    ({ product, address }) => {
      const state = JSON.parse(localStorage.getItem('bukka') ?? '{"version":1}');
      state.version = 1;
      state.cart = {
        items: [
          {
            ...product,
            quantity: 1,
            extras: (product.extras ?? []).map((e, i) => ({ ...e, quantity: i === 0 ? 1 : 0 })),
          },
        ],
      };
      state.shippingAddress = { address, reference: null };
      localStorage.setItem('bukka', JSON.stringify(state));
    },
    { product, address: ADDRESS },
  );
  await page.reload();
  const orderId = await checkOut(page);
  await payWith(page, 'Pay successfully');
  await expect(page.locator('.order-banner--paid')).toBeVisible();

  // The vendor accepts in a browser of their own.
  const vendorContext = await browser.newContext();
  const vendor = await vendorContext.newPage();
  await onDevice(vendor, 'demo-device');
  await signIn(vendor, DEMO.vendor);
  await vendor.goto(`/order/${orderId}`);
  await vendor.getByRole('button', { name: 'Accept' }).click();
  await expect(vendor.getByText('This order is confirmed.')).toBeVisible();
  await vendorContext.close();

  // A rider delivers (the control API: the rider has no screen for it).
  const delivered = await request.post(`/__mock/orders/${orderId}/deliver`, {
    headers: controlHeaders,
  });
  expect(delivered.ok()).toBe(true);

  // Stop; the panel offers the scenario to download.
  await panel.locator('#record-stop').click();
  await expect(panel.locator('#record-state')).toHaveText(/^Stopped: \d+ requests recorded\.$/);
  const download = panel.getByRole('link', { name: 'Download scenario' });
  await expect(download).toBeVisible();
  const [file] = await Promise.all([panel.waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toBe('my-journey.ts');
  const recording = await request.get(`/__mock/worlds/${world}/recording`, {
    headers: controlHeaders,
  });
  const text = await recording.text();
  expect(text).not.toContain('bukka-demo');
  const { vendor: vendorId } = await accountIds(request);

  // Written by the CLI into a temporary folder of the repository (its imports resolve there).
  mkdirSync('reports', { recursive: true });
  const dir = mkdtempSync(join('reports', 'e2e-recorded-'));
  try {
    const written = tsx([
      'scenarios/cli/record-cli.ts',
      '--world',
      world,
      '--name',
      'browser-journey',
      '--target',
      baseURL ?? '',
      '--out',
      dir,
    ]);
    expect(written.code, written.out).toBe(0);
    const source = readFileSync(join(dir, 'browser-journey.ts'), 'utf8');
    expect(source).toContain('export const browserJourney: Scenario = {');
    expect(source).toContain("signInStep('buyer', { expect: 'session' })");
    expect(source).toContain("payByCard('buyer', { outcome: 'success' })");
    expect(source).toContain("signInStep('vendor', { expect: 'session' })");
    expect(source).toContain('/takeorder/{vendor.id}/{orderId}');
    expect(source).toContain("path: '/api/orders/{buyer.device}/{buyer.id}/{vendor.id}'");
    expect(source).toContain("riderDelivers('rider')");
    expect(source).toMatch(/quantity: 1,/);
    expect(source).not.toContain(orderId);
    expect(source).not.toContain(vendorId);
    expect(source).not.toContain('bukka-demo');

    // A fresh world of the same mock (made for the run, dropped after): it passes.
    const file = join(dir, 'browser-journey.ts');
    const fresh = tsx([
      'scenarios/cli/run-cli.ts',
      '--file',
      file,
      '--target',
      baseURL ?? '',
      '--workers',
      '2',
      '--reporter',
      'html',
      '--html',
      join(dir, 'fresh.html'),
    ]);
    expect(fresh.code, fresh.out).toBe(0);
    expect(fresh.out).toMatch(/1 scenarios: 1 passed, 0 failed/);
    const report = readFileSync(join(dir, 'fresh.html'), 'utf8');
    expect(report).toContain('browser-journey (recorded)');
    expect(report).not.toContain('bukka-demo');

    // Through the browser replay: steps with a screen (sign-in, pay) on the screen, the rest
    // through the API with the browser's session, in another fresh world.
    const made = await request.post('/__mock/worlds', {
      data: { seed: 1 },
      headers: controlHeaders,
    });
    const replayWorld = ((await made.json()) as { id: string }).id;
    const module = (await import(pathToFileURL(resolve(file)).href)) as {
      browserJourney: Scenario;
    };
    const target: Target = {
      baseUrl: (baseURL ?? '').replace(/\/+$/, ''),
      isMock: true,
      checkout: 'card',
      label: 'browser',
      controlToken: E2E_CONTROL_TOKEN,
      world: replayWorld,
    };
    const steps = await replayInBrowser(module.browserJourney, {
      browser,
      target,
      step: (title, body) => test.step(title, body),
      attach: async () => {},
    });
    expect(steps.filter((s) => s.reason === 'browser').length).toBeGreaterThanOrEqual(3);
    expect(steps.every((s) => s.status === 'passed')).toBe(true);
    await request.delete(`/__mock/worlds/${replayWorld}`, { headers: controlHeaders });

    // Under the hosted profile (an in-process mock): differences, each a check, not a crash.
    const hosted = tsx(
      ['scenarios/cli/run-cli.ts', '--file', file, '--profile', 'hosted'],
      sidePorts().length > 0 ? await freeSidePort() : 0,
    );
    expect(hosted.code, hosted.out).toBe(1);
    expect(hosted.out).toMatch(/✗ (status|field|message|the answer has the fields)/);
    expect(hosted.out).toMatch(/1 scenarios: 0 passed, 1 failed/);
    expect(hosted.out).not.toContain('scenarios: Error');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
