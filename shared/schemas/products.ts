import { z } from 'zod/mini';
import { endpoint, idSchema, isoDateSchema, limitedText, nairaSchema, reads } from './common.ts';
import { TEXT_LIMITS } from './field-limits.ts';

const productImageSchema = z.looseObject({
  url: z.string(),
  imgId: z.string(),
  _id: z.optional(z.string()),
});
export type ProductImage = z.infer<typeof productImageSchema>;

/** An extra offered with a product (V-B+): `{ _id, item, price, limit? }`. */
const productExtraSchema = z.looseObject({
  _id: idSchema,
  item: z.string(),
  price: nairaSchema,
  limit: z.optional(z.number()),
});

/** The fields every product answer carries (raw documents and the product page alike). */
const productCoreShape = {
  _id: idSchema,
  name: z.string(),
  desc: z.string(),
  price: nairaSchema,
  imgs: z.array(productImageSchema),
  content: z.array(z.string()),
  userId: idSchema,
  category: z.string(),
  type: z.string(),
};

/** A raw Product document as `/api/products`, `/recommended` and `/kitchen/:id` answer it. */
export const productSchema = z.looseObject({
  ...productCoreShape,
  visibility: z.optional(z.string()),
  removed: z.optional(z.boolean()),
  extras: z.optional(z.array(productExtraSchema)),
  createdAt: z.optional(isoDateSchema),
  updatedAt: z.optional(isoDateSchema),
});
export type Product = z.infer<typeof productSchema>;

/** `GET /api/products?query=` and `POST /api/products/recommended`: a bare array. */
const productListResponseSchema = z.array(productSchema);

/** `GET /api/products/find/:id`: the product plus its owner's store fields. */
const productDetailResponseSchema = z.looseObject({
  ...productCoreShape,
  businessName: z.optional(z.string()),
  physicalAddress: z.optional(z.string()),
  rating: z.number(),
  verified: z.boolean(),
  status: z.optional(z.string()),
  /** Mock only (never hosted, kept out of the contract): when the store's owner was last active. */
  lastSeenAt: z.optional(isoDateSchema),
  extras: z.optional(z.array(productExtraSchema)),
});
export type ProductDetail = z.infer<typeof productDetailResponseSchema>;

/** `POST /api/products/recommended` body: the product (may be `{}`) and the cart items. */
const recommendedRequestSchema = z.object({
  cartItems: z.array(z.looseObject({ _id: z.optional(idSchema), userId: z.optional(idSchema) })),
  product: z.looseObject({
    _id: z.optional(idSchema),
    userId: z.optional(idSchema),
    type: z.optional(z.string()),
  }),
});
export type RecommendedRequest = z.infer<typeof recommendedRequestSchema>;

/** `GET /api/products/kitchen/cat/:storeId`: the store's distinct categories. */
const storeCategoriesResponseSchema = z.array(z.string());

/** `GET /api/products/kitchen/:storeId?query=&page=&price=&category=`: one store with products. */
const storePageResponseSchema = z.looseObject({
  products: z.array(productSchema),
  businessName: z.optional(z.string()),
  verified: z.optional(z.boolean()),
  businessImg: z.optional(z.string()),
});

const text = z.optional(z.string());
/** What a person typed in a search box, at most `TEXT_LIMITS.search` characters. */
const searchText = z.optional(limitedText('query', TEXT_LIMITS.search));

/** Products: search, detail, a store's page and categories, recommendations. */
export const productEndpoints = {
  /** Products matching query/category/price (`query` may be a store id); the first `pageSize`. */
  list: endpoint({
    method: 'GET',
    path: '/api/products',
    effect: reads,
    query: z.object({ query: searchText, category: text, price: text, pageSize: text }),
    response: productListResponseSchema,
  }),
  /** Keep-alive: answers `'ping'`. */
  pings: endpoint({
    method: 'GET',
    path: '/api/products/pings',
    effect: reads,
    response: z.string(),
  }),
  /** One product with its store's fields. */
  find: endpoint({
    method: 'GET',
    path: '/api/products/find/:id',
    effect: reads,
    response: productDetailResponseSchema,
  }),
  /** A store's distinct categories. */
  storeCategories: endpoint({
    method: 'GET',
    path: '/api/products/kitchen/cat/:storeId',
    effect: reads,
    query: z.object({ category: text }),
    response: storeCategoriesResponseSchema,
  }),
  /** A store page: the store's fields and all its matching products (`all` means no filter). */
  storePage: endpoint({
    method: 'GET',
    path: '/api/products/kitchen/:storeId',
    effect: reads,
    query: z.object({ query: searchText, page: text, price: text, category: text }),
    response: storePageResponseSchema,
  }),
  /** Same-store products like the product or the cart. */
  recommended: endpoint({
    method: 'POST',
    path: '/api/products/recommended',
    effect: reads,
    body: recommendedRequestSchema,
    response: productListResponseSchema,
  }),
};
