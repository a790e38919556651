// Password recovery tells no one which addresses have an account: an unknown address and a real
// one see the same words and the same code page; only the real one gets a code and can reset.

import { DEMO, lastCode, logOut, onDevice, signIn } from '../support/e2e/account-e2e-support.ts';
import { expect, type Page, test } from '../support/e2e/world-fixture.ts';

const SENT = 'sent successfully, check your email.';
const CODE_WRONG =
  'That code is not right — check the e-mail we sent and type it again, or ask for a new one.';

/** Asks for a recovery code for `email` and returns what the code page says about the code. */
async function askForCode(page: Page, email: string): Promise<string> {
  await page.goto('/recover/account');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText(SENT)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Email verification' })).toBeVisible();
  await expect(page).toHaveURL(/\/verification\/[0-9a-f]{32}\/auth$/);
  const sentence = page.locator('main p', { hasText: '6-digit code' });
  await expect(sentence).toBeVisible();
  return ((await sentence.textContent()) ?? '').replace(/\s+/g, ' ').trim();
}

test('recovery says the same for an unknown and a known address; the known one resets', async ({
  page,
  request,
}) => {
  await onDevice(page, 'demo-device');
  // Both 16 characters, so even the masked addresses look alike.
  const unknown = 'ghost@bukka.test';

  const unknownSays = await askForCode(page, unknown);
  expect(unknownSays).toBe(
    'Enter the 6-digit code sent to ***st@bukka.test to choose a new password. Only an address with a Bukka account gets one.',
  );
  await expect(page.getByText(/user not found/i)).toHaveCount(0);
  // No code exists for it: a typed code reads as a wrong code.
  await page.getByLabel('Verification code').fill('123456');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText(CODE_WRONG)).toBeVisible();
  await expect(page.getByText(/user not found/i)).toHaveCount(0);

  const knownSays = await askForCode(page, DEMO.buyer);
  expect(knownSays).toBe(unknownSays.replace('***st@', '***er@'));
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
