// In Chromium: the cart on a 390 px phone (only the chosen extras, Check out
// always within reach, nothing wider than the screen) and the header's way to set a location from
// any page, with one search placeholder at every width.

import AxeBuilder from '@axe-core/playwright';
import { accountIds } from '../support/e2e/account-e2e-support.ts';
import { seriousViolations, WCAG_AA } from '../support/e2e/axe-check.ts';
import { watch } from '../support/e2e/page-problems.ts';
import { expect, type Page, test } from '../support/e2e/world-fixture.ts';

interface Dish {
  _id: string;
  name: string;
  price: number;
  userId: string;
  imgs: Array<{ url: string }>;
  category: string;
  extras?: Array<{ _id: string; item: string; price: number; limit?: number }>;
}

/** Puts `dishes` in the persisted cart, the first extra of the first dish chosen, and reloads. */
async function seedCart(page: Page, dishes: Dish[]) {
  await page.evaluate((dishes) => {
    const raw = localStorage.getItem('bukka');
    const state = raw ? JSON.parse(raw) : { version: 1 };
    state.version = 1;
    state.cart = {
      items: dishes.map((dish, d) => ({
        ...dish,
        quantity: 1,
        extras: (dish.extras ?? []).map((extra, e) => ({
          ...extra,
          quantity: d === 0 && e === 0 ? 1 : 0,
        })),
      })),
    };
    localStorage.setItem('bukka', JSON.stringify(state));
  }, dishes);
  await page.reload();
}

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the cart lists only chosen extras and keeps Check out in reach while it scrolls', async ({
    page,
    request,
  }) => {
    const problems = watch(page);
    const { vendor } = await accountIds(request);
    const menu = (await (await request.get(`/api/products?query=${vendor}`)).json()) as Dish[];
    const dishes = menu.filter((dish) => (dish.extras ?? []).length >= 3).slice(0, 4);
    expect(dishes.length).toBe(4);
    await page.goto('/help');
    await seedCart(page, dishes);
    await page.goto('/cart');
    await expect(page.getByRole('heading', { name: 'Your cart' })).toBeVisible();

    // One stepper for the one chosen extra; every dish offers the rest behind 'Add extras (n)'.
    const extraSteppers = page.getByRole('button', { name: /^Add one: .+ for / });
    await expect(extraSteppers).toHaveCount(1);
    const chosen = dishes[0]!.extras![0]!.item;
    await expect(
      page.getByRole('button', { name: `Add one: ${chosen} for ${dishes[0]!.name}` }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: /^Add extras \(\d+\)$/ })).toHaveCount(4);

    // Check out is on the screen at the top, in the middle and at the bottom of the page.
    const checkOut = page.getByRole('button', { name: 'Check out' });
    await expect(checkOut).toBeInViewport();
    const summary = page.getByRole('region', { name: 'Summary' });
    await expect(summary.getByText('Total amount')).toBeInViewport();
    for (const y of [400, 100_000]) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await expect(checkOut).toBeInViewport();
    }
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);

    // The other extras open in place, and the bar still holds Check out.
    await page
      .locator('.cart-item')
      .filter({ has: page.getByRole('link', { name: dishes[1]!.name, exact: true }) })
      .getByRole('button', { name: /^Add extras/ })
      .click();
    await expect(extraSteppers).toHaveCount(1 + dishes[1]!.extras!.length);
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    await expect(checkOut).toBeInViewport();
    // The bar, the extras' button and the header's pin pass axe (WCAG 2.2 AA) at this width (from
    // the top: a line scrolled under the sticky header counts as an obscured target).
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await seriousViolations(new AxeBuilder({ page }).withTags(WCAG_AA))).toEqual([]);
    await checkOut.click();
    await expect(page).toHaveURL(/\/signin/);
    expect(problems.list).toEqual([]);
  });

  test('the header sets a location from any page, with the one search placeholder', async ({
    page,
  }) => {
    const problems = watch(page);
    await page.goto('/cart');
    await expect(page.getByRole('searchbox')).toHaveAttribute(
      'placeholder',
      'search by store name!',
    );
    await page.getByRole('banner').getByRole('button', { name: 'Set location' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a delivery address' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Search for a place').fill('Yaba');
    await dialog
      .getByRole('list', { name: 'Suggestions' })
      .getByRole('button', { name: /^Yaba, Lagos/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/search\?searchedLocation=Yaba/);
    await expect(
      page.getByRole('banner').getByRole('button', { name: /^Change location: Yaba, Lagos/ }),
    ).toBeVisible();
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    expect(problems.list).toEqual([]);
  });
});

test('the header sets a location from any page on a wide screen too', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/help');
  await expect(page.getByRole('searchbox')).toHaveAttribute('placeholder', 'search by store name!');
  await page.getByRole('banner').getByRole('button', { name: 'Set location' }).click();
  await expect(page.getByRole('dialog', { name: 'Add a delivery address' })).toBeVisible();
});
