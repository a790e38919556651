import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Product } from '#shared/schemas/products.ts';
import { CheckoutButton } from '#src/features/cart/checkout-button.tsx';
import { dismissToast } from '#src/lib/toast.ts';
import { addExtra, addToCart, cartStore, clearCart } from '#src/state/cart.ts';
import { clearSession } from '#src/state/session.ts';
import { clearShippingAddress, setShippingAddress, shippingStore } from '#src/state/shipping.ts';
import { testAddress as address } from '#tests/support/addresses.ts';
import { DEMO, installMockApi } from '#tests/support/mock-api.ts';
import { renderRoutes } from '#tests/support/render.tsx';

const routes = {
  '/cart': CheckoutButton,
  '/order/:id': () => <p>order page</p>,
  '/signin': () => <p>sign-in page</p>,
};

const api = installMockApi();
let products: Product[];
beforeEach(async () => {
  clearSession();
  clearCart();
  clearShippingAddress();
  products = await api.call<Product[]>('GET', `/api/products?query=${api.world.ids.vendor}`);
});
afterEach(() => {
  act(() => dismissToast());
});

function fillCart() {
  const product = products.find((p) => (p.extras ?? []).length > 0) ?? products[0];
  if (!product) throw new Error('the demo vendor has no products');
  addToCart(product, 2);
  const extra = product.extras?.[0];
  if (extra) addExtra(product._id, extra._id);
  return product;
}

describe('CheckoutButton', () => {
  it('sends signed-out visitors to sign in, to come back to the cart', async () => {
    fillCart();
    const view = renderRoutes(routes, '/cart');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Check out' }));
    await waitFor(() => expect(view.currentPath()).toBe('/signin?next=%2Fcart'));
  });

  it('opens the 500 px sheet after 50 ms, places the order, clears the cart', async () => {
    await api.signInAs(DEMO.buyer);
    fillCart();
    setShippingAddress(address);
    const view = renderRoutes(routes, '/cart');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Check out' }));
    const sheet = await screen.findByRole('dialog', { name: 'Order summary' });
    await waitFor(() => expect(sheet.className).toContain('pre-checkout-sheet--open'));
    expect(within(sheet).getByText(/Ship to: Ada Obi/)).toBeVisible();
    await userEvent.setup().click(within(sheet).getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(view.currentPath()).toMatch(/^\/order\/[0-9a-f]{24}$/));
    expect(cartStore.items).toHaveLength(0);
    // The create call (the buyer's orders the cart read as it opened tell, should its answer be
    // lost, which order is new).
    const create = api.requests.find(
      (r) => r.method === 'POST' && r.url.includes('/api/orders/demo-device/'),
    );
    const body = (await create?.json()) as Record<string, unknown>;
    expect(body.orderedItems).toHaveLength(1);
    expect((body.extras as unknown[][])[0]).toHaveLength(1);
    expect(body.total).toBe(Number(body.subtotal) + Number(body.shippingFee));
  });

  it('closes the sheet with the 300 ms animation', async () => {
    await api.signInAs(DEMO.buyer);
    fillCart();
    setShippingAddress(address);
    renderRoutes(routes, '/cart');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Check out' }));
    const sheet = await screen.findByRole('dialog', { name: 'Order summary' });
    await waitFor(() => expect(sheet.className).toContain('pre-checkout-sheet--open'));
    await userEvent.setup().click(within(sheet).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('dialog').className).not.toContain('pre-checkout-sheet--open');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('needs a shipping address before the order can be placed', async () => {
    await api.signInAs(DEMO.buyer);
    fillCart();
    renderRoutes(routes, '/cart');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Check out' }));
    const sheet = await screen.findByRole('dialog', { name: 'Order summary' });
    expect(within(sheet).getByRole('button', { name: 'Place order' })).toBeDisabled();
  });

  it("keeps 'sorry! you can not buy from yourself' until dismissed and keeps cart, address, session", async () => {
    await api.signInAs(DEMO.vendor);
    fillCart();
    setShippingAddress(address);
    const view = renderRoutes(routes, '/cart');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Check out' }));
    const sheet = await screen.findByRole('dialog', { name: 'Order summary' });
    await userEvent.setup().click(within(sheet).getByRole('button', { name: 'Place order' }));
    // Said in the open sheet, not as a toast over its button, and kept there.
    const message = await within(sheet).findByRole('alert');
    expect(message).toHaveTextContent('sorry! you can not buy from yourself');
    expect(message).toHaveAttribute('data-lasts', 'until-dismissed');
    expect(document.querySelector('.Toastify__toast')).toBeNull();
    expect(cartStore.items).toHaveLength(1);
    expect(shippingStore.address?.name).toBe('Ada Obi');
    expect(view.currentPath()).toBe('/cart');
  });

  it('auto-closes any other server message', async () => {
    await api.signInAs(DEMO.buyer);
    fillCart();
    setShippingAddress(address);
    await api.fail('POST', '/api/orders/demo-device/*', { message: 'the kitchen is closed' });
    renderRoutes(routes, '/cart');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Check out' }));
    const sheet = await screen.findByRole('dialog', { name: 'Order summary' });
    await userEvent.setup().click(within(sheet).getByRole('button', { name: 'Place order' }));
    const message = await within(sheet).findByRole('alert');
    expect(message).toHaveTextContent('the kitchen is closed');
    expect(message).toHaveAttribute('data-lasts', '5000 ms');
    expect(cartStore.items).toHaveLength(1);
  });
});
