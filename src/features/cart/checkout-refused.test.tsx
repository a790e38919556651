// Place order against the read-only proxy (`--proxy URL` without `--allow-writes`): its refusal
// (403 with `X-Bukka-Proxy: refused`) is said once in the order sheet, in Bukka's words, and the
// cart, the shipping address and the session are all kept — in memory and in storage, so a reload
// finds them too.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Product } from '#shared/schemas/products.ts';
import { CheckoutButton } from '#src/features/cart/checkout-button.tsx';
import { dismissToast } from '#src/lib/toast.ts';
import { addToCart, cartStore, clearCart } from '#src/state/cart.ts';
import { PERSIST_ROOT_KEY, rehydrate, startPersisting } from '#src/state/persist.ts';
import { clearSession, sessionStore } from '#src/state/session.ts';
import { clearShippingAddress, setShippingAddress, shippingStore } from '#src/state/shipping.ts';
import { testAddress as address } from '#tests/support/addresses.ts';
import { DEMO, installMockApi } from '#tests/support/mock-api.ts';
import { refusedWrite } from '#tests/support/proxy-refusal.ts';
import { renderRoutes } from '#tests/support/render.tsx';

const NOT_SENT = 'Not sent: this is a read-only view of the live backend';
const routes = {
  '/cart': CheckoutButton,
  '/order/:id': () => <p>order page</p>,
};

const api = installMockApi();
let stopPersisting = () => {};
beforeEach(() => {
  clearSession();
  clearCart();
  clearShippingAddress();
  stopPersisting = startPersisting(localStorage);
});
afterEach(() => {
  act(() => dismissToast());
  stopPersisting();
});

const stored = () => JSON.parse(localStorage.getItem(PERSIST_ROOT_KEY) ?? 'null');
const sentOrders = () =>
  api.requests.filter((r) => r.method === 'POST' && r.url.includes('/api/orders/demo-device/'));

describe('Place order refused by the read-only proxy', () => {
  it('says so once in the sheet and keeps the cart, the address and the session, stored too', async () => {
    const buyer = await api.signInAs(DEMO.buyer);
    const products = await api.call<Product[]>(
      'GET',
      `/api/products?query=${api.world.ids.vendor}`,
    );
    const product = products[0];
    if (!product) throw new Error('the demo vendor has no products');
    addToCart(product, 2);
    setShippingAddress(address);
    api.use(refusedWrite('post', '/api/orders/:deviceId/:buyerId/:storeId'));

    const view = renderRoutes(routes, '/cart');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Check out' }));
    const sheet = await screen.findByRole('dialog', { name: 'Order summary' });
    await user.click(within(sheet).getByRole('button', { name: 'Place order' }));

    // Where the buyer acted: in the open sheet, once, never the generic failure.
    const message = await within(sheet).findByRole('alert');
    expect(message).toHaveTextContent(NOT_SENT);
    expect(screen.getAllByText(NOT_SENT)).toHaveLength(1);
    expect(screen.queryByText('something went wrong')).not.toBeInTheDocument();
    expect(document.querySelector('.Toastify__toast')).toBeNull();
    // Sent once, and not looked for afterwards as an order whose answer was lost.
    expect(sentOrders()).toHaveLength(1);
    const afterSend = api.requests.slice(api.requests.indexOf(sentOrders()[0] as Request) + 1);
    expect(afterSend).toEqual([]);
    expect(view.currentPath()).toBe('/cart');
    expect(within(sheet).getByRole('button', { name: 'Place order' })).toBeEnabled();

    // Everything the buyer had is still here…
    expect(cartStore.items).toHaveLength(1);
    expect(cartStore.items[0]).toMatchObject({ _id: product._id, quantity: 2 });
    expect(shippingStore.address?.name).toBe('Ada Obi');
    expect(sessionStore.userInfo?.user?._id).toBe(buyer._id);
    // …and in storage, as a reload reads it.
    await waitFor(() => expect(stored()?.cart.items).toHaveLength(1));
    expect(stored().shippingAddress.address.name).toBe('Ada Obi');
    expect(stored().user.userInfo.user._id).toBe(buyer._id);
    stopPersisting();
    clearCart();
    clearShippingAddress();
    expect(await rehydrate(localStorage)).toBe('restored');
    expect(cartStore.items.map((item) => [item._id, item.quantity])).toEqual([[product._id, 2]]);
    expect(shippingStore.address?.name).toBe('Ada Obi');
  });
});
