import { z } from 'zod';
import { idSchema, isoDateSchema, nairaSchema } from './common.ts';

export const productImageSchema = z.looseObject({
  url: z.string(),
  imgId: z.string(),
  _id: z.string().optional(),
});
export type ProductImage = z.infer<typeof productImageSchema>;

/** An extra offered with a product (V-B+): `{ _id, item, price, limit? }`. */
export const productExtraSchema = z.looseObject({
  _id: idSchema,
  item: z.string(),
  price: nairaSchema,
  limit: z.number().optional(),
});
export type ProductExtra = z.infer<typeof productExtraSchema>;

/** A raw Product document as `/api/products`, `/recommended` and `/kitchen/:id` answer it. */
export const productSchema = z.looseObject({
  _id: idSchema,
  name: z.string(),
  desc: z.string(),
  price: nairaSchema,
  imgs: z.array(productImageSchema),
  content: z.array(z.string()),
  userId: idSchema,
  category: z.string(),
  type: z.string(),
  visibility: z.string().optional(),
  removed: z.boolean().optional(),
  extras: z.array(productExtraSchema).optional(),
  createdAt: isoDateSchema.optional(),
  updatedAt: isoDateSchema.optional(),
});
export type Product = z.infer<typeof productSchema>;

/** `GET /api/products?query=` and `POST /api/products/recommended`: a bare array. */
export const productListResponseSchema = z.array(productSchema);
export type ProductListResponse = z.infer<typeof productListResponseSchema>;

/** `GET /api/products/find/:id`: the product plus its owner's store fields. */
export const productDetailResponseSchema = z.looseObject({
  _id: idSchema,
  name: z.string(),
  desc: z.string(),
  price: nairaSchema,
  imgs: z.array(productImageSchema),
  content: z.array(z.string()),
  userId: idSchema,
  category: z.string(),
  type: z.string(),
  businessName: z.string().optional(),
  physicalAddress: z.string().optional(),
  rating: z.number(),
  verified: z.boolean(),
  status: z.string().optional(),
  extras: z.array(productExtraSchema).optional(),
});
export type ProductDetail = z.infer<typeof productDetailResponseSchema>;

/** `POST /api/products/recommended` body: the product (may be `{}`) and the cart items. */
export const recommendedRequestSchema = z.object({
  cartItems: z.array(z.looseObject({ _id: idSchema.optional(), userId: idSchema.optional() })),
  product: z.looseObject({
    _id: idSchema.optional(),
    userId: idSchema.optional(),
    type: z.string().optional(),
  }),
});
export type RecommendedRequest = z.infer<typeof recommendedRequestSchema>;

/** `GET /api/products/kitchen/cat/:storeId`: the store's distinct categories. */
export const storeCategoriesResponseSchema = z.array(z.string());
export type StoreCategoriesResponse = z.infer<typeof storeCategoriesResponseSchema>;

/** `GET /api/products/kitchen/:storeId?query=&page=&price=&category=`: one store with products. */
export const storePageResponseSchema = z.looseObject({
  products: z.array(productSchema),
  businessName: z.string().optional(),
  verified: z.boolean().optional(),
  businessImg: z.string().optional(),
});
export type StorePageResponse = z.infer<typeof storePageResponseSchema>;

/** One extra of a product post, before JSON encoding: `{ item, price, limit }`. */
export const productPostExtraSchema = z.object({
  item: z.string().min(1),
  price: nairaSchema,
  limit: z.number(),
});
export type ProductPostExtra = z.infer<typeof productPostExtraSchema>;

/**
 * The text fields of the multipart `POST /api/products/post/:deviceId?userId=` (files go in
 * `imgs`). Multipart fields are strings: `price` is numeric text, `content` and `extras` are JSON.
 */
export const productPostFieldsSchema = z.looseObject({
  name: z.string().min(1),
  type: z.string().min(1),
  desc: z.string().min(1),
  category: z.string().min(1),
  price: z.string().regex(/^\d+(\.\d+)?$/, 'price must be a number'),
  content: z.string(),
  visibility: z.string().optional(),
  extras: z.string().optional(),
});
export type ProductPostFields = z.infer<typeof productPostFieldsSchema>;

/** `content` once decoded: a list of lines. */
export const productPostContentSchema = z.array(z.string());
/** `extras` once decoded. */
export const productPostExtrasSchema = z.array(productPostExtraSchema);

/** `POST /api/products/post/...` answers the saved Product document. */
export const productPostResponseSchema = productSchema;
export type ProductPostResponse = z.infer<typeof productPostResponseSchema>;
