// The answers that mean "your session is over, sign in again": the hosted auth middleware's texts
// (spec'd nowhere, seen in the hosted API and the mock) for a missing, expired, invalid or foreign
// session cookie, an unknown user, a device that is not the session's. Other 401s (wrong
// credentials, a wrong code) are not session answers.
import { isApiError } from '#src/api/client.ts';

const SESSION_OVER_401 = new Set([
  'No token provided',
  'Session expired. login again',
  'invalid token',
  'invalid signature',
  'User not found',
  'verification fail, switch off VPN if active',
]);

/** True when a failed call says the session is over (the user must sign in again). */
export function isSessionExpired(error: unknown): boolean {
  if (!isApiError(error) || error.kind !== 'http') return false;
  if (error.status === 404) return error.message === 'please login to perform this action';
  if (error.status !== 401) return false;
  return SESSION_OVER_401.has(error.message) || error.message.startsWith('jwt ');
}
