import { z } from 'zod';
import {
  productDetailResponseSchema,
  productListResponseSchema,
  productPostFieldsSchema,
  productPostResponseSchema,
  recommendedRequestSchema,
  storeCategoriesResponseSchema,
  storePageResponseSchema,
} from '#src/api/schemas/product.ts';
import { createReviewRequestSchema, createReviewResponseSchema } from '#src/api/schemas/review.ts';
import {
  findProduct,
  listProducts,
  productSearchQuery,
  recommended,
  storeCategories,
  storePage,
  storePageQuery,
} from '../domain/catalogue.ts';
import { postReview } from '../domain/people.ts';
import { postProduct, productOwner } from '../domain/vendor.ts';
import { defineRoute, ok, type RouteDef } from './route-types.ts';

const tags = ['products'];

export const productsRoutes: RouteDef[] = [
  defineRoute({
    method: 'GET',
    path: '/api/products',
    summary: 'Products matching query/category/price (query may be a store id); first pageSize',
    tags,
    query: productSearchQuery,
    response: productListResponseSchema,
    handler: (ctx, { query }) => ok(listProducts(ctx, query)),
  }),
  defineRoute({
    method: 'GET',
    path: '/api/products/pings',
    summary: 'Keep-alive',
    tags,
    handler: () => ok('ping'),
  }),
  defineRoute({
    method: 'GET',
    path: '/api/products/find/:id',
    summary: "One product with its store's fields",
    tags,
    response: productDetailResponseSchema,
    handler: (ctx, { params }) => ok(findProduct(ctx, params.id)),
  }),
  defineRoute({
    method: 'GET',
    path: '/api/products/kitchen/cat/:storeId',
    summary: "A store's distinct categories",
    tags,
    response: storeCategoriesResponseSchema,
    handler: (ctx, { params }) => ok(storeCategories(ctx, params.storeId)),
  }),
  defineRoute({
    method: 'GET',
    path: '/api/products/kitchen/:storeId',
    summary: 'Store page: store fields and all its matching products',
    tags,
    query: storePageQuery,
    response: storePageResponseSchema,
    handler: (ctx, { params, query }) => ok(storePage(ctx, params.storeId, query)),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/products/recommended',
    summary: 'Same-store products like the product or the cart',
    tags,
    body: recommendedRequestSchema,
    response: productListResponseSchema,
    handler: (ctx, { body }) => ok(recommended(ctx, body)),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/products/post/:deviceId',
    summary:
      'Post a product (multipart: imgs ≤ 4 images ≤ 2 MB, name, type, desc, category, price, content, visibility, extras)',
    tags,
    multipart: true,
    body: productPostFieldsSchema,
    // `userId` names the store the product is for (the hosted query key).
    query: z.object({ userId: z.string().optional() }),
    response: productPostResponseSchema,
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
  defineRoute({
    method: 'POST',
    path: '/api/reviews',
    summary: 'Review a user (as the signed-in reviewer)',
    tags: ['reviews'],
    body: createReviewRequestSchema,
    response: createReviewResponseSchema,
    handler: async (ctx, { body, signedIn }) => {
      const user = await signedIn();
      return ok(await postReview(ctx, user._id, body));
    },
  }),
];
