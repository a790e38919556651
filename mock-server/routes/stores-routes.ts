import { storeEndpoints } from '#src/api/schemas/stores.ts';
import { checkLocation, searchStoresJson } from '../domain/stores.ts';
import { assertMayRegister, registerVendor } from '../domain/vendor.ts';
import { defineRoute, ok, type RouteDef } from './route-types.ts';

const tags = ['users'];

export const storesRoutes: RouteDef[] = [
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
  defineRoute({
    ...storeEndpoints.registerVendor,
    summary:
      'Become a vendor (multipart: businessImg, businessName, physicalAddress, placesCanDeliverTo)',
    tags,
    before: async (_ctx, { params, signedIn }) => {
      assertMayRegister((await signedIn(params.deviceId))._id, params.userId);
    },
    handler: async (ctx, { params, body, files, signedIn }) => {
      const user = await signedIn(params.deviceId);
      return ok(
        await registerVendor(ctx, {
          actorId: user._id,
          userId: params.userId,
          fields: body,
          files,
        }),
      );
    },
  }),
];
