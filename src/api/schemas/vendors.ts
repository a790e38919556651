import { z } from 'zod/mini';
import { endpoint, idSchema, nairaSchema } from './common.ts';
import { productSchema } from './products.ts';

/**
 * Text fields of the multipart `POST /api/users/vendor/:deviceId/registration/:userId` (the file
 * goes in `businessImg`); `placesCanDeliverTo` is a JSON-encoded list of strings.
 */
const vendorRegistrationFieldsSchema = z.object({
  businessName: z.string(),
  physicalAddress: z.string(),
  placesCanDeliverTo: z.string(),
});
export type VendorRegistrationFields = z.infer<typeof vendorRegistrationFieldsSchema>;

/** `placesCanDeliverTo` once decoded. */
export const placesCanDeliverToSchema = z.array(z.string());

/**
 * Vendor registration answers `{ message }` ('successfully registered', or ' already a registered
 * vendor' with a leading space); `_id` is accepted when a provider adds it.
 */
const vendorRegistrationResponseSchema = z.looseObject({
  message: z.string(),
  _id: z.optional(idSchema),
});

/** One extra of a product post, before JSON encoding: `{ item, price, limit }`. */
export const productPostExtraSchema = z.object({
  item: z.string().check(z.minLength(1)),
  price: nairaSchema,
  limit: z.number(),
});
export type ProductPostExtra = z.infer<typeof productPostExtraSchema>;

/**
 * The text fields of the multipart `POST /api/products/post/:deviceId?userId=` (files go in
 * `imgs`). Multipart fields are strings: `price` is numeric text, `content` and `extras` are JSON.
 */
const productPostFieldsSchema = z.object({
  name: z.string().check(z.minLength(1)),
  type: z.string().check(z.minLength(1)),
  desc: z.string().check(z.minLength(1)),
  category: z.string().check(z.minLength(1)),
  price: z.string().check(z.regex(/^\d+(\.\d+)?$/, 'price must be a number')),
  content: z.string(),
  visibility: z.optional(z.string()),
  extras: z.optional(z.string()),
});
export type ProductPostFields = z.infer<typeof productPostFieldsSchema>;

/** `content` once decoded: a list of lines. */
export const productPostContentSchema = z.array(z.string());
/** `extras` once decoded. */
export const productPostExtrasSchema = z.array(productPostExtraSchema);

/** What a vendor does to open and fill a store: register, then post dishes. */
export const vendorEndpoints = {
  /** Become a vendor (multipart: `businessImg` plus the text fields). */
  register: endpoint({
    method: 'POST',
    path: '/api/users/vendor/:deviceId/registration/:userId',
    multipart: true,
    body: vendorRegistrationFieldsSchema,
    response: vendorRegistrationResponseSchema,
  }),
  /** Post a dish (multipart: up to 4 `imgs` plus the text fields); answers the saved product. */
  postProduct: endpoint({
    method: 'POST',
    path: '/api/products/post/:deviceId',
    multipart: true,
    body: productPostFieldsSchema,
    // `userId` names the store the product is for (the hosted query key).
    query: z.object({ userId: z.optional(z.string()) }),
    response: productSchema,
  }),
};
