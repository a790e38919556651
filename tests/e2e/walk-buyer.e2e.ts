// A buyer's walk through the lists and the order, as a person meets them in Chromium: a search
// link opened in a browser that never chose its place, the lists with no connection, and Place
// order and picking a place on a slow network (3 s a call).
import {
  DEMO,
  onDevice,
  seedCart,
  signInByApi,
  vendorProduct,
} from '../support/e2e/account-e2e-support.ts';
import { expect, type Page, test } from '../support/e2e/world-fixture.ts';

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

/** A slow network: every API call waits 3 s before it leaves; `held` calls wait until released. */
async function slowNetwork(page: Page) {
  const held = new Map<RegExp, () => void>();
  const gates = new Map<RegExp, Promise<void>>();
  await page.route('**/api/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const gate = [...gates].find(([pattern]) => pattern.test(route.request().url()));
    if (gate) await gate[1];
    await route.fallback();
  });
  return {
    /** Calls whose URL matches `pattern` wait (after their 3 s) until `release(pattern)`. */
    hold(pattern: RegExp) {
      gates.set(pattern, new Promise<void>((resolve) => held.set(pattern, resolve)));
    },
    release(pattern: RegExp) {
      held.get(pattern)?.();
      gates.delete(pattern);
    },
  };
}

/** Every API call of the page: when it left and when its answer had come (ms since `t0`). */
function callLog(page: Page) {
  const t0 = Date.now();
  const calls: Array<{ name: string; start: number; end?: number }> = [];
  const nameOf = (url: string, method: string) => {
    const u = new URL(url);
    return `${method} ${u.pathname}${u.search}`;
  };
  page.on('request', (r) => {
    if (r.url().includes('/api/'))
      calls.push({ name: nameOf(r.url(), r.method()), start: Date.now() - t0 });
  });
  const done = (r: { url: () => string; method: () => string }) => {
    const call = calls.find((c) => c.end === undefined && c.name === nameOf(r.url(), r.method()));
    if (call) call.end = Date.now() - t0;
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return calls;
}

test('on a slow network Place order sends at once and the order page opens on the order as sent', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await onDevice(page, 'demo-device');
  await signInByApi(page, DEMO.buyer);
  const product = await vendorProduct(request);
  await seedCart(page, product);
  const net = await slowNetwork(page);
  const LIST = /\/api\/orders\/[^/]+\/allorders\//;
  const DETAILS = /\/api\/orders\/[^/]+\/find\//;
  // The buyer's orders are still on their way when Place order can be pressed.
  net.hold(LIST);
  net.hold(DETAILS);
  const calls = callLog(page);
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Check out' }).click();
  const place = page
    .getByRole('dialog', { name: 'Order summary' })
    .getByRole('button', { name: 'Place order' });
  await expect(place).toBeEnabled({ timeout: 20_000 });
  await place.click();

  // The order leaves on the press, while the list read is still out (held: a send that waited
  // for it would wait the lookup's whole 8 s before giving up on it)…
  await expect
    .poll(() => calls.some((c) => c.name.startsWith('POST /api/orders/')), { timeout: 5000 })
    .toBe(true);
  const list = calls.find((c) => LIST.test(c.name));
  expect(list?.end).toBeUndefined();
  net.release(LIST);

  // …and the order page shows the order as it was sent while its own read is still out.
  await expect(page).toHaveURL(/\/order\/[0-9a-f]{24}$/, { timeout: 20_000 });
  const orderId = page.url().split('/').at(-1) ?? '';
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Order details' })).toBeVisible();
  await expect(main.getByText(orderId)).toBeVisible();
  await expect(main.getByText(product.name)).toBeVisible();
  await expect(main.getByText('Ada Obi')).toBeVisible();
  await expect(main.getByText(/^Total:/)).toBeVisible();
  const details = calls.find((c) => DETAILS.test(c.name));
  expect(details?.end).toBeUndefined();

  // Then the order as the server has it: its status and payment.
  net.release(DETAILS);
  await expect(main.getByRole('button', { name: 'Pay Now' })).toBeVisible({ timeout: 20_000 });
});

test('on a slow network a place picked from the suggestions has its stores asked for beside the check', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/search');
  await page.getByRole('banner').getByRole('button', { name: 'Set location' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a delivery address' });
  await dialog.getByLabel('Search for a place').fill('Yaba');
  const suggestion = dialog
    .getByRole('list', { name: 'Suggestions' })
    .getByRole('button', { name: /Yaba/ })
    .first();
  await expect(suggestion).toBeVisible();
  await slowNetwork(page);
  const calls = callLog(page);
  await suggestion.click();

  await expect(page).toHaveURL(/\/search\?searchedLocation=Yaba/, { timeout: 20_000 });
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible({
    timeout: 20_000,
  });
  const check = calls.find((c) => c.name.startsWith('GET /api/users/location?'));
  const stores = calls.filter((c) =>
    /^GET \/api\/users\/stores\?searchedLocation=Yaba/.test(c.name),
  );
  expect(check?.end).toBeDefined();
  // The stores left before the check's answer came, and were asked for once.
  expect(stores).toHaveLength(1);
  expect(stores[0]?.start).toBeLessThan(check?.end ?? 0);
});
