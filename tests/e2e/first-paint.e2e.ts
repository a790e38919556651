// What a phone paints first: the home page's hero with a still picture of the map
// (Leaflet and its tiles only after the page has loaded), the first card pictures of the search
// and store pages fetched at once, and headings in order.
import AxeBuilder from '@axe-core/playwright';
import { findIds } from '../support/e2e/buyer-helpers.ts';
import { watch } from '../support/e2e/page-problems.ts';
import { expect, type Page, test } from '../support/e2e/world-fixture.ts';

test.use({ viewport: { width: 412, height: 823 } });

/** When (ms after navigation start) the page's load event ended, and a script's request began. */
async function timings(page: Page, script: RegExp) {
  return page.evaluate((source) => {
    const [navigation] = performance.getEntriesByType(
      'navigation',
    ) as PerformanceNavigationTiming[];
    const found = performance
      .getEntriesByType('resource')
      .find((entry) => new RegExp(source).test(entry.name));
    return { loadEnd: navigation?.loadEventEnd ?? 0, scriptStart: found?.startTime ?? -1 };
  }, script.source);
}

test('home: a still picture of the map at once, Leaflet and its tiles after the page has loaded', async ({
  page,
}) => {
  const problems = watch(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const background = await page
    .locator('.home-map')
    .evaluate((box) => getComputedStyle(box).backgroundImage);
  expect(background).toMatch(/^url\("data:image\/svg\+xml/);
  const map = page.getByRole('region', { name: 'Map of Lagos' });
  await expect(map.locator('img.leaflet-tile').first()).toBeVisible({ timeout: 15_000 });
  const { loadEnd, scriptStart } = await timings(page, /\/assets\/leaflet-map-[\w-]+\.js$/);
  expect(loadEnd).toBeGreaterThan(0);
  expect(scriptStart).toBeGreaterThanOrEqual(loadEnd);
  expect(problems.list).toEqual([]);
});

test('search, store and product pages: the first pictures are fetched at once, the others lazily', async ({
  page,
  request,
}) => {
  const { storeId, productId } = await findIds(request);
  // The product page's main picture (its largest paint) comes first too.
  await page.goto(`/product/${productId}`);
  await expect(page.locator('img.gallery__main')).toHaveAttribute('fetchpriority', 'high');
  await expect(page.locator('img.gallery__main')).not.toHaveAttribute('loading', 'lazy');
  for (const [path, picture] of [
    ['/search', '.store-card__img'],
    [`/kitchen/${storeId}`, '.product-card__img'],
  ] as const) {
    await page.goto(path);
    const pictures = page.locator(`img${picture}`);
    await expect(pictures.nth(2)).toBeAttached({ timeout: 15_000 });
    const attributes = await pictures.evaluateAll((imgs) =>
      imgs
        .slice(0, 3)
        .map((img) => [img.getAttribute('loading'), img.getAttribute('fetchpriority')]),
    );
    expect(attributes, path).toEqual([
      ['eager', 'high'],
      ['eager', 'high'],
      ['lazy', null],
    ]);
    // Headings go down one level at a time (the card names sit under the page's h1).
    const order = await new AxeBuilder({ page }).withRules(['heading-order']).analyze();
    expect(
      order.violations.map((v) => v.nodes.map((n) => n.target.join(' '))),
      path,
    ).toEqual([]);
  }
});
