// A person's actions in the presenter's panel: a buyer's order and declined card in
// the app show in the live feed like the city's, marked as a person's, with whom to sign in as to
// open the order; whoever else opens the link is told whose it is not, not "could not load".
import {
  checkOut,
  DEMO,
  onDevice,
  payWith,
  seedCart,
  signInByApi,
  vendorProduct,
} from '../support/e2e/account-e2e-support.ts';
import { panelLink } from '../support/e2e/control-token.ts';
import { expect, test } from '../support/e2e/world-fixture.ts';

test("a buyer's declined card shows in the panel's feed, and its order link says whose it is", async ({
  page,
  browser,
  request,
}) => {
  const panel = await page.context().newPage();
  await panel.goto(panelLink);
  await expect(panel.locator('#conn')).toHaveText('Live (server-sent events)');

  await onDevice(page, 'demo-device');
  await signInByApi(page, DEMO.buyer);
  await seedCart(page, await vendorProduct(request), 2, '/cart');
  const orderId = await checkOut(page);
  await payWith(page, 'Decline (failed)');
  await expect(page.locator('.Toastify__toast')).toHaveText(
    'Payment declined. You were not charged. Try again, or use another card.',
  );

  const feed = panel.getByRole('log', { name: 'Order events, newest first' });
  const declined = feed
    .getByRole('listitem')
    .filter({ hasText: 'card payment failed' })
    .filter({ hasText: 'card declined in the app' });
  await expect(declined).toHaveCount(1, { timeout: 5000 });
  await expect(declined).toHaveClass('ev-payment-failed by-person');
  await expect(declined).toContainText('Card failed');
  await expect(declined).toContainText(
    'signed in as buyer@bukka.test (buyer) or vendor@bukka.test (store)',
  );
  const link = declined.getByRole('link', { name: `View order ${orderId.slice(-6)}` });
  await expect(link).toHaveAttribute('href', `/order/${orderId}`);
  await expect(
    feed.getByRole('listitem').filter({ hasText: `Order ${orderId.slice(-6)} placed in the app` }),
  ).toHaveCount(1);

  // Someone who is neither the buyer nor the store follows the link.
  const rider = await (await browser.newContext()).newPage();
  await onDevice(rider, 'demo-device');
  await signInByApi(rider, DEMO.rider);
  await rider.goto(`/order/${orderId}`);
  await expect(rider.getByRole('alert')).toContainText(
    'This order is not one of yours: only its buyer and its store can see it.',
  );
  await expect(rider.getByRole('alert')).toContainText(
    'Sign in as its buyer or its store to see it.',
  );
  await expect(rider.getByText('order not found')).toHaveCount(0);
});
