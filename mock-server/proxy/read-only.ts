import { z } from 'zod';
import type { EndpointEffect } from '#shared/schemas/endpoint.ts';
import type { RouteDef } from '../routes/route-types.ts';

// What a read-only run may send to a backend that is not the mock. Each endpoint declares its
// effect once, in the spine (`effect` in shared/schemas: `read`, `session`, `write`); this rule only
// reads it. The proxy (`--proxy URL` without `--allow-writes`) and the hosted contract run
// (`contracts:verify` against a URL) apply it alike:
// - a `read` goes out;
// - a `session` call (sign-in, a new device's code, sign-out) goes out only in the shape the client
//   itself sends — on the hosted API a sign-in without its password skips the password check, so
//   that one, like an account or reset code, never leaves;
// - everything else — every `write`, and any non-GET the spine does not know — is refused before
//   anything is sent. A GET the spine does not know is a read.

/** What the rule decided for one request. */
export type ReadOnlyVerdict =
  | { send: true; effect: EndpointEffect['kind'] }
  | { send: false; message: string };

/** The header on a refusal's answer (`refused`), so the client can say what happened in the
 * product's words, and on every answer a read-only proxy forwards (`read-only`), so it knows
 * before the first write (a card checkout is never opened for an order it cannot pay). */
export const PROXY_HEADER = 'x-bukka-proxy';
export const REFUSED_VALUE = 'refused';
export const READ_ONLY_VALUE = 'read-only';

/** The 403 message of a write refused by the read-only proxy. */
export const readOnlyRefusal = (method: string, path: string): string =>
  `${method.toUpperCase()} ${path} is a write; the read-only proxy does not send it to the backend (nothing was sent) — start the mock with --allow-writes against a staging copy`;

const sessionRefusal = (method: string, path: string): string =>
  `${method.toUpperCase()} ${path} is sent to the backend only as the app sends it (a sign-in with its password and device, a new device's code); this one was not sent — start the mock with --allow-writes against a staging copy to send it`;

/** The verdict on a request of `route` (its declared effect) with `body` (as parsed JSON). */
export function readOnlyVerdict(
  route: Pick<RouteDef, 'effect'> | undefined,
  method: string,
  path: string,
  body: unknown,
): ReadOnlyVerdict {
  const m = method.toUpperCase();
  const effect = route?.effect;
  if (!effect) {
    return m === 'GET' || m === 'HEAD'
      ? { send: true, effect: 'read' }
      : { send: false, message: readOnlyRefusal(m, path) };
  }
  if (effect.kind === 'read') return { send: true, effect: 'read' };
  if (effect.kind === 'write') return { send: false, message: readOnlyRefusal(m, path) };
  return z.safeParse(effect.shape, body).success
    ? { send: true, effect: 'session' }
    : { send: false, message: sessionRefusal(m, path) };
}
