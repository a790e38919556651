// A card charged on one device is never charged again on another: the emulated provider tells the
// mock of every successful charge (its signed charge.success webhook), and the mock pays the order
// the charge names whichever device — or none — comes back to confirm it. Two browser contexts are
// the buyer's two devices (each its own storage and session). A second charge of a paid order is
// refunded to the card at the provider, and both devices say so.

import {
  checkOut,
  checkoutFrame,
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

type Charge = { reference: string; status: string; usedByOrderId: string | null };

async function chargesOf(request: APIRequestContext, orderId: string): Promise<Charge[]> {
  const answer = await request.get(`/__mock/payments?orderId=${orderId}`, {
    headers: controlHeaders,
  });
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as Charge[];
}

/** Device A: the buyer signs in, fills the cart and places the order. */
async function deviceA(page: Page, request: APIRequestContext): Promise<string> {
  await onDevice(page, 'demo-device');
  await signInByApi(page, DEMO.buyer);
  await seedCart(page, await vendorProduct(request), 2, '/cart');
  return checkOut(page);
}

/** Device B: another browser of the same buyer, signed in (while device A gets its order ready:
 * the two sign-ins need not wait for each other). */
async function deviceB(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await onDevice(page, 'demo-device');
  await signInByApi(page, DEMO.buyer);
  return page;
}

/** Device B opens the order's page. */
async function openOrder(page: Page, orderId: string) {
  await page.goto(`/order/${orderId}`);
  await expect(page.getByRole('heading', { name: 'Order details' })).toBeVisible();
}

/** From now on, whether an enabled 'Pay Now' button ever shows on the page. */
async function watchForPayNow(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { sawPayNow?: boolean };
    w.sawPayNow = false;
    new MutationObserver(() => {
      for (const button of document.querySelectorAll('button')) {
        if (button.textContent?.trim() === 'Pay Now' && !button.disabled) w.sawPayNow = true;
      }
    }).observe(document, { childList: true, subtree: true, attributes: true });
  });
}

/**
 * From now on, every wrong word the page ever shows about a second charge, however briefly: the
 * 'could not take… contact customer care' note, or the refusal 'order is already paid' as a toast.
 */
async function watchForWrongWords(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { wrongWords?: string[] };
    w.wrongWords = [];
    const wrong = [/could not take/, /contact customer care/, /order is already paid/];
    new MutationObserver(() => {
      const text = document.body?.textContent ?? '';
      for (const words of wrong) {
        const found = text.match(words)?.[0];
        if (found && !w.wrongWords?.includes(found)) w.wrongWords?.push(found);
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

const wrongWordsOf = (page: Page) =>
  page.evaluate(() => (window as { wrongWords?: string[] }).wrongWords);

// Two browsers and two sign-ins per test: more than the default minute on a busy machine.
test.slow();

const refunded =
  /This order was already paid, so we refunded your second payment of N[\d,]+\.\d\d \(reference \S+\) to your card\./;

test('device A is charged and loses its connection before confirming: device B sees the order paid, one charge', async ({
  page,
  browser,
  request,
}) => {
  const [orderId, pageB] = await Promise.all([deviceA(page, request), deviceB(browser)]);
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await expect(checkoutFrame(page).getByRole('button', { name: 'Pay successfully' })).toBeVisible();
  // A loses its connection to Bukka the moment the card is charged: the provider's checkout still
  // reaches the provider, every call of the app fails.
  await page.route('**/api/**', (route) => route.abort('internetdisconnected'));
  await checkoutFrame(page).getByRole('button', { name: 'Pay successfully' }).click();
  await expect(page.getByText(/Your payment is kept/).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay Now' })).toHaveCount(0);

  // The provider's webhook pays the order a moment (1 s) after the charge; B opens it after that.
  await expect
    .poll(async () => (await chargesOf(request, orderId))[0]?.usedByOrderId)
    .toBe(orderId);
  await watchForPayNow(pageB);
  await openOrder(pageB, orderId);
  await expect(pageB.locator('.order-banner--paid')).toHaveText(/^Paid on /);
  await expect(pageB.getByRole('button', { name: 'Pay Now' })).toHaveCount(0);
  expect(await pageB.evaluate(() => (window as { sawPayNow?: boolean }).sawPayNow)).toBe(false);
  const [charge, ...others] = await chargesOf(request, orderId);
  expect(others).toEqual([]);
  expect(charge).toMatchObject({ status: 'success', usedByOrderId: orderId });

  // A's connection comes back: its kept payment is confirmed, never charged again.
  await page.unrouteAll();
  await expect(page.getByText(`Payment successful ${charge?.reference}`)).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.locator('.order-banner--paid')).toHaveText(/^Paid on /);
  expect(await chargesOf(request, orderId)).toHaveLength(1);
  await pageB.context().close();
});

test('both devices opened the checkout and both paid: the second charge is refunded to the card, and both say so', async ({
  page,
  browser,
  request,
}) => {
  const [orderId, pageB] = await Promise.all([deviceA(page, request), deviceB(browser)]);
  await watchForWrongWords(pageB);
  await openOrder(pageB, orderId);
  await expect(pageB.getByText('Not paid')).toBeVisible();

  await page.getByRole('button', { name: 'Pay Now' }).click();
  await pageB.getByRole('button', { name: 'Pay Now' }).click();
  const payA = checkoutFrame(page).getByRole('button', { name: 'Pay successfully' });
  const payB = checkoutFrame(pageB).getByRole('button', { name: 'Pay successfully' });
  await expect(payA).toBeVisible();
  await expect(payB).toBeVisible();

  await payA.click();
  await expect(page.getByText(/^Payment successful \S+/)).toBeVisible();
  await payB.click();

  const noteB = pageB.getByRole('region', { name: 'Payments refunded to your card' });
  // Device B's own confirm comes before the provider's event: the refund is said at once, and
  // nothing else was ever said of this charge on B — no 'contact customer care', no error toast.
  await expect(pageB.getByText(refunded).first()).toBeVisible({ timeout: 3_000 });
  await expect(noteB).toContainText(refunded);
  await expect(pageB.locator('.order-banner--paid')).toHaveText(/^Paid on /);
  expect(await wrongWordsOf(pageB)).toEqual([]);
  // Device A reads the order every few seconds: the refund shows there too.
  const noteA = page.getByRole('region', { name: 'Payments refunded to your card' });
  await expect(noteA).toContainText(refunded, { timeout: 15_000 });

  // Charges are listed oldest first by when each checkout opened: the two Pay Now clicks come a
  // moment apart, and on a loaded machine B's can reach the mock first. Which one paid matters.
  const charges = await chargesOf(request, orderId);
  expect(charges.map((c) => c.status).sort()).toEqual(['reversed', 'success']);
  const paid = charges.find((c) => c.status === 'success');
  const reversed = charges.find((c) => c.status === 'reversed');
  expect(paid?.usedByOrderId).toBe(orderId);
  expect(reversed?.usedByOrderId).toBeNull();
  await expect(noteA).toContainText(`(reference ${reversed?.reference})`);
  await pageB.context().close();
});
