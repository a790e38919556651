// axe-core in Chromium: no serious or critical violation on the buyer screens (WCAG 2.2 AA tags).
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { findIds, resetWorld, type WorldIds } from './buyer-helpers.ts';

let ids: WorldIds;

test.beforeAll(async ({ request }) => {
  await resetWorld(request);
  ids = await findIds(request);
});

const screens: Array<{ name: string; path: () => string; ready: string | RegExp; cart?: boolean }> =
  [
    { name: 'home', path: () => '/', ready: 'Suggested for you' },
    { name: 'search', path: () => '/search', ready: 'see more' },
    { name: 'kitchen', path: () => `/kitchen/${ids.storeId}`, ready: /products? found/ },
    { name: 'product', path: () => `/product/${ids.productId}`, ready: 'Add To Tray' },
    { name: 'cart', path: () => '/cart', ready: 'Total amount', cart: true },
    { name: 'riders', path: () => '/riders', ready: /Riders found near you/ },
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
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze();
      const bad = results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map(
          (v) =>
            `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
        );
      expect(bad).toEqual([]);
    });
  }
}

test('the address dialog has no serious or critical axe violation', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('main').getByPlaceholder('Search your location here !').click();
  await expect(page.getByRole('dialog').locator('.leaflet-container')).toBeVisible();
  const results = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  const bad = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    );
  expect(bad).toEqual([]);
});
