// Wallet checkout (the mock's --checkout wallet): the sheet says the order is paid
// from the wallet and what is left; placing it says the new balance.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CartPage } from '#src/features/cart/cart-page.tsx';
import { dismissToast } from '#src/lib/toast.ts';
import { clearCart } from '#src/state/cart.ts';
import { clearSession } from '#src/state/session.ts';
import { setShippingAddress } from '#src/state/shipping.ts';
import { testAddress } from '#tests/support/addresses.ts';
import { buyerWithDishInCart } from '#tests/support/cart.ts';
import { installMockApi } from '#tests/support/mock-api.ts';
import { renderRoutes } from '#tests/support/render.tsx';

const routes = { '/cart': CartPage, '/order/:id': () => <p>order page</p> };

const api = installMockApi();
beforeEach(() => {
  clearSession();
  clearCart();
});
afterEach(async () => {
  act(() => dismissToast());
  await api.call('POST', '/__mock/reset', { seed: 1, checkout: 'card' });
});

const balanceOf = async (userId: string) =>
  (await api.call<{ bal: number }>('GET', `/api/orders/demo-device/allorders/${userId}?query=all`))
    .bal;

describe('wallet checkout', () => {
  it('says "Paid from your wallet" with the balance, in the sheet and after placing the order', async () => {
    await api.call('POST', '/__mock/reset', { seed: 1, checkout: 'wallet' });
    const { buyer } = await buyerWithDishInCart(api);
    const before = await balanceOf(buyer._id);
    setShippingAddress(testAddress);
    const user = userEvent.setup();
    const view = renderRoutes(routes, '/cart');
    await user.click(await screen.findByRole('button', { name: 'Check out' }));
    expect(
      await screen.findByText(
        /^Paid from your wallet: balance N[\d,]+\.\d\d, N[\d,]+\.\d\d after this order\.$/,
      ),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(view.currentPath()).toMatch(/^\/order\//));
    const after = await balanceOf(buyer._id);
    expect(after).toBeLessThan(before);
    const formatted = `N${after.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    expect(
      await screen.findByText(`Paid from your wallet — balance now ${formatted}`),
    ).toBeVisible();
  });

  it('says nothing of the wallet with card checkout', async () => {
    await buyerWithDishInCart(api);
    setShippingAddress(testAddress);
    renderRoutes(routes, '/cart');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Check out' }));
    expect(await screen.findByRole('button', { name: 'Place order' })).toBeVisible();
    expect(screen.queryByText(/Paid from your wallet/)).not.toBeInTheDocument();
  });
});
