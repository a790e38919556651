import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { type CreateReviewRequest, reviewEndpoints } from '../../shared/schemas/reviews.ts';
import { apiRequest, type RequestOpts } from './client.ts';
import { riderQueries } from './riders.ts';

/** `GET /api/users/reviews/{userId}`. */
export function fetchReviews(userId: string, opts: RequestOpts = {}) {
  return apiRequest(reviewEndpoints.of, { params: { userId }, signal: opts.signal });
}

/** `POST /api/reviews` with `userId, msg, reviewerId, positive`. */
export function createReview(body: CreateReviewRequest) {
  return apiRequest(reviewEndpoints.create, {
    body: {
      userId: body.userId,
      msg: body.msg,
      reviewerId: body.reviewerId,
      positive: body.positive,
    },
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
