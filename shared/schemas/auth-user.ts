import { z } from 'zod/mini';
import { idSchema } from './common.ts';

// The users the auth calls answer. Kept apart from the raw user documents: the persisted session
// reads with `authUserSchema` at boot, without pulling the other shapes into the first chunk.

/** A signed-in user (cookie set): `{ firstname, _id }`. */
export const sessionUserSchema = z.looseObject({
  firstname: z.string(),
  _id: idSchema,
});

/** A user who must enter a code first: `{ email, url, rdt? }` (rdt: device to echo back). */
export const pendingUserSchema = z.looseObject({
  email: z.string(),
  url: z.string(),
  rdt: z.optional(z.string()),
});

/** Password-reset verified: `{ email, name, img?, urlf }` (urlf: the new-password route token). */
export const resetUserSchema = z.looseObject({
  email: z.string(),
  name: z.string(),
  img: z.optional(z.string()),
  urlf: z.string(),
});

/** Every field of `shape`, optional (zod/mini's `partial` would bring its helpers along). */
function allOptional<S extends z.core.$ZodLooseShape>(shape: S) {
  return Object.fromEntries(
    Object.entries(shape).map(([key, field]) => [key, z.optional(field)]),
  ) as { [K in keyof S]: z.ZodMiniOptional<S[K]> };
}

/**
 * Any `user` an auth call answers (signed in, waiting for a code, resetting the password) as the
 * client keeps it in its session, every field optional; `wallet` is set once a wallet exists.
 */
export const authUserSchema = z.looseObject(
  allOptional({
    ...sessionUserSchema.shape,
    ...pendingUserSchema.shape,
    ...resetUserSchema.shape,
    resetPasswordOtp: z.union([z.boolean(), z.string()]),
    wallet: z.boolean(),
    isBusinessOwner: z.boolean(),
  }),
);
export type AuthUser = z.infer<typeof authUserSchema>;
