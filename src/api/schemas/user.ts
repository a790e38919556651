import { z } from 'zod/mini';
import { idSchema, isoDateSchema } from './common.ts';

/**
 * A raw User document as `/api/users/riders` answers it. Only `_id` is certain; the hosted API
 * also leaks password and OTP hashes, which the client never reads.
 */
export const userDocSchema = z.looseObject({
  _id: idSchema,
  name: z.optional(z.string()),
  surname: z.optional(z.string()),
  firstname: z.optional(z.string()),
  email: z.optional(z.string()),
  img: z.optional(z.string()),
  businessName: z.optional(z.string()),
  businessImg: z.optional(z.string()),
  physicalAddress: z.optional(z.string()),
  rating: z.optional(z.number()),
  km: z.optional(z.number()),
  deliveryRate: z.optional(z.number()),
  balance: z.optional(z.number()),
  verified: z.optional(z.boolean()),
  isDispatcher: z.optional(z.boolean()),
  isBusinessOwner: z.optional(z.boolean()),
  wallet: z.optional(z.boolean()),
  createdAt: z.optional(isoDateSchema),
});
export type UserDoc = z.infer<typeof userDocSchema>;

/** A signed-in user (cookie set): `{ firstname, _id }`. */
export const sessionUserSchema = z.looseObject({
  firstname: z.string(),
  _id: idSchema,
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** A user who must enter a code first: `{ email, url, rdt? }` (rdt: device to echo back). */
export const pendingUserSchema = z.looseObject({
  email: z.string(),
  url: z.string(),
  rdt: z.optional(z.string()),
});
export type PendingUser = z.infer<typeof pendingUserSchema>;

/** Password-reset verified: `{ email, name, img?, urlf }` (urlf: the new-password route token). */
export const resetUserSchema = z.looseObject({
  email: z.string(),
  name: z.string(),
  img: z.optional(z.string()),
  urlf: z.string(),
});
export type ResetUser = z.infer<typeof resetUserSchema>;
