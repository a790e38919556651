import { riderEndpoints } from '#shared/schemas/riders.ts';
import { listRiders, userProfile } from '../domain/people.ts';
import { defineRoute, ok, type RouteDef } from './route-types.ts';

const tags = ['users'];

export const riderRoutes: RouteDef[] = [
  defineRoute({
    ...riderEndpoints.list,
    summary: 'Riders whose address contains `query` (public fields only)',
    tags,
    handler: (ctx, { query }) => ok(listRiders(ctx, query)),
  }),
  defineRoute({
    ...riderEndpoints.profile,
    summary: 'Rider/vendor profile with reviews (balance only for the rider themself)',
    tags,
    handler: async (ctx, { params, query, maybeSignedIn }) => {
      const actor = await maybeSignedIn();
      return ok(userProfile(ctx, params.id, actor?._id, query.near));
    },
  }),
];
