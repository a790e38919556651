// The built shell loads in Chromium with no console errors and no failed requests, at `/`, at an
// unknown path, and with persisted (or corrupt) state in localStorage.

import { watch as watchPage } from '../support/e2e/page-problems.ts';
import { expect, type Page, test } from '../support/e2e/world-fixture.ts';

const watch = (page: Page) => watchPage(page, { httpErrors: true });

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
}

test('the home route loads with the shell and no errors', async ({ page }) => {
  const problems = watch(page);
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Bukka' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log-in' })).toHaveAttribute('href', '/signin');
  await expect(page.getByRole('main')).toBeVisible();
  await expect(
    page.getByRole('contentinfo').getByRole('heading', { name: 'Contacts' }),
  ).toBeVisible();
  await settle(page);
  expect(problems.list).toEqual([]);
});

test('an unknown path shows the not-found page and a way home', async ({ page }) => {
  const problems = watch(page);
  const response = await page.goto('/no/such/page');
  expect(response?.headers()['content-type'] ?? '').toContain('text/html');
  await expect(
    page.getByRole('heading', { name: 'Oops! The page you are looking for does not exist.' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
  await settle(page);
  expect(problems.list).toEqual([]);
});

test('the skip link moves focus to the main content', async ({ page }) => {
  const problems = watch(page);
  await page.goto('/');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  // The app renders after the load event may fire: a Tab pressed before the link exists lands on
  // the body, so the press waits for the rendered shell as a person's eye would.
  await expect(skip).toBeAttached();
  await page.keyboard.press('Tab');
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await settle(page);
  expect(problems.list).toEqual([]);
});

test('a persisted cart and session come back after a reload', async ({ page }) => {
  const problems = watch(page);
  await page.addInitScript(() => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    localStorage.setItem(
      'bukka',
      JSON.stringify({
        version: 1,
        cart: {
          items: [
            { _id: 'p1', name: 'Jollof rice', price: 2500, userId: 's1', quantity: 2, extras: [] },
          ],
        },
        user: { userInfo: { user: { _id: 'u1', firstname: 'Ada' } }, countdown: 0 },
        shippingAddress: { address: null, reference: null },
        searching: { searchedLocation: 'Ikeja, Lagos' },
      }),
    );
  });
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ada menu' })).toBeVisible();
  await expect(page.getByText('Ikeja, Lagos')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
  await settle(page);
  expect(problems.list).toEqual([]);
});

test('corrupt stored state does not break the app', async ({ page }) => {
  const problems = watch(page);
  await page.addInitScript(() => localStorage.setItem('bukka', '{not json'));
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log-in' })).toBeVisible();
  await settle(page);
  expect(problems.list).toEqual([]);
});
