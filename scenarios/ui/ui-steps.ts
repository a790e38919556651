// How each step kind of scenarios 1–3 is performed in the browser, on the built app, with
// Playwright assertions on what the actor sees. Kinds without a browser form here (control-API
// steps, "go to that vendor's store") run through the API like the API runner does.
import { expect, type Page } from '@playwright/test';
import { latestMail, mockControl } from '#scenarios/core/mock-control.ts';
import type { StepContext } from '#scenarios/core/types.ts';
import { MAIL_SUBJECT } from '#scenarios/steps/auth-steps.ts';
import { SHIPPING } from '#scenarios/steps/checkout-steps.ts';
import { requireMemory, seeOrder } from '#scenarios/steps/views.ts';
import { cartTotals, formatNairaAmount } from '#shared/money.ts';
import { WORLD_HEADER } from '#shared/schemas/mock-control-names.ts';
import type { Product } from '#shared/schemas/products.ts';
import { shippingLabels } from '#src/features/cart/cart-texts.ts';
import { texts } from '#src/lib/texts.ts';

export interface UiStepContext extends StepContext {
  page: Page;
  args: Record<string, unknown>;
  /** The step's API form (read-only checks, or the server's answer to what the UI prevents). */
  viaApi(): Promise<void>;
}

export type UiStep = (u: UiStepContext) => Promise<void>;

async function captureUser(page: Page, path: string, action: () => Promise<void>) {
  const answer = page.waitForResponse(
    (r) => r.url().includes(path) && r.request().method() === 'POST',
  );
  await action();
  const body = (await (await answer).json()) as { user?: { _id?: string; firstname?: string } };
  return body.user ?? {};
}

async function storeProducts(u: UiStepContext, storeId: string): Promise<Product[]> {
  const url = `${u.target.baseUrl}/api/products/kitchen/${storeId}?query=&page=1&price=&category=`;
  const world = u.target.world;
  const answer = await fetch(url, world ? { headers: { [WORLD_HEADER]: world } } : {});
  return ((await answer.json()) as { products: Product[] }).products;
}

const signUp: UiStep = async (u) => {
  const { page, actor } = u;
  const firstname = String(u.args.firstname ?? 'Ngozi');
  actor.firstname = firstname;
  await page.goto('/signup');
  await page.getByLabel('First-Name').fill(firstname);
  await page.getByLabel('Last-Name').fill('Adeyemi');
  await page.getByLabel('State', { exact: true }).fill('Lagos');
  await page.getByLabel('Country').fill('Nigeria');
  await page.getByLabel('Age').fill('17/05/1995');
  await page.getByLabel('Email').fill(actor.email);
  await page.getByLabel('Password', { exact: true }).fill(actor.password);
  await page.getByLabel('Confirm Password').fill(actor.password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/verification\/.+\/auth$/);
  await expect(page.getByText(texts.verifyYourEmail)).toBeVisible();
  u.observe('screen', 'verification');
};

const verifyWithMailCode: UiStep = async (u) => {
  const { page, actor } = u;
  const kind = String(u.args.kind) as keyof typeof MAIL_SUBJECT;
  const mail = await latestMail(mockControl(u.target), actor.email, MAIL_SUBJECT[kind]);
  if (!mail) throw new Error(`no ${kind} code mailed to ${actor.email}`);
  await page.getByLabel('Verification code').fill(mail.code);
  const user = await captureUser(page, '/api/users/verification', () =>
    page.getByRole('button', { name: 'Verify', exact: true }).click(),
  );
  actor.userId = user._id ?? '';
  await expect(page.getByText(`Welcome! ${actor.firstname}`)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  u.check('signed in as', user.firstname, actor.firstname);
};

const signIn: UiStep = async (u) => {
  const { page, actor } = u;
  await page.goto('/signin');
  await page.getByLabel('Email').fill(actor.email);
  await page.getByLabel('Password').fill(actor.password);
  const user = await captureUser(page, '/api/users/signin', () =>
    page.getByRole('button', { name: 'Login' }).click(),
  );
  actor.userId = user._id ?? '';
  actor.firstname = user.firstname ?? '';
  await expect(page.getByText(`Signed in as ${actor.firstname}`)).toBeVisible();
  u.check('session', Boolean(actor.userId), true);
};

const locationIsServed: UiStep = async (u) => {
  const { page } = u;
  await page.goto('/');
  await page.getByRole('textbox', { name: 'Choose your delivery location' }).click();
  await page.getByLabel('Search for a place').fill(String(u.args.place));
  await page.getByRole('list', { name: 'Suggestions' }).getByRole('button').first().click();
  await expect(page).toHaveURL(/\/search\?searchedLocation=/);
  u.observe('answer', 'store exist');
};

const searchStores: UiStep = async (u) => {
  const { page } = u;
  const location = String(u.args.location ?? '');
  if (!page.url().includes('/search?') || u.args.as === 'other') {
    await page.goto(`/search?searchedLocation=${encodeURIComponent(location)}`);
  }
  const cards = page.locator('a.store-card__link');
  await expect(cards.first()).toBeVisible();
  const hrefs = await cards.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  const ids = hrefs.map((h) => h.replace('/kitchen/', ''));
  u.checkThat('stores found', ids.length > 0, ids.length, '≥ 1');
  if (u.args.as === 'other') {
    u.memory.otherStoreId = ids.find((id) => id !== u.memory.storeId);
  } else {
    u.memory.storeId = ids[0];
  }
};

const addDishToCart: UiStep = async (u) => {
  const { page } = u;
  const storeId = requireMemory(u, 'storeId');
  const products = await storeProducts(u, storeId);
  const name = u.args.productName as string | undefined;
  const product = name
    ? products.find((p) => p.name === name)
    : [...products].sort((a, b) => (b.extras?.length ?? 0) - (a.extras?.length ?? 0))[0];
  if (!product) throw new Error('the store has no dish to add');
  u.memory.productId = product._id;
  const quantity = Number(u.args.quantity ?? 1);
  const extras = (product.extras ?? []).slice(0, Number(u.args.extras ?? 0));
  await page.goto(`/kitchen/${storeId}`);
  await page.getByRole('button', { name: `Add to cart: ${product.name}` }).click();
  for (let q = 1; q < quantity; q++) {
    await page.getByRole('button', { name: `Add one: ${product.name}` }).click();
  }
  await page.goto('/cart');
  // The cart shows the chosen extras; the others wait behind 'Add extras (n)'.
  if (extras.length > 0) await page.getByRole('button', { name: /^Add extras \(\d+\)$/ }).click();
  for (const extra of extras) {
    await page.getByRole('button', { name: `Add one: ${extra.item} for ${product.name}` }).click();
  }
  const totals = cartTotals([
    {
      price: product.price,
      quantity,
      extras: extras.map((e) => ({ price: e.price, quantity: 1 })),
    },
  ]);
  u.memory.uiCartTotalKobo = totals.total;
  await expect(page.getByText(formatNairaAmount(totals.total / 100)).first()).toBeVisible();
  u.observe('added', true);
};

const addFromOtherStoreRefused: UiStep = async (u) => {
  const { page } = u;
  const products = await storeProducts(u, requireMemory(u, 'otherStoreId'));
  const product = products[0];
  if (!product) throw new Error('the other store has no dish');
  await page.goto(`/product/${product._id}`);
  await page.getByRole('button', { name: 'Add To Tray' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: texts.otherStoreProductPage }).first(),
  ).toBeVisible();
  u.observe('refused', true);
};

const checkout: UiStep = async (u) => {
  const { page } = u;
  // The step's own address (in the store's delivery area) when it names one.
  const shipping = (u.args.shipping as typeof SHIPPING | undefined) ?? SHIPPING;
  await page.goto('/cart');
  // A returning buyer's cart already holds the address of their last order (Edit), a new buyer's
  // none (Add Shipping): either way the scenario types its own.
  await page.getByRole('button', { name: /^(Add Shipping|Edit)$/ }).click();
  // The cart's own labels (the form the buyer sees), field by field.
  for (const [field, label] of Object.entries(shippingLabels)) {
    await page
      .getByLabel(label, { exact: true })
      .fill(String(shipping[field as keyof typeof SHIPPING]));
  }
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(texts.shippingInfoUpdated)).toBeVisible();
  await page.getByRole('button', { name: 'Check out' }).click();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/order\/[^/]+$/);
  const orderId = page.url().split('/order/')[1] ?? '';
  u.memory.orderId = orderId;
  const expected = u.memory.uiCartTotalKobo as number | undefined;
  if (expected !== undefined) u.memory.orderTotalKobo = expected;
  const paid = u.target.checkout === 'wallet';
  await expect(page.getByText(paid ? /Paid on/ : /Not paid/).first()).toBeVisible();
  const order = await seeOrder(u, u.actor, orderId);
  u.check('order total = cart total (kobo)', order.totalKobo, expected);
  u.check('order paid', order.isPaid, paid);
};

export const uiShopSteps: Record<string, UiStep> = {
  signUp,
  verifyWithMailCode,
  signIn,
  locationIsServed,
  searchStores,
  addDishToCart,
  addFromOtherStoreRefused,
  checkout,
};
