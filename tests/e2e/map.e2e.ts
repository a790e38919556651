// The offline map in Chromium: the home map draws the mock's SVG tiles (Natural Earth geography,
// place names) with the Lagos stores as pins, and a pin opens its store; the address dialog's map
// uses the same tiles.

import { watch } from '../support/e2e/page-problems.ts';
import { type APIRequestContext, expect, type Page, test } from '../support/e2e/world-fixture.ts';

/** Every tile image in `scope` comes from /__mock/tiles/…svg and has decoded at 256×256. */
async function expectSvgTiles(page: Page, scope: string) {
  const tiles = page.locator(`${scope} img.leaflet-tile`);
  await expect(tiles.first()).toBeVisible();
  await expect
    .poll(() =>
      tiles.evaluateAll((imgs) =>
        (imgs as HTMLImageElement[]).every(
          (img) =>
            img.complete &&
            img.naturalWidth === 256 &&
            /\/__mock\/tiles\/\d+\/\d+\/\d+\.svg$/.test(img.src),
        ),
      ),
    )
    .toBe(true);
}

/** Stores whose address is in Lagos (the location search also finds "Lagos-Ibadan Expressway"). */
async function lagosStores(request: APIRequestContext): Promise<number> {
  const stores: { physicalAddress: string }[] = [];
  for (let page = 1; ; page += 1) {
    const query = `searchedLocation=Lagos&query=&page=${page}&popularFilter=&rating=`;
    const answer = await (await request.get(`/api/users/stores?${query}`)).json();
    stores.push(...answer.stores);
    if (page >= answer.totalPages) break;
  }
  return stores.filter((s) => /, Lagos, Lagos State, Nigeria$/.test(s.physicalAddress)).length;
}

test('the home map: SVG tiles of Lagos and a pin per Lagos store; a pin opens the store', async ({
  page,
  request,
}) => {
  const problems = watch(page, { httpErrors: true });
  const inLagos = await lagosStores(request);
  expect(inLagos).toBeGreaterThanOrEqual(10);
  await page.goto('/');
  const map = page.getByRole('region', { name: 'Map of Lagos' });
  await map.scrollIntoViewIfNeeded();
  await expectSvgTiles(page, '.home-map');
  await expect(map.locator('.leaflet-control-attribution')).toContainText('Natural Earth');
  const pins = page.locator('.home-map .store-pin');
  await expect(pins).toHaveCount(inLagos);
  await expect(page.locator('.home-map')).toContainText(`${inLagos} stores on the map`);
  // Every pin is inside the map's view (it zooms out around the fixed centre to fit them).
  const box = (await map.boundingBox())!;
  for (const pin of await pins.all()) {
    const b = (await pin.boundingBox())!;
    expect(b.x).toBeGreaterThanOrEqual(box.x - 1);
    expect(b.x + b.width).toBeLessThanOrEqual(box.x + box.width + 1);
  }
  const mama = page.locator('.home-map .store-pin[title^="Mama Bukka Kitchen"]');
  await expect(mama).toHaveAttribute('title', 'Mama Bukka Kitchen — Lekki Phase 1, Lagos');
  await mama.click();
  await expect(page).toHaveURL(/\/kitchen\/[0-9a-f]{24}$/);
  await expect(page.getByRole('heading', { name: 'Mama Bukka Kitchen' }).first()).toBeVisible();
  expect(problems.list).toEqual([]);
});

test('a store pin works from the keyboard', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('region', { name: 'Map of Lagos' }).scrollIntoViewIfNeeded();
  const pin = page.locator('.home-map .store-pin').first();
  await expect(pin).toBeVisible();
  const title = (await pin.getAttribute('title'))!.split(' — ')[0]!;
  await pin.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/kitchen\/[0-9a-f]{24}$/);
  await expect(page.getByRole('heading', { name: title }).first()).toBeVisible();
});

test('the address dialog map draws the same SVG tiles', async ({ page }) => {
  const problems = watch(page, { httpErrors: true });
  await page.goto('/');
  await page.getByRole('main').getByPlaceholder('Search your location here !').click();
  const dialog = page.getByRole('dialog', { name: 'Add a delivery address' });
  await expect(dialog.locator('.leaflet-container')).toBeVisible();
  await expectSvgTiles(page, '[role="dialog"]');
  await expect(dialog.locator('.leaflet-control-attribution')).toContainText('Natural Earth');
  expect(problems.list).toEqual([]);
});
