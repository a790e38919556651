import { z } from 'zod/mini';
import { pendingUserSchema, resetUserSchema, sessionUserSchema } from './auth-user.ts';
import { endpoint, filledText, limitedText, startsOrEndsSession, writes } from './common.ts';
import { TEXT_LIMITS as MAX } from './field-limits.ts';

/** `POST /api/users/register` body. `age` is the date input's value. */
const registerRequestSchema = z.object({
  surname: limitedText('surname', MAX.personName),
  firstname: limitedText('firstname', MAX.personName),
  password: limitedText('password', MAX.password),
  age: limitedText('age', 30),
  country: limitedText('country', MAX.region),
  state: limitedText('state', MAX.region),
  email: limitedText('email', MAX.email),
  fingerprint: z.string(),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** Register answers `{ user: { email, fingerprint?, url } }` (no cookie). */
const registerResponseSchema = z.looseObject({
  user: z.looseObject({
    email: z.string(),
    fingerprint: z.optional(z.string()),
    url: z.string(),
  }),
});

/** `POST /api/users/signin` body. */
const signinRequestSchema = z.object({
  email: limitedText('email', MAX.email),
  password: limitedText('password', MAX.password),
  fingerprint: z.string(),
});
export type SigninRequest = z.infer<typeof signinRequestSchema>;

/** Sign-in answers a session user (cookie set) or a user who must verify (`url`, maybe `rdt`). */
const signinResponseSchema = z.looseObject({
  user: z.union([sessionUserSchema, pendingUserSchema]),
});
export type SigninResponse = z.infer<typeof signinResponseSchema>;

/**
 * `POST /api/users/verification` body. `fingerprint` is the `rdt` to echo back (empty for the
 * account e-mail code), `forTokenFingerPrint` the device id, `resetPasswordOtp` marks the reset flow.
 */
const verificationRequestSchema = z.object({
  email: z.string(),
  otpCode: z.string(),
  forTokenFingerPrint: z.optional(z.string()),
  fingerprint: z.optional(z.string()),
  resetPasswordOtp: z.optional(z.string()),
});
export type VerificationRequest = z.infer<typeof verificationRequestSchema>;

/** Verification answers a session user, or in the reset flow `{ email, name, img, urlf }`. */
const verificationResponseSchema = z.looseObject({
  user: z.union([sessionUserSchema, resetUserSchema]),
});
export type VerificationResponse = z.infer<typeof verificationResponseSchema>;

/** `POST /api/users/resendOtp` body; answers a bare JSON string. */
const resendOtpRequestSchema = z.object({ email: z.string(), fingerprint: z.string() });
export type ResendOtpRequest = z.infer<typeof resendOtpRequestSchema>;
const resendOtpResponseSchema = z.string();

/** `POST /api/users/resetpassword` body. */
const resetPasswordRequestSchema = z.object({
  email: limitedText('email', MAX.email),
  fingerprint: z.string(),
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/** Reset answers `{ user: { email, url, rdt, resetPasswordOtp: 'resetPasswordOtp' } }`. */
const resetPasswordResponseSchema = z.looseObject({
  user: z.looseObject({
    email: z.string(),
    url: z.string(),
    rdt: z.optional(z.string()),
    resetPasswordOtp: z.optional(z.string()),
  }),
});

/** `POST /api/users/changepassword` body; answers a session user (cookie set). */
const changePasswordRequestSchema = z.object({
  email: limitedText('email', MAX.email),
  password: limitedText('password', MAX.password),
  fingerprint: z.string(),
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;
const changePasswordResponseSchema = z.looseObject({ user: sessionUserSchema });
export type ChangePasswordResponse = z.infer<typeof changePasswordResponseSchema>;

/** `POST /api/users/logout` answers `{ message: 'Logged out successfully' }`. */
const logoutResponseSchema = z.looseObject({ message: z.optional(z.string()) });

// The shapes a read-only run forwards of the session calls (`startsOrEndsSession`): exactly what
// the client sends (src/api/auth.ts), checked strictly. On the hosted API a sign-in whose password
// is missing or empty skips the password check (hosted-api.md §3.4), so a sign-in without one is
// never forwarded; a code is forwarded only as a new device's code (`fingerprint`: the `rdt` the
// sign-in answered), never an account or password-reset code.
const signinShape = z.strictObject({
  email: filledText(),
  password: filledText(),
  fingerprint: filledText(),
});
const deviceCodeShape = z.strictObject({
  email: filledText(),
  otpCode: filledText(),
  forTokenFingerPrint: z.optional(z.string()),
  fingerprint: filledText(),
  resetPasswordOtp: z.optional(z.literal('')),
});
const logoutShape = z.optional(z.strictObject({}));

/** Accounts and sessions (`/api/users/...`); the session travels in the httpOnly cookie. */
export const authEndpoints = {
  /** Sign up; e-mails an account code. */
  register: endpoint({
    method: 'POST',
    path: '/api/users/register',
    refusals: [402],
    effect: writes(
      'creates an account, or refreshes one still waiting for its code, and e-mails an account code',
    ),
    body: registerRequestSchema,
    response: registerResponseSchema,
  }),
  /** Verify an account, new-device or password-reset code. */
  verification: endpoint({
    method: 'POST',
    path: '/api/users/verification',
    effect: startsOrEndsSession(
      'marks the device verified on the account and sets the session cookie',
      deviceCodeShape,
    ),
    body: verificationRequestSchema,
    response: verificationResponseSchema,
  }),
  /** Send a new account or device code. */
  resendOtp: endpoint({
    method: 'POST',
    path: '/api/users/resendOtp',
    effect: writes('stores a new account or device code and e-mails it'),
    body: resendOtpRequestSchema,
    response: resendOtpResponseSchema,
  }),
  /** Sign in (cookie), or get `url` (and `rdt` for an unknown device) and an e-mailed code. */
  signin: endpoint({
    method: 'POST',
    path: '/api/users/signin',
    effect: startsOrEndsSession(
      'records the device on the account (IP, place, browser); a device it does not know, or one whose last sign-in needed no code, gets a new code stored and e-mailed; an account still waiting for its code gets a new account code',
      signinShape,
    ),
    body: signinRequestSchema,
    response: signinResponseSchema,
  }),
  /** End the session and clear the cookie. */
  logout: endpoint({
    method: 'POST',
    path: '/api/users/logout',
    effect: startsOrEndsSession('clears the session cookie; stores nothing', logoutShape),
    response: logoutResponseSchema,
  }),
  /** Start a password reset (e-mails a code). */
  resetPassword: endpoint({
    method: 'POST',
    path: '/api/users/resetpassword',
    effect: writes('replaces the password-reset request and e-mails a reset code'),
    body: resetPasswordRequestSchema,
    response: resetPasswordResponseSchema,
  }),
  /** Set a new password after a verified reset code (cookie). */
  changePassword: endpoint({
    method: 'POST',
    path: '/api/users/changepassword',
    refusals: [501],
    effect: writes("sets the account's password"),
    body: changePasswordRequestSchema,
    response: changePasswordResponseSchema,
  }),
};
