import { z } from 'zod/mini';
import { endpoint, limitedText, reads } from './common.ts';
import { TEXT_LIMITS } from './field-limits.ts';
import { reviewSchema } from './reviews.ts';
import { userDocSchema } from './user.ts';

/** `GET /api/users/find/:id?page=1`: reviews and the public profile. */
const userProfileResponseSchema = z.looseObject({
  allReviews: z.array(reviewSchema),
  user: z.looseObject({
    name: z.optional(z.string()),
    km: z.number(),
    // The mock's key: `km` is the distance from `near` (absent: the stored display number).
    measuredKm: z.optional(z.boolean()),
    // The mock's key: measured from a stand-in for a larger place (a local government): "about".
    aboutKm: z.optional(z.boolean()),
    deliveryRate: z.number(),
    rating: z.number(),
    // The balance of a dispatcher, `""` for anyone else.
    balance: z.union([z.number(), z.literal('')]),
    // Deliveries completed: sent by the mock for riders; the hosted API does not send it.
    ridesCompleted: z.optional(z.number().check(z.int()).check(z.nonnegative())),
  }),
});

/** Riders and the public profiles of riders and vendors. */
export const riderEndpoints = {
  /**
   * Riders whose address contains `query`: a bare array of public user documents. `near` (the
   * buyer's place; the mock's key, which the hosted API ignores): riders of that city, nearest
   * first, `km` from there.
   */
  list: endpoint({
    method: 'GET',
    path: '/api/users/riders',
    effect: reads,
    unjudged: [
      {
        field: '$[].km',
        why: "a number either way: the hosted API stores one on each rider and ignores `near`; the mock measures it from the buyer's place",
      },
    ],
    query: z.object({
      query: z.optional(limitedText('query', TEXT_LIMITS.search)),
      near: z.optional(limitedText('near', TEXT_LIMITS.search)),
      page: z.optional(z.string()),
      pageSize: z.optional(z.string()),
    }),
    response: z.array(userDocSchema),
  }),
  /** A rider's or vendor's profile with reviews (the balance only for the rider themself). */
  profile: endpoint({
    method: 'GET',
    path: '/api/users/find/:id',
    effect: reads,
    query: z.object({ page: z.optional(z.string()), near: z.optional(z.string()) }),
    response: userProfileResponseSchema,
  }),
};
