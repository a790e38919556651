// The names the mock's control API shares with everyone who drives it (the client in mock mode,
// the scenarios, the panel's script, the e2e fixtures, the Pact provider states, the benches).
// No zod here: the panel's browser script imports these names and stays small.

/**
 * The id of the world a mock starts with (never expires, cannot be dropped): the world of a ctx
 * made without one, and of every request that names none.
 */
export const DEFAULT_WORLD = 'default';

/** Header naming the world a request belongs to (mock-server/worlds). */
export const WORLD_HEADER = 'x-bukka-world';

/** Cookie a browser carries after entering a world (`GET /__mock/worlds/:id/enter`). */
export const WORLD_COOKIE = 'bukka_world';

/** Header carrying the control token of a mock started with `--control-token`. */
export const CONTROL_TOKEN_HEADER = 'x-mock-token';

/** How orders are paid: `card` (the hosted V-A) or `wallet` (`--checkout wallet`: the buyer's
 * wallet is debited when the order is placed). */
export const CHECKOUT_MODES = ['card', 'wallet'] as const;
export type CheckoutMode = (typeof CHECKOUT_MODES)[number];
