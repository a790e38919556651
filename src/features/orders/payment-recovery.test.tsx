// Payments in flight on the order page: what a reload, a closed tab or a second tab
// finds in 'bukka.payments' is resumed with the server's check, and Pay Now is never offered while
// a payment is unresolved. The provider's records are real (the mock's control API); the stored
// entries are written as a page that went away would have left them.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatNaira } from '#shared/money.ts';
import { OrderDetailsPage } from '#src/features/orders/order-details-page.tsx';
import { contact } from '#src/lib/contact.ts';
import { dismissToast } from '#src/lib/toast.ts';
import { PAYMENTS_KEY, type PaymentInFlight } from '#src/state/payments-in-flight.ts';
import { clearSession } from '#src/state/session.ts';
import { DEMO, installMockApi } from '#tests/support/mock-api.ts';
import { placeTestOrder } from '#tests/support/orders.ts';
import { renderRoutes } from '#tests/support/render.tsx';

const fake = vi.hoisted(() => ({
  /** What the stored payments were when the checkout opened. */
  storedAtOpen: null as string | null,
  params: [] as Array<Record<string, unknown>>,
}));

vi.mock('#src/lib/payment/payment-provider.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('#src/lib/payment/payment-provider.ts')>();
  // A checkout that stays open: the test looks at what was kept before it opened.
  class OpenPop {
    newTransaction(params: Record<string, unknown>) {
      fake.params.push(params);
      fake.storedAtOpen = localStorage.getItem('bukka.payments');
    }
  }
  const { withFakePopup } = await import('#tests/support/fake-payment-provider.ts');
  return withFakePopup(real, OpenPop);
});

const routes = { '/order/:id': OrderDetailsPage };
const api = installMockApi();

beforeEach(() => {
  clearSession();
  localStorage.removeItem(PAYMENTS_KEY);
  fake.params = [];
  fake.storedAtOpen = null;
});
afterEach(() => {
  act(() => dismissToast());
  localStorage.removeItem(PAYMENTS_KEY);
});

async function buyerOrder() {
  const buyer = await api.signInAs(DEMO.buyer);
  const order = await placeTestOrder(api, buyer._id);
  return { ...order, amountKobo: Math.round(order.total * 100) };
}

/** A charge at the emulated provider for the buyer, with the given outcome. */
async function charge(amountKobo: number, status: string): Promise<string> {
  const made = await api.call<{ reference: string }>('POST', '/__mock/payments', {
    email: DEMO.buyer,
    amount: amountKobo,
    status,
  });
  return made.reference;
}

/** What a page that went away left in storage. */
function leftBehind(entry: Omit<PaymentInFlight, 'createdAt' | 'heldAt'> & { heldAt?: number }) {
  const stored: PaymentInFlight[] = [{ createdAt: Date.now(), heldAt: 0, ...entry }];
  localStorage.setItem(PAYMENTS_KEY, JSON.stringify(stored));
}

const storedPayments = () => JSON.parse(localStorage.getItem(PAYMENTS_KEY) ?? '[]') as unknown[];
const payNow = () => screen.queryByRole('button', { name: 'Pay Now' });

describe('a payment left in flight by a reload', () => {
  it('a charge being confirmed is confirmed: Paid, "Payment successful", never Pay Now', async () => {
    const { orderId, amountKobo } = await buyerOrder();
    const reference = await charge(amountKobo, 'success');
    leftBehind({ reference, orderId, amountKobo, stage: 'succeeded' });
    renderRoutes(routes, `/order/${orderId}`);
    expect(await screen.findByText('We are confirming your payment…')).toBeVisible();
    expect(payNow()).not.toBeInTheDocument();
    expect(await screen.findByText(`Payment successful ${reference}`)).toBeVisible();
    expect(await screen.findByText('Paid')).toBeVisible();
    await waitFor(() => expect(storedPayments()).toEqual([]));
    expect(api.world.ctx.db.orders.get(orderId)?.reference).toBe(reference);
  });

  it('a pending bank transfer stays pending, then pays the order once the bank confirms it', async () => {
    const { orderId, amountKobo } = await buyerOrder();
    const reference = await charge(amountKobo, 'pending');
    leftBehind({ reference, orderId, amountKobo, stage: 'pending' });
    renderRoutes(routes, `/order/${orderId}`);
    expect(await screen.findByText(/^Bank transfer pending/)).toBeVisible();
    expect(payNow()).not.toBeInTheDocument();
    await api.call('POST', `/__mock/payments/${reference}/complete`, { outcome: 'success' });
    expect(await screen.findByText('Paid', {}, { timeout: 9000 })).toBeVisible();
    expect(payNow()).not.toBeInTheDocument();
  }, 15_000);

  it('a checkout that was open and abandoned is forgotten: Pay Now again', async () => {
    const { orderId, amountKobo } = await buyerOrder();
    const reference = await charge(amountKobo, 'abandoned');
    leftBehind({ reference, orderId, amountKobo, stage: 'opened' });
    renderRoutes(routes, `/order/${orderId}`);
    expect(await screen.findByRole('button', { name: 'Pay Now' })).toBeEnabled();
    expect(storedPayments()).toEqual([]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a checkout open in another tab: no Pay Now here, and no check while that tab holds it', async () => {
    const { orderId, amountKobo } = await buyerOrder();
    leftBehind({
      reference: 'bukka-other-tab',
      orderId,
      amountKobo,
      stage: 'opened',
      heldAt: Date.now(),
    });
    renderRoutes(routes, `/order/${orderId}`);
    expect(
      await screen.findByText('A payment for this order is open in another tab or window.'),
    ).toBeVisible();
    expect(payNow()).not.toBeInTheDocument();
    expect(api.requests.filter((r) => r.url.endsWith('/api/pay'))).toEqual([]);
  });

  it("another tab's new payment hides Pay Now here at once (storage event)", async () => {
    const { orderId, amountKobo } = await buyerOrder();
    renderRoutes(routes, `/order/${orderId}`);
    await screen.findByRole('button', { name: 'Pay Now' });
    act(() => {
      leftBehind({ reference: 'bukka-b', orderId, amountKobo, stage: 'pending' });
      window.dispatchEvent(new StorageEvent('storage', { key: PAYMENTS_KEY }));
    });
    expect(await screen.findByText(/^Bank transfer pending/)).toBeVisible();
    expect(payNow()).not.toBeInTheDocument();
  });
});

describe('a page left open while another tab paid', () => {
  it('reads the order again when the other tab settles, and offers no Pay Now meanwhile', async () => {
    const { orderId, amountKobo } = await buyerOrder();
    leftBehind({ reference: 'bukka-a', orderId, amountKobo, stage: 'opened', heldAt: Date.now() });
    renderRoutes(routes, `/order/${orderId}`);
    await screen.findByText('A payment for this order is open in another tab or window.');
    // The other tab's charge pays the order, then that tab lets the reference go.
    const reference = await charge(amountKobo, 'success');
    await api.call('POST', '/api/orders/pay', { reference, orderId });
    act(() => {
      localStorage.setItem(PAYMENTS_KEY, '[]');
      window.dispatchEvent(new StorageEvent('storage', { key: PAYMENTS_KEY }));
    });
    expect(payNow()).not.toBeInTheDocument();
    expect(screen.getByText('We are confirming your payment…')).toBeVisible();
    expect(await screen.findByText('Paid')).toBeVisible();
    expect(payNow()).not.toBeInTheDocument();
  });

  it('Pay Now on an order paid meanwhile elsewhere opens no checkout', async () => {
    const { orderId, amountKobo } = await buyerOrder();
    renderRoutes(routes, `/order/${orderId}`);
    const button = await screen.findByRole('button', { name: 'Pay Now' });
    const reference = await charge(amountKobo, 'success');
    await api.call('POST', '/api/orders/pay', { reference, orderId });
    await userEvent.setup().click(button);
    expect(await screen.findByText('Paid')).toBeVisible();
    // Said, not only shown: the button the buyer pressed has gone.
    expect(
      await screen.findByText(
        'This order has already been paid (on another device or tab): nothing more to pay.',
      ),
    ).toBeVisible();
    expect(fake.params).toEqual([]);
    expect(storedPayments()).toEqual([]);
  });
});

describe('a charge the order could not take', () => {
  it('a second charge of an order paid with another one is shown with what to do, until noted', async () => {
    const { orderId, amountKobo } = await buyerOrder();
    const first = await charge(amountKobo, 'success');
    await api.call('POST', '/api/orders/pay', { reference: first, orderId });
    const second = await charge(amountKobo, 'success');
    leftBehind({ reference: second, orderId, amountKobo, stage: 'succeeded' });
    renderRoutes(routes, `/order/${orderId}`);
    const note = await screen.findByRole('region', { name: 'A payment this order could not take' });
    const alert = within(note).getByRole('alert');
    expect(alert).toHaveTextContent(
      `We received a payment of ${formatNaira(amountKobo)} (reference ${second}), but this order had already been paid, so it was not used.`,
    );
    expect(within(alert).getByRole('link', { name: contact.phoneDisplay })).toHaveAttribute(
      'href',
      contact.phoneHref,
    );
    expect(screen.getByText('Paid')).toBeVisible();
    await userEvent
      .setup()
      .click(within(alert).getByRole('button', { name: 'I have noted the reference' }));
    expect(
      screen.queryByRole('region', { name: 'A payment this order could not take' }),
    ).not.toBeInTheDocument();
    expect(storedPayments()).toEqual([]);
  });

  it('a charge of a cancelled order is shown too', async () => {
    const { orderId, amountKobo } = await buyerOrder();
    await api.signInAs(DEMO.vendor);
    await api.call('PUT', `/api/orders/demo-device/refund/${api.world.ids.vendor}/${orderId}`);
    await api.signInAs(DEMO.buyer);
    const reference = await charge(amountKobo, 'success');
    leftBehind({ reference, orderId, amountKobo, stage: 'succeeded' });
    renderRoutes(routes, `/order/${orderId}`);
    expect(
      await screen.findByText(/but this order was cancelled, so it was not used/),
    ).toBeVisible();
  });
});

describe('Pay Now', () => {
  it('keeps its own reference before the checkout opens and gives it to the provider', async () => {
    const { orderId } = await buyerOrder();
    renderRoutes(routes, `/order/${orderId}`);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Pay Now' }));
    await waitFor(() => expect(fake.params).toHaveLength(1));
    const reference = fake.params[0]?.reference;
    expect(reference).toMatch(/^bukka-/);
    expect(JSON.parse(fake.storedAtOpen ?? '[]')).toEqual([
      expect.objectContaining({ reference, orderId, stage: 'opened' }),
    ]);
    expect(screen.getByRole('button', { name: 'Paying…' })).toBeDisabled();
  });
});
