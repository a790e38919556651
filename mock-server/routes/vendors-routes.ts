import { vendorEndpoints } from '#shared/schemas/vendors.ts';
import { assertMayRegister, postProduct, productOwner, registerVendor } from '../domain/vendor.ts';
import { defineRoute, ok, type RouteDef } from './route-types.ts';

export const vendorRoutes: RouteDef[] = [
  defineRoute({
    ...vendorEndpoints.register,
    summary:
      'Become a vendor (multipart: businessImg, businessName, physicalAddress, placesCanDeliverTo)',
    tags: ['users'],
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
  defineRoute({
    ...vendorEndpoints.postProduct,
    summary:
      'Post a product (multipart: imgs ≤ 4 images ≤ 2 MB, name, type, desc, category, price, content, visibility, extras)',
    tags: ['products'],
    before: async (ctx, { params, query, signedIn }) => {
      productOwner(ctx, (await signedIn(params.deviceId))._id, query.userId);
    },
    handler: async (ctx, { params, query, body, files, signedIn }) => {
      const user = await signedIn(params.deviceId);
      return ok(
        await postProduct(ctx, { actorId: user._id, storeId: query.userId, fields: body, files }),
      );
    },
  }),
];
