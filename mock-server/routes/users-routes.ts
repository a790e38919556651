import { z } from 'zod';
import {
  changePasswordRequestSchema,
  changePasswordResponseSchema,
  logoutResponseSchema,
  registerRequestSchema,
  registerResponseSchema,
  resendOtpRequestSchema,
  resendOtpResponseSchema,
  resetPasswordRequestSchema,
  resetPasswordResponseSchema,
  signinRequestSchema,
  signinResponseSchema,
  verificationRequestSchema,
  verificationResponseSchema,
} from '#src/api/schemas/auth.ts';
import { reviewsResponseSchema } from '#src/api/schemas/review.ts';
import { ridersResponseSchema, userProfileResponseSchema } from '#src/api/schemas/rider.ts';
import {
  locationCheckResponseSchema,
  storesResponseSchema,
  vendorRegistrationFieldsSchema,
  vendorRegistrationResponseSchema,
} from '#src/api/schemas/store.ts';
import { walletAccountResponseSchema } from '#src/api/schemas/wallet.ts';
import { register, signin } from '../domain/auth.ts';
import { changePassword, requestPasswordReset, resendOtp } from '../domain/password-reset.ts';
import {
  balanceText,
  listRiders,
  riderSearchQuery,
  userProfile,
  userReviews,
} from '../domain/people.ts';
import { endSession } from '../domain/session.ts';
import { checkLocation, searchStoresJson, storeSearchQuery } from '../domain/stores.ts';
import { assertMayRegister, registerVendor } from '../domain/vendor.ts';
import { verify } from '../domain/verification.ts';
import { findWalletAccount } from '../domain/wallet.ts';
import { defineRoute, ok, okWithCookie, type RouteDef } from './route-types.ts';

const tags = ['users'];

export const usersRoutes: RouteDef[] = [
  defineRoute({
    method: 'POST',
    path: '/api/users/register',
    summary: 'Sign up; e-mails an account code (402 when the e-mail is verified already)',
    tags,
    body: registerRequestSchema,
    response: registerResponseSchema,
    handler: async (ctx, { body, client }) => ok(await register(ctx, body, client)),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/users/verification',
    summary: 'Verify an account, new-device or password-reset code',
    tags,
    body: verificationRequestSchema,
    response: verificationResponseSchema,
    handler: async (ctx, { body, client }) => okWithCookie(await verify(ctx, body, client)),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/users/resendOtp',
    summary: 'Send a new account or device code',
    tags,
    body: resendOtpRequestSchema,
    response: resendOtpResponseSchema,
    handler: async (ctx, { body, client }) => ok(await resendOtp(ctx, body, client)),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/users/signin',
    summary: 'Sign in (cookie), or get `url` (+ `rdt` for an unknown device) and an e-mailed code',
    tags,
    body: signinRequestSchema,
    response: signinResponseSchema,
    handler: async (ctx, { body, client }) => okWithCookie(await signin(ctx, body, client)),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/users/logout',
    summary: 'End the session and clear the cookie',
    tags,
    response: logoutResponseSchema,
    handler: (ctx, { cookies }) =>
      ok({ message: 'Logged out successfully' }, endSession(ctx, cookies)),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/users/resetpassword',
    summary: 'Start a password reset (e-mails a code)',
    tags,
    body: resetPasswordRequestSchema,
    response: resetPasswordResponseSchema,
    handler: async (ctx, { body }) => ok(await requestPasswordReset(ctx, body)),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/users/changepassword',
    summary: 'Set a new password after a verified reset code (cookie)',
    tags,
    body: changePasswordRequestSchema,
    response: changePasswordResponseSchema,
    handler: async (ctx, { body }) => okWithCookie(await changePassword(ctx, body)),
  }),
  defineRoute({
    method: 'GET',
    path: '/api/users/riders',
    summary: 'Riders whose address contains `query` (public fields only)',
    tags,
    query: riderSearchQuery,
    response: ridersResponseSchema,
    handler: (ctx, { query }) => ok(listRiders(ctx, query)),
  }),
  defineRoute({
    method: 'GET',
    path: '/api/users/find/:id',
    summary: 'Rider/vendor profile with reviews (balance only for the rider themself)',
    tags,
    response: userProfileResponseSchema,
    handler: async (ctx, { params, maybeSignedIn }) => {
      const actor = await maybeSignedIn();
      return ok(userProfile(ctx, params.id, actor?._id));
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/api/users/reviews/:userId',
    summary:
      'Up to 3 reviews of a user (none: `[]`; with `--profile hosted` only after the hang bound, as the hosted API never answers)',
    tags,
    response: reviewsResponseSchema,
    // A read: runs beside queued writes, so the hosted profile's hang holds up no other request.
    readOnly: true,
    handler: async (ctx, { params }) => ok(await userReviews(ctx, params.userId)),
  }),
  defineRoute({
    method: 'GET',
    path: '/api/users/acct/:id',
    summary: 'Own balance as a bare string with two decimals',
    tags,
    handler: async (ctx, { params, signedIn }) => {
      const user = await signedIn();
      return ok(balanceText(ctx, user._id, params.id));
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/api/users/account/find/:userId',
    summary: 'Own wallet account (bank, accountNumber)',
    tags,
    response: walletAccountResponseSchema,
    handler: async (ctx, { params, signedIn }) => {
      const user = await signedIn();
      return ok(findWalletAccount(ctx, user._id, params.userId));
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/api/users/location',
    summary: "Does a store serve this place? Bare string: 'store exist' or a message",
    tags,
    query: z.object({ query: z.string().optional() }),
    response: locationCheckResponseSchema,
    handler: (ctx, { query }) => ok(checkLocation(ctx, query.query)),
  }),
  defineRoute({
    method: 'GET',
    path: '/api/users/stores',
    summary: 'Store search: 12 per page, filters combined with AND, world order',
    tags,
    query: storeSearchQuery,
    response: storesResponseSchema,
    readOnly: true,
    handler: (ctx, { query }) => ({
      status: 200,
      body: searchStoresJson(ctx, query),
      contentType: 'application/json; charset=utf-8',
    }),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/users/vendor/:deviceId/registration/:userId',
    summary:
      'Become a vendor (multipart: businessImg, businessName, physicalAddress, placesCanDeliverTo)',
    tags,
    multipart: true,
    body: vendorRegistrationFieldsSchema,
    response: vendorRegistrationResponseSchema,
    before: async (_ctx, { params, signedIn }) => {
      assertMayRegister((await signedIn(params.deviceId))._id, params.userId);
    },
    handler: async (ctx, { params, body, files, signedIn }) => {
      const user = await signedIn(params.deviceId);
      return ok(
        await registerVendor(ctx, {
          actorId: user._id,
          userId: params.userId,
          fields: body,
          files,
        }),
      );
    },
  }),
];
