import { z } from 'zod/mini';
import { idSchema, isoDateSchema } from './common.ts';

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

/** `GET /api/users/reviews/:userId`: a bare array (at most 3 on the hosted API). */
export const reviewsResponseSchema = z.array(reviewSchema);

/** `POST /api/reviews` body. */
export const createReviewRequestSchema = z.object({
  userId: idSchema,
  msg: z.string().check(z.minLength(1)),
  reviewerId: idSchema,
  positive: z.boolean(),
});
export type CreateReviewRequest = z.infer<typeof createReviewRequestSchema>;

/** The saved Review document. */
export const createReviewResponseSchema = z.looseObject({
  _id: idSchema,
  userId: idSchema,
  reviewerId: idSchema,
  msg: z.string(),
  positive: z.boolean(),
  createdAt: z.optional(isoDateSchema),
  updatedAt: z.optional(isoDateSchema),
});
