// The order page when the server applied a card charge itself (the mock provider's webhook): the
// device that paid and lost its connection hears it confirmed when it comes back, another device
// of the buyer simply sees the order paid, a second charge of a paid order is said refunded to the
// card on every device, and Pay Now on an order cancelled meanwhile says so instead of charging.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { flushCardWebhooks } from '#mock/domain/provider.ts';
import { formatNaira } from '#shared/money.ts';
import { OrderDetailsPage } from '#src/features/orders/order-details-page.tsx';
import { PAYMENTS_KEY, type PaymentInFlight } from '#src/state/payments-in-flight.ts';
import { freshPaymentEachTest } from '#tests/support/fake-payment-provider.ts';
import { DEMO, installMockApi } from '#tests/support/mock-api.ts';
import { placeTestOrder } from '#tests/support/orders.ts';
import { renderRoutes } from '#tests/support/render.tsx';

const fake = vi.hoisted(() => ({ params: [] as Array<Record<string, unknown>> }));

vi.mock('#src/lib/payment/payment-provider.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('#src/lib/payment/payment-provider.ts')>();
  // A checkout that stays open: the test reads what it was opened for.
  const { openPopup, withFakePopup } = await import('#tests/support/fake-payment-provider.ts');
  return withFakePopup(real, openPopup(fake.params));
});

const routes = { '/order/:id': OrderDetailsPage };
const api = installMockApi();

freshPaymentEachTest(fake.params);

async function buyerOrder() {
  const buyer = await api.signInAs(DEMO.buyer);
  const order = await placeTestOrder(api, buyer._id);
  return { ...order, amountKobo: Math.round(order.total * 100) };
}

/** A checkout for the order (its metadata names it) paid at the emulated provider; its webhook
 * is delivered at once unless `webhook: 'later'` (a device's own confirm usually comes first). */
async function payAtCheckout(
  orderId: string,
  amountKobo: number,
  webhook: 'now' | 'later' = 'now',
): Promise<string> {
  const started = await api.call<{ data: { access_code: string; reference: string } }>(
    'POST',
    '/__mock/paystack/transaction/initialize',
    { key: 'pk_test_bukka_offline', email: DEMO.buyer, amount: amountKobo, metadata: { orderId } },
  );
  await api.call('POST', `/__mock/paystack/checkout/${started.data.access_code}/complete`, {
    outcome: 'success',
  });
  // The provider's webhook, a moment later, without waiting for it.
  if (webhook === 'now') await flushCardWebhooks(api.world.ctx);
  return started.data.reference;
}

/** What the page that paid left in storage when its connection went. */
function leftBehind(entry: Omit<PaymentInFlight, 'createdAt' | 'heldAt'>) {
  const stored: PaymentInFlight[] = [{ createdAt: Date.now(), heldAt: 0, ...entry }];
  localStorage.setItem(PAYMENTS_KEY, JSON.stringify(stored));
}

const storedPayments = () => JSON.parse(localStorage.getItem(PAYMENTS_KEY) ?? '[]') as unknown[];
const refundedText = (amountKobo: number, reference: string) =>
  `This order was already paid, so we refunded your second payment of ${formatNaira(amountKobo)} (reference ${reference}) to your card.`;

describe('a charge the server applied itself', () => {
  it('the device that paid comes back: "Payment successful", Paid, its reference dropped', async () => {
    const { orderId, amountKobo } = await buyerOrder();
    const reference = await payAtCheckout(orderId, amountKobo);
    expect(api.world.ctx.db.orders.get(orderId)).toMatchObject({ isPaid: true, reference });
    leftBehind({ reference, orderId, amountKobo, stage: 'succeeded' });
    renderRoutes(routes, `/order/${orderId}`);
    expect(await screen.findByText(`Payment successful ${reference}`)).toBeVisible();
    expect(screen.getByText('Paid')).toBeVisible();
    await waitFor(() => expect(storedPayments()).toEqual([]));
  });

  it('another device of the buyer sees it paid, and no Pay Now', async () => {
    const { orderId, amountKobo } = await buyerOrder();
    await payAtCheckout(orderId, amountKobo);
    renderRoutes(routes, `/order/${orderId}`);
    expect(await screen.findByText('Paid')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Pay Now' })).not.toBeInTheDocument();
  });
});

describe('a second charge of a paid order, refunded to the card by the server', () => {
  it('is said on a device that did not make it, from the order itself', async () => {
    const { orderId, amountKobo } = await buyerOrder();
    await payAtCheckout(orderId, amountKobo);
    const second = await payAtCheckout(orderId, amountKobo);
    renderRoutes(routes, `/order/${orderId}`);
    const region = await screen.findByRole('region', { name: 'Payments refunded to your card' });
    expect(region).toHaveTextContent(refundedText(amountKobo, second));
    expect(screen.getByText('Paid')).toBeVisible();
  });

  it('the device that made it hears it refunded: no "contact customer care", nothing kept', async () => {
    const { orderId, amountKobo } = await buyerOrder();
    await payAtCheckout(orderId, amountKobo);
    const second = await payAtCheckout(orderId, amountKobo);
    leftBehind({ reference: second, orderId, amountKobo, stage: 'succeeded' });
    renderRoutes(routes, `/order/${orderId}`);
    await waitFor(() =>
      expect(screen.getAllByText(refundedText(amountKobo, second)).length).toBeGreaterThan(1),
    );
    await waitFor(() => expect(storedPayments()).toEqual([]));
    expect(
      screen.queryByRole('region', { name: 'A payment this order could not take' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByText(`Payment successful ${second}`)).not.toBeInTheDocument();
  });

  it('a charge this browser kept as one the order could not take is dropped once refunded', async () => {
    const { orderId, amountKobo } = await buyerOrder();
    await payAtCheckout(orderId, amountKobo);
    const second = await payAtCheckout(orderId, amountKobo);
    // The page had found the order paid with another charge before the refund was made.
    leftBehind({ reference: second, orderId, amountKobo, stage: 'unapplied', reason: 'paid' });
    renderRoutes(routes, `/order/${orderId}`);
    await waitFor(() => expect(storedPayments()).toEqual([]));
    expect(
      screen.queryByRole('region', { name: 'A payment this order could not take' }),
    ).not.toBeInTheDocument();
    expect(screen.getAllByText(refundedText(amountKobo, second)).length).toBeGreaterThan(0);
  });
});

describe("a second charge confirmed by its own device before the provider's webhook", () => {
  it('is refunded by that confirm and said at once: no error, no "contact customer care"', async () => {
    const { orderId, amountKobo } = await buyerOrder();
    await payAtCheckout(orderId, amountKobo);
    // Device B's checkout succeeded too; the provider has not told the server yet.
    const second = await payAtCheckout(orderId, amountKobo, 'later');
    leftBehind({ reference: second, orderId, amountKobo, stage: 'succeeded' });
    renderRoutes(routes, `/order/${orderId}`);
    expect((await screen.findAllByText(refundedText(amountKobo, second)))[0]).toBeVisible();
    const charge = () => api.world.ctx.db.providerTransactions.first('reference', second);
    expect(charge()).toMatchObject({ status: 'reversed', usedByOrderId: null });
    expect(screen.queryByText(/order is already paid/)).not.toBeInTheDocument();
    expect(screen.queryByText(/contact customer care/)).not.toBeInTheDocument();
    for (const alert of screen.queryAllByRole('alert')) {
      expect(alert).not.toHaveTextContent(/could not|error|order is already paid/i);
    }
    await waitFor(() => expect(storedPayments()).toEqual([]));
    // The provider's event, when it comes, refunds nothing more.
    await flushCardWebhooks(api.world.ctx);
    expect(api.world.ctx.db.orders.get(orderId)?.cardRefunds).toHaveLength(1);
  });
});

describe('Pay Now asks the server first', () => {
  it('on an order the store cancelled meanwhile: said, and no checkout opens', async () => {
    const { orderId } = await buyerOrder();
    renderRoutes(routes, `/order/${orderId}`);
    const button = await screen.findByRole('button', { name: 'Pay Now' });
    // The store cancels it from its own device (the page has not read the order since).
    await api.world.ctx.db.orders.patch(orderId, (o) => {
      o.isCancelled = true;
      o.cancelledAt = api.world.ctx.clock.now();
    });
    await userEvent.setup().click(button);
    expect(
      await screen.findByText('This order was cancelled by the store: there is nothing to pay.'),
    ).toBeVisible();
    expect(fake.params).toEqual([]);
    expect(storedPayments()).toEqual([]);
  });
});
