// Every action that creates something or moves money sends once while pending: two
// clicks a few milliseconds apart — before React has re-rendered the button — reach the API once,
// and the button then shows it is busy (aria-busy, disabled, a busy label).
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '#shared/schemas/products.ts';
import { ProfilePage } from '#src/app/profile-page.tsx';
import { SignUpPage } from '#src/features/auth/signup-page.tsx';
import { CheckoutButton } from '#src/features/cart/checkout-button.tsx';
import { OrderDetailsPage } from '#src/features/orders/order-details-page.tsx';
import { RiderProfilePage } from '#src/features/riders/rider-profile-page.tsx';
import { dismissToast } from '#src/lib/toast.ts';
import { addToCart, clearCart } from '#src/state/cart.ts';
import { clearSession } from '#src/state/session.ts';
import { clearShippingAddress, setShippingAddress } from '#src/state/shipping.ts';
import { testAddress } from '#tests/support/addresses.ts';
import { DEMO, installMockApi } from '#tests/support/mock-api.ts';
import { placeTestOrder } from '#tests/support/orders.ts';
import { renderRoutes } from '#tests/support/render.tsx';

const checkouts = vi.hoisted(() => ({ opened: 0, reference: async () => '' }));
vi.mock('#src/lib/payment/payment-provider.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('#src/lib/payment/payment-provider.ts')>();
  class FakePop {
    newTransaction(params: Record<string, unknown>) {
      checkouts.opened += 1;
      setTimeout(async () => {
        const onSuccess = params.onSuccess as (r: { reference: string }) => void;
        onSuccess({ reference: await checkouts.reference() });
      }, 20);
    }
  }
  const { withFakePopup } = await import('#tests/support/fake-payment-provider.ts');
  return withFakePopup(real, FakePop);
});

const api = installMockApi();
beforeEach(() => {
  clearSession();
  clearCart();
  clearShippingAddress();
  checkouts.opened = 0;
});
afterEach(() => {
  act(() => dismissToast());
});

/** The mock answers matching calls only after `ms`, so the busy button can be seen. */
const slow = (method: string, path: string, ms = 400) =>
  api.call('POST', '/__mock/faults', { method, path, delayMs: ms });

const sent = (method: string, part: string) =>
  api.requests.filter((r) => r.method === method && r.url.includes(part)).length;

/** Two clicks in a row, the way a double-click arrives: no render in between. */
function doubleClick(button: HTMLElement) {
  fireEvent.click(button);
  fireEvent.click(button);
}

describe('send once while pending', () => {
  it('Place order: one order for a double-click, the button busy meanwhile', async () => {
    await api.signInAs(DEMO.buyer);
    const products = await api.call<Product[]>(
      'GET',
      `/api/products?query=${api.world.ids.vendor}`,
    );
    addToCart(products[0] as Product, 1);
    setShippingAddress(testAddress);
    await slow('POST', '/api/orders/demo-device/*');
    const view = renderRoutes(
      { '/cart': CheckoutButton, '/order/:id': () => <p>order page</p> },
      '/cart',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Check out' }));
    const sheet = await screen.findByRole('dialog', { name: 'Order summary' });
    const place = within(sheet).getByRole('button', { name: 'Place order' });
    doubleClick(place);
    await waitFor(() => expect(place).toHaveAttribute('aria-busy', 'true'));
    expect(place).toBeDisabled();
    expect(place).toHaveAccessibleName('Placing order…');
    await waitFor(() => expect(view.currentPath()).toMatch(/^\/order\/[0-9a-f]{24}$/));
    expect(sent('POST', '/api/orders/demo-device/')).toBe(1);
  });

  it('Pay Now: one checkout and one payment for a double-click', async () => {
    const buyer = await api.signInAs(DEMO.buyer);
    const { orderId, total } = await placeTestOrder(api, buyer._id);
    checkouts.reference = async () =>
      (
        await api.call<{ reference: string }>('POST', '/__mock/payments', {
          email: DEMO.buyer,
          amount: Math.round(total * 100),
          status: 'success',
        })
      ).reference;
    await slow('POST', '/api/orders/pay');
    renderRoutes({ '/order/:id': OrderDetailsPage }, `/order/${orderId}`);
    const pay = await screen.findByRole('button', { name: 'Pay Now' });
    doubleClick(pay);
    await waitFor(() => expect(pay).toHaveAttribute('aria-busy', 'true'));
    expect(await screen.findByText('Paid')).toBeVisible();
    expect(checkouts.opened).toBe(1);
    expect(sent('POST', '/api/orders/pay')).toBe(1);
  });

  it('Accept: one request for a double-click', async () => {
    const buyer = await api.signInAs(DEMO.buyer);
    const { orderId, total } = await placeTestOrder(api, buyer._id);
    // Paid first: Accept is offered only for a paid order.
    const { reference } = await api.call<{ reference: string }>('POST', '/__mock/payments', {
      email: DEMO.buyer,
      amount: Math.round(total * 100),
      status: 'success',
    });
    await api.call('POST', '/api/orders/pay', { reference, orderId });
    await api.signInAs(DEMO.vendor);
    renderRoutes({ '/order/:id': OrderDetailsPage }, `/order/${orderId}`);
    const accept = await screen.findByRole('button', { name: 'Accept' });
    await slow('PUT', '/api/orders/demo-device/takeorder/*');
    doubleClick(accept);
    await waitFor(() => expect(accept).toHaveAttribute('aria-busy', 'true'));
    expect(accept).toHaveAccessibleName('Accepting…');
    expect(await screen.findByText('This order is confirmed.')).toBeVisible();
    expect(sent('PUT', '/takeorder/')).toBe(1);
  });

  it('simulate a bank transfer (fund): one transfer for a double-click', async () => {
    // Fund wallet / Deposit is offered to a buyer with wallet checkout.
    await api.call('POST', '/__mock/reset', { seed: 1, checkout: 'wallet' });
    try {
      const buyer = await api.signInAs(DEMO.buyer);
      renderRoutes({ '/profile/:userId': ProfilePage }, `/profile/${buyer._id}`);
      await userEvent
        .setup()
        .click(await screen.findByRole('button', { name: 'Fund wallet / Deposit' }));
      const helper = screen.getByRole('form', { name: 'Mock mode: simulate a bank transfer' });
      const button = within(helper).getByRole('button', { name: 'simulate a bank transfer' });
      doubleClick(button);
      expect(await screen.findByText(/^Transfer received/)).toBeVisible();
      expect(sent('POST', '/__mock/bank-transfer')).toBe(1);
    } finally {
      await api.call('POST', '/__mock/reset', { seed: 1, checkout: 'card' });
    }
  });

  it('Register shop: one registration for a double-click', async () => {
    const rider = await api.signInAs(DEMO.rider);
    const user = userEvent.setup();
    const view = renderRoutes(
      { '/profile/:userId': ProfilePage, '/kitchen/:id': () => <p>kitchen page</p> },
      `/profile/${rider._id}`,
    );
    await user.click(await screen.findByRole('button', { name: 'Vendor/Signup' }));
    const dialog = screen.getByRole('dialog', { name: 'Register your shop' });
    await user.type(within(dialog).getByLabelText('Shop name (required)'), 'Emeka Grills');
    await user.type(within(dialog).getByLabelText('Shop address (required)'), '3 Broad St');
    await user.type(
      within(dialog).getByLabelText('Places you can deliver to (required)'),
      'Yaba{Enter}',
    );
    doubleClick(within(dialog).getByRole('button', { name: 'Register shop' }));
    await waitFor(() => expect(view.currentPath()).toBe(`/kitchen/${rider._id}`));
    expect(sent('POST', '/api/users/vendor/')).toBe(1);
  });

  it('Post (a dish): one product for a double-click', async () => {
    const vendor = await api.signInAs(DEMO.vendor);
    const user = userEvent.setup();
    renderRoutes({ '/profile/:userId': ProfilePage }, `/profile/${vendor._id}`);
    await user.click(await screen.findByRole('button', { name: 'Upload/Post' }));
    const dialog = screen.getByRole('dialog', { name: 'Create a post' });
    await user.type(within(dialog).getByLabelText('Name'), 'Ofada Special');
    await user.selectOptions(within(dialog).getByLabelText('Category'), 'Food');
    await user.selectOptions(within(dialog).getByLabelText('Type'), 'Rice');
    await user.type(within(dialog).getByLabelText('Description'), 'Ofada rice with ayamase');
    await user.type(within(dialog).getByLabelText('Price (naira)'), '4500');
    doubleClick(within(dialog).getByRole('button', { name: 'Post' }));
    expect(await within(dialog).findByRole('link', { name: 'View Product' })).toBeVisible();
    expect(sent('POST', '/api/products/post/')).toBe(1);
  });

  it('Post review: one review for a double-click', async () => {
    await api.signInAs(DEMO.buyer);
    renderRoutes({ '/rider/:id': RiderProfilePage }, `/rider/${api.world.ids.rider}`);
    const box = await screen.findByLabelText('Your review');
    await userEvent.setup().type(box, 'Fast and friendly');
    doubleClick(screen.getByRole('button', { name: 'Post review' }));
    await waitFor(() => expect(box).toHaveValue(''));
    expect(sent('POST', '/api/reviews')).toBe(1);
  });

  it('Sign Up: one account for a double-click', async () => {
    const user = userEvent.setup();
    const view = renderRoutes(
      { '/signup': SignUpPage, '/verification/:url/auth': () => <p>code page</p> },
      '/signup',
    );
    await user.type(screen.getByLabelText('First-Name'), 'Chidi');
    await user.type(screen.getByLabelText('Last-Name'), 'Okafor');
    await user.type(screen.getByLabelText('State'), 'Lagos');
    await user.type(screen.getByLabelText('Country'), 'Nigeria');
    await user.type(screen.getByLabelText('Age'), '01/04/1990');
    await user.type(screen.getByLabelText('Email'), 'chidi.once@bukka.test');
    await user.type(screen.getByLabelText('Password'), 'a-long-secret');
    await user.type(screen.getByLabelText('Confirm Password'), 'a-long-secret');
    doubleClick(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(view.currentPath()).toMatch(/^\/verification\//));
    expect(sent('POST', '/api/users/register')).toBe(1);
  });
});
