// The vendor tells his orders from the city's: with the simulated city running at 10×, the
// account page puts the orders waiting for his own decision first, under their heading, and each
// card says who acts (the city's say it handles them; none carries a spinner live region). The
// list is no live region: its changes are said one by one in the shell's polite region — a new
// order, the city's accept — never the whole list again.
import {
  checkOut,
  DEMO,
  onDevice,
  seedCart,
  sessionUserId,
  signInByApi,
  vendorProduct,
} from '../support/e2e/account-e2e-support.ts';
import { controlHeaders } from '../support/e2e/control-token.ts';
import { type APIRequestContext, expect, type Page, test } from '../support/e2e/world-fixture.ts';

/** Everything the shell's polite live region says while the page is open, in order. */
async function recordAnnouncements(page: Page) {
  await page.addInitScript(() => {
    const said: string[] = [];
    (window as unknown as { said: string[] }).said = said;
    new MutationObserver(() => {
      const text = document.getElementById('app-announcer')?.textContent ?? '';
      if (text && text !== said.at(-1)) said.push(text);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { said: string[] }).said);
}

/** The buyer orders at the demo vendor's store in the app and pays at the provider. */
async function personOrders(page: Page, request: APIRequestContext) {
  await onDevice(page, 'demo-device');
  await signInByApi(page, DEMO.buyer);
  await seedCart(page, await vendorProduct(request), 1, '/cart');
  const orderId = await checkOut(page);
  const text = (await page.locator('.order-details__total strong').textContent()) ?? '';
  const charge = await request.post('/__mock/payments', {
    headers: controlHeaders,
    data: {
      email: DEMO.buyer,
      amount: Math.round(Number(text.replace(/[N,]/g, '')) * 100),
      status: 'success',
    },
  });
  const { reference } = (await charge.json()) as { reference: string };
  const paid = await request.post('/api/orders/pay', { data: { reference, orderId } });
  expect(paid.ok()).toBe(true);
}

test('his own decisions first, who acts on each card, and the changes announced — not the list', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const on = await request.post('/__mock/simulator', {
    data: { on: true, speed: 10, demand: 2 },
    headers: controlHeaders,
  });
  expect(on.ok()).toBe(true);
  try {
    const said = await recordAnnouncements(page);
    await onDevice(page, 'demo-device');
    await signInByApi(page, DEMO.vendor);
    await page.goto(`/profile/${await sessionUserId(page)}`);
    const orders = page.getByRole('region', { name: 'Your orders' });
    await expect(orders.locator('.order-card').first()).toBeVisible();

    // A person orders at his store and pays: that one is his to accept.
    const buyer = await browser.newContext();
    await personOrders(await buyer.newPage(), request);
    await buyer.close();
    await expect
      .poll(said, { timeout: 20_000 })
      .toContainEqual(expect.stringMatching(/New order from [A-Z]/));

    const mine = orders.getByRole('heading', { name: /^Waiting for you \(\d+\)$/ });
    await expect(mine).toBeVisible({ timeout: 15_000 });
    // Headed first, and only his decisions under it.
    await expect(orders.getByRole('heading', { level: 3 }).first()).toHaveText(/^Waiting for you/);
    const first = orders.locator('.account-orders__list').first().locator('.order-card');
    const firstTexts = await first.allTextContents();
    expect(firstTexts.length).toBeGreaterThan(0);
    for (const card of firstTexts) expect(card).toContain('Your turn: accept or cancel');
    await expect(orders.getByRole('heading', { name: 'Other orders' })).toBeVisible();
    // The city's own orders say so, and never ask him.
    await expect(orders.getByText('The city handles this one — nothing to do').first()).toBeVisible(
      { timeout: 20_000 },
    );
    await expect(orders.getByText('In progress')).toHaveCount(0);
    // Neither the list nor its cards are live regions.
    await expect(orders.locator('[aria-live], [role="status"]')).toHaveCount(0);

    // The city accepts its orders at the demo store: said, one line each.
    await expect
      .poll(said, { timeout: 60_000 })
      .toContainEqual(expect.stringMatching(/accepted by the city/));
    for (const line of await said()) expect(line.length).toBeLessThan(300);
  } finally {
    await request.post('/__mock/simulator', { data: { on: false }, headers: controlHeaders });
  }
});
