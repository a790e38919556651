import { reviewEndpoints } from '#shared/schemas/reviews.ts';
import { postReview, userReviews } from '../domain/people.ts';
import { defineRoute, ok, type RouteDef } from './route-types.ts';

export const reviewRoutes: RouteDef[] = [
  defineRoute({
    ...reviewEndpoints.of,
    summary:
      'Up to 3 reviews of a user (none: `[]`; with `--profile hosted` only after the hang bound, as the hosted API never answers)',
    tags: ['reviews'],
    // A read: runs beside queued writes, so the hosted profile's hang holds up no other request.
    readOnly: true,
    handler: async (ctx, { params }) => ok(await userReviews(ctx, params.userId)),
  }),
  defineRoute({
    ...reviewEndpoints.create,
    summary: 'Review a user (as the signed-in reviewer)',
    tags: ['reviews'],
    handler: async (ctx, { body, signedIn }) => {
      const user = await signedIn();
      return ok(await postReview(ctx, user._id, body));
    },
  }),
];
