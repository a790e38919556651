// The order page keeps one clock: what people do (paying, the store's accept) reads by the wall
// clock, as its stamps do, while the simulated city runs at demo pace; only the ride is told in
// the city's minutes, with no wall-clock stamp beside it to contradict it.
import {
  checkOut,
  DEMO,
  onDevice,
  payWith,
  seedCart,
  signInByApi,
  vendorProduct,
} from '../support/e2e/account-e2e-support.ts';
import { controlHeaders } from '../support/e2e/control-token.ts';
import { expect, test } from '../support/e2e/world-fixture.ts';

test('a person’s payment and accept read by the wall clock; the ride in the city’s minutes', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(90_000);
  // The city at 20×: each real second is 20 simulated seconds (more than six of its minutes).
  const on = await request.post('/__mock/simulator', {
    data: { on: true, speed: 20, demand: 0.05 },
    headers: controlHeaders,
  });
  expect(on.ok()).toBe(true);
  try {
    await onDevice(page, 'demo-device');
    await signInByApi(page, DEMO.buyer);
    await seedCart(page, await vendorProduct(request), 2, '/cart');
    const orderId = await checkOut(page);
    // A few real seconds pass (the city's ticks go on) before the buyer pays.
    await page.waitForTimeout(3_000);
    await payWith(page, 'Pay successfully');
    const banner = page.locator('.order-banner--paid');
    await expect(banner).toBeVisible();
    const progress = page.getByRole('region', { name: 'Order progress' });
    const step = (label: string) => progress.getByRole('listitem').filter({ hasText: label });
    await expect(step('Payment received').locator('time')).toHaveText('just after ordering');
    // Still so after the city's next ticks (the page follows the order live).
    await page.waitForTimeout(3_000);
    await expect(step('Payment received').locator('time')).toHaveText('just after ordering');
    // The banner's "Paid on" and the step's own stamp are the same minute.
    const paidStamp = await step('Payment received').locator('time').getAttribute('title');
    await expect(banner).toHaveText(`Paid on ${paidStamp}`);

    // The store accepts by hand a few seconds later.
    const context = await browser.newContext();
    const vendor = await context.newPage();
    await onDevice(vendor, 'demo-device');
    await signInByApi(vendor, DEMO.vendor);
    await vendor.goto(`/order/${orderId}`);
    await vendor.getByRole('button', { name: 'Accept' }).click();
    await expect(vendor.getByText('This order is confirmed.')).toBeVisible();
    await context.close();

    await expect(step('Accepted by the store').locator('time')).toHaveText(
      /^(just|1 min) after payment$/,
    );
    // The city assigns a rider and delivers: a ride of 13–50 of its minutes (a little more at 20×,
    // where the delivery is seen at the tick after it: 20 simulated seconds, about 7 city minutes).
    await expect(step('Delivered')).toHaveClass(/order-timeline__step--done/, { timeout: 45_000 });
    const delivered = step('Delivered').locator('time');
    await expect(delivered).toHaveText(/^\d+ city minutes after pickup$/);
    const rideMinutes = Number((await delivered.textContent())?.split(' ')[0]);
    expect(rideMinutes).toBeGreaterThanOrEqual(13);
    expect(rideMinutes).toBeLessThanOrEqual(60);
    // A duration, no wall-clock stamp beside the ride (it would read the pickup's minute).
    await expect(delivered).toHaveAttribute('datetime', /^PT\d+M$/);
    await expect(delivered).toHaveAttribute('title', /simulated city/);
    // The news of it says the ride as the page does, never "Delivered at" the pickup's minute.
    await expect(
      page.getByText(/^Delivered, \d+ city minutes after pickup$/).first(),
    ).toBeVisible();
    await expect(page.getByText(/^Delivered at /)).toHaveCount(0);
    // People's steps still read by the wall clock after the ride.
    await expect(step('Payment received').locator('time')).toHaveText('just after ordering');
  } finally {
    await request.post('/__mock/simulator', { data: { on: false }, headers: controlHeaders });
  }
});
