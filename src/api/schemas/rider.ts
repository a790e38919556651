import { z } from 'zod/mini';
import { reviewSchema } from './review.ts';
import { userDocSchema } from './user.ts';

/** `GET /api/users/riders?query=&page=`: a bare array of raw user documents. */
export const ridersResponseSchema = z.array(userDocSchema);

/** `GET /api/users/find/:id?page=1`: reviews and the public profile. */
export const userProfileResponseSchema = z.looseObject({
  allReviews: z.array(reviewSchema),
  user: z.looseObject({
    name: z.optional(z.string()),
    km: z.number(),
    deliveryRate: z.number(),
    rating: z.number(),
    // The balance of a dispatcher, `""` for anyone else.
    balance: z.union([z.number(), z.literal('')]),
    // Deliveries completed: sent by the mock for riders; the hosted API does not send it.
    ridesCompleted: z.optional(z.number().check(z.int()).check(z.nonnegative())),
  }),
});
