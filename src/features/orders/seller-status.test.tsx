// The vendor's side of an unpaid or refunded order and the live order's steps
// said as they come, through the mock's real handlers.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { orderDetails } from '#mock/domain/order-views.ts';
import { takeOrder } from '#mock/domain/orders.ts';
import { OrderDetailsPage } from '#src/features/orders/order-details-page.tsx';
import { announcerStore } from '#src/lib/announce.ts';
import { dismissToast } from '#src/lib/toast.ts';
import { clearSession } from '#src/state/session.ts';
import { DEMO, installMockApi } from '#tests/support/mock-api.ts';
import { placeTestOrder } from '#tests/support/orders.ts';
import { renderRoutes } from '#tests/support/render.tsx';

const routes = { '/order/:id': OrderDetailsPage };
const api = installMockApi();
beforeEach(() => {
  clearSession();
  announcerStore.message = '';
});
afterEach(() => {
  act(() => dismissToast());
});

const toastsOnScreen = () =>
  [...document.querySelectorAll('.Toastify__toast')]
    .filter((el) => !el.className.includes('exit'))
    .map((el) => el.textContent);
const progress = () => screen.getByRole('region', { name: 'Order progress' });
const stepLabels = () =>
  within(progress())
    .getAllByRole('listitem')
    .map((li) => li.querySelector('.order-timeline__label')?.textContent);
const step = (name: string) =>
  within(progress())
    .getAllByRole('listitem')
    .find((li) => li.querySelector('.order-timeline__label')?.textContent === name);

async function order({ paid }: { paid: boolean }) {
  const buyer = await api.signInAs(DEMO.buyer);
  const { orderId, total } = await placeTestOrder(api, buyer._id);
  if (paid) {
    const { reference } = await api.call<{ reference: string }>('POST', '/__mock/payments', {
      email: DEMO.buyer,
      amount: Math.round(total * 100),
      status: 'success',
    });
    await api.call('POST', '/api/orders/pay', { reference, orderId });
  }
  return { orderId, total, buyer };
}

async function asVendor(orderId: string) {
  await api.signInAs(DEMO.vendor);
  renderRoutes(routes, `/order/${orderId}`);
  await screen.findByText('Customer details');
}

async function cancelWith(button: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: button }));
  const dialog = screen.getByRole('dialog');
  expect(within(dialog).getByText('Are you sure you want to cancel this order?')).toBeVisible();
  // Before the step: what it does with the money.
  expect(
    within(dialog).getByText(
      button === 'Cancel order'
        ? 'It was not paid: no money moves.'
        : /^N[\d,]+\.\d{2} goes back to the customer’s Bukka wallet\.$/,
    ),
  ).toBeVisible();
  await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
}

describe('the vendor and an unpaid order', () => {
  it('says it is not paid yet, offers no Accept, and the action is Cancel order', async () => {
    const { orderId } = await order({ paid: false });
    await asVendor(orderId);
    expect(screen.getByText('Not paid yet — waiting for the customer’s payment')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refund & Cancel' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel order' })).toBeEnabled();
  });

  it('Cancel order asks first, then says no money moved; the timeline has no acceptance', async () => {
    const { orderId } = await order({ paid: false });
    await asVendor(orderId);
    await cancelWith('Cancel order');
    const said = 'Order cancelled — it was not paid, so no money moved';
    await waitFor(() => expect(toastsOnScreen()).toEqual([said]));
    expect(announcerStore.message).toBe(said);
    expect(
      await screen.findByText('Note: this order was cancelled before it was paid — no money moved'),
    ).toBeVisible();
    expect(stepLabels()).toEqual(['Order placed', 'Cancelled']);
    expect(
      within(step('Cancelled')!).getByText(/^\d{1,2} \w{3} \d{4}, \d{2}:\d{2}$/),
    ).toBeVisible();
  });
});

describe('the vendor refunds a paid order without accepting it', () => {
  it('says the amount and the wallet; neither timeline shows an acceptance; the cancel is dated', async () => {
    const { orderId, total } = await order({ paid: true });
    await asVendor(orderId);
    expect(screen.getByText('Paid — waiting for you to accept')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Accept' })).toBeVisible();
    await cancelWith('Refund & Cancel');
    const amount = `N${total.toLocaleString('en-US')}.00`;
    await waitFor(() =>
      expect(toastsOnScreen()).toEqual([
        `Order cancelled — ${amount} refunded to the customer’s Bukka wallet`,
      ]),
    );
    expect(
      await screen.findByText(
        `Note: this order was cancelled and ${amount} was refunded to the customer’s Bukka wallet`,
      ),
    ).toBeVisible();
    expect(stepLabels()).toEqual(['Order placed', 'Payment received', 'Cancelled and refunded']);
    expect(
      within(step('Cancelled and refunded')!).getByText(/^\d{1,2} \w{3} \d{4}, \d{2}:\d{2}$/),
    ).toBeVisible();
  });

  it('the buyer reads the same: refunded amount to the Bukka wallet, no acceptance', async () => {
    const { orderId, total } = await order({ paid: true });
    await api.signInAs(DEMO.vendor);
    await api.call('PUT', `/api/orders/demo-device/refund/${api.world.ids.vendor}/${orderId}`);
    await api.signInAs(DEMO.buyer);
    renderRoutes(routes, `/order/${orderId}`);
    const amount = `N${total.toLocaleString('en-US')}.00`;
    expect(
      await screen.findByText(`Your order was cancelled. Refunded ${amount} to your Bukka wallet`),
    ).toBeVisible();
    expect(stepLabels()).toEqual(['Order placed', 'Payment received', 'Cancelled and refunded']);
    expect(screen.queryByText('Accepted by the store')).not.toBeInTheDocument();
  });
});

describe('an order the simulated city decides itself', () => {
  it('tells the vendor so, and keeps the buttons', async () => {
    const { orderId } = await order({ paid: true });
    const vendor = await api.signInAs(DEMO.vendor);
    api.use(
      http.get('*/api/orders/:deviceId/find/:orderId/:userId', () => {
        const answer = orderDetails(api.world.ctx, vendor._id, orderId, vendor._id);
        return HttpResponse.json({ ...answer, details: { ...answer.details, handledBy: 'city' } });
      }),
    );
    renderRoutes(routes, `/order/${orderId}`);
    expect(await screen.findByText(/^The city accepts this one in a minute or two/)).toBeVisible();
    // The heading does not say it waits for him: it is the city's order unless he acts first.
    expect(screen.getByText('Paid — the city accepts it on its own')).toBeVisible();
    expect(screen.queryByText('Paid — waiting for you to accept')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accept' })).toBeVisible();
  });
});

describe('the live order says each new step once', () => {
  it('announces the acceptance and the delivery with its time, not the steps done at opening', async () => {
    const { orderId } = await order({ paid: true });
    renderRoutes(routes, `/order/${orderId}`);
    await screen.findByRole('region', { name: 'Order progress' });
    // Placed and paid were done before the page opened: not news.
    expect(announcerStore.message).toBe('');
    expect(toastsOnScreen()).toEqual([]);
    // The store accepts (its own session elsewhere; the buyer's page stays open and signed in).
    const storeId = api.world.ids.vendor;
    await takeOrder(api.world.ctx, { actorId: storeId, storeId, orderId });
    await waitFor(
      () =>
        expect(announcerStore.message).toMatch(/^The store accepted your order at \d{2}:\d{2}$/),
      {
        timeout: 8000,
      },
    );
    await api.call('POST', `/__mock/orders/${orderId}/deliver`);
    await waitFor(() => expect(announcerStore.message).toMatch(/^Delivered at \d{2}:\d{2}$/), {
      timeout: 8000,
    });
    // One toast on the order's topic, replaced in place by the newer step.
    await waitFor(() => expect(toastsOnScreen()).toEqual([announcerStore.message]));
  });
});
