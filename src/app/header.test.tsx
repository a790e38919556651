import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { Header } from '#src/app/header.tsx';
import { addressDialogStore, closeAddressDialog } from '#src/state/address-dialog.ts';
import { addToCart, clearCart } from '#src/state/cart.ts';
import { clearSearchedLocation, setSearchedLocation } from '#src/state/searching.ts';
import { clearSession, sessionStore, setUserInfo } from '#src/state/session.ts';
import { DEMO, installMockApi } from '#tests/support/mock-api.ts';
import { renderWithProviders } from '#tests/support/render.tsx';

const api = installMockApi();

beforeEach(() => {
  clearCart();
  clearSession();
  clearSearchedLocation();
});

const logoutCalls = () =>
  api.requests.filter((r) => r.method === 'POST' && r.url.endsWith('/api/users/logout'));

describe('Header', () => {
  it('shows the brand linking home', () => {
    renderWithProviders(<Header />);
    expect(screen.getByRole('link', { name: 'Bukka' })).toHaveAttribute('href', '/');
  });

  it('labels the cart link with the item count and updates the badge', async () => {
    renderWithProviders(<Header />);
    expect(screen.getByRole('link', { name: 'Cart, 0 items' })).toHaveAttribute('href', '/cart');
    act(() => {
      addToCart({ _id: 'p1', name: 'Jollof', price: 2500, userId: 's1' }, 2);
      addToCart({ _id: 'p2', name: 'Amala', price: 1500, userId: 's1' });
    });
    const link = await screen.findByRole('link', { name: 'Cart, 3 items' });
    expect(link.textContent).toContain('3');
    act(() => clearCart());
    await screen.findByRole('link', { name: 'Cart, 0 items' });
  });

  it('says "1 item" for a single unit', async () => {
    act(() => {
      addToCart({ _id: 'p1', name: 'Jollof', price: 2500, userId: 's1' });
    });
    renderWithProviders(<Header />);
    expect(screen.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  });

  it('shows the Log-in link when nobody is signed in', () => {
    renderWithProviders(<Header />);
    expect(screen.getByRole('link', { name: 'Log-in' })).toHaveAttribute('href', '/signin');
    expect(screen.queryByRole('button', { name: /menu/ })).not.toBeInTheDocument();
  });

  it('keeps the Log-in link while a verification is pending (user without _id)', () => {
    setUserInfo({ user: { email: 'a@b.ng', url: 'tok' } });
    renderWithProviders(<Header />);
    expect(screen.getByRole('link', { name: 'Log-in' })).toBeVisible();
  });

  it('shows the user menu with its four entries for a signed-in vendor', async () => {
    setUserInfo({ user: { _id: 'u42', firstname: 'Ada', isBusinessOwner: true } });
    const user = userEvent.setup();
    renderWithProviders(<Header />);
    expect(screen.queryByRole('link', { name: 'Log-in' })).not.toBeInTheDocument();
    const button = await screen.findByRole('button', { name: 'Ada menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('list');
    expect(within(list).getByRole('link', { name: 'Account' })).toHaveAttribute(
      'href',
      '/profile/u42',
    );
    expect(within(list).getByRole('link', { name: 'Order History' })).toHaveAttribute(
      'href',
      '/profile/u42?query=all',
    );
    expect(within(list).getByRole('link', { name: 'My Store' })).toHaveAttribute(
      'href',
      '/kitchen/u42',
    );
    expect(within(list).getByRole('button', { name: 'LogOut' })).toBeVisible();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(document.activeElement).toBe(button);
  });

  it("shows 'My Store' to vendors only, learning who is one from the API", async () => {
    const buyer = await api.signInAs(DEMO.buyer);
    const user = userEvent.setup();
    const view = renderWithProviders(<Header />);
    await user.click(await screen.findByRole('button', { name: `${buyer.firstname} menu` }));
    await waitFor(() => expect(sessionStore.userInfo?.user?.isBusinessOwner).toBe(false));
    expect(screen.queryByRole('link', { name: 'My Store' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Account' })).toBeVisible();
    view.unmount();

    clearSession();
    const vendor = await api.signInAs(DEMO.vendor);
    renderWithProviders(<Header />);
    await user.click(await screen.findByRole('button', { name: `${vendor.firstname} menu` }));
    expect(await screen.findByRole('link', { name: 'My Store' })).toHaveAttribute(
      'href',
      `/kitchen/${vendor._id}`,
    );
  });

  it("logs out: ends the server session, drops the user's cached data, clears the session and goes home", async () => {
    const buyer = await api.signInAs(DEMO.buyer);
    const user = userEvent.setup();
    const { location, client } = renderWithProviders(<Header />, { path: '/cart' });
    client.setQueryData(['orders', 'list', buyer._id, 'all'], { bal: 1 });
    await user.click(await screen.findByRole('button', { name: `${buyer.firstname} menu` }));
    await user.click(screen.getByRole('button', { name: 'LogOut' }));
    await screen.findByRole('link', { name: 'Log-in' });
    expect(logoutCalls()).toHaveLength(1);
    expect(client.getQueryData(['orders', 'list', buyer._id, 'all'])).toBeUndefined();
    expect(sessionStore.userInfo).toBeNull();
    expect(location.history?.at(-1)).toBe('/');
    // The server session is over: the session cookie no longer opens the buyer's orders.
    await expect(
      api.call('GET', `/api/orders/demo-device/allorders/${buyer._id}?query=all`),
    ).rejects.toThrow(/→ 401/);
  });

  it('still logs out locally when the server call fails', async () => {
    const buyer = await api.signInAs(DEMO.buyer);
    await api.fail('POST', '/api/users/logout', { status: 503, message: 'down' });
    const user = userEvent.setup();
    renderWithProviders(<Header />, { path: '/cart' });
    await user.click(await screen.findByRole('button', { name: `${buyer.firstname} menu` }));
    await user.click(screen.getByRole('button', { name: 'LogOut' }));
    await waitFor(() => expect(sessionStore.userInfo).toBeNull());
    expect(logoutCalls()).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Log-in' })).toBeVisible();
  });

  it('shows the searched location, whole for screen readers and short for small screens', async () => {
    renderWithProviders(<Header />);
    expect(screen.queryByText('Victoria Island')).not.toBeInTheDocument();
    act(() => setSearchedLocation('Victoria Island'));
    await screen.findByText('Victoria Island');
    expect(
      screen.getByRole('button', { name: 'Change location: Victoria Island' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Victo..')).toHaveAttribute('aria-hidden', 'true');
  });

  it('offers a way to set the location from any page', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Header />, { path: '/cart' });
    await user.click(screen.getByRole('button', { name: 'Set location' }));
    expect(addressDialogStore.open).toBe(true);
    act(() => closeAddressDialog());
  });

  it('names the chosen location on the same button, to change it', async () => {
    const user = userEvent.setup();
    act(() => setSearchedLocation('Yaba, Lagos'));
    renderWithProviders(<Header />, { path: '/orders' });
    await user.click(screen.getByRole('button', { name: 'Change location: Yaba, Lagos' }));
    expect(addressDialogStore.open).toBe(true);
    act(() => closeAddressDialog());
  });
});
