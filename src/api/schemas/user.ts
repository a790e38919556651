import { z } from 'zod';
import { idSchema, isoDateSchema } from './common.ts';

/**
 * A raw User document as `/api/users/riders` answers it. Only `_id` is certain; the hosted API
 * also leaks password and OTP hashes, which the client never reads.
 */
export const userDocSchema = z.looseObject({
  _id: idSchema,
  name: z.string().optional(),
  surname: z.string().optional(),
  firstname: z.string().optional(),
  email: z.string().optional(),
  img: z.string().optional(),
  businessName: z.string().optional(),
  businessImg: z.string().optional(),
  physicalAddress: z.string().optional(),
  rating: z.number().optional(),
  km: z.number().optional(),
  deliveryRate: z.number().optional(),
  balance: z.number().optional(),
  verified: z.boolean().optional(),
  isDispatcher: z.boolean().optional(),
  isBusinessOwner: z.boolean().optional(),
  wallet: z.boolean().optional(),
  createdAt: isoDateSchema.optional(),
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
  rdt: z.string().optional(),
});
export type PendingUser = z.infer<typeof pendingUserSchema>;

/** Password-reset verified: `{ email, name, img?, urlf }` (urlf: the new-password route token). */
export const resetUserSchema = z.looseObject({
  email: z.string(),
  name: z.string(),
  img: z.string().optional(),
  urlf: z.string(),
});
export type ResetUser = z.infer<typeof resetUserSchema>;
