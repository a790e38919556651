// Rough edges of a walk through every screen, each in Chromium as a person
// meets it: a dish typed in the search box, a scenario name the panel would record but never
// write, Place order on a slow connection, where the focus goes when a dialog opens or a checkout
// closes, the location chip, the home's one location box, the address map's zoom, and the
// presenter's injected network failure.
import type { Request } from '@playwright/test';
import { controlCall } from '#mock/control/control-client.ts';
import { controlEndpoints as api } from '#mock/control/control-endpoints.ts';
import {
  checkOut,
  checkoutFrame,
  DEMO,
  onDevice,
  seedCart,
  signInByApi,
  vendorProduct,
} from '../support/e2e/account-e2e-support.ts';
import { controlOf, panelLink } from '../support/e2e/control-token.ts';
import { expect, type Page, test } from '../support/e2e/world-fixture.ts';

const YABA = 'Yaba, Lagos Mainland, Lagos, Nigeria';

/** A browser that chose `place` earlier (the persisted searched location). */
async function withPlace(page: Page, place: string) {
  await page.addInitScript((searchedLocation) => {
    if (localStorage.getItem('bukka')) return;
    localStorage.setItem('bukka', JSON.stringify({ version: 1, searching: { searchedLocation } }));
  }, place);
}

test('searching "jollof" with Yaba chosen lists the stores around Yaba that sell it', async ({
  page,
}) => {
  await withPlace(page, YABA);
  await page.goto('/search');
  const box = page.getByRole('banner').getByRole('searchbox');
  await box.fill('jollof');
  await box.press('Enter');
  await expect(page).toHaveURL(/query=jollof/);
  await expect(page).toHaveURL(/searchedLocation=Yaba/);
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  // Found by what they sell, not only by a name with "jollof" in it, and saying so.
  const sells = page.getByRole('article').filter({ hasText: /Sells [^\n]*jollof/i });
  await expect(sells.first()).toBeVisible();
  const names = await cards.getByRole('heading').allTextContents();
  expect(names.some((name) => !/jollof/i.test(name))).toBe(true);
  await expect(page.getByText(/Only store names were searched/)).toHaveCount(0);
});

test('the panel refuses a scenario name it could not write, says why, and records a good one', async ({
  page,
  world,
}) => {
  await page.goto(`${panelLink}&world=${world}`);
  const name = page.getByLabel('Scenario name (kebab-case)');
  await name.fill('Adaeze pays');
  await page.getByRole('button', { name: 'Record', exact: true }).click();
  await expect(page.locator('#status')).toHaveText(/^Not recording: “Adaeze pays” cannot be/);
  await expect(page.locator('#record-state')).not.toHaveText(/^Recording/);
  await expect(page.locator('#record-name-help')).toHaveText(
    '“Adaeze pays” cannot be a scenario name: use lower-case letters, digits and hyphens, starting with a letter (at most 60), e.g. adaeze-pays.',
  );
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toBeFocused();
  await name.fill('adaeze-pays');
  await expect(name).not.toHaveAttribute('aria-invalid');
  await page.getByRole('button', { name: 'Record', exact: true }).click();
  await expect(page.locator('#record-state')).toHaveText(/^Recording: \d+ requests? kept\.$/);
});

test('with 3 s per call, Place order waits for the send alone', async ({ page, request }) => {
  test.setTimeout(90_000);
  await onDevice(page, 'demo-device');
  await signInByApi(page, DEMO.buyer);
  await seedCart(page, await vendorProduct(request));
  await controlCall(controlOf(request), api.addFault, { body: { path: '/api/*', delayMs: 3000 } });
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Check out' }).click();
  const place = page
    .getByRole('dialog', { name: 'Order summary' })
    .getByRole('button', { name: 'Place order' });
  await expect(place).toBeEnabled({ timeout: 20_000 });
  // What the press waits for, read from the calls' order rather than a stopwatch (a loaded machine
  // adds seconds to any wall-clock bound): every API call answers 3 s late, so a send that waited
  // for another call would leave second, and a page that waited for one more answer would open
  // only after it had finished.
  const sent: Request[] = [];
  const answered: Request[] = [];
  const name = (r: Request | undefined) => r && `${r.method()} ${new URL(r.url()).pathname}`;
  page.on('request', (r) => {
    if (r.url().includes('/api/')) sent.push(r);
  });
  // Only the calls the press set off: one sent before it may answer at any time.
  page.on('requestfinished', (r) => {
    if (sent.includes(r)) answered.push(r);
  });
  await place.click();
  await expect(page).toHaveURL(/\/order\/[0-9a-f]{24}$/, { timeout: 20_000 });
  const answeredBeforeThePage = answered.map(name);
  expect(name(sent[0])).toMatch(/^POST \/api\/orders\//);
  expect(answeredBeforeThePage).toEqual([name(sent[0])]);
});

test('the location dialog opens on its search box: typing goes there', async ({ page }) => {
  await page.goto('/search');
  await page.getByRole('banner').getByRole('button', { name: 'Set location' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a delivery address' });
  const input = dialog.getByLabel('Search for a place');
  await expect(input).toBeFocused();
  await page.keyboard.type('Yab');
  await expect(input).toHaveValue('Yab');
});

test('Escape on the test checkout gives the focus back to Pay Now', async ({ page, request }) => {
  await onDevice(page, 'demo-device');
  await signInByApi(page, DEMO.buyer);
  await seedCart(page, await vendorProduct(request), 2, '/cart');
  await checkOut(page);
  const payNow = page.getByRole('button', { name: 'Pay Now' });
  await payNow.click();
  const choice = checkoutFrame(page).getByRole('button', { name: 'Pay successfully' });
  await expect(choice).toBeVisible();
  await choice.focus();
  await page.keyboard.press('Escape');
  await expect(page.locator('[data-bukka-paystack]')).toHaveCount(0);
  await expect(payNow).toBeEnabled();
  await expect(payNow).toBeFocused();
});

test('the location chip: only where stores are listed, one line on a phone, and Near me off says so', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await withPlace(page, YABA);
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: /does not exist/ })).toBeVisible();
  await expect(page.getByText(/stores in/)).toHaveCount(0);
  await page.goto(`/search?searchedLocation=${encodeURIComponent(YABA)}`);
  const chip = page.locator('.header-search__chip');
  await expect(chip).toHaveText(`You are viewing stores in ${YABA}`);
  expect((await chip.boundingBox())?.height ?? 0).toBeLessThan(32);
  await page.getByRole('button', { name: /^Filters/ }).click();
  await page.getByRole('button', { name: 'Near me' }).click();
  await expect(chip).toHaveText(`Showing stores in every area, not only ${YABA}`);
  expect((await chip.boundingBox())?.height ?? 0).toBeLessThan(32);
});

test('the wide home page has one location box', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await expect(
    page.getByRole('main').getByPlaceholder('Search your location here !'),
  ).toBeVisible();
  const boxes = page.getByPlaceholder('Search your location here !');
  expect(await boxes.evaluateAll((all) => all.filter((el) => el.checkVisibility()).length)).toBe(1);
});

test('the address map: a far town shows what is around it, and zoom stops where the tiles still name places', async ({
  page,
}) => {
  const tileZooms: number[] = [];
  page.on('request', (r) => {
    const m = /\/__mock\/tiles\/(\d+)\//.exec(r.url());
    if (m) tileZooms.push(Number(m[1]));
  });
  await page.goto('/search');
  await page.getByRole('banner').getByRole('button', { name: 'Set location' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a delivery address' });
  await dialog.getByLabel('Search for a place').fill('Sokoto North');
  await dialog
    .getByRole('list', { name: 'Suggestions' })
    .getByRole('button', { name: /Sokoto North/ })
    .first()
    .click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Sorry, we do not have stores in this location yet',
  );
  const map = dialog.locator('.leaflet-container');
  await expect(map.locator('.leaflet-tile-loaded').first()).toBeVisible();
  const zoomOf = () =>
    map.evaluate((el) => {
      const tile = el.querySelector<HTMLImageElement>('.leaflet-tile-container:last-of-type img');
      return Number(/\/tiles\/(\d+)\//.exec(tile?.src ?? '')?.[1] ?? Number.NaN);
    });
  // Out from 12 (a beige square with one label) to the city and the towns around it.
  expect(await zoomOf()).toBeLessThan(12);
  const zoomIn = dialog.getByRole('button', { name: 'Zoom in' });
  for (let i = 0; i < 12 && (await zoomIn.getAttribute('aria-disabled')) !== 'true'; i++) {
    // Leaflet disables the button only when the last zoom's animation ends, which on a busy
    // machine can come after the check above: a click that then waits on a disabled button ends
    // the climb as well (the assertions below say where it stopped).
    const clicked = await zoomIn.click({ timeout: 3_000 }).then(
      () => true,
      () => false,
    );
    if (!clicked) break;
    await page.waitForTimeout(150);
  }
  // It stops where the offline tiles still name places (never a blank square), and says so.
  await expect(zoomIn).toHaveAttribute('aria-disabled', 'true');
  await expect(
    dialog.getByText('The offline map has no more detail here: this is as close as it goes.'),
  ).toBeVisible();
  expect(await zoomOf()).toBeLessThan(15);
  expect(Math.max(...tileZooms)).toBeLessThan(15);
});

test('the presenter’s injected network failure on Place order is seen, and the order is not placed', async ({
  page,
  request,
}) => {
  await onDevice(page, 'demo-device');
  await signInByApi(page, DEMO.buyer);
  await seedCart(page, await vendorProduct(request), 2, '/cart');
  // Loaded once, so the send goes out on a connection the browser has used (and would resend on).
  await expect(page.getByRole('button', { name: 'Check out' })).toBeEnabled();
  await controlCall(controlOf(request), api.addFault, {
    body: {
      method: 'POST',
      path: '/api/orders/:deviceId/:buyerId/:storeId',
      networkError: true,
      times: 1,
    },
  });
  let sends = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && /\/api\/orders\/[^/]+\/[^/]+\/[^/]+$/.test(r.url())) sends++;
  });
  await page.getByRole('button', { name: 'Check out' }).click();
  const sheet = page.getByRole('dialog', { name: 'Order summary' });
  await sheet.getByRole('button', { name: 'Place order' }).click();
  await expect(
    page.getByText('Your order was not placed — check your connection and try again'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/cart$/);
  expect(await controlCall(controlOf(request), api.faults)).toEqual([]);
  // Pressed again, it goes through, once.
  await sheet.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/order\/[0-9a-f]{24}$/);
  expect(sends).toBe(2);
});
