import type { RegisterRequest, SigninRequest, SigninResponse } from '#src/api/schemas/auth.ts';
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

/** The hosted opaque route token: surname + createdAt + _id + otpCreatedAt + firstname. */
export const verificationUrl = (u: UserRecord, otpCreatedAt = u.otpCreatedAt): string =>
  `${u.surname || 'undefined'}${isoOf(u.createdAt)}${u._id}${otpCreatedAt == null ? '' : isoOf(otpCreatedAt)}${u.firstname || 'undefined'}`;

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
  if (password === '') fail(400, 'password is required');
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
      url: verificationUrl(user),
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
    return { body: { user: { email: next.email, url: verificationUrl(next) } } };
  }
  if (!deviceId) fail(400, 'fingerprint is required');
  if (await deviceNeedsCode(ctx, user, deviceId, client)) {
    return { body: { user: { email: user.email, url: verificationUrl(user), rdt: deviceId } } };
  }
  return {
    body: { user: { firstname: user.firstname, _id: user._id } },
    cookie: await startSession(ctx, user._id),
  };
}
