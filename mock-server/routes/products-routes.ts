import { recommendedRequestSchema } from '#src/api/schemas/product.ts';
import { createReviewRequestSchema } from '#src/api/schemas/review.ts';
import {
  findProduct,
  listProducts,
  recommended,
  storeCategories,
  storePage,
} from '../domain/catalogue.ts';
import { postReview } from '../domain/people.ts';
import { postProduct } from '../domain/vendor.ts';
import type { RouteDef } from './route-types.ts';
import { bodyOf, signedIn } from './run-route.ts';

const tags = ['products'];

export const productsRoutes: RouteDef[] = [
  {
    method: 'GET',
    path: '/api/products',
    summary: 'Products matching query/category/price (query may be a store id); first pageSize',
    tags,
    handler: (ctx, req) => ({ status: 200, body: listProducts(ctx, req.query) }),
  },
  {
    method: 'GET',
    path: '/api/products/pings',
    summary: 'Keep-alive',
    tags,
    handler: () => ({ status: 200, body: 'ping' }),
  },
  {
    method: 'GET',
    path: '/api/products/find/:id',
    summary: "One product with its store's fields",
    tags,
    handler: (ctx, req) => ({ status: 200, body: findProduct(ctx, req.params.id ?? '') }),
  },
  {
    method: 'GET',
    path: '/api/products/kitchen/cat/:storeId',
    summary: "A store's distinct categories",
    tags,
    handler: (ctx, req) => ({ status: 200, body: storeCategories(ctx, req.params.storeId ?? '') }),
  },
  {
    method: 'GET',
    path: '/api/products/kitchen/:storeId',
    summary: 'Store page: store fields and all its matching products',
    tags,
    handler: (ctx, req) => ({
      status: 200,
      body: storePage(ctx, req.params.storeId ?? '', req.query),
    }),
  },
  {
    method: 'POST',
    path: '/api/products/recommended',
    summary: 'Same-store products like the product or the cart',
    tags,
    body: recommendedRequestSchema,
    handler: (ctx, req) => ({ status: 200, body: recommended(ctx, bodyOf(req)) }),
  },
  {
    method: 'POST',
    path: '/api/products/post/:fingerprint',
    summary:
      'Post a product (multipart: imgs ≤ 4 images ≤ 2 MB, name, type, desc, category, price, content, visibility, extras)',
    tags,
    multipart: true,
    handler: async (ctx, req) => {
      const user = await signedIn(ctx, req, req.params.fingerprint);
      const body = await postProduct(ctx, {
        actorId: user._id,
        userId: req.query.userId,
        fields: bodyOf(req),
        files: req.files,
      });
      return { status: 200, body };
    },
  },
  {
    method: 'POST',
    path: '/api/reviews',
    summary: 'Review a user (as the signed-in reviewer)',
    tags: ['reviews'],
    body: createReviewRequestSchema,
    handler: async (ctx, req) => {
      const user = await signedIn(ctx, req);
      return { status: 200, body: await postReview(ctx, user._id, bodyOf(req)) };
    },
  },
];
