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
  /** The mock's key: `true` when `km` is the distance from the buyer's place (`near`); absent (the
   * hosted API, which ignores `near`: a stored display number), no distance is shown. */
  measuredKm: z.optional(z.boolean()),
  /** The mock's key, with `measuredKm`: the place is a larger area (a local government, a state),
   * measured from a stand-in spot: the distance is "about". */
  aboutKm: z.optional(z.boolean()),
  deliveryRate: z.optional(z.number()),
  balance: z.optional(z.number()),
  verified: z.optional(z.boolean()),
  isDispatcher: z.optional(z.boolean()),
  isBusinessOwner: z.optional(z.boolean()),
  wallet: z.optional(z.boolean()),
  createdAt: z.optional(isoDateSchema),
});
