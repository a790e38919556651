import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { CartPage } from '#src/features/cart/cart-page.tsx';
import { addToCart, clearCart } from '#src/state/cart.ts';
import { clearSession } from '#src/state/session.ts';
import { clearShippingAddress, setShippingAddress, shippingStore } from '#src/state/shipping.ts';
import { testAddress } from '#tests/support/addresses.ts';
import { DEMO, installMockApi } from '#tests/support/mock-api.ts';
import { renderWithProviders } from '#tests/support/render.tsx';

const api = installMockApi();
const dish = { _id: 'p1', name: 'Jollof Rice', price: 2500, userId: 's1' };
const ordersListed = () => api.requests.filter((r) => r.url.includes('/allorders/'));
const detailsRead = () => api.requests.filter((r) => r.url.includes('/find/'));

beforeEach(() => {
  clearCart();
  clearShippingAddress();
  clearSession();
  addToCart(dish);
});

describe('the cart’s shipping address from the last order', () => {
  it('a signed-in buyer without one gets the address of their newest order, marked as such', async () => {
    const buyer = await api.signInAs(DEMO.buyer);
    const newest = [...api.world.ctx.db.orders.values()]
      .filter((o) => o.buyerId === buyer._id)
      .sort((a, b) => b.createdAt - a.createdAt)[0]!;
    renderWithProviders(<CartPage />, { path: '/cart' });
    expect(await screen.findByText('From your last order: check it, or Edit.')).toBeVisible();
    const shown = screen.getByText(newest.shippingAddress.street, { exact: false });
    expect(shown.closest('address')).toHaveTextContent(newest.shippingAddress.name);
    expect(shippingStore.address).toMatchObject({
      name: newest.shippingAddress.name,
      street: newest.shippingAddress.street,
      localGvt: newest.shippingAddress.localGvt,
      phoneNumber: expect.stringMatching(/^0\d{10}$/),
    });
    expect(screen.getByRole('button', { name: 'Edit' })).toBeVisible();
  });

  it('drops the note once the buyer edits the address (it is theirs now)', async () => {
    await api.signInAs(DEMO.buyer);
    renderWithProviders(<CartPage />, { path: '/cart' });
    const note = 'From your last order: check it, or Edit.';
    expect(await screen.findByText(note)).toBeVisible();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const street = screen.getByLabelText('Street');
    await user.clear(street);
    await user.type(street, '22 Montgomery Road');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/22 Montgomery Road/)).toBeVisible();
    expect(screen.queryByText(note)).not.toBeInTheDocument();
  });

  it('says the address is being looked up, never "No shipping address yet", while it comes', async () => {
    await api.signInAs(DEMO.buyer);
    await api.call('POST', '/__mock/faults', { path: '/api/orders/*', delayMs: 400 });
    renderWithProviders(<CartPage />, { path: '/cart' });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Looking up the address of your last order…',
    );
    expect(screen.queryByText('No shipping address yet.')).not.toBeInTheDocument();
    await waitFor(() => expect(detailsRead()).toHaveLength(1));
    expect(screen.getByText('Looking up the address of your last order…')).toBeVisible();
    expect(screen.queryByText('No shipping address yet.')).not.toBeInTheDocument();
    expect(
      await screen.findByText('From your last order: check it, or Edit.', {}, { timeout: 3000 }),
    ).toBeVisible();
    expect(screen.queryByText(/Looking up the address/)).not.toBeInTheDocument();
  });

  it('keeps an address the browser already holds', async () => {
    await api.signInAs(DEMO.buyer);
    const mine = { ...testAddress };
    setShippingAddress(mine);
    renderWithProviders(<CartPage />, { path: '/cart' });
    expect(screen.getByText(/14 Herbert Macaulay Way, Yaba/)).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 50));
    // The list is read (Place order's orders-before), but no order is opened for its address.
    expect(detailsRead()).toHaveLength(0);
    expect(shippingStore.address).toEqual(mine);
    expect(screen.queryByText(/From your last order/)).not.toBeInTheDocument();
  });

  it('never gives a store owner a customer’s address', async () => {
    await api.signInAs(DEMO.vendor);
    renderWithProviders(<CartPage />, { path: '/cart' });
    await waitFor(() => expect(ordersListed()).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText('No shipping address yet.')).toBeVisible();
    expect(shippingStore.address).toBeNull();
  });

  it('asks nothing for a visitor', async () => {
    renderWithProviders(<CartPage />, { path: '/cart' });
    expect(screen.getByText('No shipping address yet.')).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(ordersListed()).toHaveLength(0);
  });
});
