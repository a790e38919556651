import { authEndpoints } from '#shared/schemas/auth.ts';
import { register, signin } from '../domain/auth.ts';
import { changePassword, requestPasswordReset, resendOtp } from '../domain/password-reset.ts';
import { endSession } from '../domain/session.ts';
import { verify } from '../domain/verification.ts';
import { defineRoute, ok, okWithCookie, type RouteDef } from './route-types.ts';

const tags = ['users'];

export const authRoutes: RouteDef[] = [
  defineRoute({
    ...authEndpoints.register,
    summary: 'Sign up; e-mails an account code (402 when the e-mail is verified already)',
    tags,
    handler: async (ctx, { body, client }) => ok(await register(ctx, body, client)),
  }),
  defineRoute({
    ...authEndpoints.verification,
    summary: 'Verify an account, new-device or password-reset code',
    tags,
    handler: async (ctx, { body, client }) => okWithCookie(await verify(ctx, body, client)),
  }),
  defineRoute({
    ...authEndpoints.resendOtp,
    summary: 'Send a new account or device code',
    tags,
    handler: async (ctx, { body, client }) => ok(await resendOtp(ctx, body, client)),
  }),
  defineRoute({
    ...authEndpoints.signin,
    summary: 'Sign in (cookie), or get `url` (+ `rdt` for an unknown device) and an e-mailed code',
    tags,
    handler: async (ctx, { body, client }) => okWithCookie(await signin(ctx, body, client)),
  }),
  defineRoute({
    ...authEndpoints.logout,
    summary: 'End the session and clear the cookie',
    tags,
    handler: (ctx, { cookies }) =>
      ok({ message: 'Logged out successfully' }, endSession(ctx, cookies)),
  }),
  defineRoute({
    ...authEndpoints.resetPassword,
    summary: 'Start a password reset (e-mails a code)',
    tags,
    handler: async (ctx, { body }) => ok(await requestPasswordReset(ctx, body)),
  }),
  defineRoute({
    ...authEndpoints.changePassword,
    summary: 'Set a new password after a verified reset code (cookie)',
    tags,
    handler: async (ctx, { body }) => okWithCookie(await changePassword(ctx, body)),
  }),
];
