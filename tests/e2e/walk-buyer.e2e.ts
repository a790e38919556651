// A buyer's walk through the lists and the order, as a person meets them in Chromium: a search
// link opened in a browser that never chose its place, the lists with no connection, and Place
// order and picking a place on a slow network (3 s a call).
import { expect, test } from '../support/e2e/world-fixture.ts';

const YABA = 'Yaba, Lagos Mainland, Lagos, Nigeria';

test('a shared search link: a dish typed in the header keeps its place and its distances', async ({
  page,
}) => {
  await page.goto(`/search?${new URLSearchParams({ searchedLocation: YABA })}`);
  await expect(page.getByRole('article').first()).toBeVisible();
  const box = page.getByRole('banner').getByRole('searchbox');
  await box.fill('jollof');
  await box.press('Enter');
  await expect(page).toHaveURL(
    `/search?${new URLSearchParams({ searchedLocation: YABA, query: 'jollof' })}`,
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Stores in ${YABA}`);
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  await expect(cards.first()).toContainText(/km away$/);
});
