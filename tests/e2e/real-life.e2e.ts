// Real life around an order: two tabs of one browser share one cart and never
// place it twice; a lost connection on Place order is said in plain words and never loses (or
// doubles) an order; an open order page keeps the order through a blip.

import {
  checkOut,
  DEMO,
  onDevice,
  seedCart,
  sessionUserId,
  signInByApi,
  vendorProduct,
} from '../support/e2e/account-e2e-support.ts';
import { type APIRequestContext, expect, type Page, test } from '../support/e2e/world-fixture.ts';

/** The order create call (`POST /api/orders/{device}/{buyer}/{store}`), not the lists. */
const CREATE_ORDER = /\/api\/orders\/demo-device\/[0-9a-f]{24}\/[0-9a-f]{24}$/;
/** What a person must never read: a path, an id, the browser's fetch failure. */
const TECHNICAL = /\/api\/|[0-9a-f]{24}|Failed to fetch|network error/i;

/** The buyer's orders, as the API lists them (with the page's session cookie). */
async function orderCount(page: Page, buyerId: string): Promise<number> {
  const response = await page.request.get(`/api/orders/demo-device/allorders/${buyerId}?query=all`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { orders: unknown[] }).orders.length;
}

async function signedInBuyer(page: Page, request: APIRequestContext) {
  await onDevice(page, 'demo-device');
  // On the home page, as a sign-in through the screens leaves the buyer: the tests go on from it.
  await signInByApi(page, DEMO.buyer, { open: '/' });
  const buyerId = await sessionUserId(page);
  return { buyerId, product: await vendorProduct(request) };
}

async function openSheet(page: Page) {
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Check out' }).click();
  return page.getByRole('dialog', { name: 'Order summary' });
}

const cartLink = (page: Page, count: number) =>
  page.getByRole('link', { name: `Cart, ${count} item${count === 1 ? '' : 's'}` });

test('two tabs share one cart: an add shows in the other tab at once, and it is ordered once', async ({
  page,
  request,
}) => {
  const a = page;
  const { buyerId, product } = await signedInBuyer(a, request);
  const before = await orderCount(a, buyerId);
  const b = await a.context().newPage();
  await onDevice(b, 'demo-device');
  await b.goto('/');
  await expect(cartLink(b, 0)).toBeVisible();
  // Tab B is never reloaded or refocused, and nothing polls the cart: each change below reaches it
  // only by the storage event tab A's write raises (src/state/tab-sync.ts). How fast that is, is
  // not a stopwatch's business here (a loaded machine stretches any bound); that it arrives in the
  // same document is: the mark below would be gone after a reload.
  const markDocument = () =>
    b.evaluate(() => {
      (window as { sameDocument?: boolean }).sameDocument = true;
    });
  await markDocument();
  const stillSameDocument = () =>
    b.evaluate(() => (window as { sameDocument?: boolean }).sameDocument === true);

  // Tab A adds a dish: tab B's badge says so, without a reload.
  await a.goto(`/product/${product._id}`);
  await a.getByRole('button', { name: 'Add To Tray' }).click();
  await expect(cartLink(a, 1)).toBeVisible();
  await expect(cartLink(b, 1)).toBeVisible();

  // A change of quantity and the shipping address reach tab B too.
  await seedCart(a, product, 2);
  await expect(cartLink(b, 2)).toBeVisible();
  expect(await stillSameDocument()).toBe(true);

  // Tab B opens the order summary; tab A places the order meanwhile.
  const sheet = await openSheet(b);
  await markDocument();
  await expect(sheet.getByRole('button', { name: 'Place order' })).toBeEnabled();
  await checkOut(a);
  await expect(cartLink(a, 0)).toBeVisible();

  // Tab B's cart is empty, in the same document, and cannot be ordered a second time.
  await expect(cartLink(b, 0)).toBeVisible();
  expect(await stillSameDocument()).toBe(true);
  await expect(b.getByRole('button', { name: 'Place order', disabled: false })).toHaveCount(0);
  await expect(b.getByText('Cart is empty')).toBeVisible();
  expect(await orderCount(a, buyerId)).toBe(before + 1);
});

test('two tabs pressing Place order at the same moment place one order', async ({
  page,
  request,
}) => {
  const a = page;
  const { buyerId, product } = await signedInBuyer(a, request);
  await seedCart(a, product, 2);
  const before = await orderCount(a, buyerId);
  const b = await a.context().newPage();
  await onDevice(b, 'demo-device');
  const [sheetA, sheetB] = [await openSheet(a), await openSheet(b)];
  const placeA = sheetA.getByRole('button', { name: 'Place order' });
  const placeB = sheetB.getByRole('button', { name: 'Place order' });
  await expect(placeA).toBeEnabled();
  await expect(placeB).toBeEnabled();
  // Both presses at once (a background tab's sheet may still be sliding in: no waiting for it).
  await Promise.all([
    placeA.evaluate((button: HTMLElement) => button.click()),
    placeB.evaluate((button: HTMLElement) => button.click()),
  ]);
  // One tab goes to the order; the other says the order is being placed there and/or, once the
  // placed cart reaches it, that its cart was emptied (said on the emptied cart page), and then
  // shows the emptied cart. Which of the two it says depends on timing; that it says one does not.
  const refused =
    /This order is already being placed in another tab|Your cart was emptied in another tab/;
  await expect
    .poll(async () => (await a.getByText(refused).count()) + (await b.getByText(refused).count()))
    .toBeGreaterThanOrEqual(1);
  // Exactly one of the two went to an order page.
  await expect
    .poll(() => [a.url(), b.url()].filter((url) => /\/order\/[0-9a-f]{24}$/.test(url)).length)
    .toBe(1);
  await expect(cartLink(a, 0)).toBeVisible();
  await expect(cartLink(b, 0)).toBeVisible();
  await a.waitForTimeout(1000);
  expect(await orderCount(a, buyerId)).toBe(before + 1);
});

test('a stale tab whose cart was emptied elsewhere does not send it', async ({ page, request }) => {
  const { buyerId, product } = await signedInBuyer(page, request);
  await seedCart(page, product, 2);
  const before = await orderCount(page, buyerId);
  const sheet = await openSheet(page);
  // Another tab empties the cart, and this tab missed the news (no storage event here).
  await page.evaluate(() => {
    const state = JSON.parse(localStorage.getItem('bukka') ?? '{}');
    state.cart = { items: [] };
    localStorage.setItem('bukka', JSON.stringify(state));
  });
  await sheet.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByText('Your cart was emptied in another tab')).toBeVisible();
  await expect(cartLink(page, 0)).toBeVisible();
  await expect(page).toHaveURL(/\/cart$/);
  expect(await orderCount(page, buyerId)).toBe(before);
});

test('no connection on Place order: plain words, the cart kept, no order; then it goes through', async ({
  page,
  request,
}) => {
  const { buyerId, product } = await signedInBuyer(page, request);
  await seedCart(page, product, 2);
  const before = await orderCount(page, buyerId);
  await page.route(CREATE_ORDER, (route) =>
    route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.fallback(),
  );
  const sheet = await openSheet(page);
  await sheet.getByRole('button', { name: 'Place order' }).click();
  // The sheet is a dialog: its messages are said inside it, never in a toast over its buttons.
  const said = sheet;
  await expect(
    said.getByText('Your order was not placed — check your connection and try again'),
  ).toBeVisible();
  await expect(said).not.toHaveText(TECHNICAL);
  await expect(page).toHaveURL(/\/cart$/);
  await expect(cartLink(page, 2)).toBeVisible();
  expect(await orderCount(page, buyerId)).toBe(before);

  // The connection is back: the same sheet places the order, once.
  await page.unroute(CREATE_ORDER);
  await sheet.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/order\/[0-9a-f]{24}$/);
  expect(await orderCount(page, buyerId)).toBe(before + 1);
});

test('the browser offline on Place order: said at once, and nothing is sent when the connection returns', async ({
  page,
  request,
  context,
}) => {
  const { buyerId, product } = await signedInBuyer(page, request);
  await seedCart(page, product, 2);
  const before = await orderCount(page, buyerId);
  const sheet = await openSheet(page);
  await context.setOffline(true);
  await sheet.getByRole('button', { name: 'Place order' }).click();
  await expect(
    sheet.getByText('Your order was not placed — check your connection and try again'),
  ).toBeVisible({ timeout: 3000 });
  await expect(sheet.getByRole('button', { name: 'Place order' })).toBeEnabled();
  // The buyer walks away; the connection comes back: no order appears behind their back.
  await sheet.getByRole('button', { name: 'Cancel' }).click();
  await context.setOffline(false);
  await page.waitForTimeout(2000);
  expect(await orderCount(page, buyerId)).toBe(before);
  await expect(cartLink(page, 2)).toBeVisible();
});

test('the order reached the server but its answer was lost: the client finds it and goes to it', async ({
  page,
  request,
}) => {
  const { buyerId, product } = await signedInBuyer(page, request);
  await seedCart(page, product, 2);
  const before = await orderCount(page, buyerId);
  await page.route(CREATE_ORDER, async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    await route.fetch(); // the server creates the order…
    await route.abort('connectionreset'); // …and the answer never reaches the page
  });
  const sheet = await openSheet(page);
  await sheet.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/order\/[0-9a-f]{24}$/);
  await expect(
    page.getByText('Your order was placed — the connection dropped before we heard back'),
  ).toBeVisible();
  await expect(cartLink(page, 0)).toBeVisible();
  expect(await orderCount(page, buyerId)).toBe(before + 1);
  const orderId = page.url().split('/').at(-1) ?? '';
  const list = await page.request.get(`/api/orders/demo-device/allorders/${buyerId}?query=all`);
  const { orders } = (await list.json()) as { orders: Array<{ _id: string }> };
  expect(orders[0]?._id).toBe(orderId);
});

test('an answer lost and the orders unreadable: says so, keeps the cart, and finds the order before sending again', async ({
  page,
  request,
}) => {
  const { buyerId, product } = await signedInBuyer(page, request);
  await seedCart(page, product, 2);
  const before = await orderCount(page, buyerId);
  const LIST = /\/api\/orders\/demo-device\/allorders\//;
  let offline = false;
  await page.route(LIST, (route) =>
    offline ? route.abort('internetdisconnected') : route.fallback(),
  );
  await page.route(CREATE_ORDER, async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    await route.fetch(); // the order is made…
    offline = true; // …and from now on nothing answers: neither this call nor the lookups
    await route.abort('internetdisconnected');
  });
  const sheet = await openSheet(page);
  await sheet.getByRole('button', { name: 'Place order' }).click();
  // The sheet is a dialog: its messages are said inside it, never in a toast over its buttons.
  const said = sheet;
  await expect(
    said.getByText(/^We could not check whether your order was placed — check your connection/),
  ).toBeVisible({ timeout: 20_000 });
  await expect(said).not.toHaveText(TECHNICAL);
  await expect(page).toHaveURL(/\/cart$/);
  await expect(cartLink(page, 2)).toBeVisible();

  // The connection is back: pressing again looks the first attempt up and goes to that order.
  await page.unroute(CREATE_ORDER);
  offline = false;
  await sheet.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/order\/[0-9a-f]{24}$/);
  await expect(cartLink(page, 0)).toBeVisible();
  expect(await orderCount(page, buyerId)).toBe(before + 1);
});

test('a blip on an open order page: the order stays with "Reconnecting…", then it is back', async ({
  page,
  request,
}) => {
  const { product } = await signedInBuyer(page, request);
  await seedCart(page, product, 2, '/cart');
  const orderId = await checkOut(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Order details' })).toBeVisible();

  // ~10 s of failed reads of the order (it is read again every 3 s while it is on its way).
  const detail = `**/api/orders/demo-device/find/${orderId}/**`;
  await page.route(detail, (route) => route.abort('internetdisconnected'));
  const note = page.getByRole('status').filter({ hasText: 'Reconnecting…' });
  await expect(note).toBeVisible({ timeout: 8000 });
  await page.waitForTimeout(10_000);
  await expect(note).toBeVisible();
  await expect(page.getByText('We could not load this order')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Order details' })).toBeVisible();
  await expect(page.locator('.order-details__id')).toHaveText(orderId);

  // The connection is back: the note goes at the next read.
  await page.unroute(detail);
  await expect(note).toHaveCount(0, { timeout: 8000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Order details' })).toBeVisible();
});
