import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setDeviceId } from '#src/api/device-id.ts';
import { RecoverPage } from '#src/features/auth/recover-page.tsx';
import { SignInPage } from '#src/features/auth/signin-page.tsx';
import { SignUpPage } from '#src/features/auth/signup-page.tsx';
import { VerificationPage } from '#src/features/auth/verification-page.tsx';
import { verificationRoute } from '#src/lib/auth-paths.ts';
import { dismissToast } from '#src/lib/toast.ts';
import { clearSession, setCountdown, setUserInfo } from '#src/state/session.ts';
import { DEMO, installMockApi } from '#tests/support/mock-api.ts';
import { renderRoutes } from '#tests/support/render.tsx';

// What the auth pages say when the server refuses: the same words for an unknown e-mail and a
// wrong password, one message at a time, plain words for a refused code (the hosted API's 500
// included), nothing of a page before.

const routes = {
  '/signin': SignInPage,
  '/signup': SignUpPage,
  '/verification/:url/auth': VerificationPage,
  '/recover/account': RecoverPage,
  '/': () => <p>home page</p>,
};

const WRONG_EMAIL_OR_PASSWORD = 'Wrong e-mail or password — check both and try again.';
const CODE_DID_NOT_WORK = 'That code did not work — it may be wrong or expired. Ask for a new one.';
const CODE_WRONG =
  'That code is not right — check the e-mail we sent and type it again, or ask for a new one.';

const api = installMockApi();
beforeEach(() => {
  clearSession();
});
afterEach(async () => {
  act(() => dismissToast());
  // A test here may switch the world to the hosted profile; the next file must find it safe.
  await api.call('POST', '/__mock/reset', { seed: 1, profile: 'safe' });
});

/** The toasts a person can see now: a closing one stays in sight while its exit animation plays
 * (jsdom plays none, so it stays), unless it was hidden. */
const visibleToasts = () =>
  [...document.querySelectorAll<HTMLElement>('.Toastify__toast')].filter(
    (toast) => toast.style.visibility !== 'hidden',
  );

async function signInWith(user: ReturnType<typeof userEvent.setup>, email: string, pass: string) {
  await user.clear(screen.getByLabelText('Email'));
  await user.type(screen.getByLabelText('Email'), email);
  await user.clear(screen.getByLabelText('Password'));
  await user.type(screen.getByLabelText('Password'), pass);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('sign-in refusals', () => {
  it('an unknown e-mail and a wrong password read the same, one message at a time', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/signin');
    await signInWith(user, 'nobody-here@example.test', 'some-password');
    expect(await screen.findByText(WRONG_EMAIL_OR_PASSWORD)).toBeVisible();
    await signInWith(user, DEMO.buyer, 'not-the-password');
    await waitFor(() =>
      expect(api.requests.filter((r) => r.url.endsWith('/signin'))).toHaveLength(2),
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled());
    expect(visibleToasts().map((t) => t.textContent)).toEqual([WRONG_EMAIL_OR_PASSWORD]);
    expect(screen.queryByText('User not found')).not.toBeInTheDocument();
    expect(screen.queryByText('wrong credentials')).not.toBeInTheDocument();
  });
});

describe('sign-up', () => {
  it("'password not match' is gone from the code page the corrected form leads to", async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/signup');
    for (const [label, value] of [
      ['First-Name', 'Ada'],
      ['Last-Name', 'Obi'],
      ['State', 'Lagos'],
      ['Country', 'Nigeria'],
      ['Age', '02/04/1995'],
      ['Email', 'ada.mismatch@example.test'],
      ['Password', 'secret-pass'],
      ['Confirm Password', 'other-pass'],
    ] as const) {
      await user.type(screen.getByLabelText(label), value);
    }
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('password not match')).toBeVisible();
    await user.clear(screen.getByLabelText('Confirm Password'));
    await user.type(screen.getByLabelText('Confirm Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('heading', { name: 'Email verification' })).toBeVisible();
    expect(visibleToasts().map((t) => t.textContent)).toEqual(['verify your email']);
  });
});

describe('the code page', () => {
  async function onCodePage(email: string) {
    const { user } = await api.call<{ user: { url: string } }>('POST', '/api/users/register', {
      surname: 'Obi',
      firstname: 'Ada',
      password: 'secret-pass',
      age: '1995-04-02',
      country: 'Nigeria',
      state: 'Lagos',
      email,
      fingerprint: 'demo-device',
    });
    setUserInfo({ user: { email, url: user.url } });
    setCountdown(0);
    return renderRoutes(routes, verificationRoute(user.url));
  }

  const wrongOf = (code: string) => (code === '000000' ? '111111' : '000000');

  it('says a wrong and an expired code in plain words, never "Incorrect OTP"', async () => {
    const user = userEvent.setup();
    const email = 'ada.code@example.test';
    await onCodePage(email);
    const input = await screen.findByLabelText('Verification code');
    await user.type(input, wrongOf(await api.lastCode(email)));
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(
      await screen.findByText(
        'That code is not right — check the e-mail we sent and type it again, or ask for a new one.',
      ),
    ).toBeVisible();
    expect(screen.queryByText('Incorrect OTP')).not.toBeInTheDocument();
    await api.call('POST', '/__mock/clock/advance', { ms: 101 * 60_000 });
    await user.clear(input);
    await user.type(input, await api.lastCode(email));
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('That code has expired. Ask for a new one.')).toBeVisible();
    expect(screen.queryByText('OTP has expired')).not.toBeInTheDocument();
    expect(visibleToasts()).toHaveLength(1);
  });

  it('on the hosted profile, a mistyped account code is said in plain words; resend, then the right code signs in', async () => {
    await api.call('POST', '/__mock/reset', { seed: 1, profile: 'hosted' });
    const user = userEvent.setup();
    const email = 'ada.hosted@example.test';
    const view = await onCodePage(email);
    const input = await screen.findByLabelText('Verification code');
    await user.type(input, wrongOf(await api.lastCode(email)));
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(CODE_DID_NOT_WORK)).toBeVisible();
    expect(screen.queryByText(/Cannot read properties/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resend Code' }));
    expect(await screen.findByText('check your email for the code')).toBeVisible();
    await user.clear(input);
    await user.type(input, await api.lastCode(email));
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Welcome! Ada')).toBeVisible();
    await waitFor(() => expect(view.currentPath()).toBe('/'));
  });
});

describe('password recovery', () => {
  it('titles its code page for what it is, not "Verify this device"', async () => {
    setDeviceId('demo-device');
    const user = userEvent.setup();
    renderRoutes(routes, '/recover/account');
    await user.type(screen.getByLabelText('Email'), DEMO.buyer);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Email verification' })).toBeVisible();
    expect(screen.getByText(/to choose a new password\./)).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Verify this device' })).not.toBeInTheDocument();
  });

  it('says the same for an unknown address and a real account; only the account gets a code', async () => {
    setDeviceId('demo-device');
    const user = userEvent.setup();
    /** The code page's sentence about the code, as one text. */
    const codeSentence = () =>
      screen.getByText(
        (_, element) => element?.tagName === 'P' && /6-digit/.test(element.textContent ?? ''),
      );
    const recover = async (email: string) => {
      const view = renderRoutes(routes, '/recover/account');
      await user.type(screen.getByLabelText('Email'), email);
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      expect(await screen.findByText('sent successfully, check your email.')).toBeVisible();
      expect(await screen.findByRole('heading', { name: 'Email verification' })).toBeVisible();
      await waitFor(() =>
        expect(view.currentPath()).toMatch(/^\/verification\/[0-9a-f]{32}\/auth$/),
      );
      return view;
    };

    // Same length as DEMO.buyer, so the masked addresses are alike too.
    const unknown = 'ghost@bukka.test';
    const first = await recover(unknown);
    expect(codeSentence()).toHaveTextContent(
      'Enter the 6-digit code sent to ***st@bukka.test to choose a new password. Only an address with a Bukka account gets one.',
    );
    expect(screen.queryByText(/user not found/i)).not.toBeInTheDocument();
    // No code exists for it: any code reads as a wrong one, not as "no such user".
    await user.type(screen.getByLabelText('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(CODE_WRONG)).toBeVisible();
    expect(screen.queryByText(/user not found/i)).not.toBeInTheDocument();
    // Resend for it says what a real account's resend says.
    act(() => dismissToast());
    setCountdown(0);
    await user.click(await screen.findByRole('button', { name: 'Resend Code' }));
    expect(await screen.findByText('sent successfully, check your email.')).toBeVisible();
    expect(screen.queryByText(/user not found/i)).not.toBeInTheDocument();
    first.unmount();
    act(() => dismissToast());
    clearSession();

    const second = await recover(DEMO.buyer);
    expect(codeSentence()).toHaveTextContent(
      'Enter the 6-digit code sent to ***er@bukka.test to choose a new password. Only an address with a Bukka account gets one.',
    );
    await user.type(screen.getByLabelText('Verification code'), await api.lastCode(DEMO.buyer));
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    // Its code leads on to the new password (that screen is tested in auth-screens.test.tsx).
    await waitFor(() =>
      expect(second.currentPath()).toMatch(/^\/newpassword\/change\/.+\/change$/),
    );
  });
});
