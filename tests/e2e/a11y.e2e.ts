// axe-core in Chromium: no serious or critical violation on the buyer screens (WCAG 2.2 AA tags).
import AxeBuilder from '@axe-core/playwright';
import { DEMO, signInByApi } from '../support/e2e/account-e2e-support.ts';
import { seriousViolations, WCAG_AA } from '../support/e2e/axe-check.ts';
import { findIds, type WorldIds } from '../support/e2e/buyer-helpers.ts';
import { expect, test } from '../support/e2e/world-fixture.ts';

let ids: WorldIds;

test.beforeAll(async ({ request }) => {
  ids = await findIds(request);
});

const screens: Array<{ name: string; path: () => string; ready: string | RegExp; cart?: boolean }> =
  [
    { name: 'home', path: () => '/', ready: 'Suggested for you' },
    { name: 'search', path: () => '/search', ready: 'see more' },
    { name: 'kitchen', path: () => `/kitchen/${ids.storeId}`, ready: /products? found/ },
    { name: 'product', path: () => `/product/${ids.productId}`, ready: 'Add To Tray' },
    { name: 'cart', path: () => '/cart', ready: 'Total amount', cart: true },
    { name: 'riders', path: () => '/riders', ready: /Riders found/ },
  ];

for (const screen of screens) {
  for (const width of [375, 1280]) {
    test(`${screen.name} at ${width}px has no serious or critical axe violation`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      if (screen.cart) {
        await page.goto(`/product/${ids.productId}`);
        await page.getByRole('button', { name: 'Add To Tray' }).click();
      }
      await page.goto(screen.path());
      await expect(page.getByText(screen.ready).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(new AxeBuilder({ page }).withTags(WCAG_AA))).toEqual([]);
    });
  }
}

test('the address dialog has no serious or critical axe violation', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('main').getByPlaceholder('Search your location here !').click();
  await expect(page.getByRole('dialog').locator('.leaflet-container')).toBeVisible();
  expect(await seriousViolations(new AxeBuilder({ page }).include('[role="dialog"]'))).toEqual([]);
});

test('a signed-in header: each control’s name holds the words it shows (label in name)', async ({
  page,
}) => {
  await signInByApi(page, DEMO.buyer, { open: '/' });
  const menu = page.getByRole('button', { name: /^\S+ menu$/ });
  await expect(menu).toBeVisible();
  // axe's label-content-name-mismatch (WCAG 2.5.3) is experimental: asked for by name.
  const results = await new AxeBuilder({ page })
    .include('.site-header')
    .withRules(['label-content-name-mismatch'])
    .analyze();
  expect(results.violations.map((v) => v.nodes.map((n) => n.target))).toEqual([]);
});
