// Forms that know their limits: a 5,000-character name is capped at the mock's limit,
// and long unbroken words — a dish name, description and content line, a store name and address,
// a street — never make a page wider than the viewport: product page, store page and card, cart,
// the buyer's and the seller's order pages, the account's orders. The create-post dialog fits
// 390 px (its 'Photos (up to 4)' fieldset was 5 px wider than the dialog).
import { TEXT_LIMITS } from '#shared/schemas/field-limits.ts';
import {
  accountIds,
  DEMO,
  logOut,
  onDevice,
  signInByApi,
} from '../support/e2e/account-e2e-support.ts';
import { type APIRequestContext, expect, type Page, test } from '../support/e2e/world-fixture.ts';

const WIDTHS = [390, 1280] as const;

/** The page scrolls sideways by this many px (0 when it fits the viewport). */
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

async function expectFitsAtEveryWidth(page: Page, what: string, ready: () => Promise<void>) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await ready();
    expect(await sidewaysScroll(page), `${what} at ${width} px`).toBeLessThanOrEqual(0);
  }
}

const word = (letter: string, length: number) => letter.repeat(length);
const DISH = word('W', TEXT_LIMITS.productName);
/** The start of a dish's name, which every page shows (cards clamp the whole name to two lines). */
const DISH_SHOWN = DISH.slice(0, 15);
const STORE = word('S', TEXT_LIMITS.businessName);
const STORE_SHOWN = STORE.slice(0, 20);
const STREET = word('R', TEXT_LIMITS.street);

/** The demo rider opens a store with the longest unbroken name and address the mock takes, and
 * posts a dish with the longest unbroken name, description and content line. */
async function longStore(request: APIRequestContext) {
  const { rider } = await accountIds(request);
  const signin = await request.post('/api/users/signin', {
    data: { email: DEMO.rider, password: 'bukka-demo', fingerprint: 'demo-device' },
  });
  expect(signin.ok()).toBe(true);
  const cookie = String(signin.headers()['set-cookie']).split(';')[0] ?? '';
  const registered = await request.post(`/api/users/vendor/demo-device/registration/${rider}`, {
    headers: { cookie },
    multipart: {
      businessName: STORE,
      physicalAddress: word('A', TEXT_LIMITS.physicalAddress),
      placesCanDeliverTo: JSON.stringify(['Yaba']),
    },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const posted = await request.post(`/api/products/post/demo-device?userId=${rider}`, {
    headers: { cookie },
    multipart: {
      name: DISH,
      type: 'Rice',
      desc: word('D', TEXT_LIMITS.productDesc),
      category: 'Food',
      price: '2500.50',
      content: JSON.stringify([word('C', TEXT_LIMITS.contentLine)]),
      visibility: 'Public',
      extras: '[]',
    },
  });
  expect(posted.ok(), await posted.text()).toBe(true);
  const product = (await posted.json()) as { _id: string };
  return { storeId: rider ?? '', productId: product._id };
}

test('the create-post dialog fits 390 px and caps a 5,000-character name at the limit', async ({
  page,
  request,
}) => {
  const { vendor } = await accountIds(request);
  await page.setViewportSize({ width: 390, height: 844 });
  await onDevice(page, 'demo-device');
  await signInByApi(page, DEMO.vendor);
  await page.goto(`/profile/${vendor}`);
  await page.getByRole('button', { name: 'Upload/Post' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create a post' });
  await expect(dialog).toBeVisible();
  const photos = dialog.getByRole('group', { name: 'Photos (up to 4)' });
  const [dialogBox, photosBox] = [await dialog.boundingBox(), await photos.boundingBox()];
  expect(photosBox!.x + photosBox!.width).toBeLessThanOrEqual(dialogBox!.x + dialogBox!.width);
  const widest = await dialog.evaluate((element) => {
    const right = element.getBoundingClientRect().right;
    return Math.max(
      ...Array.from(element.querySelectorAll('*'), (e) => e.getBoundingClientRect().right - right),
    );
  });
  expect(widest, 'nothing in the dialog sticks out on the right').toBeLessThanOrEqual(0);
  expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);

  const name = dialog.getByLabel('Name');
  await name.fill(word('W', 5000));
  await expect(name).toHaveValue(DISH);
  await expect(dialog.getByText('Name can be at most 120 characters.')).toBeVisible();
  expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
});

test('long unbroken words never make a page wider than the viewport', async ({ page, request }) => {
  const { storeId, productId } = await longStore(request);
  await onDevice(page, 'demo-device');
  await signInByApi(page, DEMO.buyer);

  await page.goto(`/product/${productId}`);
  await expectFitsAtEveryWidth(page, 'product page', async () => {
    await expect(page.getByRole('heading', { name: DISH })).toBeVisible();
  });

  await page.goto(`/kitchen/${storeId}`);
  await expectFitsAtEveryWidth(page, 'store page', async () => {
    await expect(page.getByText(DISH_SHOWN).first()).toBeVisible();
  });

  await page.goto(`/search?query=${STORE_SHOWN}`);
  await expectFitsAtEveryWidth(page, 'search (store card)', async () => {
    await expect(page.getByText(STORE_SHOWN).first()).toBeVisible();
  });

  await page.goto(`/product/${productId}`);
  await page.getByRole('button', { name: 'Add To Tray' }).click();
  await page.goto('/cart');
  await page.getByRole('button', { name: /^(Edit|Add Shipping)$/ }).click();
  for (const [label, value] of [
    ['Name', word('N', TEXT_LIMITS.personName)],
    ['Street', STREET],
    ['Local government', 'Yaba'],
    ['State', 'Lagos'],
    ['Country', 'Nigeria'],
    ['Phone number', '08031234567'],
  ] as const) {
    await page.getByLabel(label, { exact: true }).fill(value);
  }
  await page.getByRole('button', { name: 'Save' }).click();
  await expectFitsAtEveryWidth(page, 'cart', async () => {
    await expect(page.getByText(DISH_SHOWN).first()).toBeVisible();
  });

  await page.getByRole('button', { name: 'Check out' }).click();
  await expectFitsAtEveryWidth(page, 'order summary', async () => {
    await expect(page.getByRole('dialog', { name: 'Order summary' })).toBeVisible();
  });
  await page
    .getByRole('dialog', { name: 'Order summary' })
    .getByRole('button', { name: 'Place order' })
    .click();
  await expect(page).toHaveURL(/\/order\/[0-9a-f]{24}$/);
  const orderPath = new URL(page.url()).pathname;
  await expectFitsAtEveryWidth(page, "buyer's order page", async () => {
    await expect(page.getByText(DISH_SHOWN).first()).toBeVisible();
  });

  await page.getByRole('button', { name: / menu$/ }).click();
  await page.getByRole('link', { name: 'Account' }).click();
  await expectFitsAtEveryWidth(page, "buyer's orders", async () => {
    await expect(page.getByText(STORE_SHOWN).first()).toBeVisible();
  });

  // The seller: the store's orders and the order page as the store sees it.
  // Signed out for sure before the next sign-in (a /signin opened while the session is still
  // kept sends a signed-in user home).
  await logOut(page);
  await signInByApi(page, DEMO.rider);
  await page.goto(orderPath);
  await expectFitsAtEveryWidth(page, "seller's order page", async () => {
    await expect(page.getByText(DISH_SHOWN).first()).toBeVisible();
  });
  await page.goto(`/profile/${storeId}`);
  await expectFitsAtEveryWidth(page, "seller's profile", async () => {
    await expect(page.getByRole('button', { name: 'Upload/Post' })).toBeVisible();
  });
});
