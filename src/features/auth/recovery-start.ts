// Starting (and resending) a password recovery so that the page does not tell anyone which
// addresses have an account. The API answers an unknown address with 404 `user not found` (as
// the hosted API does); the client then goes on exactly as for a real account — the same toast,
// the same code page and words — with a code page token of its own. No code exists for that
// address, so any code typed there is refused by the server (404 `User not found`), which the
// code page reads as a wrong code (auth-failures.ts).
import { mutationOptions } from '@tanstack/react-query';
import { resetPassword } from '#src/api/auth.ts';
import { isApiError } from '#src/api/client.ts';
import { getDeviceId } from '#src/api/device-id.ts';

type RecoveryAnswer = Awaited<ReturnType<typeof resetPassword>>;

/** The reset call's answer for an address with no account. */
function isUnknownAddress(error: unknown): boolean {
  return (
    isApiError(error) &&
    error.kind === 'http' &&
    error.status === 404 &&
    error.message.toLowerCase() === 'user not found'
  );
}

/** A code page token shaped like the mock's own (32 hex digits), so the address bar looks alike. */
function pageToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** `POST /api/users/resetpassword`, with an unknown address answered as a known one would be. */
export async function startRecovery(email: string): Promise<RecoveryAnswer> {
  try {
    return await resetPassword(email);
  } catch (error) {
    if (!isUnknownAddress(error)) throw error;
    return {
      user: {
        email,
        url: pageToken(),
        rdt: await getDeviceId(),
        resetPasswordOtp: 'resetPasswordOtp',
      },
    };
  }
}

export const startRecoveryMutation = () =>
  mutationOptions({ mutationKey: ['users', 'reset-password'], mutationFn: startRecovery });
