// Screenshots of the buyer screens at 375, 768 and 1280 px, attached to the HTML report (and
// kept under test-results/) so a person can look at them.

import { findIds, type WorldIds } from '../support/e2e/buyer-helpers.ts';
import { expect, test } from '../support/e2e/world-fixture.ts';

const widths = [375, 768, 1280] as const;
let ids: WorldIds;

test.beforeAll(async ({ request }) => {
  ids = await findIds(request);
});

const pages: Array<{ name: string; path: () => string; ready: string | RegExp }> = [
  { name: 'home', path: () => '/', ready: 'Suggested for you' },
  { name: 'search', path: () => '/search', ready: /Stores/ },
  { name: 'kitchen', path: () => `/kitchen/${ids.storeId}`, ready: /products? found/ },
  { name: 'product', path: () => `/product/${ids.productId}`, ready: 'Add To Tray' },
  { name: 'riders', path: () => '/riders', ready: /Riders found/ },
  { name: 'rider', path: () => `/rider/${ids.riderId}`, ready: 'Reviews' },
  { name: 'vendor', path: () => '/vendor', ready: 'Sell your food on Bukka' },
  { name: 'extra', path: () => '/extra', ready: 'Extras: add-ons to your dish' },
];

for (const width of widths) {
  test(`buyer screens at ${width}px`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    for (const screen of pages) {
      await page.goto(screen.path());
      await expect(page.getByText(screen.ready).first()).toBeVisible();
      // Scroll through once so lazy images load before the full-page shot.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 500) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 40));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForLoadState('networkidle');
      const file = testInfo.outputPath(`${screen.name}-${width}.png`);
      await page.screenshot({ path: file, fullPage: true });
      await testInfo.attach(`${screen.name}-${width}`, { path: file, contentType: 'image/png' });
    }
    // The cart with one item, and the address dialog.
    await page.goto(`/product/${ids.productId}`);
    await page.getByRole('button', { name: 'Add To Tray' }).click();
    await page.goto('/cart');
    await expect(page.getByRole('heading', { name: 'Summary' })).toBeVisible();
    const cart = testInfo.outputPath(`cart-${width}.png`);
    await page.screenshot({ path: cart, fullPage: true });
    await testInfo.attach(`cart-${width}`, { path: cart, contentType: 'image/png' });
    await page.goto('/');
    await page.getByPlaceholder('Search your location here !').filter({ visible: true }).click();
    await expect(page.getByRole('dialog', { name: 'Add a delivery address' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const dialog = testInfo.outputPath(`address-dialog-${width}.png`);
    await page.screenshot({ path: dialog });
    await testInfo.attach(`address-dialog-${width}`, { path: dialog, contentType: 'image/png' });
  });
}
