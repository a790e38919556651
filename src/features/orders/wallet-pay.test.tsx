// Paying from the wallet on the order page (the mock's wallet payment): a part the wallet put in
// is said with what the card still pays, Pay Now's checkout asks for just that, and the part can be
// put back; nothing is offered while a card payment of the order is on its way.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
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

const balanceKobo = (userId: string) => api.world.ctx.db.users.get(userId)!.balanceKobo;

describe('a part of the order from the wallet', () => {
  it('says what the card still pays, and the checkout is opened for only that', async () => {
    const buyer = await api.signInAs(DEMO.buyer);
    const { orderId, total } = await placeTestOrder(api, buyer._id);
    const totalKobo = Math.round(total * 100);
    await api.call('POST', '/api/orders/wallet-pay', { orderId, amount: 1000 });
    const rest = formatNaira(totalKobo - 1000_00);
    const user = userEvent.setup();
    renderRoutes(routes, `/order/${orderId}`);
    expect(
      await screen.findByText(
        `N1,000.00 from your wallet goes to this order. Pay the other ${rest} by card.`,
      ),
    ).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    await waitFor(() => expect(fake.params).toHaveLength(1));
    expect(fake.params[0]).toMatchObject({ amount: totalKobo - 1000_00 });
  });

  it('puts the part back in the wallet, and the whole order can then be paid from it', async () => {
    const buyer = await api.signInAs(DEMO.buyer);
    const { orderId, total } = await placeTestOrder(api, buyer._id);
    const before = balanceKobo(buyer._id);
    await api.call('POST', '/api/orders/wallet-pay', { orderId, amount: 1000 });
    const user = userEvent.setup();
    renderRoutes(routes, `/order/${orderId}`);
    await user.click(await screen.findByRole('button', { name: 'Put it back in my wallet' }));
    const whole = await screen.findByRole('button', {
      name: `Pay ${formatNaira(Math.round(total * 100))} from wallet`,
    });
    expect(balanceKobo(buyer._id)).toBe(before);
    expect(screen.getByText(`Your Bukka wallet holds ${formatNaira(before)}.`)).toBeVisible();
    expect(whole).toBeEnabled();
  });
});

describe('while a card payment of the order is on its way', () => {
  it('offers no wallet payment', async () => {
    const buyer = await api.signInAs(DEMO.buyer);
    const { orderId, total } = await placeTestOrder(api, buyer._id);
    const amountKobo = Math.round(total * 100);
    const { reference } = await api.call<{ reference: string }>('POST', '/__mock/payments', {
      email: DEMO.buyer,
      amount: amountKobo,
      status: 'pending',
    });
    const stored: PaymentInFlight[] = [
      { reference, orderId, amountKobo, stage: 'pending', createdAt: Date.now(), heldAt: 0 },
    ];
    localStorage.setItem(PAYMENTS_KEY, JSON.stringify(stored));
    renderRoutes(routes, `/order/${orderId}`);
    expect(await screen.findByText(/^Bank transfer pending/)).toBeVisible();
    expect(screen.queryByRole('button', { name: /from wallet$/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/Your Bukka wallet holds/)).not.toBeInTheDocument();
  });
});
