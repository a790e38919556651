import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setDeviceId } from '#src/api/device-id.ts';
import { NewPasswordPage } from '#src/features/auth/new-password-page.tsx';
import { RecoverPage } from '#src/features/auth/recover-page.tsx';
import { SignInPage } from '#src/features/auth/signin-page.tsx';
import { SignUpPage } from '#src/features/auth/signup-page.tsx';
import { VerificationPage } from '#src/features/auth/verification-page.tsx';
import { verificationRoute } from '#src/lib/auth-paths.ts';
import { dismissToast } from '#src/lib/toast.ts';
import { clearSession, sessionStore, setCountdown, setUserInfo } from '#src/state/session.ts';
import { DEMO, installMockApi } from '#tests/support/mock-api.ts';
import { renderRoutes } from '#tests/support/render.tsx';

const routes = {
  '/signin': SignInPage,
  '/signup': SignUpPage,
  '/verification/:url/auth': VerificationPage,
  '/recover/account': RecoverPage,
  '/newpassword/change/:urlf/change': NewPasswordPage,
  '/': () => <p>home page</p>,
};

const api = installMockApi();
beforeEach(() => {
  clearSession();
});
afterEach(() => {
  act(() => dismissToast());
});

async function fillSignUp(user: ReturnType<typeof userEvent.setup>, confirm = 'secret-pass') {
  await user.type(screen.getByLabelText('First-Name'), 'Ada');
  await user.type(screen.getByLabelText('Last-Name'), 'Obi');
  await user.type(screen.getByLabelText('State'), 'Lagos');
  await user.type(screen.getByLabelText('Country'), 'Nigeria');
  await user.type(screen.getByLabelText('Age'), '02/04/1995');
  await user.type(screen.getByLabelText('Email'), 'ada.obi@example.test');
  await user.type(screen.getByLabelText('Password'), 'secret-pass');
  await user.type(screen.getByLabelText('Confirm Password'), confirm);
}

describe('sign up', () => {
  it('keeps Sign Up disabled until every field is filled', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/signup');
    const button = screen.getByRole('button', { name: 'Sign Up' });
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText('First-Name'), 'Ada');
    expect(button).toBeDisabled();
    await fillSignUp(user);
    expect(button).toBeEnabled();
  });

  it("says 'password not match' and sends nothing when the confirmation differs", async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/signup');
    await fillSignUp(user, 'other-pass');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('password not match')).toBeVisible();
    expect(api.requests.filter((r) => r.url.includes('/api/users/register'))).toHaveLength(0);
  });

  it("goes to verification with the 60 s countdown and 'verify your email'", async () => {
    const user = userEvent.setup();
    const view = renderRoutes(routes, '/signup');
    await fillSignUp(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('verify your email')).toBeVisible();
    const url = String(sessionStore.userInfo?.user?.url);
    await waitFor(() => expect(view.currentPath()).toBe(`/verification/${url}/auth`));
    expect(sessionStore.countdown).toBeGreaterThan(55);
    // An account's first code checks the e-mail, so it is not 'Verify this device'.
    expect(screen.getByRole('heading', { name: 'Email verification' })).toBeVisible();
    const code = await api.lastCode('ada.obi@example.test');
    await user.type(screen.getByLabelText('Verification code'), code);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Welcome! Ada')).toBeVisible();
    await waitFor(() => expect(view.currentPath()).toBe('/'));
    expect(sessionStore.userInfo?.user?._id).toMatch(/^[0-9a-f]{24}$/);
  });

  it('shows the server message when the e-mail is already used', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/signup');
    await user.type(screen.getByLabelText('First-Name'), 'Ada');
    await user.type(screen.getByLabelText('Last-Name'), 'Obi');
    await user.type(screen.getByLabelText('State'), 'Lagos');
    await user.type(screen.getByLabelText('Country'), 'Nigeria');
    await user.type(screen.getByLabelText('Age'), '02/04/1995');
    await user.type(screen.getByLabelText('Email'), DEMO.buyer);
    await user.type(screen.getByLabelText('Password'), 'x1-long-enough');
    await user.type(screen.getByLabelText('Confirm Password'), 'x1-long-enough');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('email has already been used')).toBeVisible();
  });
});

describe('the code page address', () => {
  it('opens for the mock’s opaque token and for the hosted names-and-times text alike', async () => {
    for (const url of [
      '0f1e2d3c4b5a69788796a5b4c3d2e1f0',
      'Ade Bayo2024-10-01T09:12:44.120Z66fbb7a1c2d3e4f5a6b7c8d92024-10-01T09:12:44.000ZChi/di',
    ]) {
      setUserInfo({ user: { email: 'ada@bukka.test', url } });
      const view = renderRoutes(routes, verificationRoute(url));
      expect(await screen.findByRole('heading', { name: 'Email verification' })).toBeVisible();
      view.unmount();
    }
  });
});

describe('sign-up limits', () => {
  const registers = () => api.requests.filter((r) => r.url.includes('/api/users/register'));

  it('asks for at least 8 characters of password at the field and sends nothing shorter', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/signup');
    await fillSignUp(user);
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'x');
    await user.clear(screen.getByLabelText('Confirm Password'));
    await user.type(screen.getByLabelText('Confirm Password'), 'x');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription(
      'At least 8 characters. Use at least 8 characters for your password.',
    );
    expect(password).toHaveFocus();
    expect(registers()).toHaveLength(0);
  });

  it('takes the date of birth as dd/mm/yyyy (en-NG), sends yyyy-mm-dd, and refuses a US date', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/signup');
    const age = screen.getByLabelText('Age');
    expect(age).toHaveAttribute('placeholder', 'dd/mm/yyyy');
    expect(age).toHaveAccessibleDescription('Your date of birth, as dd/mm/yyyy.');
    await fillSignUp(user);
    await user.clear(age);
    await user.type(age, '04/25/1995');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(age).toHaveAttribute('aria-invalid', 'true');
    expect(
      screen.getByText('Enter your date of birth as dd/mm/yyyy, for example 25/12/1995.'),
    ).toBeVisible();
    expect(registers()).toHaveLength(0);
    await user.clear(age);
    await user.type(age, '25/04/1995');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('verify your email')).toBeVisible();
    expect(await registers()[0]?.json()).toMatchObject({ age: '1995-04-25' });
  });

  it('caps every field at the mock’s limit (maxLength)', () => {
    renderRoutes(routes, '/signup');
    for (const [label, max] of [
      ['First-Name', 60],
      ['Last-Name', 60],
      ['State', 60],
      ['Country', 60],
      ['Email', 254],
      ['Password', 128],
    ] as const) {
      expect(screen.getByLabelText(label)).toHaveAttribute('maxLength', String(max));
    }
  });
});

describe('sign in', () => {
  it('needs email and password, then signs in a known device', async () => {
    const user = userEvent.setup();
    const view = renderRoutes(routes, '/signin');
    const login = screen.getByRole('button', { name: 'Login' });
    expect(login).toBeDisabled();
    await user.type(screen.getByLabelText('Email'), DEMO.buyer);
    expect(login).toBeDisabled();
    await user.type(screen.getByLabelText('Password'), 'bukka-demo');
    await user.click(login);
    expect(await screen.findByText(/^Signed in as /)).toBeVisible();
    await waitFor(() => expect(view.currentPath()).toBe('/'));
  });

  it('says a wrong password in the words of an unknown e-mail, as an error', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/signin');
    await user.type(screen.getByLabelText('Email'), DEMO.buyer);
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    const toast = await screen.findByText('Wrong e-mail or password — check both and try again.');
    expect(toast.closest('.Toastify__toast')).toHaveClass('Toastify__toast--error');
  });

  it('sends a new device to verification with the masked e-mail and rules of the code', async () => {
    setDeviceId('a-new-laptop');
    const user = userEvent.setup();
    const view = renderRoutes(routes, '/signin');
    await user.type(screen.getByLabelText('Email'), DEMO.buyer);
    await user.type(screen.getByLabelText('Password'), 'bukka-demo');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('heading', { name: 'Verify this device' })).toBeVisible();
    expect(view.currentPath()).toMatch(/^\/verification\/.+\/auth$/);
    expect(screen.getByText(`***${DEMO.buyer.slice(-13)}`)).toBeVisible();
    expect(screen.getByText('New device: enter the code we sent to your email.')).toBeVisible();
    expect(screen.queryByText(/comfirm/i)).not.toBeInTheDocument();
    const verify = screen.getByRole('button', { name: 'Verify' });
    const input = screen.getByLabelText('Verification code');
    await user.type(input, '12a34');
    expect(input).toHaveValue('1234');
    expect(verify).toBeDisabled();
    const resend = screen.getByRole('button', { name: /^Resend Code \(\d+s\)$/ });
    expect(resend).toBeDisabled();
    const code = await api.lastCode(DEMO.buyer);
    await user.clear(input);
    input.focus();
    await user.paste(`${code.slice(0, 3)} ${code.slice(3)}`);
    expect(input).toHaveValue(code);
    expect(verify).toBeEnabled();
    await user.click(verify);
    expect(await screen.findByText(/^Welcome! /)).toBeVisible();
    await waitFor(() => expect(view.currentPath()).toBe('/'));
  });

  it('sends signed-in users away from sign-in and verification', async () => {
    await api.signInAs(DEMO.buyer);
    const view = renderRoutes(routes, '/signin');
    await waitFor(() => expect(view.currentPath()).toBe('/'));
    expect(screen.getByText('home page')).toBeVisible();
  });
});

describe('verification and countdown', () => {
  it('sends visitors without a pending code to /signin', async () => {
    const view = renderRoutes(routes, '/verification/abc/auth');
    await waitFor(() => expect(view.currentPath()).toBe('/signin'));
  });

  it('ticks each second, enables Resend at 0 and restarts at 60 after a resend', async () => {
    setUserInfo({ user: { email: 'someone@example.test', url: 'u1' } });
    setCountdown(2);
    renderRoutes(routes, '/verification/u1/auth');
    expect(screen.getByRole('button', { name: 'Resend Code (2s)' })).toBeDisabled();
    await screen.findByRole('button', { name: 'Resend Code (1s)' }, { timeout: 1500 });
    const resend = await screen.findByRole('button', { name: 'Resend Code' }, { timeout: 1500 });
    expect(resend).toBeEnabled();
    await userEvent.setup().click(resend);
    // The server's answer is shown (unknown e-mail here) and the countdown stays at 0.
    expect(await screen.findByText('Unauthorized action')).toBeVisible();
    expect(sessionStore.countdown).toBe(0);
  });

  it('resets the countdown to 0 off the verification route', async () => {
    setUserInfo({ user: { email: 'someone@example.test', url: 'u1' } });
    setCountdown(60);
    renderRoutes(routes, '/signin');
    await waitFor(() => expect(sessionStore.countdown).toBe(0));
  });
});

describe('password recovery', () => {
  it('goes through the reset code to the new password and signs in', async () => {
    const user = userEvent.setup();
    const view = renderRoutes(routes, '/recover/account');
    expect(screen.getByRole('heading', { name: 'Find your account' })).toBeVisible();
    const cont = screen.getByRole('button', { name: 'Continue' });
    expect(cont).toBeDisabled();
    await user.type(screen.getByLabelText('Email'), DEMO.buyer);
    await user.click(cont);
    expect(await screen.findByText('sent successfully, check your email.')).toBeVisible();
    // A reset's code proves the e-mail: the spec's 'Email verification' for the reset flow, with
    // what the code is for ('Verify this device' was wrong for a recovery).
    expect(await screen.findByRole('heading', { name: 'Email verification' })).toBeVisible();
    expect(screen.getByText(/to choose a new password\./)).toBeVisible();
    await user.type(screen.getByLabelText('Verification code'), await api.lastCode(DEMO.buyer));
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { name: 'Change your password' })).toBeVisible();
    expect(view.currentPath()).toMatch(/^\/newpassword\/change\/.+\/change$/);
    expect(screen.getByText(String(sessionStore.userInfo?.user?.name))).toBeVisible();
    // Under 8 characters is said at the field and sends nothing (recovery accepted 'a').
    const changes = () => api.requests.filter((r) => r.url.includes('/api/users/changepassword'));
    await user.type(screen.getByLabelText('New password'), 'a');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      'At least 8 characters. Use at least 8 characters for your password.',
    );
    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
    expect(changes()).toHaveLength(0);
    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'brand-new-pass');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password changed successfully')).toBeVisible();
    await waitFor(() => expect(view.currentPath()).toBe('/'));
    expect(sessionStore.userInfo?.user?._id).toMatch(/^[0-9a-f]{24}$/);
  });

  it("shows the user's avatar and name (initials when the API sends no picture)", async () => {
    setUserInfo({ user: { email: 'ada@bukka.test', name: 'Ada Obi', urlf: 'tok' } });
    const first = renderRoutes(routes, '/newpassword/change/tok/change');
    const person = screen.getByRole('figure', { name: 'Ada Obi' });
    expect(person).toHaveTextContent('AO');
    expect(within(person).getByText('Ada Obi')).toBeVisible();
    first.unmount();
    setUserInfo({
      user: { email: 'ada@bukka.test', name: 'Ada Obi', img: '/__mock/media/a.svg', urlf: 'tok' },
    });
    renderRoutes(routes, '/newpassword/change/tok/change');
    const picture = screen.getByRole('figure', { name: 'Ada Obi' }).querySelector('img');
    expect(picture).toHaveAttribute('src', 'http://bukka.test/__mock/media/a.svg');
  });

  it('sends visitors without a reset session away from the new-password screen', async () => {
    const view = renderRoutes(routes, '/newpassword/change/x/change');
    await waitFor(() => expect(view.currentPath()).toBe('/'));
  });
});
