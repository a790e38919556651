// A payment in flight survives a reload: the reference is kept before the checkout
// opens and the check resumes on the next page load — one charge, the order ends Paid, and Pay Now
// is never offered meanwhile; a pending bank transfer stays pending across a reload until the bank
// confirms it; and a card payment works in a world entered by its link (the bukka_world cookie),
// as a presenter or tester in their own world pays.

import { WORLD_HEADER } from '#shared/schemas/mock-control-names.ts';
import {
  checkOut,
  checkoutFrame,
  DEMO,
  onDevice,
  payWith,
  seedCart,
  signInByApi,
  vendorProduct,
} from '../support/e2e/account-e2e-support.ts';
import { controlHeaders, E2E_CONTROL_TOKEN } from '../support/e2e/control-token.ts';
import { type APIRequestContext, expect, type Page, test } from '../support/e2e/world-fixture.ts';

type Charge = {
  reference: string;
  status: string;
  orderId: string | null;
  usedByOrderId: string | null;
};

async function chargesOf(request: APIRequestContext, orderId: string): Promise<Charge[]> {
  const answer = await request.get(`/__mock/payments?orderId=${orderId}`, {
    headers: controlHeaders,
  });
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as Charge[];
}

async function buyerWithOrder(page: Page, request: APIRequestContext): Promise<string> {
  await onDevice(page, 'demo-device');
  await signInByApi(page, DEMO.buyer);
  await seedCart(page, await vendorProduct(request), 2, '/cart');
  return checkOut(page);
}

/** From the next page load on, remembers whether an enabled 'Pay Now' button ever showed. */
async function watchForPayNow(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { sawPayNow?: boolean };
    w.sawPayNow = false;
    const look = () => {
      for (const button of document.querySelectorAll('button')) {
        if (button.textContent?.trim() === 'Pay Now' && !button.disabled) w.sawPayNow = true;
      }
    };
    new MutationObserver(look).observe(document, {
      childList: true,
      subtree: true,
      characterData: true,
      attributes: true,
    });
  });
}

const sawPayNow = (page: Page) =>
  page.evaluate(() => (window as unknown as { sawPayNow?: boolean }).sawPayNow);

test('a reload while confirming resumes the check: one charge, Paid, Pay Now never offered', async ({
  page,
  request,
}) => {
  const orderId = await buyerWithOrder(page, request);
  // A slow connection: the first provider check never answers before the reload.
  await page.route('**/api/pay', () => {}, { times: 1 });
  await payWith(page, 'Pay successfully');
  await expect(page.getByText('We are confirming your payment…')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay Now' })).toHaveCount(0);

  await watchForPayNow(page);
  await page.reload();
  await expect(page.locator('.order-banner--paid')).toHaveText(/^Paid on /, { timeout: 15_000 });
  await expect(page.getByText(/^Payment successful \S+/)).toBeVisible();
  expect(await sawPayNow(page)).toBe(false);

  const charges = await chargesOf(request, orderId);
  expect(charges).toHaveLength(1);
  expect(charges[0]).toMatchObject({ status: 'success', orderId, usedByOrderId: orderId });
  // The stored reference is gone once the order took it.
  const stored = await page.evaluate(() => localStorage.getItem('bukka.payments'));
  expect(JSON.parse(stored ?? '[]')).toEqual([]);
});

test('a pending bank transfer stays pending across a reload, then the order ends Paid', async ({
  page,
  request,
}) => {
  const orderId = await buyerWithOrder(page, request);
  await payWith(page, 'Bank transfer (pending)');
  await expect(page.getByText(/Bank transfer pending/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay Now' })).toHaveCount(0);

  await watchForPayNow(page);
  await page.reload();
  await expect(page.getByText('Payment in progress')).toBeVisible();
  await expect(page.getByText('Not paid')).toHaveCount(0);
  await expect(page.getByText(/Bank transfer pending/)).toBeVisible();
  // Checked again while open, and still pending.
  await page.waitForTimeout(6000);
  await expect(page.getByText(/Bank transfer pending/)).toBeVisible();
  expect(await sawPayNow(page)).toBe(false);

  const [transfer, ...others] = await chargesOf(request, orderId);
  expect(others).toHaveLength(0);
  expect(transfer).toMatchObject({ status: 'pending', usedByOrderId: null });
  // The bank confirms the transfer.
  const confirmed = await request.post(`/__mock/payments/${transfer?.reference}/complete`, {
    headers: controlHeaders,
    data: { outcome: 'success' },
  });
  expect(confirmed.ok()).toBe(true);
  await expect(page.locator('.order-banner--paid')).toHaveText(/^Paid on /, { timeout: 15_000 });
  expect(await sawPayNow(page)).toBe(false);
  expect(await chargesOf(request, orderId)).toEqual([
    expect.objectContaining({ status: 'success', usedByOrderId: orderId }),
  ]);
});

test('two tabs of one order: the second never offers Pay Now while the first pays, then shows Paid', async ({
  page,
  request,
}) => {
  const orderId = await buyerWithOrder(page, request);
  await page.getByRole('button', { name: 'Pay Now' }).click();
  const frame = checkoutFrame(page);
  await expect(frame.getByRole('button', { name: 'Pay successfully' })).toBeVisible();

  const second = await page.context().newPage();
  await watchForPayNow(second);
  await second.goto(`/order/${orderId}`);
  await expect(
    second.getByText('A payment for this order is open in another tab or window.'),
  ).toBeVisible();
  await frame.getByRole('button', { name: 'Pay successfully' }).click();
  await expect(page.locator('.order-banner--paid')).toHaveText(/^Paid on /);
  await expect(second.locator('.order-banner--paid')).toHaveText(/^Paid on /);
  expect(await sawPayNow(second)).toBe(false);
  expect(await chargesOf(request, orderId)).toEqual([
    expect.objectContaining({ status: 'success', usedByOrderId: orderId }),
  ]);
});

test('a card payment works in a world entered by its link', async ({ browser, world, request }) => {
  // A person's browser: no world header, only what the enter link gives it (the bukka_world
  // cookie), as a presenter or tester who opened their world's link.
  const context = await browser.newContext({ extraHTTPHeaders: {} });
  const page = await context.newPage();
  const named: string[] = [];
  page.on('request', (r) => {
    if (r.headers()[WORLD_HEADER]) named.push(r.url());
  });
  const token = encodeURIComponent(E2E_CONTROL_TOKEN);
  await page.goto(`/__mock/worlds/${world}/enter?to=%2Fsignin&token=${token}`);
  await expect(page).toHaveURL(/\/signin$/);
  expect((await context.cookies()).find((c) => c.name === 'bukka_world')?.value).toBe(world);

  const orderId = await buyerWithOrder(page, request);
  await payWith(page, 'Pay successfully');
  await expect(page.getByText(/^Payment successful \S+/)).toBeVisible();
  await expect(page.locator('.order-banner--paid')).toHaveText(/^Paid on /);
  // The charge was made in this world (the test's request names it) and paid this order.
  expect(await chargesOf(request, orderId)).toEqual([
    expect.objectContaining({ status: 'success', usedByOrderId: orderId }),
  ]);
  expect(named).toEqual([]);
  await context.close();
});
