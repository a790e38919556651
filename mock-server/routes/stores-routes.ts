import { storeEndpoints } from '#shared/schemas/stores.ts';
import { checkLocation } from '../domain/stores.ts';
import { defineRoute, ok, type RouteDef } from './route-types.ts';
import { searchStoresJson } from './store-search-answers.ts';

const tags = ['users'];

export const storeRoutes: RouteDef[] = [
  defineRoute({
    ...storeEndpoints.search,
    summary: 'Store search: 12 per page, filters combined with AND, world order',
    tags,
    readOnly: true,
    handler: (ctx, { query }) => ({
      status: 200,
      body: searchStoresJson(ctx, query),
      contentType: 'application/json; charset=utf-8',
    }),
  }),
  defineRoute({
    ...storeEndpoints.location,
    summary: "Does a store serve this place? Bare string: 'store exist' or a message",
    tags,
    handler: (ctx, { query }) => ok(checkLocation(ctx, query.query)),
  }),
];
