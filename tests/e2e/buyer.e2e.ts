// Buyer journeys in Chromium against the mock: home → category → store → cart (with extras,
// second-store refusal, fee below/above 5000, reload keeps cart and address); the address dialog
// from typing to /search?searchedLocation=…; riders → profile → a review by a signed-in buyer.

import { cartTotals, formatNaira } from '../../shared/money.ts';
import { watch } from '../support/e2e/page-problems.ts';
import { expect, type Page, test } from '../support/e2e/world-fixture.ts';

interface Dish {
  _id: string;
  name: string;
  price: number;
  userId: string;
  extras: Array<{ _id: string; item: string; price: number }>;
}

async function summary(page: Page) {
  const card = page.getByRole('region', { name: 'Summary' });
  const value = (term: string) =>
    card.locator('div', { has: page.getByText(term, { exact: true }) }).locator('dd');
  return {
    subtotal: await value('Subtotal').textContent(),
    fee: await value('Delivery fee').textContent(),
    total: await value('Total amount').textContent(),
  };
}

function expected(
  lines: Array<{
    price: number;
    quantity: number;
    extras: Array<{ price: number; quantity: number }>;
  }>,
) {
  const t = cartTotals(lines);
  return {
    subtotal: formatNaira(t.subtotal),
    fee: formatNaira(t.shippingFee),
    total: formatNaira(t.total),
  };
}

test('home → category → store → cart with extras, refusal, fee rule and a reload', async ({
  page,
  request,
}) => {
  const problems = watch(page);
  // What the first 'Grilled' store sells (to know the prices the screens must add up).
  const grilled = (await (
    await request.get('/api/users/stores?popularFilter=Grilled&page=1')
  ).json()) as {
    stores: Array<{ _id: string; businessName: string }>;
  };
  const store = grilled.stores[0];
  if (!store) throw new Error('no Grilled store');
  const menu = (await (await request.get(`/api/products/kitchen/${store._id}`)).json()) as {
    products: Dish[];
  };
  const [a, b] = menu.products
    .filter((p) => p.price >= 500 && p.extras.length > 0)
    .sort((x, y) => x.price - y.price);
  if (!a || !b) throw new Error('need two dishes with extras');
  expect(a.price + b.price).toBeLessThan(5000);

  await page.goto('/');
  await page
    .getByRole('region', { name: 'Browse our categories' })
    .getByRole('button', { name: 'Grilled' })
    .click();
  await expect(page).toHaveURL(/\/search\?popularFilter=Grilled$/);
  await page
    .getByRole('link', { name: new RegExp(store.businessName) })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/kitchen/${store._id}$`));
  await page.getByRole('button', { name: `Add to cart: ${a.name}` }).click();
  await page.getByRole('button', { name: `Add to cart: ${b.name}` }).click();
  await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();

  // A dish from another store is refused with the sticky warning and the panel.
  const other = grilled.stores[1];
  if (!other) throw new Error('no second store');
  const otherMenu = (await (await request.get(`/api/products/kitchen/${other._id}`)).json()) as {
    products: Dish[];
  };
  await page.goto(`/product/${otherMenu.products[0]?._id}`);
  await page.getByRole('button', { name: 'Add To Tray' }).click();
  const refusal =
    'You can only add items from one store at a time. you already have an item from another store in your cart.';
  await expect(page.locator('.Toastify').getByText(refusal)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to store' })).toHaveAttribute(
    'href',
    `/kitchen/${store._id}`,
  );
  await page.waitForTimeout(5500); // still there after the default 5 s: it stays until dismissed
  await expect(page.locator('.Toastify').getByText(refusal)).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('link', { name: 'Go to store' })).toHaveCount(0);

  // Cart: one extra for each dish; items subtotal below 5000 → fee 1500.
  await page.getByRole('link', { name: 'Cart, 2 items' }).click();
  const extraA = a.extras[0] as Dish['extras'][number];
  const extraB = b.extras[0] as Dish['extras'][number];
  // Only chosen extras show in the cart; the others wait behind 'Add extras (n)'.
  const line = (name: string) =>
    page.locator('.cart-item').filter({ has: page.getByRole('link', { name, exact: true }) });
  await line(a.name)
    .getByRole('button', { name: /^Add extras \(\d+\)$/ })
    .click();
  await page.getByRole('button', { name: `Add one: ${extraA.item} for ${a.name}` }).click();
  await line(b.name)
    .getByRole('button', { name: /^Add extras \(\d+\)$/ })
    .click();
  await page.getByRole('button', { name: `Add one: ${extraB.item} for ${b.name}` }).click();
  const lines = [
    { price: a.price, quantity: 1, extras: [{ price: extraA.price, quantity: 1 }] },
    { price: b.price, quantity: 1, extras: [{ price: extraB.price, quantity: 1 }] },
  ];
  expect(await summary(page)).toEqual(expected(lines));
  expect((await summary(page)).fee).toBe('N1,500.00');

  // More of the first dish until the items subtotal passes 5000 → fee 1200.
  while ((lines[0]?.price ?? 0) * (lines[0]?.quantity ?? 0) + b.price <= 5000) {
    await page.getByRole('button', { name: `Add one: ${a.name}` }).click();
    (lines[0] as { quantity: number }).quantity += 1;
  }
  // Exact: the fee's rule under it names N1,200.00 too.
  await expect(
    page.getByRole('region', { name: 'Summary' }).getByText('N1,200.00', { exact: true }),
  ).toBeVisible();
  expect(await summary(page)).toEqual(expected(lines));

  // Shipping address, then a reload keeps both.
  await page.getByRole('button', { name: 'Add Shipping' }).click();
  await page.getByLabel('Name').fill('Ada Obi');
  await page.getByLabel('Street').fill('1 Admiralty Way');
  await page.getByLabel('Local government').fill('Eti-Osa');
  await page.getByLabel('State').fill('Lagos');
  await page.getByLabel('Country').fill('Nigeria');
  await page.getByLabel('Phone number').fill('08012345678');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('.Toastify').getByText('Shipping Info Updated')).toBeVisible();
  const before = await summary(page);
  await page.reload();
  await expect(page.getByText('1 Admiralty Way, Eti-Osa')).toBeVisible();
  expect(await summary(page)).toEqual(before);
  await expect(
    page.getByRole('button', { name: `Remove one: ${extraA.item} for ${a.name}` }),
  ).toBeEnabled();
  expect(problems.list).toEqual([]);
});

test('the address dialog: typing, a suggestion, the check, then /search?searchedLocation=…', async ({
  page,
}) => {
  const problems = watch(page);
  await page.goto('/');
  await page.getByRole('main').getByPlaceholder('Search your location here !').click();
  const dialog = page.getByRole('dialog', { name: 'Add a delivery address' });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('.leaflet-container')).toBeVisible();
  await expect(dialog.locator('.leaflet-control-attribution')).toContainText('OpenStreetMap');
  await dialog.getByLabel('Search for a place').fill('Nowhere Town');
  await dialog.getByRole('button', { name: 'Search Location' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Sorry, we do not have stores in this location yet',
  );
  await dialog.getByLabel('Search for a place').fill('Ikeja');
  const list = dialog.getByRole('list', { name: 'Suggestions' });
  await list.getByRole('button', { name: 'Ikeja, Lagos, Nigeria' }).first().click();
  await expect(page).toHaveURL(/\/search\?searchedLocation=Ikeja%2C\+Lagos%2C\+Nigeria$/);
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('You are viewing stores in Ikeja, Lagos, Nigeria')).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  expect(problems.list).toEqual([]);
});

test('the address dialog: dragging the marker fills the box, then Set As Current Location', async ({
  page,
}) => {
  await page.goto('/search');
  await page.getByRole('button', { name: 'Near me' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a delivery address' });
  const marker = dialog.locator('.leaflet-marker-icon');
  await expect(marker).toBeVisible();
  const box = await marker.boundingBox();
  if (!box) throw new Error('no marker');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + 60, box.y + 40, { steps: 8 });
  await page.mouse.up();
  await expect(dialog.getByRole('button', { name: 'Set As Current Location' })).toBeVisible();
  await expect(dialog.getByLabel('Search for a place')).not.toHaveValue('');
});

test('riders list → profile → a review posted by the signed-in buyer', async ({ page }) => {
  const problems = watch(page);
  await page.goto('/signin?deviceId=demo-device');
  await page.getByLabel('Email').fill('buyer@bukka.test');
  await page.getByLabel('Password').fill('bukka-demo');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('button', { name: /menu$/ })).toBeVisible();
  await page.goto('/riders');
  await expect(page.getByRole('heading', { name: /^\(\d+\) Riders found$/ })).toBeVisible();
  await page.getByRole('main').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/rider\/[0-9a-f]{24}$/);
  await expect(page.getByRole('region', { name: 'Reviews' })).toBeVisible();
  const posted = page.waitForResponse(
    (r) => r.url().endsWith('/api/reviews') && r.request().method() === 'POST',
  );
  await page.getByLabel('Your review').fill('Fast and polite rider');
  await page.getByRole('radio', { name: 'Positive', exact: true }).check();
  await page.getByRole('button', { name: 'Post review' }).click();
  expect((await posted).status()).toBe(200);
  await expect(
    page.getByRole('region', { name: 'Reviews' }).getByText('Fast and polite rider'),
  ).toBeVisible();
  // The review list holds nothing the profile does not show: no 'See More' to offer.
  await expect(page.getByRole('button', { name: 'See More' })).toHaveCount(0);
  expect(problems.list).toEqual([]);
});
