// Whether a store's owner is online, from what they really did: their sessions' last requests
// (every signed-in call stamps its session), the orders they accepted, and — for a seeded store —
// the last activity the seed gave it. Online while the latest of these is under ONLINE_WINDOW_MS
// old on the world's clock; offline after, with the time it happened. Nothing is written: the
// answer is worked out when a product or store page is read.
import type { UserRecord } from '../db/records.ts';
import type { Ctx } from './plumbing/context.ts';
import { isoOf } from './plumbing/wire.ts';

/** A store counts as online for ten minutes after its owner's last activity. */
export const ONLINE_WINDOW_MS = 10 * 60_000;

/** The owner's latest activity (epoch ms), if any is known. */
function lastActivity(ctx: Ctx, user: UserRecord): number | undefined {
  let last = user.lastActiveAt;
  const later = (t: number | null | undefined) => {
    if (t != null && (last === undefined || t > last)) last = t;
  };
  for (const session of ctx.db.sessions.lookup('user', user._id)) later(session.lastSeenAt);
  for (const order of ctx.db.orders.lookup('party', user._id)) {
    if (order.storeId === user._id) later(order.isTaken);
  }
  return last;
}

/**
 * The mock-only presence fields of a store: `status` ('available' while online, else 'offline')
 * and `lastSeenAt` (ISO) when the activity is known; the stored status otherwise.
 */
export function storePresence(ctx: Ctx, user: UserRecord): { status: string; lastSeenAt?: string } {
  const last = lastActivity(ctx, user);
  if (last === undefined) return { status: user.status };
  const online = ctx.clock.now() - last < ONLINE_WINDOW_MS;
  return { status: online ? 'available' : 'offline', lastSeenAt: isoOf(last) };
}
