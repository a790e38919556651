// Places as people name them, in Chromium against the mock. On the default profile a buyer who
// writes a local government ("Eti-Osa", as the original client's "write LGA here" asks) orders
// from the Lekki store that serves it, and the location picker finds the LGA's stores. On
// `--profile hosted` (a world with the hosted API's behaviour) a chosen place still shows its
// kitchens: the hosted search matches a piece of text, so the client asks with the place's own
// name — and for a local government no store writes, with its neighbourhoods — while the full
// label stays on screen; the hosted `km`, a number stored on the store, is not shown as a distance.

import {
  DEMO,
  onDevice,
  seedCart,
  signInByApi,
  vendorProduct,
} from '../support/e2e/account-e2e-support.ts';
import { expect, type Page, test } from '../support/e2e/world-fixture.ts';

const MAMA = 'Mama Bukka Kitchen';
const NO_STORES = 'Sorry, we do not have stores in this location yet';

async function openPicker(page: Page) {
  await page.goto('/');
  await page.getByRole('main').getByPlaceholder('Search your location here !').click();
  const dialog = page.getByRole('dialog', { name: 'Add a delivery address' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('the default profile', () => {
  test('a buyer who writes the LGA, Eti-Osa, in the shipping form orders from Mama Bukka Kitchen', async ({
    page,
    request,
  }) => {
    let orders = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && /\/api\/orders\/[^/]+\/[^/]+\/[^/]+$/.test(r.url())) orders++;
    });
    await onDevice(page, 'demo-device');
    await signInByApi(page, DEMO.buyer);
    await seedCart(page, await vendorProduct(request), 2, '/cart');
    await page.getByRole('button', { name: /^(Add Shipping|Edit)$/ }).click();
    await page.getByLabel('Street').fill('21 Admiralty Way, Lekki Phase 1');
    await page.getByLabel('Local government').fill('Eti-Osa');
    await page.getByRole('button', { name: 'Save' }).click();
    const box = page.getByRole('region', { name: 'Shipping address' });
    await expect(box.getByText('Eti-Osa')).toBeVisible();
    await expect(box.getByRole('alert')).toHaveCount(0);

    await page.getByRole('button', { name: 'Check out' }).click();
    const sheet = page.getByRole('dialog', { name: 'Order summary' });
    const place = sheet.getByRole('button', { name: 'Place order' });
    await expect(place).toBeEnabled();
    await place.click();
    await expect(page).toHaveURL(/\/order\/[0-9a-f]{24}$/);
    expect(orders).toBe(1);
    // The order page shows the address as written.
    await expect(page.getByText(/21 Admiralty Way, Lekki Phase 1, Eti-Osa, Lagos/)).toBeVisible();
  });

  test('the location picker: the LGA says so, and its stores are listed', async ({ page }) => {
    const dialog = await openPicker(page);
    await dialog.getByLabel('Search for a place').fill('Eti-Osa');
    const list = dialog.getByRole('list', { name: 'Suggestions' });
    await expect(
      list.getByRole('button', { name: 'Eti-Osa — local government, Lagos, Nigeria' }),
    ).toBeVisible();
    await expect(
      list.getByRole('button', { name: 'Lekki Phase 1, Eti-Osa, Lagos, Nigeria' }),
    ).toBeVisible();
    await list.getByRole('button', { name: 'Eti-Osa — local government, Lagos, Nigeria' }).click();
    await expect(page).toHaveURL(/\/search\?searchedLocation=Eti-Osa%2C\+Lagos%2C\+Nigeria$/);
    await expect(page.getByRole('heading', { name: MAMA })).toBeVisible();
  });
});

test.describe('--profile hosted', () => {
  test.use({ worldProfile: 'hosted' });

  test('pick Yaba in the location picker: its kitchens, under the full label', async ({ page }) => {
    const dialog = await openPicker(page);
    await dialog.getByLabel('Search for a place').fill('Yaba');
    await dialog
      .getByRole('list', { name: 'Suggestions' })
      .getByRole('button', { name: 'Yaba, Lagos Mainland, Lagos, Nigeria', exact: true })
      .click();
    await expect(page).toHaveURL(
      /\/search\?searchedLocation=Yaba%2C\+Lagos\+Mainland%2C\+Lagos%2C\+Nigeria$/,
    );
    await expect(dialog).toHaveCount(0);
    await expect(
      page.getByText('You are viewing stores in Yaba, Lagos Mainland, Lagos, Nigeria'),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: MAMA })).toBeVisible();
    await expect(page.getByText('No kitchen found.')).toHaveCount(0);
    // From Yaba a Lekki kitchen's stored `km` would read "2km away": none is shown.
    await expect(page.getByText(/km away$/)).toHaveCount(0);
  });

  test('a shared link to Lekki Phase 1 shows kitchens, not "No kitchen found."', async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname === '/api/users/stores') {
        asked.push(url.searchParams.get('searchedLocation') ?? '');
      }
    });
    await page.goto('/search?searchedLocation=Lekki+Phase+1%2C+Eti-Osa%2C+Lagos%2C+Nigeria');
    await expect(page.getByRole('heading', { name: MAMA })).toBeVisible();
    await expect(page.getByText('No kitchen found.')).toHaveCount(0);
    await expect(
      page.getByRole('heading', { name: /Lekki Phase 1, Eti-Osa, Lagos, Nigeria/ }),
    ).toBeVisible();
    // The whole label first (what the mock understands), then the place's own name.
    expect(asked).toContain('Lekki Phase 1');
  });

  test("pick Eti-Osa — local government: its neighbourhoods' kitchens, with no distance", async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname === '/api/users/stores') {
        asked.push(url.searchParams.get('searchedLocation') ?? '');
      }
    });
    const dialog = await openPicker(page);
    await dialog.getByLabel('Search for a place').fill('Eti-Osa');
    const list = dialog.getByRole('list', { name: 'Suggestions' });
    // No store of this world writes "Eti-Osa" in its address or delivery places: the client asks
    // with the LGA's neighbourhoods (Lekki finds Lekki Phase 1's kitchens).
    await list.getByRole('button', { name: 'Eti-Osa — local government, Lagos, Nigeria' }).click();
    await expect(page).toHaveURL(/\/search\?searchedLocation=Eti-Osa%2C\+Lagos%2C\+Nigeria$/);
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('heading', { name: MAMA })).toBeVisible();
    await expect(page.getByText(NO_STORES)).toHaveCount(0);
    await expect(page.getByText('No kitchen found.')).toHaveCount(0);
    expect(asked).toContain('Lekki');
    // The hosted `km` is a number stored on the store, not a distance from Eti-Osa.
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page.getByText(/km away$/)).toHaveCount(0);
  });
});
