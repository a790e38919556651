// Account journeys against the mock: sign-up → verification → wallet → simulated transfer;
// a new device needs a code; password recovery end to end.

import {
  DEMO,
  lastCode,
  logOut,
  onDevice,
  sessionUserId,
  signIn,
} from '../support/e2e/account-e2e-support.ts';
import { controlHeaders, panelLink } from '../support/e2e/control-token.ts';
import { expect, test } from '../support/e2e/world-fixture.ts';

test('sign up → verify → create wallet → simulated transfer → balance shown', async ({
  page,
  request,
}) => {
  // A buyer is asked to fund a wallet only where it pays orders: wallet checkout.
  const reset = await request.post('/__mock/reset', {
    data: { seed: 1, checkout: 'wallet' },
    headers: controlHeaders,
  });
  expect(reset.ok()).toBe(true);
  await onDevice(page, 'e2e-signup-device');
  await page.goto('/signup');
  const signUp = page.getByRole('button', { name: 'Sign Up' });
  await expect(signUp).toBeDisabled();
  await page.getByLabel('First-Name').fill('Chidi');
  await page.getByLabel('Last-Name').fill('Nwosu');
  await page.getByLabel('State').fill('Lagos');
  await page.getByLabel('Country').fill('Nigeria');
  // The date of birth as Nigerians write it (dd/mm/yyyy), not the US way.
  await page.getByLabel('Age').fill('12/06/1994');
  await page.getByLabel('Email').fill('chidi.nwosu@example.test');
  await page.getByLabel('Password', { exact: true }).fill('chidi-pass-1');
  await page.getByLabel('Confirm Password').fill('chidi-pass-1');
  await signUp.click();
  await expect(page.getByText('verify your email')).toBeVisible();
  // The address bar shows an opaque token, never the user's names, id or times.
  await expect(page).toHaveURL(/\/verification\/[0-9a-f]{32}\/auth$/);
  await expect(page.getByRole('heading', { name: 'Email verification' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Resend Code \(\d+s\)$/ })).toBeDisabled();

  const code = await lastCode(request, 'chidi.nwosu@example.test');
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Welcome! Chidi')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  const userId = await sessionUserId(page);
  await page.goto(`/profile/${userId}`);
  await expect(page.getByRole('heading', { name: 'Hello, Chidi' })).toBeVisible();
  await expect(
    page.getByText('No wallet account yet: Create wallet to fund it by bank transfer.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Create wallet' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Ok' }).click();
  await expect(page.getByText('Account number')).toBeVisible();

  // The e2e mock wants its control token: a developer opens the printed panel link once, and
  // the mock-only buttons of the app send the cookie it sets.
  expect((await page.context().request.get(panelLink)).ok()).toBe(true);
  const helper = page.getByRole('form', { name: 'Mock mode: simulate a bank transfer' });
  await helper.getByLabel('Amount (naira)').fill('7500');
  await helper.getByRole('button', { name: 'simulate a bank transfer' }).click();
  await expect(page.locator('.wallet-panel__balance')).toHaveText('N7,500.00');
});

test('sign-in from a new device requires a code', async ({ page, request }) => {
  await onDevice(page, 'e2e-new-laptop');
  await page.goto('/signin');
  await page.getByLabel('Email').fill(DEMO.buyer);
  await page.getByLabel('Password').fill('bukka-demo');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Verify this device' })).toBeVisible();
  await expect(page.getByText(`***${DEMO.buyer.slice(-13)}`)).toBeVisible();
  const verify = page.getByRole('button', { name: 'Verify' });
  await page.getByLabel('Verification code').fill('123');
  await expect(verify).toBeDisabled();
  await page.getByLabel('Verification code').fill(await lastCode(request, DEMO.buyer));
  await verify.click();
  await expect(page.getByText(/^Welcome! /)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  // Signed in now: sign-in sends back home.
  await page.goto('/signin');
  await expect(page).toHaveURL(/\/$/);
});

test('password recovery end to end', async ({ page, request }) => {
  await onDevice(page, 'demo-device');
  await page.goto('/recover/account');
  await expect(page.getByRole('heading', { name: 'Find your account' })).toBeVisible();
  await page.getByLabel('Email').fill(DEMO.buyer);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('sent successfully, check your email.')).toBeVisible();
  // A reset's code proves the e-mail (the spec's title for the reset flow); only a new device's
  // code is 'Verify this device'.
  await expect(page.getByRole('heading', { name: 'Email verification' })).toBeVisible();
  await expect(page.getByText(/to choose a new password\./)).toBeVisible();
  await page.getByLabel('Verification code').fill(await lastCode(request, DEMO.buyer));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { name: 'Change your password' })).toBeVisible();
  await page.getByLabel('New password').fill('a-brand-new-pass');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await logOut(page);
  await signIn(page, DEMO.buyer, 'a-brand-new-pass');
});

test('protected pages send visitors to sign in, to come back afterwards', async ({ page }) => {
  await page.goto('/profile/anyone');
  await expect(page).toHaveURL(/\/signin\?next=%2Fprofile%2Fanyone$/);
  await page.goto('/order/0123456789abcdef01234567');
  await expect(page).toHaveURL(/\/signin\?next=%2Forder%2F0123456789abcdef01234567$/);
});
