// Client-side navigation in a real browser: a new route starts at the top with its
// title below the sticky header, and keyboard focus is on the new content, at 375 and 1280 px.

import { lastCode, onDevice } from '../support/e2e/account-e2e-support.ts';
import { watch } from '../support/e2e/page-problems.ts';
import { expect, type Locator, type Page, test } from '../support/e2e/world-fixture.ts';

/** The page is at the top and `heading` sits fully below the sticky header, on screen. */
async function expectAtTop(page: Page, heading: Locator) {
  await expect(heading).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  const header = await page.locator('.site-header').boundingBox();
  const title = await heading.boundingBox();
  expect(header).not.toBeNull();
  expect(title).not.toBeNull();
  expect(title?.y ?? 0).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0));
  await expect(page.getByRole('main')).toBeFocused();
}

for (const width of [375, 1280]) {
  test(`a store opened from the home page starts at the top at ${width}px`, async ({ page }) => {
    const problems = watch(page);
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    const card = page.getByRole('region', { name: 'Popular stores' }).getByRole('link').nth(1);
    const name = ((await card.getByRole('heading').textContent()) ?? '').replace(/\.\.\.$/, '');
    await card.click();
    await expect(page).toHaveURL(/\/kitchen\/[0-9a-f]{24}$/);
    const title = page.getByRole('heading', { level: 1 });
    await expect(title).toContainText(name);
    await expectAtTop(page, title);
    expect(problems.list).toEqual([]);
  });
}

test('/search after choosing a location starts at the top at 375px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  // One location box on a phone: the header's (the hero's is for wide screens).
  const boxes = page.getByPlaceholder('Search your location here !');
  await expect(boxes.first()).toBeVisible();
  expect(await boxes.evaluateAll((all) => all.filter((el) => el.checkVisibility()).length)).toBe(1);
  await page.getByRole('banner').getByPlaceholder('Search your location here !').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Search for a place').fill('Lekki Phase 1');
  await dialog.getByRole('list', { name: 'Suggestions' }).getByRole('button').first().click();
  await expect(page).toHaveURL(/\/search\?searchedLocation=/);
  await expectAtTop(page, page.getByRole('heading', { level: 1, name: /^Stores in / }));
});

test('the new-password page starts at the top at 375px', async ({ page, request }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await onDevice(page, 'demo-device');
  await page.goto('/recover/account');
  await page.getByLabel('Email').fill('buyer@bukka.test');
  await page.getByRole('button', { name: 'Continue' }).click();
  // Recovery's code page proves the e-mail (the spec's reset-flow title).
  await expect(page.getByRole('heading', { name: 'Email verification' })).toBeVisible();
  await page.getByLabel('Verification code').fill(await lastCode(request, 'buyer@bukka.test'));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expectAtTop(page, page.getByRole('heading', { name: 'Change your password' }));
});

test('keyboard: Add to cart hands focus to the stepper, − at 1 to +', async ({ page, request }) => {
  const stores = (await (await request.get('/api/users/stores?page=1')).json()) as {
    stores: Array<{ _id: string }>;
  };
  await page.goto(`/kitchen/${stores.stores[0]?._id}`);
  const add = page.getByRole('button', { name: /^Add to cart: / }).first();
  const name = ((await add.getAttribute('aria-label')) ?? '').replace('Add to cart: ', '');
  await add.focus();
  await page.keyboard.press('Enter');
  const plus = page.getByRole('button', { name: `Add one: ${name}` });
  await expect(plus).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Shift+Tab');
  const minus = page.getByRole('button', { name: `Remove one: ${name}` });
  await expect(minus).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(minus).toBeDisabled();
  await expect(plus).toBeFocused();
});
