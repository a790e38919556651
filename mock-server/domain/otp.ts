import { assertMayGuess, countWrongGuess, type Guesser } from './code-guesses.ts';
import type { Ctx } from './plumbing/context.ts';
import { fail } from './plumbing/errors.ts';
import { hashSecret, verifySecret } from './plumbing/hash.ts';

export const OTP_TTL_MS = 100 * 60_000;
const OTP_MAX_ATTEMPTS = 5;

export type OtpFields = {
  otpHash: string | null;
  otpCreatedAt: number | null;
  otpAttempts: number;
  otpIsVerified: boolean;
};

/** A fresh 6-digit code and the fields that store it (hash only; sent-at = now). */
export async function issueOtp(ctx: Ctx): Promise<{ code: string; fields: OtpFields }> {
  const code = ctx.secrets.digits(6);
  const otpHash = await hashSecret(code, ctx.secrets.hex(16));
  return {
    code,
    fields: { otpHash, otpCreatedAt: ctx.clock.now(), otpAttempts: 0, otpIsVerified: false },
  };
}

export type OtpCheck =
  | { ok: true }
  | { ok: false; status: number; message: string; wrong: boolean };

/**
 * The hosted check order (missing/used → 400 `Invalid request`, wrong → 401 `Incorrect OTP`,
 * older than 100 minutes from when that code was sent → 403 `OTP has expired`), plus an attempt
 * limit: after 5 wrong codes every try is 429 until a new code is sent.
 */
export async function checkOtp(ctx: Ctx, record: OtpFields, code: string): Promise<OtpCheck> {
  if (code === '' || record.otpIsVerified || !record.otpHash) {
    return { ok: false, status: 400, message: 'Invalid request', wrong: false };
  }
  if (record.otpAttempts >= OTP_MAX_ATTEMPTS) {
    return {
      ok: false,
      status: 429,
      message: 'Too many attempts. Request a new code.',
      wrong: false,
    };
  }
  if (!(await verifySecret(code, record.otpHash))) {
    return { ok: false, status: 401, message: 'Incorrect OTP', wrong: true };
  }
  if (record.otpCreatedAt == null || ctx.clock.now() - record.otpCreatedAt > OTP_TTL_MS) {
    return { ok: false, status: 403, message: 'OTP has expired', wrong: false };
  }
  return { ok: true };
}

/**
 * Throws the failure after letting the caller count a wrong attempt. Before any comparison the
 * account and the client must have wrong codes left (429 with `Retry-After` otherwise, the right
 * code included): five per code are not enough when a code can be sent again and again.
 */
export async function requireOtp(
  ctx: Ctx,
  record: OtpFields,
  code: string,
  guesser: Guesser,
  countWrong: () => Promise<unknown>,
): Promise<void> {
  assertMayGuess(ctx, guesser);
  const result = await checkOtp(ctx, record, code);
  if (result.ok) return;
  if (result.wrong) {
    countWrongGuess(ctx, guesser);
    await countWrong();
  }
  fail(result.status, result.message);
}
