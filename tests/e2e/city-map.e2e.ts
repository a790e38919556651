// A city true to its map in Chromium: the distances a buyer reads come from
// the place chosen, and the order map mid-delivery shows the store, the delivery address and the
// rider, labelled and fitted, with the rider's way over the roads.

import AxeBuilder from '@axe-core/playwright';
import { accountIds, DEMO, onDevice, signInByApi } from '../support/e2e/account-e2e-support.ts';
import { seriousViolations, WCAG_AA } from '../support/e2e/axe-check.ts';
import { controlHeaders } from '../support/e2e/control-token.ts';
import { watch } from '../support/e2e/page-problems.ts';
import { type APIRequestContext, expect, type Page, test } from '../support/e2e/world-fixture.ts';

const DEMO_STORE = 'Mama Bukka Kitchen';

/** The search's store cards: name, delivery time and distance. */
async function cards(page: Page, place: string) {
  await page.goto(`/search?${new URLSearchParams({ searchedLocation: place })}`);
  const articles = page.locator('.store-grid article');
  await expect(articles.first()).toBeVisible();
  return articles.evaluateAll((list) =>
    list.map((card) => {
      const metas = [...card.querySelectorAll('.store-card__meta')].map((m) => m.textContent);
      return {
        name: card.querySelector('.store-card__name')?.textContent ?? '',
        minutes: Number(/(\d+)–/.exec(metas[0] ?? '')?.[1]),
        km: Number(/([\d.]+)km away/.exec(metas[1] ?? '')?.[1]),
      };
    }),
  );
}

test('search from two places: the same store at different, sensible distances, nearest first', async ({
  page,
}) => {
  const problems = watch(page);
  const fromLekki = await cards(page, 'Lekki Phase 1, Lagos');
  const fromYaba = await cards(page, 'Yaba, Lagos');
  for (const list of [fromLekki, fromYaba]) {
    const kms = list.map((c) => c.km);
    expect(kms.every((km) => km >= 0 && km <= 50)).toBe(true);
    expect(kms).toEqual([...kms].sort((a, b) => a - b));
  }
  const inLekki = fromLekki.find((c) => c.name.startsWith(DEMO_STORE))!;
  const inYaba = fromYaba.find((c) => c.name.startsWith(DEMO_STORE))!;
  // The demo store is on Admiralty Way, Lekki Phase 1: next door from Lekki, across the lagoon
  // from Yaba (about 13 km), and it takes longer to come.
  expect(inLekki.km).toBeLessThan(2);
  expect(inYaba.km).toBeGreaterThan(9);
  expect(inYaba.km).toBeLessThan(18);
  expect(inYaba.minutes).toBeGreaterThan(inLekki.minutes);
  // Near me off: no distance, and the chip no longer says the stores are the place's.
  await page.getByRole('button', { name: 'Near me' }).click();
  await expect(page).toHaveURL(/\/search$/);
  await expect(page.locator('.store-grid article').first()).toBeVisible();
  await expect(page.getByText(/km away$/)).toHaveCount(0);
  expect(problems.list).toEqual([]);
});

/** An order of the demo buyer with a rider on the road, frozen mid-ride (simulator off). */
async function orderMidRide(request: APIRequestContext, page: Page, buyerId: string) {
  await request.post('/__mock/simulator', {
    data: { on: true, speed: 10 },
    headers: controlHeaders,
  });
  let found = '';
  await expect
    .poll(
      async () => {
        const city = (await (
          await request.get('/__mock/city', { headers: controlHeaders })
        ).json()) as { riders: { orderId: string; progress: number }[] };
        for (const ride of city.riders) {
          if (ride.progress < 0.15 || ride.progress > 0.8) continue;
          const mine = await page.request.get(
            `/api/orders/demo-device/find/${ride.orderId}/${buyerId}`,
          );
          if (mine.ok()) {
            found = ride.orderId;
            return true;
          }
        }
        return false;
      },
      { timeout: 60_000, intervals: [500] },
    )
    .toBe(true);
  await request.post('/__mock/simulator', { data: { on: false }, headers: controlHeaders });
  return found;
}

for (const width of [390, 1280]) {
  test(`the order map mid-delivery at ${width} px: store, destination and rider, labelled and in view`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const { buyer } = await accountIds(request);
    await onDevice(page, 'demo-device');
    await signInByApi(page, DEMO.buyer);
    const orderId = await orderMidRide(request, page, buyer!);
    await page.goto(`/order/${orderId}`);
    const map = page.getByRole('region', { name: /on the way to the buyer$/ });
    await expect(map).toBeVisible();
    const labels = map.locator('.leaflet-tooltip.map-label');
    await expect(labels).toHaveCount(3);
    await expect(labels.filter({ hasText: `Store: ${DEMO_STORE}` })).toBeVisible();
    await expect(labels.filter({ hasText: 'Delivery address' })).toBeVisible();
    await expect(labels.filter({ hasText: /^Rider: / })).toBeVisible();
    // The rider's way is drawn.
    await expect(map.locator('path.leaflet-interactive')).toHaveCount(1);
    // Fitted: the three pins lie inside the map, and each label is readable (≥ 12 px).
    const box = (await map.boundingBox())!;
    const pins = map.locator('.place-pin');
    await expect(pins).toHaveCount(3);
    for (const pin of await pins.all()) {
      const at = (await pin.boundingBox())!;
      expect(at.x).toBeGreaterThanOrEqual(box.x);
      expect(at.y).toBeGreaterThanOrEqual(box.y);
      expect(at.x + at.width).toBeLessThanOrEqual(box.x + box.width);
      expect(at.y + at.height).toBeLessThanOrEqual(box.y + box.height);
    }
    for (const label of await labels.all()) {
      const size = await label.evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize));
      expect(size).toBeGreaterThanOrEqual(12);
    }
    // No label covers another ('Rider: …' over 'Delivery address'), and no pin is under 24 px.
    const rects = await labels.evaluateAll((list) =>
      list.map((el) => {
        const r = el.getBoundingClientRect();
        return { text: el.textContent, left: r.left, right: r.right, top: r.top, bottom: r.bottom };
      }),
    );
    for (const [i, a] of rects.entries()) {
      for (const b of rects.slice(i + 1)) {
        const apart =
          a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top;
        expect(apart, `${a.text} and ${b.text}`).toBe(true);
      }
    }
    for (const pin of await pins.all()) {
      const size = (await pin.boundingBox())!;
      expect(Math.min(size.width, size.height)).toBeGreaterThanOrEqual(24);
    }
    // axe on the order's progress and map: no serious problem (the pins' target size).
    const axe = new AxeBuilder({ page }).include('.order-progress').withTags(WCAG_AA);
    expect(await seriousViolations(axe)).toEqual([]);
    // The timeline reads as durations on the city's clock, not one minute for every step.
    // (The seeded order was accepted before the city took it over: the rider came minutes later.)
    const riderStep = page.locator('.order-timeline__step', { hasText: 'Rider assigned' });
    await expect(riderStep.locator('time')).toHaveText(/^\d+ city minutes? after acceptance$/);
  });
}
