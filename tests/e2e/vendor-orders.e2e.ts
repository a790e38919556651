// The vendor's side of an unpaid or refunded order: an unpaid order says so and
// offers only Cancel order (nothing moves); a paid order refunded without accepting shows no
// acceptance on either timeline, dates the cancel and says how much went to which wallet. The
// buyer's page stays open all along and follows (it reads the order every 3 s).

import {
  accountIds,
  checkOut,
  DEMO,
  onDevice,
  seedCart,
  signInByApi,
  vendorProduct,
} from '../support/e2e/account-e2e-support.ts';
import { controlHeaders } from '../support/e2e/control-token.ts';
import {
  type APIRequestContext,
  type Browser,
  expect,
  type Page,
  test,
} from '../support/e2e/world-fixture.ts';

const STAMP = /^\d{1,2} \w{3} \d{4}, \d{2}:\d{2}$/;

async function buyerWithOrder(page: Page, request: APIRequestContext) {
  await onDevice(page, 'demo-device');
  await signInByApi(page, DEMO.buyer);
  await seedCart(page, await vendorProduct(request), 2, '/cart');
  const orderId = await checkOut(page);
  const totalText = (await page.locator('.order-details__total strong').textContent()) ?? '';
  return { orderId, totalText };
}

/** The buyer pays at the provider (a finished charge, control API) and the order takes it. */
async function payByControl(request: APIRequestContext, orderId: string, totalText: string) {
  const kobo = Math.round(Number(totalText.replace(/[N,]/g, '')) * 100);
  const charge = await request.post('/__mock/payments', {
    headers: controlHeaders,
    data: { email: DEMO.buyer, amount: kobo, status: 'success' },
  });
  expect(charge.ok()).toBe(true);
  const { reference } = (await charge.json()) as { reference: string };
  const paid = await request.post('/api/orders/pay', { data: { reference, orderId } });
  expect(paid.ok()).toBe(true);
}

async function vendorOn(browser: Browser, orderId: string): Promise<Page> {
  const context = await browser.newContext();
  const vendor = await context.newPage();
  await onDevice(vendor, 'demo-device');
  await signInByApi(vendor, DEMO.vendor);
  await vendor.goto(`/order/${orderId}`);
  await expect(vendor.getByText('Customer details')).toBeVisible();
  return vendor;
}

const timeline = (page: Page) => page.getByRole('region', { name: 'Order progress' });
const stepOf = (page: Page, label: string) =>
  timeline(page)
    .getByRole('listitem')
    .filter({ has: page.locator('.order-timeline__label', { hasText: new RegExp(`^${label}$`) }) });

test('vendor on an unpaid order: the not-paid note, no Accept; Cancel order moves no money', async ({
  page,
  request,
  browser,
}) => {
  const { orderId } = await buyerWithOrder(page, request);
  const { buyer: buyerId } = await accountIds(request);
  const balance = async () => {
    const list = await page.request.get(`/api/orders/demo-device/allorders/${buyerId}?query=all`);
    expect(list.ok()).toBe(true);
    return ((await list.json()) as { bal: number }).bal;
  };
  const balanceBefore = await balance();
  const vendor = await vendorOn(browser, orderId);
  await expect(vendor.getByText('Not paid yet — waiting for the customer’s payment')).toBeVisible();
  await expect(vendor.getByRole('button', { name: 'Accept' })).toHaveCount(0);
  await expect(vendor.getByRole('button', { name: 'Refund & Cancel' })).toHaveCount(0);

  await vendor.getByRole('button', { name: 'Cancel order' }).click();
  const confirm = vendor.getByRole('dialog');
  await expect(confirm.getByText('Are you sure you want to cancel this order?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(
    vendor.locator('.Toastify__toast', {
      hasText: 'Order cancelled — it was not paid, so no money moved',
    }),
  ).toBeVisible();
  await expect(
    vendor.getByText('Note: this order was cancelled before it was paid — no money moved'),
  ).toBeVisible();
  await vendor.context().close();

  // The buyer's page, open all along, follows: cancelled with its time, never "accepted".
  await expect(page.locator('.order-banner--cancelled')).toHaveText(
    'Your order was cancelled before it was paid — no money moved',
    { timeout: 15_000 },
  );
  await expect(stepOf(page, 'Cancelled').locator('time')).toHaveText(STAMP);
  await expect(timeline(page).getByText('Accepted by the store')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Pay Now' })).toHaveCount(0);
  // After a reload, too.
  await page.reload();
  await expect(stepOf(page, 'Cancelled').locator('time')).toHaveText(STAMP);
  await expect(timeline(page).getByText('Accepted by the store')).toHaveCount(0);
  // Nothing was paid, so nothing was refunded: the buyer's wallet did not move.
  expect(await balance()).toBe(balanceBefore);
});

test('refund without accepting: no acceptance on either timeline, a dated cancel, amount and wallet said', async ({
  page,
  request,
  browser,
}) => {
  const { orderId, totalText } = await buyerWithOrder(page, request);
  await payByControl(request, orderId, totalText);
  await expect(page.locator('.order-banner--paid')).toBeVisible({ timeout: 15_000 });

  const vendor = await vendorOn(browser, orderId);
  await expect(vendor.getByText('Paid — waiting for you to accept')).toBeVisible();
  await vendor.getByRole('button', { name: 'Refund & Cancel' }).click();
  await vendor.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(
    vendor.locator('.Toastify__toast', {
      hasText: `Order cancelled — ${totalText} refunded to the customer’s Bukka wallet`,
    }),
  ).toBeVisible();
  await expect(
    vendor.getByText(
      `Note: this order was cancelled and ${totalText} was refunded to the customer’s Bukka wallet`,
    ),
  ).toBeVisible();
  await expect(stepOf(vendor, 'Cancelled and refunded').locator('time')).toHaveText(STAMP);
  await expect(timeline(vendor).getByText('Accepted by the store')).toHaveCount(0);
  await vendor.context().close();

  const refunded = `Your order was cancelled. Refunded ${totalText} to your Bukka wallet`;
  await expect(page.locator('.order-banner--cancelled')).toHaveText(refunded, { timeout: 15_000 });
  // Said once as it happened, too (the polite live region; a toast on the order's topic).
  await expect(page.locator('#app-announcer')).toHaveText(refunded);
  await expect(stepOf(page, 'Cancelled and refunded').locator('time')).toHaveText(STAMP);
  await expect(timeline(page).getByText('Accepted by the store')).toHaveCount(0);
});
