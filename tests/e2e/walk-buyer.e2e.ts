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

const NO_CONNECTION = 'We could not reach Bukka — check your connection and try again';

test('the home page with no answer from Bukka says so once, and fills itself when the connection returns', async ({
  page,
  context,
}) => {
  // The page's own files arrive; every API call gets no answer (a dead connection the browser
  // has not noticed yet).
  await page.route('**/api/**', (route) => route.abort('internetdisconnected'));
  await page.goto('/');
  const main = page.getByRole('main');
  const notice = main.getByRole('status').filter({ hasText: NO_CONNECTION });
  await expect(notice).toHaveCount(1);
  await expect(notice).toBeVisible();
  await expect(page.getByText(/something went wrong/i)).toHaveCount(0);
  await expect(main.getByRole('button', { name: 'Try again' })).toHaveCount(1);

  // The browser notices, then the connection comes back: the page reads again by itself.
  await context.setOffline(true);
  await page.unroute('**/api/**');
  await context.setOffline(false);
  await expect(main.getByRole('article').first()).toBeVisible();
  await expect(page.getByText(NO_CONNECTION)).toHaveCount(0);
});

test('offline, a list keeps what it showed, says why nothing more comes — once — and goes on when back online', async ({
  page,
  context,
}) => {
  await page.goto('/search');
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards.first()).toBeVisible();
  const shown = await cards.count();
  // How many times a live region of the page starts saying `message`, from now on.
  await page.evaluate((message) => {
    const store = window as unknown as { saidTimes: number };
    store.saidTimes = 0;
    const said = new WeakMap<Element, boolean>();
    new MutationObserver(() => {
      for (const region of document.querySelectorAll('main [role="status"], main [role="alert"]')) {
        const now = (region.textContent ?? '').includes(message);
        if (now && !said.get(region)) store.saidTimes += 1;
        said.set(region, now);
      }
    }).observe(document.querySelector('main') as Node, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  }, NO_CONNECTION);

  await context.setOffline(true);
  await page.getByRole('button', { name: 'see more' }).click();
  await expect(
    page.getByRole('main').getByRole('status').filter({ hasText: NO_CONNECTION }),
  ).toBeVisible();
  await expect(cards).toHaveCount(shown);
  await page.waitForTimeout(1500);
  expect(await page.evaluate(() => (window as unknown as { saidTimes: number }).saidTimes)).toBe(1);

  await context.setOffline(false);
  await expect(page.getByText(NO_CONNECTION)).toHaveCount(0);
  await expect.poll(() => cards.count()).toBeGreaterThan(shown);
});
