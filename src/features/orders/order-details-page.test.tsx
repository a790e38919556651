import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { orderDetails } from '#mock/domain/order-views.ts';
import { OrderDetailsPage } from '#src/features/orders/order-details-page.tsx';
import { dismissToast } from '#src/lib/toast.ts';
import { clearSession } from '#src/state/session.ts';
import { DEMO, installMockApi } from '#tests/support/mock-api.ts';
import { placeTestOrder } from '#tests/support/orders.ts';
import { renderRoutes } from '#tests/support/render.tsx';

type Outcome = 'success' | 'check-fails' | 'cancel' | 'pending' | 'error';
const fake = vi.hoisted(() => ({
  outcome: 'success' as Outcome,
  reference: async (_email: string, _amount: number, _status: string) => '',
  params: [] as Array<Record<string, unknown>>,
}));

vi.mock('#src/lib/payment/payment-provider.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('#src/lib/payment/payment-provider.ts')>();
  class FakePop {
    newTransaction(params: Record<string, unknown>) {
      fake.params.push(params);
      const call = (name: string, arg?: unknown) =>
        (params[name] as ((value?: unknown) => void) | undefined)?.(arg);
      const email = String(params.email);
      const amount = Number(params.amount);
      setTimeout(async () => {
        if (fake.outcome === 'cancel') call('onCancel');
        else if (fake.outcome === 'pending') {
          call('onCancel');
          call('onBankTransferConfirmationPending');
        } else if (fake.outcome === 'error') call('onError', { message: 'Card declined' });
        else {
          const status = fake.outcome === 'success' ? 'success' : 'failed';
          call('onSuccess', { reference: await fake.reference(email, amount, status) });
        }
      }, 0);
    }
  }
  const { withFakePopup } = await import('#tests/support/fake-payment-provider.ts');
  return withFakePopup(real, FakePop);
});

const routes = {
  '/order/:id': OrderDetailsPage,
  '/orders/:id': OrderDetailsPage,
  '/signin': () => <p>sign-in page</p>,
};

const api = installMockApi();
beforeEach(() => {
  clearSession();
  localStorage.removeItem('bukka.payments');
  fake.params = [];
  fake.outcome = 'success';
  fake.reference = async (email, amount, status) =>
    (await api.call<{ reference: string }>('POST', '/__mock/payments', { email, amount, status }))
      .reference;
});
afterEach(() => {
  act(() => dismissToast());
});

async function buyerOrder() {
  const buyer = await api.signInAs(DEMO.buyer);
  const order = await placeTestOrder(api, buyer._id);
  return { buyer, ...order };
}

describe('order details, buyer', () => {
  it('sends signed-out visitors to /signin', async () => {
    const view = renderRoutes(routes, '/order/abc');
    await waitFor(() => expect(view.currentPath()).toBe('/signin?next=%2Forder%2Fabc'));
  });

  it('shows the order with the red Not paid banner, items and business panel', async () => {
    const { orderId, product } = await buyerOrder();
    renderRoutes(routes, `/orders/${orderId}`);
    expect(await screen.findByText('Not paid')).toBeVisible();
    expect(screen.getByText(orderId)).toBeVisible();
    expect(screen.getByText('Ada Obi')).toBeVisible();
    expect(
      screen.getByText('Address: 14 Herbert Macaulay Way, Yaba, Lagos, Nigeria'),
    ).toBeVisible();
    // Sent as 08030000000; the API keeps a number (8030000000): the zero comes back.
    expect(screen.getByRole('link', { name: '0803 000 0000' })).toHaveAttribute(
      'href',
      'tel:+2348030000000',
    );
    const kind = String(product.category).toLowerCase();
    const unit = kind === 'food' ? 'plates of ' : kind === 'meat' ? 'pieces of ' : '';
    // Two of them: plural (one would be '1 plate of').
    expect(screen.getByText(`2 ${unit}${product.name}`)).toBeVisible();
    expect(screen.getByRole('link', { name: 'check store' })).toHaveAttribute(
      'href',
      `/kitchen/${api.world.ids.vendor}`,
    );
    expect(screen.getByRole('link', { name: 'See All Your Orders' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Pay Now' })).toBeVisible();
  });

  it('shows what the total is made of: subtotal and delivery fee that add up to it', async () => {
    const { orderId } = await buyerOrder();
    renderRoutes(routes, `/order/${orderId}`);
    const naira = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));
    const subtotal = (await screen.findByText('Subtotal')).nextElementSibling;
    const fee = screen.getByText('Delivery fee').nextElementSibling;
    const total = screen.getByText(/^Total:/).querySelector('strong');
    expect(naira(fee?.textContent ?? null)).toBeGreaterThan(0);
    expect(naira(subtotal?.textContent ?? null) + naira(fee?.textContent ?? null)).toBe(
      naira(total?.textContent ?? null),
    );
  });

  it('pays by card: NGN, total × 100, success toast with reference, paid banner without reload', async () => {
    const { orderId, total } = await buyerOrder();
    renderRoutes(routes, `/order/${orderId}`);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Pay Now' }));
    expect(await screen.findByText(/^Payment successful \S+/)).toBeVisible();
    const banner = (await screen.findByText('Paid')).closest('p');
    // One date format on the page: the paid stamp as 'Ordered on', both in Lagos time.
    const stamp = /\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}/;
    expect(banner?.textContent).toMatch(new RegExp(`^Paid on ${stamp.source}$`));
    expect(screen.getByText(/^Ordered on /)).toHaveTextContent(
      new RegExp(`^Ordered on ${stamp.source}$`),
    );
    expect(screen.queryByRole('button', { name: 'Pay Now' })).not.toBeInTheDocument();
    // Pay Now is gone: the paid banner that replaced it has the keyboard focus.
    expect(banner).toHaveFocus();
    expect(fake.params[0]?.currency).toBe('NGN');
    expect(fake.params[0]?.amount).toBe(Math.round(total * 100));
  });

  it("says 'Payment cancelled' when the checkout is closed", async () => {
    fake.outcome = 'cancel';
    const { orderId } = await buyerOrder();
    renderRoutes(routes, `/order/${orderId}`);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Pay Now' }));
    expect(await screen.findByText('Payment cancelled')).toBeVisible();
    expect(screen.getByText('Not paid')).toBeVisible();
  });

  it("says 'error making payment' (role=alert) when the check is not successful", async () => {
    fake.outcome = 'check-fails';
    const { orderId } = await buyerOrder();
    renderRoutes(routes, `/order/${orderId}`);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Pay Now' }));
    const banner = screen.getByText('Not paid').closest('div') as HTMLElement;
    await waitFor(() =>
      expect(within(banner).getByRole('alert').textContent).toBe('error making payment'),
    );
  });

  it('shows a pending bank transfer as pending, not cancelled', async () => {
    fake.outcome = 'pending';
    const { orderId } = await buyerOrder();
    renderRoutes(routes, `/order/${orderId}`);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Pay Now' }));
    expect(await screen.findByText(/Bank transfer pending/)).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(screen.queryByText('Payment cancelled')).not.toBeInTheDocument();
  });

  it('says a declined card is declined, in role=alert', async () => {
    fake.outcome = 'error';
    const { orderId } = await buyerOrder();
    renderRoutes(routes, `/order/${orderId}`);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Pay Now' }));
    const banner = screen.getByText('Not paid').closest('div') as HTMLElement;
    await waitFor(() =>
      expect(within(banner).getByRole('alert').textContent).toBe(
        'Payment declined: Card declined. You were not charged. Try again, or use another card.',
      ),
    );
  });
});

describe('one truthful outcome per payment', () => {
  const toastsOnScreen = () =>
    [...document.querySelectorAll('.Toastify__toast')]
      .filter((el) => !el.className.includes('exit'))
      .map((el) => el.textContent);

  // The card was charged at the provider, only the check failed — the payment is kept
  // and checked again, never "You were not charged" with a Pay Now that would charge it twice.
  it('a card check outage says the server’s message and that the payment is kept, never "Payment successful"', async () => {
    const { orderId } = await buyerOrder();
    await api.fail('POST', '/api/pay', {
      status: 503,
      message: 'Card payments are temporarily unavailable',
    });
    renderRoutes(routes, `/order/${orderId}`);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Pay Now' }));
    const said =
      'Card payments are temporarily unavailable. Your payment is kept and will be confirmed as soon as we can check it: do not pay again.';
    // A kept payment is in progress, not a red 'Not paid'.
    const banner = (await screen.findByText('Payment in progress')).closest('div') as HTMLElement;
    await waitFor(() => expect(within(banner).getByRole('alert')).toHaveTextContent(said));
    await waitFor(() => expect(toastsOnScreen()).toEqual([said]));
    expect(screen.queryByText(/Payment successful/)).not.toBeInTheDocument();
    expect(screen.queryByText('error making payment')).not.toBeInTheDocument();
    expect(screen.queryByText('Not paid')).not.toBeInTheDocument();
    expect(screen.getByText('We are confirming your payment…')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Pay Now' })).not.toBeInTheDocument();
  });

  it('a decline then a success leaves only "Payment successful" on screen', async () => {
    fake.outcome = 'error';
    const { orderId } = await buyerOrder();
    renderRoutes(routes, `/order/${orderId}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Pay Now' }));
    await waitFor(() =>
      expect(toastsOnScreen()).toEqual([
        'Payment declined: Card declined. You were not charged. Try again, or use another card.',
      ]),
    );
    fake.outcome = 'success';
    // The button comes back once the decline is handled, which can be a render after its toast.
    await user.click(await screen.findByRole('button', { name: 'Pay Now' }));
    await waitFor(() =>
      expect(toastsOnScreen()).toEqual([expect.stringMatching(/^Payment successful \S+/)]),
    );
    expect(await screen.findByText('Paid')).toBeVisible();
  });

  it('shows "Payment successful" only after the server confirmed the order paid', async () => {
    const { orderId } = await buyerOrder();
    // The order cannot be paid (already paid elsewhere): the provider's success is not enough.
    await api.fail('POST', '/api/orders/pay', { status: 409, message: 'order is already paid' });
    renderRoutes(routes, `/order/${orderId}`);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Pay Now' }));
    await waitFor(() => expect(toastsOnScreen()).toEqual(['order is already paid']));
    expect(screen.queryByText(/Payment successful/)).not.toBeInTheDocument();
  });
});

describe('order details, seller', () => {
  /** A paid order (the store accepts only what it will be paid for). */
  async function sellerView() {
    const { orderId, total } = await buyerOrder();
    const reference = await fake.reference(DEMO.buyer, Math.round(total * 100), 'success');
    await api.call('POST', '/api/orders/pay', { reference, orderId });
    await api.signInAs(DEMO.vendor);
    const view = renderRoutes(routes, `/order/${orderId}`);
    await screen.findByText('Customer details');
    return { orderId, view };
  }

  it('shows the customer panel with Accept and Refund & Cancel', async () => {
    await sellerView();
    expect(screen.getByText('Reputation: Average')).toBeVisible();
    // The customer's name first name first, as everywhere else (the API says "Okafor  Adaeze").
    const panel = screen.getByRole('region', { name: 'Customer details' });
    expect(within(panel).getByText('Adaeze Okafor')).toBeVisible();
    // Never the account's id to a person.
    expect(panel).not.toHaveTextContent(api.world.ids.buyer);
    expect(within(panel).queryByText(/Customer id/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accept' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Refund & Cancel' })).toBeVisible();
    expect(screen.queryByText('Not paid')).not.toBeInTheDocument();
  });

  it('accepts: the controls go and the confirmed note with Report/dispute appears', async () => {
    await sellerView();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Accept' }));
    const note = await screen.findByText('This order is confirmed.');
    expect(note).toBeVisible();
    expect(screen.getByRole('link', { name: 'Report/dispute' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    // Accept is gone: the confirmed note that replaced it has the keyboard focus.
    await waitFor(() => expect(note).toHaveFocus());
  });

  it('asks before refunding: No keeps the order, Yes cancels it', async () => {
    await sellerView();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Refund & Cancel' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to cancel this order?')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Refund & Cancel' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes' }));
    expect(
      await screen.findByText(
        /^Note: this order was cancelled and N[\d,]+\.\d{2} was refunded to the customer’s Bukka wallet$/,
      ),
    ).toBeVisible();
  });

  it('shows the server message as a toast when accepting fails', async () => {
    await sellerView();
    await api.fail('PUT', '/api/orders/demo-device/takeorder/*', {
      status: 400,
      message: 'Order is already taken',
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Accept' }));
    const toast = await screen.findByText('Order is already taken');
    expect(toast.closest('.Toastify__toast--error')).toBeVisible();
  });

  it('buyer sees the cancelled note after a cancel (unpaid: no money moved)', async () => {
    const { orderId } = await buyerOrder();
    await api.signInAs(DEMO.vendor);
    await api.call('PUT', `/api/orders/demo-device/refund/${api.world.ids.vendor}/${orderId}`);
    await api.signInAs(DEMO.buyer);
    renderRoutes(routes, `/order/${orderId}`);
    expect(
      await screen.findByText('Your order was cancelled before it was paid — no money moved'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Pay Now' })).not.toBeInTheDocument();
  });
});

describe('following the order to the door', () => {
  /** The buyer's order, paid through the real calls (provider record → /api/pay → /api/orders/pay). */
  async function paidOrder() {
    const { orderId, total, buyer } = await buyerOrder();
    const reference = await fake.reference(DEMO.buyer, Math.round(total * 100), 'success');
    await api.call('POST', '/api/pay', { reference });
    await api.call('POST', '/api/orders/pay', { reference, orderId });
    return { orderId, buyer };
  }
  const progress = () => screen.getByRole('region', { name: 'Order progress' });
  const step = (name: string) =>
    within(progress())
      .getAllByRole('listitem')
      .find((li) => li.textContent?.startsWith(name));

  it('shows the paid order waiting to the vendor until Accept, then the confirmed note', async () => {
    const { orderId } = await paidOrder();
    await api.signInAs(DEMO.vendor);
    renderRoutes(routes, `/order/${orderId}`);
    expect(await screen.findByText('Paid — waiting for you to accept')).toBeVisible();
    expect(screen.queryByText('This order is confirmed.')).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('This order is confirmed.')).toBeVisible();
    expect(screen.queryByText('Paid — waiting for you to accept')).not.toBeInTheDocument();
  });

  it('the open page follows the order to Delivered, with the time, without a reload', async () => {
    const { orderId } = await paidOrder();
    renderRoutes(routes, `/order/${orderId}`);
    await screen.findByRole('region', { name: 'Order progress' });
    expect(step('Payment received')).toHaveClass('order-timeline__step--done');
    expect(step('Accepted by the store')).toHaveAttribute('aria-current', 'step');
    expect(step('Delivered')).toHaveClass('order-timeline__step--upcoming');
    // The vendor accepts and a rider delivers (the control API), while the buyer's page stays open.
    const vendor = api.world.ids.vendor;
    await api.signInAs(DEMO.vendor);
    await api.call('PUT', `/api/orders/demo-device/takeorder/${vendor}/${orderId}`);
    await api.call('POST', `/__mock/orders/${orderId}/deliver`);
    await waitFor(() => expect(step('Delivered')).toHaveClass('order-timeline__step--done'), {
      timeout: 8000,
    });
    // Its time as a duration after the step before, the day and time in its title.
    const time = within(step('Delivered')!).getByText(/ after pickup$/);
    expect(time).toBeVisible();
    expect(time).toHaveAttribute(
      'title',
      expect.stringMatching(/^\d{1,2} \w{3} \d{4}, \d{2}:\d{2}$/),
    );
    expect(step('Accepted by the store')).toHaveClass('order-timeline__step--done');
    const rider = api.world.ctx.db.orders.get(orderId)?.riderId;
    const riderName = api.world.ctx.db.users.get(rider ?? '')?.name ?? '';
    expect(within(step('Rider assigned')!).getByText(riderName)).toBeVisible();
  });

  it('shows the rider on the way with a map while the simulator rides', async () => {
    const { orderId, buyer } = await paidOrder();
    const at = new Date(api.world.ctx.clock.now()).toISOString();
    api.use(
      http.get('*/api/orders/:deviceId/find/:orderId/:userId', () => {
        const answer: { details: Record<string, unknown> } = orderDetails(
          api.world.ctx,
          buyer._id,
          orderId,
          buyer._id,
        );
        answer.details = {
          ...answer.details,
          status: 'on-the-way',
          acceptedAt: at,
          isTaken: at,
          pickedUpAt: at,
          rider: { _id: api.world.ids.rider, name: 'Emeka Eze', img: '' },
          riderPosition: { lat: 6.52, lon: 3.37, progress: 0.4 },
        };
        return HttpResponse.json(answer);
      }),
    );
    renderRoutes(routes, `/order/${orderId}`);
    await screen.findByRole('region', { name: 'Order progress' });
    expect(step('On the way')).toHaveClass('order-timeline__step--done');
    expect(step('Delivered')).toHaveAttribute('aria-current', 'step');
    expect(within(step('Rider assigned')!).getByText('Emeka Eze')).toBeVisible();
    expect(
      await screen.findByRole('region', { name: 'Map: Emeka Eze on the way to the buyer' }),
    ).toBeInTheDocument();
  });

  it('with an API that does not track orders (hosted), shows only what it knows', async () => {
    const { orderId, buyer } = await paidOrder();
    api.use(
      http.get('*/api/orders/:deviceId/find/:orderId/:userId', () => {
        const answer: { details: Record<string, unknown> } = orderDetails(
          api.world.ctx,
          buyer._id,
          orderId,
          buyer._id,
        );
        const { status, acceptedAt, pickedUpAt, deliveredAt, rider, riderPosition, ...hosted } =
          answer.details;
        answer.details = hosted;
        return HttpResponse.json(answer);
      }),
    );
    renderRoutes(routes, `/order/${orderId}`);
    await screen.findByRole('region', { name: 'Order progress' });
    const steps = within(progress())
      .getAllByRole('listitem')
      .map((li) => li.querySelector('.order-timeline__label')?.textContent);
    expect(steps).toEqual(['Order placed', 'Payment received']);
  });
});
