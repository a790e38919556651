import type {
  ChangePasswordRequest,
  ChangePasswordResponse,
  ResendOtpRequest,
  ResetPasswordRequest,
} from '#shared/schemas/auth.ts';
import { type Answer, assertNewPassword, verificationUrl } from './auth.ts';
import { devicesOf, findDevice, sendDeviceCode } from './devices.ts';
import { issueOtp } from './otp.ts';
import type { Ctx } from './plumbing/context.ts';
import { fail } from './plumbing/errors.ts';
import { hashSecret } from './plumbing/hash.ts';
import type { ClientInfo } from './plumbing/request-parts.ts';
import { endAllSessions, startSession } from './session.ts';
import { findByEmail, userByEmail } from './users.ts';

/** `POST /api/users/resendOtp`. */
export async function resendOtp(ctx: Ctx, body: ResendOtpRequest, client: ClientInfo) {
  const user = findByEmail(ctx, body.email);
  if (!user) fail(404, 'Unauthorized action');
  if (devicesOf(ctx, user._id).length === 0) fail(401, 'no login device');
  const device = findDevice(ctx, user._id, body.fingerprint);
  if (!device) fail(401, 'unable to verify, switch off VPN if active');
  if (user.otpIsVerified && device.otpIsVerified) fail(401, 'please login with your details');
  if (!user.otpIsVerified) {
    const { code, fields } = await issueOtp(ctx);
    await ctx.db.users.patch(user._id, (u) => Object.assign(u, fields));
    await ctx.mailer.send({
      to: user.email,
      subject: 'Email verification',
      text: `Your new verification code is ${code}. It expires in 100 minutes.`,
      code,
    });
  } else {
    await sendDeviceCode(ctx, user, device.deviceId, client, device);
  }
  return 'check your email for the code';
}

/** `POST /api/users/resetpassword`: replaces any earlier reset request of the user. */
export async function requestPasswordReset(ctx: Ctx, body: ResetPasswordRequest) {
  const user = findByEmail(ctx, body.email);
  if (!user) fail(404, 'user not found');
  const deviceId = body.fingerprint.trim();
  if (!deviceId) fail(400, 'fingerprint is required');
  for (const r of ctx.db.resetRequests.lookup('user', user._id)) ctx.db.resetRequests.remove(r._id);
  const { code, fields } = await issueOtp(ctx);
  await ctx.db.resetRequests.insert({
    _id: ctx.rng.objectId(),
    userId: user._id,
    deviceId,
    ...fields,
    createdAt: ctx.clock.now(),
  });
  await ctx.mailer.send({
    to: user.email,
    subject: 'Password change confirmation',
    text: `Use this code to change your password: ${code}. It expires in 100 minutes.`,
    code,
  });
  return {
    user: {
      email: user.email,
      url: verificationUrl(ctx, user, fields.otpCreatedAt),
      rdt: deviceId,
      resetPasswordOtp: 'resetPasswordOtp',
    },
  };
}

/** `POST /api/users/changepassword`: needs a verified reset request; uses it up. */
export async function changePassword(
  ctx: Ctx,
  body: ChangePasswordRequest,
): Promise<Answer<ChangePasswordResponse>> {
  const user = userByEmail(ctx, body.email);
  if (devicesOf(ctx, user._id).length === 0) fail(404, 'you cant perform this action');
  const deviceId = body.fingerprint.trim();
  if (!findDevice(ctx, user._id, deviceId)) fail(404, 'failed, switch off VPN if enabled');
  const request = ctx.db.resetRequests
    .lookup('user', user._id)
    .find((r) => r.deviceId === deviceId && r.otpIsVerified);
  if (!request) fail(501, 'session timeout');
  assertNewPassword(ctx, body.password);
  const passwordHash = await hashSecret(body.password, ctx.secrets.hex(16));
  await ctx.db.users.patch(user._id, (u) => {
    u.passwordHash = passwordHash;
    u.updatedAt = ctx.clock.now();
  });
  ctx.db.resetRequests.remove(request._id);
  endAllSessions(ctx, user._id);
  return {
    body: { user: { firstname: user.firstname, _id: user._id } },
    cookie: await startSession(ctx, user._id),
  };
}
