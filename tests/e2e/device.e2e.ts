// A device stays the same device: the fingerprint is computed once and kept, so a
// resize (a new FingerprintJS visitorId) followed by a reload keeps the session.

import { DEMO, lastCode } from '../support/e2e/account-e2e-support.ts';
import { expect, test } from '../support/e2e/world-fixture.ts';

test('resizing the window and reloading keeps the user signed in', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/signin');
  await page.getByLabel('Email').fill(DEMO.buyer);
  await page.getByLabel('Password').fill('bukka-demo');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Verify this device' })).toBeVisible();
  await page.getByLabel('Verification code').fill(await lastCode(request, DEMO.buyer));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/$/);
  const kept = await page.evaluate(() => localStorage.getItem('bukka.deviceId'));
  const userId = await page.evaluate(
    () => JSON.parse(localStorage.getItem('bukka') ?? '{}').user?.userInfo?.user?._id as string,
  );

  await page.setViewportSize({ width: 375, height: 700 });
  await page.goto(`/profile/${userId}`);
  await expect(page.getByRole('heading', { name: /^Hello/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your orders' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^pending \(\d+\)$/ })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/profile/${userId}$`));
  expect(kept).toMatch(/^[0-9a-f]{32}$/);
  expect(await page.evaluate(() => localStorage.getItem('bukka.deviceId'))).toBe(kept);
});

test('the demo link’s device id holds when Log-in is clicked before the home screen has loaded', async ({
  page,
  request,
}) => {
  // Hold back every script the page loads on demand (the home screen and the API layer), so the
  // presenter's click on Log-in lands before them, as on a slow machine or a slow network. The
  // entry script and what index.html preloads arrive at once.
  const html = await (await request.get('/')).text();
  const initial = new Set(
    [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]),
  );
  expect(initial.size).toBeGreaterThan(0);
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    if (!initial.has(new URL(route.request().url()).pathname)) {
      await new Promise((done) => setTimeout(done, 1500));
    }
    await route.continue();
  });
  await page.goto('/?deviceId=e2e-quick-device');
  await page.getByRole('link', { name: 'Log-in' }).click();
  await expect(page).toHaveURL(/\/signin$/);
  await page.getByLabel('Email').fill(DEMO.buyer);
  await page.getByLabel('Password').fill('bukka-demo');
  const signin = page.waitForRequest((r) => r.url().endsWith('/api/users/signin'));
  await page.getByRole('button', { name: 'Login' }).click();
  expect((await signin).postDataJSON()).toMatchObject({ fingerprint: 'e2e-quick-device' });
  expect(await page.evaluate(() => localStorage.getItem('bukka.deviceId'))).toBe(
    'e2e-quick-device',
  );
});
