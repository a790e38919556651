import { MatchersV3 } from '@pact-foundation/pact';
import type { CookieJarHook } from '#src/api/client.ts';
import { EXAMPLE } from './ids.ts';

const { regex } = MatchersV3;

// Pact regexes match the whole value (they are anchored at both ends).
// The session travels in the httpOnly `auth_token` cookie. The browser sends it on every call
// (credentials: 'include'); the consumer tests stand in for the browser with a cookie-jar hook.
// The provider verification signs in for real and replaces the example token (requestFilter).

const COOKIE_EXAMPLE = `auth_token=${EXAMPLE.sessionToken}`;

/** A request that carries the session cookie. */
export const sessionCookieHeader = {
  Cookie: regex('^(.*;\\s*)?auth_token=[^;]+(;.*)?$', COOKIE_EXAMPLE),
};

/** A response that starts a session: an httpOnly `auth_token` cookie with a value. */
export const setsSessionCookie = {
  'Set-Cookie': regex(
    '^auth_token=[^;]+;.*HttpOnly.*$',
    `${COOKIE_EXAMPLE}; Path=/; HttpOnly; SameSite=Lax`,
  ),
};

/**
 * A response that clears the session: `auth_token` set empty and expired at the epoch. Pact splits
 * header values on commas, so the date's "Thu, 01 Jan 1970 …" arrives as a second piece; the
 * pattern accepts the cookie piece and the date piece.
 */
export const clearsSessionCookie = {
  'Set-Cookie': regex(
    '^(auth_token=;.*(Expires=[A-Z][a-z]{2}|Max-Age=0).*|\\s*\\d{2} [A-Z][a-z]{2} 1970 \\d{2}:\\d{2}:\\d{2} GMT.*)$',
    'auth_token=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax',
  ),
};

/** The browser's cookie store, as the consumer tests need it: signed in or not. */
export const signedInJar: CookieJarHook = {
  headers: () => ({ cookie: COOKIE_EXAMPLE }),
  onResponse: () => {},
};
