import { type Ctx, memoryPart, partOf } from './plumbing/context.ts';
import { DomainError } from './plumbing/errors.ts';

// Wrong one-time codes counted per account and per client over a sliding window, across every
// code the account is sent (a re-issued code does not start the count again). Each code also
// allows only 5 wrong tries (otp.ts); this limit stops guessing across re-issued codes.

/** The window wrong codes are counted over. */
export const GUESS_WINDOW_MS = 15 * 60_000;
/** Wrong codes an account may receive in a window (any code: account, device, reset). */
export const MAX_WRONG_PER_ACCOUNT = 10;
/** Wrong codes one client address may send in a window (over all accounts). */
export const MAX_WRONG_PER_CLIENT = 30;

export type Guesser = { account: string; client: string };

/** Times of the wrong codes in the window, by `account:…` and `client:…` key. */
type GuessWindows = Map<string, number[]>;

/**
 * A world's windows (a part of its memory): kept beside the world, never in it (nothing to save
 * or export), so a reset or an import starts the count over.
 */
const GUESSES = memoryPart((): GuessWindows => new Map());

const keysOf = (who: Guesser) => [
  { key: `account:${who.account.trim().toLowerCase()}`, max: MAX_WRONG_PER_ACCOUNT },
  { key: `client:${who.client}`, max: MAX_WRONG_PER_CLIENT },
];

/** Times of the wrong codes still in the window (older ones dropped). */
function recent(windows: GuessWindows, key: string, now: number): number[] {
  const times = (windows.get(key) ?? []).filter((t) => now - t < GUESS_WINDOW_MS);
  if (times.length > 0) windows.set(key, times);
  else windows.delete(key);
  return times;
}

/**
 * Throws 429 with `Retry-After` (seconds) while the account or the client has used up its wrong
 * codes; checked before a code is even compared, so the right code is refused too until then.
 */
export function assertMayGuess(ctx: Ctx, who: Guesser): void {
  const now = ctx.clock.now();
  const windows = partOf(ctx, GUESSES);
  let waitMs = 0;
  for (const { key, max } of keysOf(who)) {
    const times = recent(windows, key, now);
    if (times.length >= max) {
      waitMs = Math.max(waitMs, times[times.length - max]! + GUESS_WINDOW_MS - now);
    }
  }
  if (waitMs <= 0) return;
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  throw new DomainError(
    429,
    {
      message: `Too many wrong codes. Try again in ${Math.ceil(seconds / 60)} minute${seconds > 60 ? 's' : ''}.`,
    },
    { 'retry-after': String(seconds) },
  );
}

/** Counts one wrong code against the account and the client. */
export function countWrongGuess(ctx: Ctx, who: Guesser): void {
  const now = ctx.clock.now();
  const windows = partOf(ctx, GUESSES);
  for (const { key } of keysOf(who)) windows.set(key, [...recent(windows, key, now), now]);
  // An attacker cycling addresses leaves one entry per address: sweep now and then.
  if (windows.size > 10_000) for (const key of [...windows.keys()]) recent(windows, key, now);
}
