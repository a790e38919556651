// Offline is said as offline: Login and recovery's Continue say the app's own words at once, give
// the button back and send nothing when the connection returns; a page whose code could not load
// blames the connection, not the server.
import { controlCall } from '#mock/control/control-client.ts';
import { controlEndpoints as api } from '#mock/control/control-endpoints.ts';
import { DEMO, onDevice } from '../support/e2e/account-e2e-support.ts';
import { controlOf } from '../support/e2e/control-token.ts';
import { type APIRequestContext, expect, type Page, test } from '../support/e2e/world-fixture.ts';

const NO_CONNECTION = 'We could not reach Bukka — check your connection and try again';

/** The e-mails the mock has sent to `to`. */
async function mailsTo(request: APIRequestContext, to: string): Promise<number> {
  return (await controlCall(controlOf(request), api.outbox, { query: { to } })).length;
}

/** Waits until the toast area has loaded (it arrives after first paint, when the page is idle). */
async function toastsReady(page: Page) {
  await expect(page.locator('.Toastify')).toBeAttached();
}

test('offline, Login says so at once, gives the button back, and does not sign in when the connection returns', async ({
  page,
  context,
}) => {
  await onDevice(page, 'demo-device');
  await page.goto('/signin');
  await toastsReady(page);
  await page.getByLabel('Email').fill(DEMO.buyer);
  await page.getByLabel('Password').fill('bukka-demo');
  await context.setOffline(true);
  const login = page.getByRole('button', { name: 'Login' });
  await login.click();
  await expect(page.getByText(NO_CONNECTION)).toBeVisible({ timeout: 3000 });
  await expect(login).toBeEnabled();
  await expect(login).not.toHaveAttribute('aria-busy', 'true');

  await context.setOffline(false);
  await page.waitForTimeout(2000);
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByText(/^Signed in as /)).toHaveCount(0);
  // Pressed again online, it signs in.
  await login.click();
  await expect(page.getByText(/^Signed in as /)).toBeVisible();
});

test('offline, a browser that never signed in (no device id kept yet) is told the same', async ({
  page,
  context,
}) => {
  await page.goto('/signin');
  await toastsReady(page);
  await page.getByLabel('Email').fill(DEMO.buyer);
  await page.getByLabel('Password').fill('bukka-demo');
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText(NO_CONNECTION)).toBeVisible({ timeout: 3000 });
  await expect(page.getByText('something went wrong')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled();
});

test('offline, recovery’s Continue says so at once and sends no code when the connection returns', async ({
  page,
  context,
  request,
}) => {
  await onDevice(page, 'demo-device');
  await page.goto('/recover/account');
  await toastsReady(page);
  const before = await mailsTo(request, DEMO.buyer);
  await page.getByLabel('Email').fill(DEMO.buyer);
  await context.setOffline(true);
  const next = page.getByRole('button', { name: 'Continue' });
  await next.click();
  await expect(page.getByText(NO_CONNECTION)).toBeVisible({ timeout: 3000 });
  await expect(next).toBeEnabled();

  await context.setOffline(false);
  await page.waitForTimeout(2000);
  await expect(page).toHaveURL(/\/recover\/account$/);
  expect(await mailsTo(request, DEMO.buyer)).toBe(before);
});

test('a page whose code could not load offline says the connection is the problem', async ({
  page,
  context,
}) => {
  await page.goto('/signin');
  await toastsReady(page);
  await context.setOffline(true);
  // The sign-up screen's code has not been fetched yet: following the link needs the network.
  await page.getByRole('link', { name: 'Create an account' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'could not be shown' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText(NO_CONNECTION);
  await expect(alert).not.toContainText('Something went wrong on our side');

  // Back online, Try again shows the page.
  await context.setOffline(false);
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Sign up' })).toBeVisible();
});

test('a page whose code and stylesheet could not load offline says so, and comes back styled', async ({
  page,
  context,
}) => {
  await page.goto('/signin');
  await toastsReady(page);
  await context.setOffline(true);
  // The cart screen has a stylesheet of its own: the bundler waits for it before the code.
  await page.getByRole('link', { name: /^Cart, / }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'could not be shown' });
  await expect(alert).toContainText(NO_CONNECTION);
  await expect(alert).not.toContainText('Something went wrong on our side');

  await context.setOffline(false);
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText('Cart is empty')).toBeVisible();
  await expect(page.locator('.cart-empty')).toHaveCSS('display', 'flex');
});
