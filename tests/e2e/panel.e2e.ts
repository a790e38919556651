// The live view of the simulated city at /__mock/panel in Chromium: events arrive over
// server-sent events, riders move on the map, and a preset changes speed, demand and faults.
import AxeBuilder from '@axe-core/playwright';
import { seriousViolations, WCAG_AA } from '../support/e2e/axe-check.ts';
import { controlHeaders, panelLink } from '../support/e2e/control-token.ts';
import { watch } from '../support/e2e/page-problems.ts';
import { expect, test } from '../support/e2e/world-fixture.ts';

test.afterEach(async ({ request }) => {
  // The e2e mock runs with the simulator off: leave it as the other tests expect it.
  await request.post('/__mock/simulator', {
    data: { on: false, speed: 1, demand: 1 },
    headers: controlHeaders,
  });
  await request.delete('/__mock/faults', { headers: controlHeaders });
});

test('the live city: events stream in, riders ride, presets change the simulation', async ({
  page,
  request,
}) => {
  const problems = watch(page, { httpErrors: false });
  // The link the mock prints at start: the token moves into a cookie the panel's calls carry.
  await page.goto(panelLink);
  await expect(page).toHaveURL(/\/__mock\/panel$/);
  await expect(page.locator('#conn')).toHaveText('Live (server-sent events)');
  const status = page.getByRole('status');
  await expect(status).toHaveText('Connected to the mock.');

  const presets = page.getByRole('group', { name: 'Presets' });
  await presets.getByRole('button', { name: /^Lunch rush/ }).click();
  await expect(status).toHaveText('Lunch rush: speed 10×, demand ×3, card payments working.');
  await expect(presets.getByRole('button', { name: /^Lunch rush/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const sim = await (await request.get('/__mock/simulator', { headers: controlHeaders })).json();
  expect(sim).toMatchObject({ on: true, speed: 10, demand: 3 });

  // Orders stream into the feed, each with a link to the order in the client.
  const feed = page.getByRole('log', { name: 'Order events, newest first' });
  await expect(feed.getByRole('listitem').first()).toBeVisible({ timeout: 20_000 });
  const link = feed.getByRole('link', { name: /^View order [0-9a-f]{6}$/ }).first();
  await expect(link).toHaveAttribute('href', /^\/order\/[0-9a-f]{24}$/);
  await expect(feed.getByText('Placed', { exact: true }).first()).toBeVisible();
  await expect(page.locator('#f-rate')).not.toHaveText('–');
  await expect(page.locator('#f-gmv')).toHaveText(/^N[\d,]+\.\d{2}$/, { timeout: 20_000 });

  // Riders appear on the map and move.
  const rider = page.locator('#map g.rider').first();
  await expect(rider).toBeAttached({ timeout: 30_000 });
  await expect(page.locator('#map img').first()).toHaveAttribute(
    'src',
    /^\/__mock\/tiles\/\d+\/\d+\/\d+\.svg$/,
  );
  const order = await rider.getAttribute('data-order');
  const at = await rider.evaluate((g) => (g as SVGGElement).style.transform);
  await expect
    .poll(
      async () =>
        page
          .locator(`#map g.rider[data-order="${order}"]`)
          .evaluate((g) => (g as SVGGElement).style.transform)
          .catch(() => 'gone'),
      { timeout: 15_000 },
    )
    .not.toBe(at);
  await expect(
    page.getByRole('img', { name: /^Map of Lagos: \d+ riders delivering, \d+ stores$/ }),
  ).toBeVisible();

  // Payment outage: card checks fail for the app and for simulated buyers.
  await presets.getByRole('button', { name: /^Payment outage/ }).click();
  await expect(page.locator('#f-cards')).toHaveText('Failing');
  const faults = await (await request.get('/__mock/faults', { headers: controlHeaders })).json();
  expect(faults).toMatchObject([{ method: 'POST', path: '/api/pay', status: 503 }]);
  await expect(feed.getByText('Card failed', { exact: true }).first()).toBeVisible({
    timeout: 30_000,
  });
  await expect(feed.getByText(/card checks are down: 503/).first()).toBeVisible();

  // Quiet evening: slower, fewer orders, payments back.
  await presets.getByRole('button', { name: /^Quiet evening/ }).click();
  await expect(status).toHaveText('Quiet evening: speed 5×, demand ×0.25, card payments working.');
  await expect(page.locator('#f-cards')).toHaveText('Working');
  expect(await (await request.get('/__mock/faults', { headers: controlHeaders })).json()).toEqual(
    [],
  );
  expect(
    await (await request.get('/__mock/simulator', { headers: controlHeaders })).json(),
  ).toMatchObject({
    speed: 5,
    demand: 0.25,
  });
  expect(problems.list).toEqual([]);
});

for (const [width, height] of [
  [375, 812],
  [1024, 768],
  [1280, 800],
] as const) {
  test(`the panel fits ${width}×${height} without sideways scrolling`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await page.goto(panelLink);
    await expect(page.locator('#conn')).toHaveText('Live (server-sent events)');
    await expect(page.getByRole('img', { name: /^Map of Lagos/ })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    const box = (await page.locator('#map').boundingBox())!;
    // Full width on a phone; beside the feed (three fifths) from 900 px.
    expect(box.width).toBeGreaterThan(width < 900 ? width - 80 : width * 0.5);
    expect(box.height).toBeGreaterThanOrEqual(240);
  });
}

for (const width of [375, 1280]) {
  test(`the panel at ${width}px has no serious or critical axe violation, with the city running`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(panelLink);
    await expect(page.locator('#conn')).toHaveText('Live (server-sent events)');
    // A busy city fills the feed and the road list (the lists axe checks).
    await page
      .getByRole('group', { name: 'Presets' })
      .getByRole('button', { name: /^Lunch rush/ })
      .click();
    await expect(page.locator('#feed li').first()).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('#road li').first()).toBeVisible();
    expect(await seriousViolations(new AxeBuilder({ page }).withTags(WCAG_AA))).toEqual([]);
    await request.post('/__mock/simulator', { data: { on: false }, headers: controlHeaders });
  });
}
