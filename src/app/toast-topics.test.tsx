// Messages that supersede each other: every toast has a topic; a newer message on the
// topic replaces the older, and a step's messages close when the step is done.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Link } from 'wouter';
import { useLogout } from '#src/app/use-logout.ts';
import { SignUpPage } from '#src/features/auth/signup-page.tsx';
import { VerificationPage } from '#src/features/auth/verification-page.tsx';
import { CartPage } from '#src/features/cart/cart-page.tsx';
import { dismissToast, notifySuccess } from '#src/lib/toast.ts';
import { clearCart } from '#src/state/cart.ts';
import { clearSession } from '#src/state/session.ts';
import { clearShippingAddress } from '#src/state/shipping.ts';
import { buyerWithDishInCart } from '#tests/support/cart.ts';
import { installMockApi } from '#tests/support/mock-api.ts';
import { renderRoutes } from '#tests/support/render.tsx';

function SignedInHome() {
  const logout = useLogout();
  return (
    <button type="button" onClick={() => void logout('/signin')}>
      Log out
    </button>
  );
}

/** A vendor's page: posting says so on this page; the menu leads elsewhere. */
function VendorPage() {
  return (
    <>
      <button type="button" onClick={() => notifySuccess('Your product is posted.')}>
        Post
      </button>
      <Link href="/kitchen/me">My store</Link>
      <SignedInHome />
    </>
  );
}

const routes = {
  '/vendor-tools': VendorPage,
  '/signup': SignUpPage,
  '/verification/:url/auth': VerificationPage,
  '/cart': CartPage,
  '/order/:id': () => <p>order page</p>,
  '/signin': () => <p>sign-in page</p>,
  '/': SignedInHome,
};

const api = installMockApi();
beforeEach(() => {
  clearSession();
  clearCart();
  clearShippingAddress();
});
afterEach(() => {
  act(() => dismissToast());
});

/** The toasts on screen (a closing one is leaving: jsdom plays no animation, so it is ended). */
async function onScreen(): Promise<string[]> {
  for (const leaving of document.querySelectorAll('.Toastify__toast[class*="exit"]')) {
    fireEvent.animationEnd(leaving);
  }
  await act(async () => {});
  return [...document.querySelectorAll('.Toastify__toast')]
    .filter((el) => !/exit/.test(el.className))
    .map((el) => el.textContent ?? '');
}

async function fillSignUp(user: ReturnType<typeof userEvent.setup>, confirm: string) {
  await user.type(screen.getByLabelText('First-Name'), 'Ada');
  await user.type(screen.getByLabelText('Last-Name'), 'Obi');
  await user.type(screen.getByLabelText('State'), 'Lagos');
  await user.type(screen.getByLabelText('Country'), 'Nigeria');
  fireEvent.change(screen.getByLabelText('Age'), { target: { value: '02/04/1995' } });
  await user.type(screen.getByLabelText('Email'), 'ada.topics@example.test');
  await user.type(screen.getByLabelText('Password'), 'secret-pass');
  await user.type(screen.getByLabelText('Confirm Password'), confirm);
}

describe('auth steps', () => {
  it("sign-up's 'password not match', 'verify your email' and 'Welcome!' each close when their step is done", async () => {
    const user = userEvent.setup();
    const view = renderRoutes(routes, '/signup');
    await fillSignUp(user, 'other-pass');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('password not match')).toBeVisible();

    // Fixed and sent: the code page does not carry the sign-up's complaint.
    await user.clear(screen.getByLabelText('Confirm Password'));
    await user.type(screen.getByLabelText('Confirm Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(view.currentPath()).toMatch(/^\/verification\//));
    await waitFor(async () => expect(await onScreen()).toEqual(['verify your email']));

    // The code is accepted: 'verify your email' is done; the welcome says who is signed in.
    const code = await api.lastCode('ada.topics@example.test');
    await user.type(screen.getByLabelText('Verification code'), code);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(view.currentPath()).toBe('/'));
    await waitFor(async () => expect(await onScreen()).toEqual(['Welcome! Ada']));

    // Logging out ends what the welcome said.
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(view.currentPath()).toBe('/signin'));
    await waitFor(async () => expect(await onScreen()).toEqual([]));
  });
});

describe('shipping', () => {
  it("saving the address twice shows one 'Shipping Info Updated', and placing the order closes it", async () => {
    await buyerWithDishInCart(api);
    const user = userEvent.setup();
    const view = renderRoutes(routes, '/cart');
    const edit = async () => {
      await user.click(await screen.findByRole('button', { name: /^(Edit|Add Shipping)$/ }));
      for (const [label, value] of [
        ['Name', 'Ada Obi'],
        ['Street', '14 Herbert Macaulay Way'],
        ['Local government', 'Yaba'],
        ['State', 'Lagos'],
        ['Country', 'Nigeria'],
        ['Phone number', '08030000000'],
      ] as const) {
        const field = screen.queryByLabelText(label);
        if (field) {
          await user.clear(field);
          await user.type(field, value);
        }
      }
      await user.click(screen.getByRole('button', { name: 'Save' }));
    };
    await edit();
    await edit();
    await waitFor(async () => expect(await onScreen()).toEqual(['Shipping Info Updated']));
    await user.click(screen.getByRole('button', { name: 'Check out' }));
    await user.click(await screen.findByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(view.currentPath()).toMatch(/^\/order\//));
    await waitFor(async () => expect(await onScreen()).toEqual([]));
  });
});

describe('a success belongs to its page', () => {
  it("'Your product is posted.' does not follow the user to another page or home after logging out", async () => {
    const user = userEvent.setup();
    const view = renderRoutes(routes, '/vendor-tools');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(async () => expect(await onScreen()).toEqual(['Your product is posted.']));
    await user.click(screen.getByRole('link', { name: 'My store' }));
    await waitFor(() => expect(view.currentPath()).toBe('/kitchen/me'));
    await waitFor(async () => expect(await onScreen()).toEqual([]));

    view.unmount();
    const again = renderRoutes(routes, '/vendor-tools');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(async () => expect(await onScreen()).toEqual(['Your product is posted.']));
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(again.currentPath()).toBe('/signin'));
    await waitFor(async () => expect(await onScreen()).toEqual([]));
  });

  it('a message that explains the move (kept) arrives with the user, then stays with that page', async () => {
    const user = userEvent.setup();
    const view = renderRoutes(
      {
        '/from': () => (
          <Link
            href="/to"
            onClick={() =>
              notifySuccess('Password changed successfully', undefined, { keep: true })
            }
          >
            Change
          </Link>
        ),
        '/to': () => <Link href="/elsewhere">Away</Link>,
      },
      '/from',
    );
    await user.click(screen.getByRole('link', { name: 'Change' }));
    await waitFor(() => expect(view.currentPath()).toBe('/to'));
    await waitFor(async () => expect(await onScreen()).toEqual(['Password changed successfully']));
    await user.click(screen.getByRole('link', { name: 'Away' }));
    await waitFor(async () => expect(await onScreen()).toEqual([]));
  });
});
