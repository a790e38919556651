import { z } from 'zod/mini';
import { pendingUserSchema, resetUserSchema, sessionUserSchema } from './auth-user.ts';

/** `POST /api/users/register` body. `age` is the date input's value. */
export const registerRequestSchema = z.object({
  surname: z.string(),
  firstname: z.string(),
  password: z.string(),
  age: z.string(),
  country: z.string(),
  state: z.string(),
  email: z.string(),
  fingerprint: z.string(),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** Register answers `{ user: { email, fingerprint?, url } }` (no cookie). */
export const registerResponseSchema = z.looseObject({
  user: z.looseObject({
    email: z.string(),
    fingerprint: z.optional(z.string()),
    url: z.string(),
  }),
});

/** `POST /api/users/signin` body. */
export const signinRequestSchema = z.object({
  email: z.string(),
  password: z.string(),
  fingerprint: z.string(),
});
export type SigninRequest = z.infer<typeof signinRequestSchema>;

/** Sign-in answers a session user (cookie set) or a user who must verify (`url`, maybe `rdt`). */
export const signinResponseSchema = z.looseObject({
  user: z.union([sessionUserSchema, pendingUserSchema]),
});
export type SigninResponse = z.infer<typeof signinResponseSchema>;

/**
 * `POST /api/users/verification` body. `fingerprint` is the `rdt` to echo back (empty for the
 * account e-mail code), `forTokenFingerPrint` the device id, `resetPasswordOtp` marks the reset flow.
 */
export const verificationRequestSchema = z.object({
  email: z.string(),
  otpCode: z.string(),
  forTokenFingerPrint: z.optional(z.string()),
  fingerprint: z.optional(z.string()),
  resetPasswordOtp: z.optional(z.string()),
});
export type VerificationRequest = z.infer<typeof verificationRequestSchema>;

/** Verification answers a session user, or in the reset flow `{ email, name, img, urlf }`. */
export const verificationResponseSchema = z.looseObject({
  user: z.union([sessionUserSchema, resetUserSchema]),
});
export type VerificationResponse = z.infer<typeof verificationResponseSchema>;

/** `POST /api/users/resendOtp` body; answers a bare JSON string. */
export const resendOtpRequestSchema = z.object({ email: z.string(), fingerprint: z.string() });
export type ResendOtpRequest = z.infer<typeof resendOtpRequestSchema>;
export const resendOtpResponseSchema = z.string();

/** `POST /api/users/resetpassword` body. */
export const resetPasswordRequestSchema = z.object({
  email: z.string(),
  fingerprint: z.string(),
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/** Reset answers `{ user: { email, url, rdt, resetPasswordOtp: 'resetPasswordOtp' } }`. */
export const resetPasswordResponseSchema = z.looseObject({
  user: z.looseObject({
    email: z.string(),
    url: z.string(),
    rdt: z.optional(z.string()),
    resetPasswordOtp: z.optional(z.string()),
  }),
});

/** `POST /api/users/changepassword` body; answers a session user (cookie set). */
export const changePasswordRequestSchema = z.object({
  email: z.string(),
  password: z.string(),
  fingerprint: z.string(),
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;
export const changePasswordResponseSchema = z.looseObject({ user: sessionUserSchema });
export type ChangePasswordResponse = z.infer<typeof changePasswordResponseSchema>;

/** `POST /api/users/logout` answers `{ message: 'Logged out successfully' }`. */
export const logoutResponseSchema = z.looseObject({ message: z.optional(z.string()) });
