// The session of the interaction being verified. A state handler signs in through the API (or
// takes a fixture's cookie) and stores the `auth_token` here; the request guard puts it in place
// of the contract's example cookie. Interactions whose request carries no cookie get none.

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
