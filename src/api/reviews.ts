import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { apiRequest, type RequestOpts, seg } from './client.ts';
import { riderQueries } from './riders.ts';
import {
  type CreateReviewRequest,
  createReviewResponseSchema,
  reviewsResponseSchema,
} from './schemas/review.ts';

/** `GET /api/users/reviews/{userId}`. */
export function fetchReviews(userId: string, opts: RequestOpts = {}) {
  return apiRequest({
    method: 'GET',
    path: `/api/users/reviews/${seg(userId)}`,
    schema: reviewsResponseSchema,
    signal: opts.signal,
  });
}

/** `POST /api/reviews` with `userId, msg, reviewerId, positive`. */
export function createReview(body: CreateReviewRequest) {
  return apiRequest({
    method: 'POST',
    path: '/api/reviews',
    json: {
      userId: body.userId,
      msg: body.msg,
      reviewerId: body.reviewerId,
      positive: body.positive,
    },
    schema: createReviewResponseSchema,
  });
}

/** Keys and query options of the reviews, in one place. */
export const reviewQueries = {
  all: () => ['reviews'] as const,
  of: (userId: string) =>
    queryOptions({
      queryKey: [...reviewQueries.all(), userId] as const,
      queryFn: ({ signal }) => fetchReviews(userId, { signal }),
    }),
};

/** A new review changes the reviewed user's review list and public profile. */
export const createReviewMutation = () =>
  mutationOptions({
    mutationKey: ['reviews', 'create'],
    mutationFn: createReview,
    onSuccess: (_data, body, _result, { client }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: reviewQueries.of(body.userId).queryKey }),
        client.invalidateQueries({ queryKey: riderQueries.profile(body.userId).queryKey }),
      ]),
  });
