// Layout and landmarks as a person meets them in Chromium: a dish's extras lined up at 390 px (each
// stepper beside its name), the search forms named apart where a page has two, and the scenarios'
// HTML report scrollable from the keyboard (axe).
import AxeBuilder from '@axe-core/playwright';
import type { ScenarioResult } from '#scenarios/core/types.ts';
import { toHtml } from '#scenarios/runner/html-report.ts';
import { findIds } from '../support/e2e/buyer-helpers.ts';
import { expect, test } from '../support/e2e/world-fixture.ts';

type Extra = { item: string };
type Dish = { _id: string; extras?: Extra[] };

test('the extras’ steppers sit beside their names, in one column, at 390 px', async ({
  page,
  request,
}) => {
  // The dish with the longest extra name of the stores listed (names that wrap at 390 px).
  const { stores } = (await (await request.get('/api/users/stores?page=1')).json()) as {
    stores: Array<{ _id: string }>;
  };
  let dish: Dish | undefined;
  const longest = (d: Dish) => Math.max(0, ...(d.extras ?? []).map((e) => e.item.length));
  for (const store of stores) {
    const { products } = (await (
      await request.get(`/api/products/kitchen/${store._id}`)
    ).json()) as { products: Dish[] };
    for (const p of products)
      if ((p.extras?.length ?? 0) >= 3 && (!dish || longest(p) > longest(dish))) dish = p;
  }
  if (!dish) throw new Error('no dish with three extras');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/product/${dish._id}`);
  const items = page.locator('.extras-chooser__item');
  await expect(items.first()).toBeVisible();
  const rows = await items.evaluateAll((lis) =>
    lis.map((li) => {
      const name = li.querySelector('.extras-chooser__name')!.getBoundingClientRect();
      const stepper = li.querySelector('fieldset')!.getBoundingClientRect();
      return { name, stepper };
    }),
  );
  expect(rows.length).toBe(dish.extras?.length);
  for (const { name, stepper } of rows) {
    // Beside: the stepper starts right of the name and on its line, not under it.
    expect(stepper.left).toBeGreaterThanOrEqual(name.right - 1);
    expect(stepper.top).toBeLessThan(name.bottom);
  }
  const rights = new Set(rows.map(({ stepper }) => Math.round(stepper.right)));
  expect(rights.size).toBe(1);
});

test('a page with two search forms names them apart (axe landmark-unique)', async ({
  page,
  request,
}) => {
  const { storeId } = await findIds(request);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/kitchen/${storeId}`);
    await expect(page.getByRole('search')).toHaveCount(2);
    await expect(page.getByRole('search', { name: 'Search this store' })).toBeVisible();
    const check = await new AxeBuilder({ page }).withRules(['landmark-unique']).analyze();
    expect(check.violations.map((v) => v.nodes.map((n) => n.target.join(' ')))).toEqual([]);
  }
});

test('the scenarios report scrolls its long exchanges from the keyboard (axe)', async ({
  page,
}) => {
  const long = { lines: Array.from({ length: 80 }, (_, i) => `line ${i} ${'x'.repeat(120)}`) };
  const result: ScenarioResult = {
    name: 'long-answers',
    title: 'long answers',
    target: { baseUrl: 'http://x', isMock: true, checkout: 'card', label: 'mock' },
    status: 'passed',
    durationMs: 10,
    steps: [
      {
        index: 0,
        title: 'buyer reads a long answer',
        actor: 'buyer',
        status: 'failed',
        checks: [],
        observed: {},
        durationMs: 3,
        exchanges: [
          { method: 'POST', url: '/api/x', body: long, status: 200, answer: long, ms: 2 },
        ],
      },
    ],
  };
  await page.setContent(toHtml([result]));
  const check = await new AxeBuilder({ page })
    .withRules(['scrollable-region-focusable', 'aria-prohibited-attr', 'landmark-unique'])
    .analyze();
  expect(check.violations.map((v) => v.id)).toEqual([]);
  // Tab reaches the answer box; the arrow keys then scroll it.
  const answer = page.getByRole('group', { name: 'Step 1, exchange 1: answer of POST /api/x' });
  await answer.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect.poll(() => answer.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
});
