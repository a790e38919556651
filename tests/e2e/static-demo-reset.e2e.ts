// "Reset the demo" as a presenter meets it: the buyer's order open in one tab, the reset pressed in
// another. Every tab reloads onto the world the demo was built with, everyone signed out: each says
// why (the tab that lands on sign-in, the tab that asked), and the old order's link, once signed in
// again, says the order no longer exists — not that it is someone else's.
import type { Server } from 'node:http';
import { expect, type Page, test } from '@playwright/test';
import { placeDemoOrder, signInAsDemoBuyer } from '../support/e2e/demo-buyer.ts';
import { ensureBuilt, serveStatic } from '../support/e2e/static-demo-site.ts';

let site: { server: Server; url: string };

const RESET_SAID =
  'The demo was reset: its world is back as it was built, and everyone is signed out.';

test.describe('static demo: after a reset', () => {
  test.describe.configure({ timeout: 240_000 });

  test.beforeAll(async () => {
    await ensureBuilt();
    site = await serveStatic();
  });
  test.afterAll(async () => {
    await new Promise((done) => site?.server.close(done));
  });

  test('every tab says the demo was reset, and the old order link that it no longer exists', async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('bukka.deviceId', 'demo-device'));
    await page.goto(`${site.url}/signin?simulator=off`);
    await signInAsDemoBuyer(page);
    await expect(page.getByText('Signed in as Adaeze')).toBeVisible({ timeout: 30_000 });
    const orderId = await placeDemoOrder(page, site.url);

    const other = await page.context().newPage();
    await other.goto(`${site.url}/`);
    const demoBar = (tab: Page) => tab.getByRole('region', { name: 'Demo' });
    const reloaded = page.waitForEvent('load');
    const otherReloaded = other.waitForEvent('load');
    await demoBar(other).getByRole('button', { name: 'Reset the demo' }).click();
    await Promise.all([reloaded, otherReloaded]);

    await test.step('the order tab lands on sign-in, and says why', async () => {
      await expect(page).toHaveURL(/\/signin\?next=/, { timeout: 30_000 });
      await expect(demoBar(page).getByText(RESET_SAID)).toBeVisible({ timeout: 30_000 });
    });
    await test.step('the tab that asked says it too', async () => {
      await expect(demoBar(other).getByText(RESET_SAID)).toBeVisible({ timeout: 30_000 });
    });
    await test.step('signed in again, the old order says it no longer exists', async () => {
      await signInAsDemoBuyer(page);
      await expect(page).toHaveURL(new RegExp(`/order/${orderId}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'This order no longer exists',
      );
      await expect(page.getByText(/not one of yours/)).toHaveCount(0);
    });
    await test.step('the notice is said once: the next page load does not repeat it', async () => {
      await page.reload();
      await expect(demoBar(page)).toBeVisible({ timeout: 30_000 });
      // The notice would show a moment after the bar: give it that moment.
      await page.waitForTimeout(500);
      await expect(demoBar(page).getByText(RESET_SAID)).toHaveCount(0);
    });
  });
});
