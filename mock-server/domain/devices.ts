import type { DeviceRecord, UserRecord } from '../db/records.ts';
import { issueOtp } from './otp.ts';
import type { Ctx } from './plumbing/context.ts';
import type { ClientInfo } from './plumbing/request-parts.ts';

function describeClient(client: ClientInfo): { device: string; browser: string } {
  const ua = client.userAgent;
  const os = /android/i.test(ua)
    ? 'Android'
    : /iphone|ipad|ios/i.test(ua)
      ? 'iOS'
      : /windows/i.test(ua)
        ? 'Windows'
        : /mac os/i.test(ua)
          ? 'Mac'
          : /linux/i.test(ua)
            ? 'GNU/Linux'
            : 'Unknown';
  const type = /mobile|android|iphone/i.test(ua) ? 'smartphone' : 'desktop';
  const browser = /edg\//i.test(ua)
    ? 'Microsoft Edge'
    : /chrome|chromium/i.test(ua)
      ? 'Chrome'
      : /firefox/i.test(ua)
        ? 'Firefox'
        : /safari/i.test(ua)
          ? 'Safari'
          : 'Unknown';
  return { device: `${type} ${os}`, browser };
}

export const devicesOf = (ctx: Ctx, userId: string): DeviceRecord[] =>
  ctx.db.devices.lookup('user', userId);

export const findDevice = (ctx: Ctx, userId: string, deviceId: string) =>
  deviceId === '' ? undefined : devicesOf(ctx, userId).find((d) => d.deviceId === deviceId);

/** Adds (or marks) a device as verified without a code (after another proof of ownership). */
export async function trustDevice(
  ctx: Ctx,
  user: UserRecord,
  deviceId: string,
  client: ClientInfo,
): Promise<void> {
  const existing = findDevice(ctx, user._id, deviceId);
  if (existing) {
    await ctx.db.devices.patch(existing._id, (d) => {
      d.otpIsVerified = true;
      d.otpAttempts = 0;
    });
    return;
  }
  await ctx.db.devices.insert({
    _id: ctx.rng.objectId(),
    userId: user._id,
    deviceId,
    ...describeClient(client),
    ip: client.ip,
    location: 'Unknown',
    otpHash: null,
    otpCreatedAt: ctx.clock.now(),
    otpAttempts: 0,
    otpIsVerified: true,
    createdAt: ctx.clock.now(),
  });
}

/**
 * Sign-in device rule: a verified device needs no code. An unknown or unverified device gets a
 * fresh e-mailed code (no alternation: a verified device stays verified — except with the hosted
 * profile, where the code-less sign-in clears the flag).
 * Returns true when a code is required.
 */
export async function deviceNeedsCode(
  ctx: Ctx,
  user: UserRecord,
  deviceId: string,
  client: ClientInfo,
): Promise<boolean> {
  const existing = findDevice(ctx, user._id, deviceId);
  if (existing?.otpIsVerified) {
    await ctx.db.devices.patch(existing._id, (d) => {
      d.ip = client.ip;
      // Hosted (§2.2 case 4): a sign-in without a code clears the verified flag, so the next
      // sign-in on this device needs an e-mailed code.
      if (ctx.profile.hostedDevices) d.otpIsVerified = false;
    });
    return false;
  }
  await sendDeviceCode(ctx, user, deviceId, client, existing);
  return true;
}

/**
 * The hosted device helper with a note (registration, an unverified account's sign-in; §2.2): a
 * user without devices gets this one verified; a new or unverified device gets an e-mailed code;
 * a verified one stays verified. (The hosted profile's rule; the safe one trusts the device.)
 */
export async function noteDevice(
  ctx: Ctx,
  user: UserRecord,
  deviceId: string,
  client: ClientInfo,
): Promise<void> {
  const existing = findDevice(ctx, user._id, deviceId);
  if (devicesOf(ctx, user._id).length === 0) return trustDevice(ctx, user, deviceId, client);
  if (existing?.otpIsVerified) return;
  await sendDeviceCode(ctx, user, deviceId, client, existing);
}

export async function sendDeviceCode(
  ctx: Ctx,
  user: UserRecord,
  deviceId: string,
  client: ClientInfo,
  existing = findDevice(ctx, user._id, deviceId),
): Promise<void> {
  const { code, fields } = await issueOtp(ctx);
  const info = describeClient(client);
  if (existing) {
    await ctx.db.devices.patch(existing._id, (d) => {
      Object.assign(d, fields, { ip: client.ip });
    });
  } else {
    await ctx.db.devices.insert({
      _id: ctx.rng.objectId(),
      userId: user._id,
      deviceId,
      ...info,
      ip: client.ip,
      location: 'Unknown',
      ...fields,
      createdAt: ctx.clock.now(),
    });
  }
  await ctx.mailer.send({
    to: user.email,
    subject: 'New login detected',
    text: `A sign-in from a new device (${info.device}, ${info.browser}) needs this code: ${code}. It expires in 100 minutes. If this was not you, contact support@bukka.test.`,
    code,
  });
}
