import { z } from 'zod';
import { partial } from 'zod/mini';
import {
  changePasswordRequestSchema,
  registerRequestSchema,
  resendOtpRequestSchema,
  resetPasswordRequestSchema,
  signinRequestSchema,
  verificationRequestSchema,
} from '#src/api/schemas/auth.ts';
import { storeSearchQuerySchema } from '#src/api/schemas/store.ts';
import { register, signin } from '../domain/auth.ts';
import { changePassword, requestPasswordReset, resendOtp } from '../domain/password-reset.ts';
import { balanceText, listRiders, userProfile, userReviews } from '../domain/people.ts';
import { endSession } from '../domain/session.ts';
import { checkLocation, searchStoresJson } from '../domain/stores.ts';
import { registerVendor } from '../domain/vendor.ts';
import { verify } from '../domain/verification.ts';
import { findWalletAccount } from '../domain/wallet.ts';
import type { RouteDef } from './route-types.ts';
import { bodyOf, clientOf, maybeSignedIn, signedIn } from './run-route.ts';

const tags = ['users'];
const withCookie = (
  status: number,
  body: unknown,
  cookie?: import('./route-types.ts').SetCookie,
) => (cookie ? { status, body, cookies: [cookie] } : { status, body });

export const usersRoutes: RouteDef[] = [
  {
    method: 'POST',
    path: '/api/users/register',
    summary: 'Sign up; e-mails an account code (402 when the e-mail is verified already)',
    tags,
    body: registerRequestSchema,
    handler: async (ctx, req) => ({
      status: 200,
      body: await register(ctx, bodyOf(req), clientOf(req)),
    }),
  },
  {
    method: 'POST',
    path: '/api/users/verification',
    summary: 'Verify an account, new-device or password-reset code',
    tags,
    body: verificationRequestSchema,
    handler: async (ctx, req) => {
      const answer = await verify(ctx, bodyOf(req), clientOf(req));
      return withCookie(200, answer.body, answer.cookie);
    },
  },
  {
    method: 'POST',
    path: '/api/users/resendOtp',
    summary: 'Send a new account or device code',
    tags,
    body: resendOtpRequestSchema,
    handler: async (ctx, req) => ({
      status: 200,
      body: await resendOtp(ctx, bodyOf(req), clientOf(req)),
    }),
  },
  {
    method: 'POST',
    path: '/api/users/signin',
    summary: 'Sign in (cookie), or get `url` (+ `rdt` for an unknown device) and an e-mailed code',
    tags,
    body: signinRequestSchema,
    handler: async (ctx, req) => {
      const answer = await signin(ctx, bodyOf(req), clientOf(req));
      return withCookie(200, answer.body, answer.cookie);
    },
  },
  {
    method: 'POST',
    path: '/api/users/logout',
    summary: 'End the session and clear the cookie',
    tags,
    handler: (ctx, req) =>
      withCookie(200, { message: 'Logged out successfully' }, endSession(ctx, req.cookies)),
  },
  {
    method: 'POST',
    path: '/api/users/resetpassword',
    summary: 'Start a password reset (e-mails a code)',
    tags,
    body: resetPasswordRequestSchema,
    handler: async (ctx, req) => ({
      status: 200,
      body: await requestPasswordReset(ctx, bodyOf(req)),
    }),
  },
  {
    method: 'POST',
    path: '/api/users/changepassword',
    summary: 'Set a new password after a verified reset code (cookie)',
    tags,
    body: changePasswordRequestSchema,
    handler: async (ctx, req) => {
      const answer = await changePassword(ctx, bodyOf(req));
      return withCookie(200, answer.body, answer.cookie);
    },
  },
  {
    method: 'GET',
    path: '/api/users/riders',
    summary: 'Riders whose address contains `query` (public fields only)',
    tags,
    handler: (ctx, req) => ({ status: 200, body: listRiders(ctx, req.query) }),
  },
  {
    method: 'GET',
    path: '/api/users/find/:id',
    summary: 'Rider/vendor profile with reviews (balance only for the rider themself)',
    tags,
    handler: async (ctx, req) => {
      const actor = await maybeSignedIn(ctx, req);
      return { status: 200, body: userProfile(ctx, req.params.id ?? '', actor?._id) };
    },
  },
  {
    method: 'GET',
    path: '/api/users/reviews/:userId',
    summary: 'Up to 3 reviews of a user',
    tags,
    handler: (ctx, req) => ({ status: 200, body: userReviews(ctx, req.params.userId ?? '') }),
  },
  {
    method: 'GET',
    path: '/api/users/acct/:id',
    summary: 'Own balance as a bare string with two decimals',
    tags,
    handler: async (ctx, req) => {
      const user = await signedIn(ctx, req);
      return { status: 200, body: balanceText(ctx, user._id, req.params.id ?? '') };
    },
  },
  {
    method: 'GET',
    path: '/api/users/account/find/:userId',
    summary: 'Own wallet account (bank, accountNumber)',
    tags,
    handler: async (ctx, req) => {
      const user = await signedIn(ctx, req);
      return { status: 200, body: findWalletAccount(ctx, user._id, req.params.userId ?? '') };
    },
  },
  {
    method: 'GET',
    path: '/api/users/location',
    summary: "Does a store serve this place? Bare string: 'store exist' or a message",
    tags,
    query: z.object({ query: z.string().optional() }),
    handler: (ctx, req) => ({ status: 200, body: checkLocation(ctx, req.query.query) }),
  },
  {
    method: 'GET',
    path: '/api/users/stores',
    summary: 'Store search: 12 per page, filters combined with AND, world order',
    tags,
    query: partial(storeSearchQuerySchema),
    readOnly: true,
    handler: (ctx, req) => ({
      status: 200,
      body: searchStoresJson(ctx, req.query),
      contentType: 'application/json; charset=utf-8',
    }),
  },
  {
    method: 'POST',
    path: '/api/users/vendor/:fingerprint/registration/:userId',
    summary:
      'Become a vendor (multipart: businessImg, businessName, physicalAddress, placesCanDeliverTo)',
    tags,
    multipart: true,
    handler: async (ctx, req) => {
      const user = await signedIn(ctx, req, req.params.fingerprint);
      const body = await registerVendor(ctx, {
        actorId: user._id,
        userId: req.params.userId ?? '',
        fields: bodyOf(req),
        files: req.files,
      });
      return { status: 200, body };
    },
  },
];
