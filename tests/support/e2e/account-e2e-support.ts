// Helpers of the account, checkout and vendor journeys (tests/e2e/account*, checkout*, vendor*):
// the mock's control API, device ids, sign-in through the screens, and a cart seeded in storage.
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { controlCall } from '#mock/control/control-client.ts';
import { controlEndpoints as api } from '#mock/control/control-endpoints.ts';
import { testAddress } from '../addresses.ts';
import { controlOf } from './control-token.ts';

const DEMO_PASSWORD = 'bukka-demo';
export const DEMO = {
  buyer: 'buyer@bukka.test',
  vendor: 'vendor@bukka.test',
  rider: 'rider@bukka.test',
} as const;

const ADDRESS = testAddress;

export async function accountIds(request: APIRequestContext): Promise<Record<string, string>> {
  const list = await controlCall(controlOf(request), api.accounts);
  return Object.fromEntries(list.map((account) => [account.role, account._id]));
}

/** The newest code e-mailed to `to`. */
export async function lastCode(request: APIRequestContext, to: string): Promise<string> {
  const mails = await controlCall(controlOf(request), api.outbox, { query: { to } });
  const code = mails.filter((mail) => mail.code).at(-1)?.code;
  if (!code) throw new Error(`no code e-mailed to ${to}`);
  return code;
}

/** The device id the page's client uses (read once at start from storage). */
export async function onDevice(page: Page, deviceId: string) {
  await page.addInitScript((id) => localStorage.setItem('bukka.deviceId', id), deviceId);
}

/** Signs in through /signin on a known device and waits for the greeting toast. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/signin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText(/^Signed in as /)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
}

/** A plain file of the app's origin: a page on which its storage can be written with no app run. */
const ORIGIN_PAGE = '/robots.txt';

/**
 * Signed in without the sign-in screens, for tests whose subject comes after signing in (sign-in
 * itself is tested through the screens: account, auth-messages, offline-auth, the recovery
 * tests, DEMO.md's script, the recorded journey). What /signin leaves behind, made directly: the
 * API's sign-in on `device` — its session cookie lands in the page's context, as the screen's
 * request would leave it — and the session in the app's persisted state, which the app reads
 * when it starts. Then `open` is loaded (the app's first load); without it the page stays on a
 * plain file of the origin, for the test's next `goto` or `seedCart(…, open)` to be the first.
 * A sign-in through the screens costs Chromium the /signin page and the home's first render
 * (~0.5–0.9 CPU-s), in each of ~30 tests.
 */
export async function signInByApi(
  page: Page,
  email: string,
  { open, device = 'demo-device' }: { open?: string; device?: string } = {},
) {
  const answer = await page.request.post('/api/users/signin', {
    data: { email, password: DEMO_PASSWORD, fingerprint: device },
  });
  expect(answer.ok(), `sign-in of ${email}: ${answer.status()}`).toBe(true);
  const { user } = (await answer.json()) as { user: { _id?: string; firstname?: string } };
  // A known device signs in at once (a new one is asked for a code, with no _id yet).
  expect(user._id && user.firstname, `${email} signed in on ${device}`).toBeTruthy();
  await page.goto(ORIGIN_PAGE);
  await page.evaluate(
    ({ user, device }) => {
      localStorage.setItem('bukka.deviceId', device);
      const raw = localStorage.getItem('bukka');
      const state = raw ? JSON.parse(raw) : {};
      state.version = 1;
      state.user = { userInfo: { user, firstname: user.firstname }, countdown: 0 };
      localStorage.setItem('bukka', JSON.stringify(state));
    },
    { user, device },
  );
  if (open) await page.goto(open);
}

/** Logs out through the user menu. */
export async function logOut(page: Page) {
  await page.getByRole('button', { name: / menu$/ }).click();
  await page.getByRole('button', { name: 'LogOut' }).click();
  await expect(page.getByRole('link', { name: 'Log-in' })).toBeVisible();
}

interface WireProduct {
  _id: string;
  name: string;
  price: number;
  userId: string;
  imgs: Array<{ url: string }>;
  category: string;
  extras?: Array<{ _id: string; item: string; price: number }>;
}

/** A product of the demo vendor's store. */
export async function vendorProduct(request: APIRequestContext): Promise<WireProduct> {
  const { vendor } = await accountIds(request);
  const response = await request.get(`/api/products?query=${vendor}`);
  const products = (await response.json()) as WireProduct[];
  const product = products[0];
  if (!product) throw new Error('the demo vendor has no products');
  return product;
}

/** Puts `product` × quantity and the shipping address in the persisted state, as the cart and
 * shipping screens would, keeping the signed-in session. Call on a loaded page; it is then loaded
 * again, or `open` is loaded instead (one page load, not a reload and then the page the test
 * goes to: a reload of the home costs Chromium ~0.5 CPU-s). */
export async function seedCart(page: Page, product: WireProduct, quantity = 2, open?: string) {
  await page.evaluate(
    ({ product, quantity, address }) => {
      const raw = localStorage.getItem('bukka');
      const state = raw ? JSON.parse(raw) : { version: 1 };
      state.version = 1;
      state.cart = {
        items: [
          {
            ...product,
            quantity,
            extras: (product.extras ?? []).map((extra) => ({ ...extra, quantity: 0 })),
          },
        ],
      };
      state.shippingAddress = { address, reference: null };
      localStorage.setItem('bukka', JSON.stringify(state));
    },
    { product, quantity, address: ADDRESS },
  );
  if (open) await page.goto(open);
  else await page.reload();
}

/** The signed-in user's id from the persisted session. */
export async function sessionUserId(page: Page): Promise<string> {
  return page.evaluate(() => {
    const raw = localStorage.getItem('bukka');
    return raw ? String(JSON.parse(raw).user?.userInfo?.user?._id ?? '') : '';
  });
}

/** Checks out the seeded cart from /cart (loaded unless the page is there, as after
 * `seedCart(…, '/cart')`) and returns the new order id. */
export async function checkOut(page: Page): Promise<string> {
  if (new URL(page.url()).pathname !== '/cart') await page.goto('/cart');
  await page.getByRole('button', { name: 'Check out' }).click();
  const sheet = page.getByRole('dialog', { name: 'Order summary' });
  await sheet.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/order\/[0-9a-f]{24}$/);
  return page.url().split('/').at(-1) ?? '';
}

export const checkoutFrame = (page: Page) =>
  page.frameLocator('iframe[title="Bukka test checkout — no real money"]');

/** Pays the open order with the emulated checkout's choice (button label). */
export async function payWith(page: Page, choice: string) {
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await checkoutFrame(page).getByRole('button', { name: choice }).click();
}
