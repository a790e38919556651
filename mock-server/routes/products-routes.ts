import { productEndpoints } from '#shared/schemas/products.ts';
import {
  findProduct,
  listProducts,
  recommended,
  storeCategories,
  storePage,
} from '../domain/catalogue.ts';
import { defineRoute, ok, type RouteDef } from './route-types.ts';

const tags = ['products'];

export const productRoutes: RouteDef[] = [
  defineRoute({
    ...productEndpoints.list,
    summary: 'Products matching query/category/price (query may be a store id); first pageSize',
    tags,
    handler: (ctx, { query }) => ok(listProducts(ctx, query)),
  }),
  defineRoute({
    ...productEndpoints.pings,
    summary: 'Keep-alive',
    tags,
    handler: () => ok('ping'),
  }),
  defineRoute({
    ...productEndpoints.find,
    summary: "One product with its store's fields",
    tags,
    handler: (ctx, { params }) => ok(findProduct(ctx, params.id)),
  }),
  defineRoute({
    ...productEndpoints.storeCategories,
    summary: "A store's distinct categories",
    tags,
    handler: (ctx, { params }) => ok(storeCategories(ctx, params.storeId)),
  }),
  defineRoute({
    ...productEndpoints.storePage,
    summary: 'Store page: store fields and all its matching products',
    tags,
    handler: (ctx, { params, query }) => ok(storePage(ctx, params.storeId, query)),
  }),
  defineRoute({
    ...productEndpoints.recommended,
    summary: 'Same-store products like the product or the cart',
    tags,
    handler: (ctx, { body }) => ok(recommended(ctx, body)),
  }),
];
