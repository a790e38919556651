import type { RegisterRequest, SigninRequest, SigninResponse } from '#shared/schemas/auth.ts';
import { PASSWORD_MIN_LENGTH, passwordTooShortMessage } from '#shared/schemas/field-limits.ts';
import type { UserRecord } from '../db/records.ts';
import { deviceNeedsCode, noteDevice, trustDevice } from './devices.ts';
import { issueOtp } from './otp.ts';
import type { Ctx } from './plumbing/context.ts';
import { fail } from './plumbing/errors.ts';
import { hashSecret, verifySecret } from './plumbing/hash.ts';
import type { ClientInfo, SetCookie } from './plumbing/request-parts.ts';
import { isoOf } from './plumbing/wire.ts';
import { startSession } from './session.ts';
import { newUser } from './user-factory.ts';
import { findByEmail, userByEmail } from './users.ts';

export type Answer<T> = { body: T; cookie?: SetCookie };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The hosted route token: surname + createdAt + _id + otpCreatedAt + firstname (§2.5). */
const namedUrl = (u: UserRecord, otpCreatedAt: UserRecord['otpCreatedAt']): string =>
  `${u.surname || 'undefined'}${isoOf(u.createdAt)}${u._id}${otpCreatedAt == null ? '' : isoOf(otpCreatedAt)}${u.firstname || 'undefined'}`;

/** 64 bits of a string (cyrb53-style mixing, seeded): 16 hex digits. */
function mix64(text: string, seed: number): string {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (h1 >>> 0).toString(16).padStart(8, '0') + (h2 >>> 0).toString(16).padStart(8, '0');
}

/**
 * The route token of a code page (`url`, `urlf`). The client only uses it as a path segment.
 * Hosted: the names, id and timestamps in the clear; the safe profile: 32 hex digits that change
 * with each code and tell nothing (mixed with the user's password hash, which no one sees).
 */
export const verificationUrl = (
  ctx: Ctx,
  u: UserRecord,
  otpCreatedAt: UserRecord['otpCreatedAt'] = u.otpCreatedAt,
): string => {
  const named = namedUrl(u, otpCreatedAt);
  if (ctx.profile.namedVerificationUrl) return named;
  const keyed = `${u.passwordHash}|${named}`;
  return mix64(keyed, 1) + mix64(keyed, 2);
};

/** A new password: not empty, and (safe profile) at least 8 characters. */
export function assertNewPassword(ctx: Ctx, password: string): void {
  if (password === '') fail(400, 'password is required');
  if (!ctx.profile.anyPasswordLength && password.length < PASSWORD_MIN_LENGTH) {
    fail(400, passwordTooShortMessage);
  }
}

async function sendAccountCode(
  ctx: Ctx,
  user: UserRecord,
  fromServerStart = false,
): Promise<UserRecord> {
  const { code, fields } = await issueOtp(ctx);
  if (fromServerStart) fields.otpCreatedAt = ctx.startedAt;
  const next = await ctx.db.users.patch(user._id, (u) => Object.assign(u, fields));
  await ctx.mailer.send({
    to: user.email,
    subject: 'Email verification',
    text: `Welcome to Bukka, ${user.firstname}! Your verification code is ${code}. It expires in 100 minutes.`,
    code,
  });
  return next;
}

/** `POST /api/users/register`: only the sign-up fields are taken from the body. */
export async function register(ctx: Ctx, body: RegisterRequest, client: ClientInfo) {
  const email = body.email.trim().toLowerCase();
  const { password } = body;
  if (!EMAIL.test(email)) fail(400, 'A valid email is required');
  assertNewPassword(ctx, password);
  const existing = findByEmail(ctx, email);
  if (existing?.otpIsVerified) fail(402, 'email has already been used');
  let user =
    existing ??
    (await ctx.db.users.insert(
      newUser(ctx, {
        email,
        passwordHash: await hashSecret(password, ctx.secrets.hex(16)),
        surname: body.surname.trim(),
        firstname: body.firstname.trim(),
        // The hosted sign-up sets no `name` (the client sends none): reviews and profiles then
        // have no reviewer or user name.
        name: ctx.profile.omitsUnsetFields
          ? ''
          : `${body.firstname.trim()} ${body.surname.trim()}`.trim(),
        age: body.age.trim(),
        country: body.country.trim() || 'Nigeria',
        state: body.state.trim(),
      }),
    ));
  // Hosted (§2.4 bug): a brand-new account's first code is timed from server start.
  user = await sendAccountCode(ctx, user, !existing && ctx.profile.firstCodeFromServerStart);
  const deviceId = body.fingerprint.trim();
  if (deviceId && ctx.profile.hostedDevices) await noteDevice(ctx, user, deviceId, client);
  else if (deviceId) await trustDevice(ctx, user, deviceId, client);
  return {
    user: {
      email: user.email,
      ...(deviceId ? { fingerprint: deviceId } : {}),
      url: verificationUrl(ctx, user),
    },
  };
}

/** `POST /api/users/signin`. */
export async function signin(
  ctx: Ctx,
  body: SigninRequest,
  client: ClientInfo,
): Promise<Answer<SigninResponse>> {
  const user = userByEmail(ctx, body.email);
  if (!(await verifySecret(body.password, user.passwordHash))) fail(401, 'wrong credentials');
  const deviceId = body.fingerprint.trim();
  if (!user.otpIsVerified) {
    const next = await sendAccountCode(ctx, user);
    // Hosted (§3.4 step 3): a new or unverified device also gets a device code by e-mail.
    if (deviceId && ctx.profile.hostedDevices) await noteDevice(ctx, next, deviceId, client);
    return { body: { user: { email: next.email, url: verificationUrl(ctx, next) } } };
  }
  if (!deviceId) fail(400, 'fingerprint is required');
  if (await deviceNeedsCode(ctx, user, deviceId, client)) {
    return {
      body: { user: { email: user.email, url: verificationUrl(ctx, user), rdt: deviceId } },
    };
  }
  return {
    body: { user: { firstname: user.firstname, _id: user._id } },
    cookie: await startSession(ctx, user._id),
  };
}
