import { findDevice } from './devices.ts';
import { type Ctx, memoryPart, partOf } from './plumbing/context.ts';
import { fail } from './plumbing/errors.ts';
import type { SetCookie } from './plumbing/request-parts.ts';

const SESSION_COOKIE = 'auth_token';
const DAY_MS = 24 * 3_600_000;
/** Sliding lifetime: a session unused for this long is over. */
export const SESSION_IDLE_MS = 7 * DAY_MS;
/** Absolute lifetime: a session in daily use still ends this long after sign-in. */
export const SESSION_MAX_AGE_MS = 30 * DAY_MS;
/** Sessions one user may hold at once (every sign-in starts one); the oldest end first. */
export const MAX_SESSIONS_PER_USER = 20;
/** Expired sessions are swept at most this often (on a sign-in), used or not. */
const SWEEP_EVERY_MS = 60_000;

const isOver = (session: { createdAt: number; lastSeenAt: number }, now: number) =>
  now - session.lastSeenAt > SESSION_IDLE_MS || now - session.createdAt > SESSION_MAX_AGE_MS;

/** World clock time expired sessions were last swept at; undefined: not yet. */
const SWEPT = memoryPart((): { at: number | undefined } => ({ at: undefined }));

/**
 * Removes every expired session (at most once a minute of the world's clock; when it last ran is
 * kept beside the world, in its memory, so a new world's first sign-in sweeps).
 */
function sweepExpired(ctx: Ctx, now: number): void {
  const swept = partOf(ctx, SWEPT);
  const last = swept.at;
  if (last !== undefined && now - last < SWEEP_EVERY_MS && now >= last) return;
  swept.at = now;
  for (const s of ctx.db.sessions.values()) if (isOver(s, now)) ctx.db.sessions.remove(s._id);
}

const sessionCookie = (token: string): SetCookie => ({
  name: SESSION_COOKIE,
  value: token,
  httpOnly: true,
  secure: false,
  sameSite: 'lax',
  path: '/',
});

const clearedSessionCookie = (): SetCookie => ({
  ...sessionCookie(''),
  expires: new Date(0),
});

/**
 * Starts a server-side session with an opaque random token. Sessions do not pile up: expired ones
 * are swept, and a user's oldest sessions end beyond `MAX_SESSIONS_PER_USER`.
 */
export async function startSession(ctx: Ctx, userId: string): Promise<SetCookie> {
  const token = ctx.secrets.hex(64);
  const now = ctx.clock.now();
  sweepExpired(ctx, now);
  const held = ctx.db.sessions.lookup('user', userId);
  for (const s of held.slice(0, Math.max(0, held.length - MAX_SESSIONS_PER_USER + 1))) {
    ctx.db.sessions.remove(s._id);
  }
  await ctx.db.sessions.insert({
    _id: ctx.secrets.hex(24),
    token,
    userId,
    createdAt: now,
    lastSeenAt: now,
  });
  return sessionCookie(token);
}

/**
 * The hosted `authMiddleware`, with a server-side session instead of a JWT. When `deviceId`
 * is given it must be one of the user's verified devices. Returns the user and the re-issued cookie.
 */
export async function authenticate(ctx: Ctx, cookies: Record<string, string>, deviceId?: string) {
  const token = cookies[SESSION_COOKIE];
  if (!token) fail(401, 'No token provided');
  const session = ctx.db.sessions.first('token', token);
  if (!session) fail(401, 'invalid token');
  const now = ctx.clock.now();
  if (isOver(session, now)) {
    ctx.db.sessions.remove(session._id);
    fail(401, 'jwt expired');
  }
  const user = ctx.db.users.get(session.userId);
  if (!user) fail(401, 'User not found');
  if (deviceId !== undefined) {
    if (ctx.db.devices.lookup('user', user._id).length === 0) {
      fail(404, 'please login to perform this action');
    }
    const device = findDevice(ctx, user._id, deviceId);
    // Hosted (§2.3): any registered device will do, verified or not.
    if (!device || (!device.otpIsVerified && !ctx.profile.hostedDevices)) {
      fail(401, 'verification fail, switch off VPN if active');
    }
  }
  await ctx.db.sessions.patch(session._id, (s) => {
    s.lastSeenAt = now;
  });
  return { user, cookie: sessionCookie(token) };
}

/** Ends the session named by the cookie (if any); always answers the clearing cookie. */
export function endSession(ctx: Ctx, cookies: Record<string, string>): SetCookie {
  const token = cookies[SESSION_COOKIE];
  const session = token ? ctx.db.sessions.first('token', token) : undefined;
  if (session) ctx.db.sessions.remove(session._id);
  return clearedSessionCookie();
}

export function endAllSessions(ctx: Ctx, userId: string): void {
  for (const s of ctx.db.sessions.lookup('user', userId)) ctx.db.sessions.remove(s._id);
}

/** The signed-in user must be the user named in the path or query. */
export function assertSelf(actorId: string, namedId: string | undefined): void {
  if (actorId !== namedId) fail(403, 'You can only do this for your own account');
}
