import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Header } from '#src/app/header.tsx';
import { renderWithShell } from '#src/app/test-shell.tsx';
import { addToCart, clearCart } from '#src/state/cart.ts';
import { clearSearchedLocation, setSearchedLocation } from '#src/state/searching.ts';
import { clearSession, sessionStore, setUserInfo } from '#src/state/session.ts';

const api = vi.hoisted(() => ({
  logout: vi.fn(async () => 'logged out'),
  resetSessionQueries: vi.fn(),
}));
vi.mock('#src/api/users.ts', () => api);

beforeEach(() => {
  clearCart();
  clearSession();
  clearSearchedLocation();
  api.logout.mockClear();
  api.resetSessionQueries.mockClear();
});

describe('Header', () => {
  it('shows the brand linking home', () => {
    renderWithShell(<Header />);
    expect(screen.getByRole('link', { name: 'Bukka' }).getAttribute('href')).toBe('/');
  });

  it('labels the cart link with the item count and updates the badge', async () => {
    renderWithShell(<Header />);
    expect(screen.getByRole('link', { name: 'Cart, 0 items' }).getAttribute('href')).toBe('/cart');
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
    renderWithShell(<Header />);
    expect(screen.getByRole('link', { name: 'Cart, 1 item' })).toBeTruthy();
  });

  it('shows the Log-in link when nobody is signed in', () => {
    renderWithShell(<Header />);
    expect(screen.getByRole('link', { name: 'Log-in' }).getAttribute('href')).toBe('/signin');
    expect(screen.queryByRole('button', { name: /menu/ })).toBeNull();
  });

  it('keeps the Log-in link while a verification is pending (user without _id)', () => {
    setUserInfo({ user: { email: 'a@b.ng', url: 'tok' } });
    renderWithShell(<Header />);
    expect(screen.getByRole('link', { name: 'Log-in' })).toBeTruthy();
  });

  it('shows the user menu with its four entries for a signed-in user', async () => {
    setUserInfo({ user: { _id: 'u42', firstname: 'Ada' } });
    const user = userEvent.setup();
    renderWithShell(<Header />);
    expect(screen.queryByRole('link', { name: 'Log-in' })).toBeNull();
    const button = screen.getByRole('button', { name: 'Ada menu' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const list = screen.getByRole('list');
    expect(within(list).getByRole('link', { name: 'Account' }).getAttribute('href')).toBe(
      '/profile/u42',
    );
    expect(within(list).getByRole('link', { name: 'Order History' }).getAttribute('href')).toBe(
      '/profile/u42?query=all',
    );
    expect(within(list).getByRole('link', { name: 'My Store' }).getAttribute('href')).toBe(
      '/kitchen/u42',
    );
    expect(within(list).getByRole('button', { name: 'LogOut' })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('logs out: calls the API, clears the session and goes home', async () => {
    setUserInfo({ user: { _id: 'u42', firstname: 'Ada' } });
    const user = userEvent.setup();
    const { location } = renderWithShell(<Header />, '/cart');
    await user.click(screen.getByRole('button', { name: 'Ada menu' }));
    await user.click(screen.getByRole('button', { name: 'LogOut' }));
    await screen.findByRole('link', { name: 'Log-in' });
    expect(api.logout).toHaveBeenCalledTimes(1);
    expect(api.resetSessionQueries).toHaveBeenCalledTimes(1);
    expect(sessionStore.userInfo).toBeNull();
    expect(location.history?.at(-1)).toBe('/');
  });

  it('still logs out locally when the server call fails', async () => {
    api.logout.mockRejectedValueOnce(new Error('network'));
    setUserInfo({ user: { _id: 'u42', firstname: 'Ada' } });
    const user = userEvent.setup();
    renderWithShell(<Header />, '/cart');
    await user.click(screen.getByRole('button', { name: 'Ada menu' }));
    await user.click(screen.getByRole('button', { name: 'LogOut' }));
    await waitFor(() => expect(sessionStore.userInfo).toBeNull());
  });

  it('shows the searched location, whole for screen readers and short for small screens', async () => {
    renderWithShell(<Header />);
    expect(screen.queryByText(/Searched location/)).toBeNull();
    act(() => setSearchedLocation('Victoria Island'));
    const full = await screen.findByText('Victoria Island');
    expect(full.textContent).toBe('Searched location: Victoria Island');
    expect(screen.getByText('Victo..').getAttribute('aria-hidden')).toBe('true');
  });
});
