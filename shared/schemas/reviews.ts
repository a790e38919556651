import { z } from 'zod/mini';
import { endpoint, idSchema, isoDateSchema, limitedText, reads, writes } from './common.ts';
import { TEXT_LIMITS } from './field-limits.ts';

/** A review as listed: `{ reviewerName, reviewerImg, msg, reviewerId, _id, positive }`. */
export const reviewSchema = z.looseObject({
  _id: idSchema,
  reviewerName: z.optional(z.string()),
  reviewerImg: z.optional(z.string()),
  msg: z.string(),
  reviewerId: z.optional(idSchema),
  positive: z.boolean(),
});
export type Review = z.infer<typeof reviewSchema>;

/** `POST /api/reviews` body. */
const createReviewRequestSchema = z.object({
  userId: idSchema,
  msg: limitedText('msg', TEXT_LIMITS.review).check(z.minLength(1)),
  reviewerId: idSchema,
  positive: z.boolean(),
});
export type CreateReviewRequest = z.infer<typeof createReviewRequestSchema>;

/** The saved Review document. */
const createReviewResponseSchema = z.looseObject({
  _id: idSchema,
  userId: idSchema,
  reviewerId: idSchema,
  msg: z.string(),
  positive: z.boolean(),
  createdAt: z.optional(isoDateSchema),
  updatedAt: z.optional(isoDateSchema),
});

/** Reviews of riders and stores. */
export const reviewEndpoints = {
  /** Up to 3 reviews of a user: a bare array (none: `[]`). */
  of: endpoint({
    method: 'GET',
    path: '/api/users/reviews/:userId',
    effect: reads,
    response: z.array(reviewSchema),
  }),
  /** Review a user (as the signed-in reviewer). */
  create: endpoint({
    method: 'POST',
    path: '/api/reviews',
    effect: writes('adds a review and changes the reviewed rating'),
    body: createReviewRequestSchema,
    response: createReviewResponseSchema,
  }),
};
