// What a read-only run may send to a backend that is not the mock: any read, and the two requests
// that only start or end a session. The proxy (`--proxy URL` without `--allow-writes`) and the
// hosted contract run (`contracts:verify` against a URL) apply this one rule, so the two never
// disagree on what "read-only" means. Sign-in passes because without it no signed-in page can be
// checked; it changes no order, payment or wallet (on the hosted API a sign-in from a device the
// account has not verified e-mails that account a code — its own inbox, no one else's).

const SESSION_PATHS = ['/api/users/signin', '/api/users/logout'];

/** Requests a read-only run may send: any GET (and HEAD), and sign-in / logout. */
export const readOnlyAllows = (method: string, path: string): boolean => {
  const m = method.toUpperCase();
  return m === 'GET' || m === 'HEAD' || (m === 'POST' && SESSION_PATHS.includes(path));
};

/** The 403 message of a write refused by the read-only proxy. */
export const readOnlyRefusal = (method: string, path: string): string =>
  `${method.toUpperCase()} ${path} is a write; the read-only proxy does not send it to the backend (nothing was sent) — start the mock with --allow-writes against a staging copy`;
