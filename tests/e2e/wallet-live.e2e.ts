// The wallet as it lives: a bank transfer made from the presenter's panel (what
// a real bank transfer is) reaches the buyer's open wallet — balance and open history — within
// a few seconds, without a reload; with wallet checkout, a cart larger than the balance says how
// much is missing, leads to funding and offers no Place order until the balance covers it.
import {
  DEMO,
  onDevice,
  seedCart,
  sessionUserId,
  signInByApi,
  vendorProduct,
} from '../support/e2e/account-e2e-support.ts';
import { controlHeaders, panelLink } from '../support/e2e/control-token.ts';
import { type APIRequestContext, expect, test } from '../support/e2e/world-fixture.ts';

type PanelWallet = { email: string; bank: string; accountNumber: string; balance: number };

async function walletOf(request: APIRequestContext, email: string): Promise<PanelWallet> {
  const response = await request.get('/__mock/panel/wallets', { headers: controlHeaders });
  const wallet = ((await response.json()) as PanelWallet[]).find((w) => w.email === email);
  if (!wallet) throw new Error(`${email} has no wallet account`);
  return wallet;
}

const naira = (amount: number) =>
  `N${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

test('a transfer from the panel reaches the open wallet and its history without a reload', async ({
  page,
  request,
}) => {
  await onDevice(page, 'demo-device');
  await signInByApi(page, DEMO.buyer);
  const { balance, accountNumber } = await walletOf(request, DEMO.buyer);
  await page.goto(`/profile/${await sessionUserId(page)}`);
  const shown = page.locator('.wallet-panel__balance');
  await expect(shown).toHaveText(naira(balance));
  await page.getByRole('button', { name: /Transaction History/ }).click();
  const history = page.getByRole('region', { name: 'Transaction History' });
  const transfers = history.getByText('Bank transfer into your wallet');
  await expect(transfers.first()).toBeVisible();
  const before = await transfers.count();

  // The presenter sends a transfer from the panel, in another tab.
  const panel = await page.context().newPage();
  await panel.goto(panelLink);
  await panel.getByRole('button', { name: `Use account ${accountNumber} (Wema Bank)` }).click();
  await panel.getByLabel('Amount (naira)').fill('2500');
  await panel.getByRole('button', { name: 'Send transfer' }).click();
  await expect(panel.getByRole('status')).toHaveText(/^Transfer received: the balance is now /);

  // The wallet page was neither reloaded nor focused again.
  await expect(shown).toHaveText(naira(balance + 2500), { timeout: 6000 });
  await expect(transfers).toHaveCount(before + 1, { timeout: 6000 });
});

test('wallet checkout: a cart larger than the balance says what is missing and cannot be placed', async ({
  page,
  request,
}) => {
  const reset = await request.post('/__mock/reset', {
    data: { seed: 1, checkout: 'wallet' },
    headers: controlHeaders,
  });
  expect(reset.ok()).toBe(true);
  await onDevice(page, 'demo-device');
  await signInByApi(page, DEMO.buyer);
  const userId = await sessionUserId(page);
  const { balance, accountNumber } = await walletOf(request, DEMO.buyer);
  const product = await vendorProduct(request);
  // More plates than the balance pays for (the delivery fee only adds to it).
  const plates = Math.floor(balance / product.price) + 2;
  await seedCart(page, product, plates);
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Check out' }).click();
  const sheet = page.getByRole('dialog', { name: 'Order summary' });
  const short = sheet.getByText(/You need N[\d,]+\.\d\d more —/);
  await expect(short).toBeVisible();
  await expect(sheet).not.toContainText('after this order');
  await expect(sheet).not.toContainText('-N');
  const place = sheet.getByRole('button', { name: 'Place order' });
  await expect(place).toBeDisabled();
  const missing = Number(
    ((await short.textContent()) ?? '')
      .replace(/^.*You need N([\d,.]+) more.*$/, '$1')
      .replace(/,/g, ''),
  );
  expect(missing).toBeGreaterThan(0);

  // 'Fund wallet' leads to the wallet's deposit details.
  await sheet.getByRole('link', { name: 'Fund wallet' }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/${userId}\\?fund=wallet$`));
  await expect(page.getByRole('button', { name: 'Fund wallet / Deposit' })).toBeFocused();
  await expect(page.getByText(accountNumber)).toBeVisible();

  // The bank transfer of what was missing arrives; back at the cart the order can be placed.
  const sent = await request.post('/__mock/bank-transfer', {
    data: { accountNumber, amount: Math.round(missing * 100) },
    headers: controlHeaders,
  });
  expect(sent.ok()).toBe(true);
  await expect(page.locator('.wallet-panel__balance')).toHaveText(naira(balance + missing), {
    timeout: 6000,
  });
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Check out' }).click();
  await expect(sheet.getByText(/N0\.00 after this order\.$/)).toBeVisible();
  await expect(sheet.getByRole('button', { name: 'Place order' })).toBeEnabled();
});
