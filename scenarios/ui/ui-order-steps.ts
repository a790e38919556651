// Browser forms of the order steps: pay by card in the provider's test checkout, the order page's
// banners, the account page's tabs and balance, the seller's Accept and Refund & Cancel.
import { expect } from '@playwright/test';
import { requireMemory, seeBalanceKobo } from '#scenarios/steps/views.ts';
import { formatNaira } from '#shared/money.ts';
import type { OrderTab } from '#shared/schemas/orders.ts';
import { texts } from '#src/lib/texts.ts';
import type { UiStep, UiStepContext } from './ui-steps.ts';

const CHOICE: Record<string, string> = {
  success: 'Pay successfully',
  failed: 'Decline (failed)',
  abandoned: 'Cancel',
  pending: 'Bank transfer (pending)',
};

async function openOrder(u: UiStepContext) {
  const orderId = requireMemory(u, 'orderId');
  await u.page.goto(`/order/${orderId}`);
  await expect(u.page.getByRole('heading', { name: 'Order details' })).toBeVisible();
  return orderId;
}

const isSeller = (u: UiStepContext) => u.actor.def.role === 'vendor';

const payByCard: UiStep = async (u) => {
  const { page } = u;
  await openOrder(u);
  await page.getByRole('button', { name: texts.payNow }).click();
  const checkout = page.frameLocator('iframe').first();
  const outcome = String(u.args.outcome ?? 'success');
  await checkout.getByRole('button', { name: CHOICE[outcome] ?? outcome }).click();
  if (outcome === 'success') {
    await expect(page.getByText(texts.paymentSuccessful).first()).toBeVisible();
    await expect(page.getByText(/Paid on/).first()).toBeVisible();
    u.memory.paidKobo =
      ((u.memory.paidKobo as number | undefined) ?? 0) + (u.memory.orderTotalKobo ?? 0);
  } else {
    await expect(page.getByText(/Not paid/).first()).toBeVisible();
  }
  u.observe('outcome', outcome);
};

/** A cancelled order's note on each side (it names the amount refunded, or that nothing moved). */
const CANCELLED_NOTE = {
  seller: /^Note: this order was cancelled/,
  buyer: /^Your order was cancelled/,
};

/** Banners for the flags the screen shows; the others are checked through the API. */
const orderShows: UiStep = async (u) => {
  const { page, args } = u;
  await openOrder(u);
  const seller = isSeller(u);
  if (args.isCancelled === true) {
    await expect(
      // The note says where the money went: the amount, or that nothing moved.
      page.getByText(seller ? CANCELLED_NOTE.seller : CANCELLED_NOTE.buyer),
    ).toBeVisible();
  } else if (!seller && args.isPaid === true) {
    await expect(page.getByText(/Paid on/).first()).toBeVisible();
  } else if (!seller && args.isPaid === false) {
    await expect(page.getByText(/Not paid/).first()).toBeVisible();
  }
  if (seller && args.isTaken === false) {
    await expect(page.getByRole('button', { name: 'Accept' })).toBeVisible();
  }
  await u.viaApi();
};

const orderInTab: UiStep = async (u) => {
  const { page } = u;
  const tab = String(u.args.tab) as OrderTab;
  const orderId = requireMemory(u, 'orderId');
  await page.goto(`/profile/${u.actor.userId}?query=${tab}`);
  await expect(page.locator(`a[href="/order/${orderId}"]`)).toBeVisible();
  await u.viaApi();
};

const noteTabsAndBalance: UiStep = async (u) => {
  await u.page.goto(`/profile/${u.actor.userId}`);
  await u.viaApi();
  const kobo = u.memory.balanceBefore?.[u.actor.name] ?? 0;
  await expect(u.page.locator('.wallet-panel__balance')).toHaveText(formatNaira(kobo));
};

const balanceMoved: UiStep = async (u) => {
  await u.page.goto(`/profile/${u.actor.userId}`);
  await u.viaApi();
  const kobo = await seeBalanceKobo(u, u.actor);
  await expect(u.page.locator('.wallet-panel__balance')).toHaveText(formatNaira(kobo));
};

const acceptOrder: UiStep = async (u) => {
  const { page } = u;
  await openOrder(u);
  if (u.args.refused) {
    // The screen no longer offers Accept; the server's answer is checked through the API.
    await expect(page.getByRole('button', { name: 'Accept' })).toHaveCount(0);
    await u.viaApi();
    return;
  }
  await page.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByText('Order accepted').first()).toBeVisible();
  await expect(page.getByText('This order is confirmed.')).toBeVisible();
};

const refundAndCancel: UiStep = async (u) => {
  const { page } = u;
  await openOrder(u);
  if (u.args.refused) {
    await expect(page.getByRole('button', { name: 'Refund & Cancel' })).toHaveCount(0);
    await expect(page.getByText(CANCELLED_NOTE.seller)).toBeVisible();
    await u.viaApi();
    return;
  }
  await page.getByRole('button', { name: 'Refund & Cancel' }).click();
  await expect(page.getByText(texts.confirmCancelOrder)).toBeVisible();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText(CANCELLED_NOTE.seller)).toBeVisible();
};

export const uiOrderSteps: Record<string, UiStep> = {
  payByCard,
  orderShows,
  orderInTab,
  noteTabsAndBalance,
  balanceMoved,
  acceptOrder,
  refundAndCancel,
};
