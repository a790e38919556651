// Stale and raw toasts: page-bound toasts go with their page; the answers that mean
// "the session is over" become one clear message with a sign-in link that brings the user back;
// a visitor sent to sign in at checkout returns to the cart.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Product } from '#shared/schemas/products.ts';
import { setDeviceId } from '#src/api/device-id.ts';
import { ProfilePage } from '#src/app/profile-page.tsx';
import { SignInPage } from '#src/features/auth/signin-page.tsx';
import { VerificationPage } from '#src/features/auth/verification-page.tsx';
import { CartPage } from '#src/features/cart/cart-page.tsx';
import { dismissToast } from '#src/lib/toast.ts';
import { addToCart, clearCart } from '#src/state/cart.ts';
import { clearSession, sessionStore } from '#src/state/session.ts';
import { DEMO, installMockApi } from '#tests/support/mock-api.ts';
import { renderRoutes } from '#tests/support/render.tsx';

const WRONG_EMAIL_OR_PASSWORD = 'Wrong e-mail or password — check both and try again.';

const routes = {
  '/signin': SignInPage,
  '/verification/:url/auth': VerificationPage,
  '/profile/:userId': ProfilePage,
  '/cart': CartPage,
  '/': () => <p>home page</p>,
};

const api = installMockApi();
beforeEach(() => {
  clearSession();
  clearCart();
});
afterEach(() => {
  act(() => dismissToast());
});

const toasts = () => Array.from(document.querySelectorAll('.Toastify__toast'));

describe('page-bound toasts', () => {
  it('a refused sign-in’s message does not follow the user to the verification page', async () => {
    setDeviceId('a-new-phone');
    const user = userEvent.setup();
    const view = renderRoutes(routes, '/signin');
    await user.type(screen.getByLabelText('Email'), DEMO.buyer);
    await user.type(screen.getByLabelText('Password'), 'not-the-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    // A wrong password reads like an unknown e-mail (the page tells no one who has an account).
    expect(await screen.findByText(WRONG_EMAIL_OR_PASSWORD)).toBeVisible();
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'bukka-demo');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('heading', { name: 'Verify this device' })).toBeVisible();
    expect(view.currentPath()).toMatch(/^\/verification\//);
    // The page changed: the toast closes (jsdom plays no CSS animation: end it by hand).
    const stale = screen
      .getByText(WRONG_EMAIL_OR_PASSWORD)
      .closest('.Toastify__toast') as HTMLElement;
    await waitFor(() => expect(stale.className).toMatch(/exit/));
    fireEvent.animationEnd(stale);
    await waitFor(() =>
      expect(screen.queryByText(WRONG_EMAIL_OR_PASSWORD)).not.toBeInTheDocument(),
    );
  });
});

describe('an expired session', () => {
  it('is one clear message with a sign-in link, never the raw answer or a second toast', async () => {
    const buyer = await api.signInAs(DEMO.buyer);
    await api.call('POST', '/api/users/logout'); // the server forgets the session
    const view = renderRoutes(routes, `/profile/${buyer._id}`);
    const message = await screen.findByText('Your session has ended. Please sign in again.');
    const toast = message.closest('.Toastify__toast') as HTMLElement;
    expect(within(toast).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      `/signin?next=${encodeURIComponent(`/profile/${buyer._id}`)}`,
    );
    await waitFor(() =>
      expect(view.currentPath()).toBe(
        `/signin?next=${encodeURIComponent(`/profile/${buyer._id}`)}`,
      ),
    );
    expect(sessionStore.userInfo).toBeNull();
    // It survives the redirect it explains, alone.
    expect(screen.getByText('Your session has ended. Please sign in again.')).toBeVisible();
    expect(screen.queryByText('No token provided')).not.toBeInTheDocument();
    expect(screen.queryByText('something went wrong')).not.toBeInTheDocument();
    expect(toasts()).toHaveLength(1);
  });

  it('signing in again returns to the page the user was on', async () => {
    const buyer = await api.signInAs(DEMO.buyer);
    clearSession();
    const user = userEvent.setup();
    const view = renderRoutes(
      routes,
      `/signin?next=${encodeURIComponent(`/profile/${buyer._id}?query=all`)}`,
    );
    await user.type(screen.getByLabelText('Email'), DEMO.buyer);
    await user.type(screen.getByLabelText('Password'), 'bukka-demo');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(view.currentPath()).toBe(`/profile/${buyer._id}?query=all`));
  });

  it('never follows a next= that leaves the site', async () => {
    const user = userEvent.setup();
    const view = renderRoutes(routes, '/signin?next=%2F%2Fevil.example%2Fphish');
    await user.type(screen.getByLabelText('Email'), DEMO.buyer);
    await user.type(screen.getByLabelText('Password'), 'bukka-demo');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(view.currentPath()).toBe('/'));
  });
});

describe('checkout as a visitor', () => {
  it('goes to sign in and comes back to the cart, through a new-device code too', async () => {
    setDeviceId('a-visitors-laptop');
    const products = await api.call<Product[]>(
      'GET',
      `/api/products?query=${api.world.ids.vendor}`,
    );
    addToCart(products[0] as Product, 1);
    const user = userEvent.setup();
    const view = renderRoutes(routes, '/cart');
    await user.click(screen.getByRole('button', { name: 'Check out' }));
    await waitFor(() => expect(view.currentPath()).toBe('/signin?next=%2Fcart'));
    await user.type(screen.getByLabelText('Email'), DEMO.buyer);
    await user.type(screen.getByLabelText('Password'), 'bukka-demo');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('heading', { name: 'Verify this device' })).toBeVisible();
    await user.type(screen.getByLabelText('Verification code'), await api.lastCode(DEMO.buyer));
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(view.currentPath()).toBe('/cart'));
    expect(screen.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
  });
});
