// The order page against the read-only proxy (`--proxy URL` without `--allow-writes`): a store's
// Accept and a buyer's card payment meet its refusal (403 with `X-Bukka-Proxy: refused`). Each is
// said where the person acted, in Bukka's words; a refused check is not waited out as a lost
// answer, a charge the checkout reported is kept, and once the backend is known to be a read-only
// view, Pay Now opens no checkout at all.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { isApiError } from '#src/api/client.ts';
import { createReview } from '#src/api/reviews.ts';
import { OrderDetailsPage } from '#src/features/orders/order-details-page.tsx';
import { PAYMENTS_KEY, type PaymentInFlight } from '#src/state/payments-in-flight.ts';
import { freshPaymentEachTest } from '#tests/support/fake-payment-provider.ts';
import { DEMO, installMockApi } from '#tests/support/mock-api.ts';
import { placeTestOrder } from '#tests/support/orders.ts';
import { refusedWrite } from '#tests/support/proxy-refusal.ts';
import { renderRoutes } from '#tests/support/render.tsx';

const NOT_SENT = 'Not sent: this is a read-only view of the live backend';

const fake = vi.hoisted(() => ({ params: [] as Array<Record<string, unknown>> }));

vi.mock('#src/lib/payment/payment-provider.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('#src/lib/payment/payment-provider.ts')>();
  // A checkout that charges the card at once and reports it with the client's reference.
  class ChargingPop {
    newTransaction(params: Record<string, unknown>) {
      fake.params.push(params);
      const onSuccess = params.onSuccess as (response: { reference: unknown }) => void;
      setTimeout(() => onSuccess({ reference: params.reference }), 0);
    }
  }
  const { withFakePopup } = await import('#tests/support/fake-payment-provider.ts');
  return withFakePopup(real, ChargingPop);
});

const routes = { '/order/:id': OrderDetailsPage };
const api = installMockApi();
freshPaymentEachTest(fake.params);

const toastsOnScreen = () =>
  [...document.querySelectorAll('.Toastify__toast')]
    .filter((el) => !el.className.includes('exit'))
    .map((el) => el.textContent);
const sent = (path: string) => api.requests.filter((r) => new URL(r.url).pathname === path);
const stored = () => JSON.parse(localStorage.getItem(PAYMENTS_KEY) ?? '[]') as PaymentInFlight[];

async function paidOrder() {
  const buyer = await api.signInAs(DEMO.buyer);
  const { orderId, total } = await placeTestOrder(api, buyer._id);
  const { reference } = await api.call<{ reference: string }>('POST', '/__mock/payments', {
    email: DEMO.buyer,
    amount: Math.round(total * 100),
    status: 'success',
  });
  await api.call('POST', '/api/orders/pay', { reference, orderId });
  return orderId;
}

async function unpaidOrderPage() {
  const buyer = await api.signInAs(DEMO.buyer);
  const { orderId } = await placeTestOrder(api, buyer._id);
  renderRoutes(routes, `/order/${orderId}`);
  return { orderId, payNow: await screen.findByRole('button', { name: 'Pay Now' }) };
}

describe('the store accepts an order through the read-only proxy', () => {
  it('says so once where it pressed Accept; the order stays waiting to be accepted', async () => {
    const orderId = await paidOrder();
    await api.signInAs(DEMO.vendor);
    api.use(refusedWrite('put', '/api/orders/:deviceId/takeorder/:storeId/:orderId'));
    renderRoutes(routes, `/order/${orderId}`);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Accept' }));

    await waitFor(() => expect(toastsOnScreen()).toEqual([NOT_SENT]));
    expect(screen.queryByText('something went wrong')).not.toBeInTheDocument();
    expect(screen.getByText('Paid — waiting for you to accept')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Accept' })).toBeEnabled();
  });
});

describe('a card payment through the read-only proxy', () => {
  it('a charge whose check is refused: said at Pay Now, kept, not checked again', async () => {
    api.use(refusedWrite('post', '/api/pay'), refusedWrite('post', '/api/orders/pay'));
    const { payNow } = await unpaidOrderPage();
    await userEvent.setup().click(payNow);

    expect(await screen.findByText(NOT_SENT, { selector: '.pay-now__error' })).toBeVisible();
    expect(screen.queryByText(/something went wrong|error making payment/)).not.toBeInTheDocument();
    // The charge the checkout reported is kept and shown with what to do, never waited on.
    const [kept] = stored();
    expect(kept).toMatchObject({ stage: 'unapplied', reason: 'not-sent' });
    expect(
      await screen.findByText(
        /^We received a payment of N[\d,]+\.\d{2} \(reference \S+\), but this is a read-only view of the live backend, where it could not be sent/,
      ),
    ).toBeVisible();
    expect(sent('/api/pay')).toHaveLength(1);
    expect(sent('/api/orders/pay')).toHaveLength(0);
    expect(screen.queryByText(/do not pay again|We are confirming/)).not.toBeInTheDocument();

    // The backend is now known to be a read-only view: Pay Now opens no second checkout.
    await userEvent.setup().click(screen.getByRole('button', { name: 'Pay Now' }));
    expect(screen.getByText(NOT_SENT, { selector: '.pay-now__error' })).toBeVisible();
    expect(toastsOnScreen().filter((text) => text === NOT_SENT)).toHaveLength(1);
    expect(fake.params).toHaveLength(1);
    expect(sent('/api/pay')).toHaveLength(1);
  });

  it('after any refused write, Pay Now says so and opens no checkout', async () => {
    api.use(refusedWrite('post', '/api/reviews'));
    const { payNow } = await unpaidOrderPage();
    // Another write of this tab was refused (a review, posted from another screen).
    const refused = await createReview({
      userId: api.world.ids.vendor,
      reviewerId: 'someone',
      msg: 'Great jollof',
      positive: true,
    }).catch((error: unknown) => error);
    expect(isApiError(refused) && refused.kind).toBe('refused');

    await userEvent.setup().click(payNow);
    const line = await screen.findByText(NOT_SENT, { selector: '.pay-now__error' });
    expect(within(line.closest('.pay-now') as HTMLElement).getByRole('button')).toHaveTextContent(
      'Pay Now',
    );
    expect(toastsOnScreen()).toEqual([NOT_SENT]);
    expect(fake.params).toEqual([]);
    expect(stored()).toEqual([]);
    expect(sent('/api/pay')).toHaveLength(0);
  });
});
