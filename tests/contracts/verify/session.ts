// The session of the interaction being verified. A state handler signs in through the API and
// stores the `auth_token` here; the request filter puts it in place of the contract's example
// cookie. Interactions whose request carries no cookie (e.g. "not signed in") get none.

let token: string | undefined;

export const currentSession = {
  set(value: string) {
    token = value;
  },
  clear() {
    token = undefined;
  },
  get: () => token,
};

type ProxiedRequest = { headers: Record<string, string | string[] | undefined> };

/** Express middleware for the Verifier's `requestFilter`. */
export const injectSessionCookie = (req: ProxiedRequest, _res: unknown, next: () => void) => {
  const cookie = req.headers.cookie;
  if (token && typeof cookie === 'string' && /(^|;\s*)auth_token=/.test(cookie)) {
    req.headers.cookie = cookie.replace(/(^|;\s*)auth_token=[^;]*/, `$1auth_token=${token}`);
  }
  next();
};
