// Checkout and card payment against the mock: order → card success → paid banner → the demo
// vendor accepts → dispatched tab; refund → buyer's cancelled note and wallet credit; cancel,
// decline and failed-check paths.

import {
  accountIds,
  checkOut,
  checkoutFrame,
  DEMO,
  onDevice,
  payWith,
  seedCart,
  signInByApi,
  vendorProduct,
} from '../support/e2e/account-e2e-support.ts';
import { controlHeaders } from '../support/e2e/control-token.ts';
import { type Browser, expect, type Page, test } from '../support/e2e/world-fixture.ts';

async function buyerWithOrder(page: Page, request: Parameters<typeof vendorProduct>[0]) {
  await onDevice(page, 'demo-device');
  await signInByApi(page, DEMO.buyer);
  await seedCart(page, await vendorProduct(request), 2, '/cart');
  return checkOut(page);
}

async function vendorPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await onDevice(page, 'demo-device');
  await signInByApi(page, DEMO.vendor);
  return page;
}

test('signed-out checkout goes to sign in and back to the cart afterwards', async ({
  page,
  request,
}) => {
  await onDevice(page, 'demo-device');
  await page.goto('/cart');
  await seedCart(page, await vendorProduct(request));
  await page.getByRole('button', { name: 'Check out' }).click();
  await expect(page).toHaveURL(/\/signin\?next=%2Fcart$/);
  await page.getByLabel('Email').fill(DEMO.buyer);
  await page.getByLabel('Password').fill('bukka-demo');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Check out' })).toBeEnabled();
});

test('order → pay by card → paid banner → vendor accepts → dispatched tab', async ({
  page,
  request,
  browser,
}) => {
  const orderId = await buyerWithOrder(page, request);
  await expect(page.getByText('Not paid')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
  await payWith(page, 'Pay successfully');
  await expect(page.getByText(/^Payment successful \S+/)).toBeVisible();
  await expect(page.locator('.order-banner--paid')).toHaveText(
    /^Paid on \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}$/,
  );
  await expect(page.getByRole('button', { name: 'Pay Now' })).toHaveCount(0);

  const vendor = await vendorPage(browser);
  const { vendor: vendorId } = await accountIds(request);
  await vendor.goto(`/order/${orderId}`);
  await expect(vendor.getByText('Reputation: Average')).toBeVisible();
  await vendor.getByRole('button', { name: 'Accept' }).click();
  await expect(vendor.getByText('This order is confirmed.')).toBeVisible();
  await expect(vendor.getByRole('button', { name: 'Accept' })).toHaveCount(0);
  await vendor.goto(`/profile/${vendorId}?query=dispatched`);
  await expect(vendor.locator(`a[href="/order/${orderId}"]`)).toBeVisible();
  await expect(vendor.getByRole('link', { name: /^dispatched \(\d+\)$/ })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await vendor.context().close();
});

test('the open order page follows the order to Delivered, with the time, without a reload', async ({
  page,
  request,
  browser,
}) => {
  const orderId = await buyerWithOrder(page, request);
  await payWith(page, 'Pay successfully');
  await expect(page.locator('.order-banner--paid')).toBeVisible();
  const progress = page.getByRole('region', { name: 'Order progress' });
  await expect(
    progress.getByRole('listitem').filter({ hasText: 'Payment received' }),
  ).toBeVisible();

  // The vendor sees the paid order waiting for them, then accepts it.
  const vendor = await vendorPage(browser);
  await vendor.goto(`/order/${orderId}`);
  await expect(vendor.getByText('Paid — waiting for you to accept')).toBeVisible();
  await expect(vendor.getByText('This order is confirmed.')).toHaveCount(0);
  await vendor.getByRole('button', { name: 'Accept' }).click();
  await expect(vendor.getByText('This order is confirmed.')).toBeVisible();
  await vendor.context().close();

  // A rider delivers; the buyer's page, open all along, shows it.
  const delivered = await request.post(`/__mock/orders/${orderId}/deliver`, {
    headers: controlHeaders,
  });
  expect(delivered.ok()).toBe(true);
  const step = progress.getByRole('listitem').filter({ hasText: 'Delivered' });
  await expect(step).toHaveClass(/order-timeline__step--done/, { timeout: 15_000 });
  // Its time as a duration after the step before, the day and time in its title.
  await expect(step.locator('time')).toHaveText(/ after pickup$/);
  await expect(step.locator('time')).toHaveAttribute('title', /^\d{1,2} \w{3} \d{4}, \d{2}:\d{2}$/);
  await expect(
    progress.getByRole('listitem').filter({ hasText: 'Accepted by the store' }),
  ).toHaveClass(/order-timeline__step--done/);
});

test('another order paid → vendor refunds → buyer sees the cancelled note and the wallet credited', async ({
  page,
  request,
  browser,
}) => {
  await onDevice(page, 'demo-device');
  await signInByApi(page, DEMO.buyer);
  const { buyer: buyerId } = await accountIds(request);
  await page.goto(`/profile/${buyerId}`);
  const balance = page.locator('.wallet-panel__balance');
  await expect(balance).toHaveText(/^N[\d,]+\.\d\d$/);
  const before = Number((await balance.textContent())?.replace(/[N,]/g, ''));

  await seedCart(page, await vendorProduct(request), 2, '/cart');
  const orderId = await checkOut(page);
  const totalText = await page.locator('.order-details__total strong').textContent();
  const total = Number(totalText?.replace(/[N,]/g, ''));
  await payWith(page, 'Pay successfully');
  await expect(page.locator('.order-banner--paid')).toHaveText(/^Paid on /);

  const vendor = await vendorPage(browser);
  await vendor.goto(`/order/${orderId}`);
  await vendor.getByRole('button', { name: 'Refund & Cancel' }).click();
  const confirm = vendor.getByRole('dialog');
  await expect(confirm.getByText('Are you sure you want to cancel this order?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(
    // Where the money went, and how much.
    vendor.getByText(
      `Note: this order was cancelled and ${totalText} was refunded to the customer’s Bukka wallet`,
    ),
  ).toBeVisible();
  await vendor.context().close();

  await page.goto(`/order/${orderId}`);
  await expect(
    page.getByText(`Your order was cancelled. Refunded ${totalText} to your Bukka wallet`),
  ).toBeVisible();
  await page.goto(`/profile/${buyerId}?query=refunded`);
  const expected = `N${(before + total).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
  await expect(balance).toHaveText(expected);
  await expect(page.locator(`a[href="/order/${orderId}"]`)).toBeVisible();
});

test('payment cancel, decline and a failed check', async ({ page, request }) => {
  await buyerWithOrder(page, request);
  await payWith(page, 'Cancel');
  await expect(page.getByText('Payment cancelled')).toBeVisible();
  await expect(page.getByText('Not paid')).toBeVisible();

  await payWith(page, 'Decline (failed)');
  await expect(page.locator('.order-banner--unpaid [role="alert"]')).toBeVisible();
  await expect(page.getByText('Not paid')).toBeVisible();

  const fault = await request.post('/__mock/faults', {
    headers: controlHeaders,
    data: { method: 'POST', path: '/api/pay', status: 400, message: 'Payment failed', times: 1 },
  });
  expect(fault.ok()).toBe(true);
  await payWith(page, 'Pay successfully');
  await expect(page.locator('.order-banner--unpaid [role="alert"]')).toHaveText(
    'error making payment',
  );
});

test('the Payment outage preset: one message, the server’s words, the payment kept and confirmed once the outage ends', async ({
  page,
  request,
}) => {
  const orderId = await buyerWithOrder(page, request);
  const preset = await request.post('/__mock/presets/payment-outage', { headers: controlHeaders });
  expect(preset.ok()).toBe(true);
  try {
    await payWith(page, 'Pay successfully');
    // The card was charged at the provider; only the check failed: never "You were not charged",
    // and no Pay Now that would charge it twice.
    const said =
      'Card payments are temporarily unavailable. Your payment is kept and will be confirmed as soon as we can check it: do not pay again.';
    // A kept payment is in progress, not a red 'Not paid'.
    await expect(page.locator('.order-banner--in-progress [role="alert"]')).toHaveText(said);
    await expect(page.locator('.Toastify__toast')).toHaveCount(1);
    await expect(page.locator('.Toastify__toast')).toHaveText(said);
    await expect(page.getByText(/Payment successful/)).toHaveCount(0);
    await expect(page.getByText('error making payment')).toHaveCount(0);
    await expect(page.getByText('Payment in progress')).toBeVisible();
    await expect(page.getByText('Not paid')).toHaveCount(0);
    await expect(page.getByText('We are confirming your payment…')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pay Now' })).toHaveCount(0);
  } finally {
    // The preset turned the simulator on and kept its speed and demand: only switch it off.
    await request.delete('/__mock/faults', { headers: controlHeaders });
    await request.post('/__mock/simulator', { data: { on: false }, headers: controlHeaders });
  }
  // The outage is over: the kept payment is checked again and pays the order, once.
  await expect(page.locator('.order-banner--paid')).toHaveText(/^Paid on /, { timeout: 15_000 });
  await expect(page.locator('.Toastify__toast--success')).toHaveText(/^Payment successful \S+/);
  // The outage message goes (it may still be leaving while the success comes in).
  await expect(page.locator('.Toastify__toast', { hasText: 'Card payments' })).toHaveCount(0);
  const charges = await request.get(`/__mock/payments?orderId=${orderId}`, {
    headers: controlHeaders,
  });
  expect(await charges.json()).toEqual([
    expect.objectContaining({ status: 'success', usedByOrderId: orderId }),
  ]);
});

test('a decline then a success leaves only "Payment successful"', async ({ page, request }) => {
  await buyerWithOrder(page, request);
  await payWith(page, 'Decline (failed)');
  await expect(page.locator('.Toastify__toast')).toHaveText(
    'Payment declined. You were not charged. Try again, or use another card.',
  );
  await payWith(page, 'Pay successfully');
  await expect(page.locator('.order-banner--paid')).toBeVisible();
  await expect(page.locator('.Toastify__toast')).toHaveCount(1);
  await expect(page.locator('.Toastify__toast')).toHaveText(/^Payment successful \S+/);
});

test('a pending bank transfer is shown as pending, not cancelled', async ({ page, request }) => {
  await buyerWithOrder(page, request);
  await payWith(page, 'Bank transfer (pending)');
  await expect(page.getByText(/Bank transfer pending/)).toBeVisible();
  await page.waitForTimeout(500);
  await expect(page.getByText('Payment cancelled')).toHaveCount(0);
});

test('the payment sandbox pays the fixed 200 naira and checks the reference', async ({ page }) => {
  await page.goto('/pay');
  await expect(page.getByRole('heading', { name: 'Payment sandbox' })).toBeVisible();
  await expect(page.getByText('N200.00')).toBeVisible();
  await page.getByLabel('E-mail for the receipt').fill('tester@example.test');
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await checkoutFrame(page).getByRole('button', { name: 'Pay successfully' }).click();
  await expect(page.getByText(/Checked by the server/)).toBeVisible();
});
