// Money that can be used: with card checkout a buyer's wallet (refunds, transfers) pays for an
// order — all of it, or a part with the rest by card — from the order page; what the wallet put in
// is kept by the server, so a reload finds it, and the card is asked only for the rest. A vendor's
// earnings say what they are for and that nothing pays them out, with money in by bank transfer
// apart. On the hosted profile (no wallet payment) the balance says it cannot be spent.
import {
  checkOut,
  checkoutFrame,
  DEMO,
  onDevice,
  seedCart,
  sessionUserId,
  signInByApi,
  vendorProduct,
} from '../support/e2e/account-e2e-support.ts';
import { type APIRequestContext, expect, type Page, test } from '../support/e2e/world-fixture.ts';

const naira = (kobo: number) =>
  `N${(kobo / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The balance (kobo) of whoever the request context is signed in as. */
async function balanceKobo(request: APIRequestContext, userId: string): Promise<number> {
  const list = await request.get(`/api/orders/demo-device/allorders/${userId}?query=all`);
  expect(list.ok()).toBe(true);
  return Math.round(((await list.json()) as { bal: number }).bal * 100);
}

/** The order page's total, in kobo. */
async function totalKobo(page: Page): Promise<number> {
  const text = (await page.locator('.order-details__total strong').textContent()) ?? '';
  return Math.round(Number(text.replace(/[N,]/g, '')) * 100);
}

/** The vendor's balance, read by a request context of its own. */
async function vendorBalance(request: APIRequestContext): Promise<number> {
  const signin = await request.post('/api/users/signin', {
    data: { email: DEMO.vendor, password: 'bukka-demo', fingerprint: 'demo-device' },
  });
  const { user } = (await signin.json()) as { user: { _id: string } };
  return balanceKobo(request, user._id);
}

test('a buyer pays a whole order from the wallet: asked first, paid once, still paid after a reload', async ({
  page,
  request,
}) => {
  await onDevice(page, 'demo-device');
  await signInByApi(page, DEMO.buyer);
  const buyerId = await sessionUserId(page);
  const before = await balanceKobo(page.request, buyerId);
  const storeBefore = await vendorBalance(request);
  await seedCart(page, await vendorProduct(request), 2, '/cart');
  await checkOut(page);
  const total = await totalKobo(page);
  expect(before).toBeGreaterThan(total);

  await expect(page.getByText(`Your Bukka wallet holds ${naira(before)}.`)).toBeVisible();
  await page.getByRole('button', { name: `Pay ${naira(total)} from wallet` }).click();
  const ask = page.getByRole('dialog', { name: 'Pay from wallet' });
  await expect(ask).toContainText(`Pay ${naira(total)} for this order from your wallet?`);
  await expect(ask).toContainText(
    `Your balance goes from ${naira(before)} to ${naira(before - total)}.`,
  );
  await ask.getByRole('button', { name: 'Pay' }).click();
  const paid = page.locator('.order-banner--paid');
  await expect(paid).toContainText(`${naira(total)} of it from your wallet.`);
  await expect(page.locator('#app-announcer')).toHaveText('Paid from your wallet');
  await expect(page.getByRole('button', { name: 'Pay Now' })).toHaveCount(0);

  await page.reload();
  await expect(paid).toContainText(`${naira(total)} of it from your wallet.`);
  expect(await balanceKobo(page.request, buyerId)).toBe(before - total);
  expect(await vendorBalance(request)).toBe(storeBefore + total);

  // The wallet's history says where the money went.
  await page.goto(`/profile/${buyerId}`);
  await page.getByRole('button', { name: /Transaction History/ }).click();
  const history = page.getByRole('region', { name: 'Transaction History' });
  await expect(history.getByText(/^From your wallet to your order at /)).toHaveCount(1);
});

test('a part from the wallet, the rest by card: the part survives a reload and the card is charged only the rest', async ({
  page,
  request,
}) => {
  await onDevice(page, 'demo-device');
  await signInByApi(page, DEMO.buyer);
  const buyerId = await sessionUserId(page);
  const balance = await balanceKobo(page.request, buyerId);
  const storeBefore = await vendorBalance(request);
  const product = await vendorProduct(request);
  // More plates than the balance pays for.
  await seedCart(page, product, Math.floor(balance / (product.price * 100)) + 2, '/cart');
  await checkOut(page);
  const total = await totalKobo(page);
  const rest = total - balance;
  expect(rest).toBeGreaterThan(0);

  await expect(page.getByText(`The other ${naira(rest)} is then paid by card.`)).toBeVisible();
  await page.getByRole('button', { name: `Use ${naira(balance)} from wallet` }).click();
  const ask = page.getByRole('dialog', { name: 'Pay from wallet' });
  await expect(ask).toContainText(`Put ${naira(balance)} of your wallet towards this order?`);
  await ask.getByRole('button', { name: 'Pay' }).click();
  const held = page.getByText(
    `${naira(balance)} from your wallet goes to this order. Pay the other ${naira(rest)} by card.`,
  );
  await expect(held).toBeVisible();
  expect(await balanceKobo(page.request, buyerId)).toBe(0);

  // Kept by the server: a reload finds it.
  await page.reload();
  await expect(held).toBeVisible();
  await expect(page.getByRole('button', { name: /from wallet$/ })).toHaveCount(0);

  await page.getByRole('button', { name: 'Pay Now' }).click();
  const checkout = checkoutFrame(page);
  await expect(checkout.getByText(naira(rest)).first()).toBeVisible();
  await checkout.getByRole('button', { name: 'Pay successfully' }).click();
  await expect(page.locator('.order-banner--paid')).toContainText(
    `${naira(balance)} of it from your wallet.`,
  );
  expect(await balanceKobo(page.request, buyerId)).toBe(0);
  expect(await vendorBalance(request)).toBe(storeBefore + total);
});

test('a vendor’s earnings say what they are for and that nothing pays them out; money in is apart', async ({
  page,
}) => {
  await onDevice(page, 'demo-device');
  await signInByApi(page, DEMO.vendor);
  await page.goto(`/profile/${await sessionUserId(page)}`);
  const wallet = page.getByRole('region', { name: 'Wallet balance' });
  await expect(wallet).toContainText(
    'Your earnings: paid orders, less refunds. They pay the refunds you give, and your own orders at other kitchens: open an unpaid order to pay it from your wallet.',
  );
  await expect(wallet).toContainText(
    'Bukka has no payout to a bank account yet, so your earnings stay in this wallet.',
  );
  await expect(wallet.getByRole('button', { name: /cash ?out/i })).toHaveCount(0);
  await expect(
    wallet
      .getByRole('region', { name: 'Add money by bank transfer' })
      .getByRole('button', { name: /^(Create wallet|Fund wallet \/ Deposit)$/ }),
  ).toBeVisible();
});

test.describe('--profile hosted', () => {
  test.use({ worldProfile: 'hosted' });

  test('the buyer’s balance says it cannot be spent or paid out; the order offers no wallet', async ({
    page,
    request,
  }) => {
    await onDevice(page, 'demo-device');
    await signInByApi(page, DEMO.buyer);
    const buyerId = await sessionUserId(page);
    await seedCart(page, await vendorProduct(request), 2, '/cart');
    await checkOut(page);
    await expect(page.getByRole('button', { name: 'Pay Now' })).toBeVisible();
    await expect(page.getByRole('button', { name: /from wallet$/ })).toHaveCount(0);
    await expect(page.getByText(/Your Bukka wallet holds/)).toHaveCount(0);
    await page.goto(`/profile/${buyerId}`);
    const wallet = page.getByRole('region', { name: 'Wallet balance' });
    await expect(wallet).toContainText(
      'Orders are paid by card. Your balance holds refunds of your orders; it cannot pay for orders or be cashed out yet.',
    );
    await expect(wallet).toContainText(
      'Bukka has no cash-out to a bank account yet, so your balance stays in this wallet.',
    );
    await expect(wallet.getByRole('button', { name: 'Fund wallet / Deposit' })).toHaveCount(0);
  });
});
