// The answers that mean "your session is over, sign in again": the hosted auth middleware's texts
// for a missing, expired, invalid or foreign session cookie, an unknown user, or a device that is
// not the session's (seen in the hosted API and reproduced by the mock). Other 401s (wrong
// credentials, a wrong code) are not session answers. No import of src/api: the shell's session
// watcher uses this and the API layer (with zod) stays out of the first chunk.

const DEVICE_CHECK_FAILED = 'verification fail, switch off VPN if active';

const SESSION_OVER_401 = new Set([
  'No token provided',
  'Session expired. login again',
  'invalid token',
  'invalid signature',
  'User not found',
  DEVICE_CHECK_FAILED,
]);

interface HttpFailure {
  name: string;
  kind: string;
  status: number;
  message: string;
  route?: string;
}

/**
 * A device check the request could not pass: the hosted auth middleware (V-A) checks the device of
 * `GET /api/users/account/find/:userId` too, though a GET carries no body and that path no device,
 * so it fails for every user (hosted §2.3). Its 'verification fail' is about the route, not the
 * session: the screen says the lookup failed and the user stays signed in.
 */
const sentNoDevice = (route = '') => route.startsWith('GET ') && !route.includes('/:deviceId');

function isHttpFailure(error: unknown): error is HttpFailure {
  if (!(error instanceof Error) || error.name !== 'ApiError') return false;
  const fields = error as Error & Record<string, unknown>;
  return fields.kind === 'http' && typeof fields.status === 'number';
}

/** True when a failed call says the session is over (the user must sign in again). */
export function isSessionExpired(error: unknown): boolean {
  if (!isHttpFailure(error)) return false;
  if (error.status === 404) return error.message === 'please login to perform this action';
  if (error.status !== 401) return false;
  if (error.message === DEVICE_CHECK_FAILED && sentNoDevice(error.route)) return false;
  return SESSION_OVER_401.has(error.message) || error.message.startsWith('jwt ');
}
