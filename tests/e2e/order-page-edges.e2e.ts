// The rough edges a buyer and a vendor met on the order, cart and dish screens: amounts that broke
// in two at 390 px, a delivery fee that changed with no word why, a "From your last order" note
// that outlived an edit, a dish without a photo shown as an empty box, and dish names cut at 15
// characters.
import {
  accountIds,
  DEMO,
  onDevice,
  seedCart,
  sessionUserId,
  signInByApi,
  vendorProduct,
} from '../support/e2e/account-e2e-support.ts';
import { type APIRequestContext, expect, type Page, test } from '../support/e2e/world-fixture.ts';

/** Every amount on the page: how many there are, and those drawn on more than one line. */
async function brokenAmounts(page: Page): Promise<{ count: number; broken: string[] }> {
  return page.locator('.money').evaluateAll((list) => ({
    count: list.length,
    broken: list.filter((el) => el.getClientRects().length > 1).map((el) => el.textContent ?? ''),
  }));
}

const FEE_RULE = /N1,200\.00.*more than N5,000\.00/;

test('at 390 px amounts never break in two, and the delivery fee says its rule (cart, checkout, order, wallet)', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await onDevice(page, 'demo-device');
  await signInByApi(page, DEMO.buyer);
  await seedCart(page, await vendorProduct(request), 3, '/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
  const inCart = await brokenAmounts(page);
  expect(inCart.count).toBeGreaterThanOrEqual(4);
  expect(inCart.broken).toEqual([]);
  await expect(page.locator('.cart-summary .fee-note')).toHaveText(FEE_RULE);

  await page.getByRole('button', { name: 'Check out' }).click();
  const sheet = page.getByRole('dialog', { name: 'Order summary' });
  await expect(sheet.locator('.fee-note')).toHaveText(FEE_RULE);
  await sheet.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/order\/[0-9a-f]{24}$/);
  await expect(page.locator('.order-details__sums')).toBeVisible();
  const onOrder = await brokenAmounts(page);
  expect(onOrder.count).toBeGreaterThanOrEqual(4);
  expect(onOrder.broken).toEqual([]);
  await expect(page.locator('.order-details .fee-note')).toHaveText(/^Delivery was N1,[25]00\.00/);
  await expect(page.locator('.order-details .fee-note')).toHaveText(FEE_RULE);

  await page.goto(`/profile/${await sessionUserId(page)}`);
  await expect(page.locator('.wallet-panel__balance .money')).toBeVisible();
  const inWallet = await brokenAmounts(page);
  expect(inWallet.broken).toEqual([]);
});

test('the “From your last order” note goes once the buyer edits the address', async ({
  page,
  request,
}) => {
  await onDevice(page, 'demo-device');
  await signInByApi(page, DEMO.buyer);
  await seedCart(page, await vendorProduct(request));
  // A browser that holds no address: the cart fills in the last order's.
  await page.evaluate(() => {
    const state = JSON.parse(localStorage.getItem('bukka') ?? '{}');
    state.shippingAddress = { address: null, reference: null };
    localStorage.setItem('bukka', JSON.stringify(state));
  });
  await page.goto('/cart');
  const note = page.getByText('From your last order: check it, or Edit.');
  await expect(note).toBeVisible();
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('Street').fill('22 Montgomery Road');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('.cart-address')).toContainText('22 Montgomery Road');
  await expect(note).toHaveCount(0);
  // Still gone after a reload (the address is the buyer's own now).
  await page.reload();
  await expect(page.locator('.cart-address')).toContainText('22 Montgomery Road');
  await expect(note).toHaveCount(0);
});

const LONG_NAME = 'Jollof Rice & Chicken with Fried Plantain';

/** The demo vendor posts a dish with no photo; its id. */
async function dishWithoutPhoto(request: APIRequestContext): Promise<string> {
  const { vendor } = await accountIds(request);
  const signin = await request.post('/api/users/signin', {
    data: { email: DEMO.vendor, password: 'bukka-demo', fingerprint: 'demo-device' },
  });
  expect(signin.ok()).toBe(true);
  const cookie = String(signin.headers()['set-cookie']).split(';')[0] ?? '';
  const posted = await request.post(`/api/products/post/demo-device?userId=${vendor}`, {
    headers: { cookie },
    multipart: {
      name: LONG_NAME,
      type: 'Rice',
      desc: 'Party jollof, chicken and dodo',
      category: 'Food',
      price: '4200',
      content: JSON.stringify(['Rice', 'Chicken']),
      visibility: 'Public',
      extras: '[]',
    },
  });
  expect(posted.ok(), await posted.text()).toBe(true);
  return ((await posted.json()) as { _id: string })._id;
}

const drawnPlate = (page: Page, selector: string) =>
  page.locator(selector).evaluate((el) => getComputedStyle(el).backgroundImage);

test('a dish without a photo shows the drawn plate on its card and page; its card shows the whole name', async ({
  page,
  request,
}) => {
  const productId = await dishWithoutPhoto(request);
  const { vendor } = await accountIds(request);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/kitchen/${vendor}`);
    const card = page.locator('article.product-card', {
      has: page.locator(`a[href="/product/${productId}"]`),
    });
    await expect(card).toBeVisible();
    // The whole name is the heading's name (and its title); on screen, two lines at most.
    const heading = card.getByRole('heading', { name: LONG_NAME, exact: true });
    await expect(heading).toBeVisible();
    await expect(heading).toHaveAttribute('title', LONG_NAME);
    const lines = await heading.evaluate(
      (el) => el.clientHeight / Number.parseFloat(getComputedStyle(el).lineHeight),
    );
    expect(lines, `two lines at most at ${width} px`).toBeLessThanOrEqual(2.05);
    // A usual name (21 characters, cut at 15 before) is shown whole, nothing clipped.
    const usual = page.getByRole('heading', { name: 'Jollof Rice & Chicken', exact: true });
    await expect(usual).toBeVisible();
    await expect(usual).toHaveText('Jollof Rice & Chicken');
    expect(await usual.evaluate((el) => el.scrollHeight <= el.clientHeight + 1)).toBe(true);
    expect(await drawnPlate(page, `a[href="/product/${productId}"] .dish-placeholder`)).toMatch(
      /^url\("data:image\/svg\+xml/,
    );
  }
  await page.goto(`/product/${productId}`);
  const gallery = page.getByRole('img', { name: new RegExp(LONG_NAME.slice(0, 12)) }).first();
  await expect(gallery).toBeVisible();
  expect(await drawnPlate(page, '.gallery__main.dish-placeholder')).toMatch(
    /^url\("data:image\/svg\+xml/,
  );
});
