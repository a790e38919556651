import { z } from 'zod/mini';
import { endpoint, idSchema, limitedText, nairaSchema, writes } from './common.ts';
import { TEXT_LIMITS as MAX } from './field-limits.ts';
import { productSchema } from './products.ts';

/**
 * Text fields of the multipart `POST /api/users/vendor/:deviceId/registration/:userId` (the file
 * goes in `businessImg`); `placesCanDeliverTo` is a JSON-encoded list of strings.
 */
const vendorRegistrationFieldsSchema = z.object({
  businessName: limitedText('businessName', MAX.businessName),
  physicalAddress: limitedText('physicalAddress', MAX.physicalAddress),
  // JSON text of at most `deliveryPlaces` places (each checked once decoded).
  placesCanDeliverTo: limitedText(
    'placesCanDeliverTo',
    MAX.deliveryPlaces * (MAX.deliveryPlace + 3) + 2,
  ),
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
  item: limitedText('item', MAX.extraItem).check(z.minLength(1)),
  price: nairaSchema,
  limit: z.number(),
});
export type ProductPostExtra = z.infer<typeof productPostExtraSchema>;

/**
 * The text fields of the multipart `POST /api/products/post/:deviceId?userId=` (files go in
 * `imgs`). Multipart fields are strings: `price` is numeric text, `content` and `extras` are JSON.
 */
const productPostFieldsSchema = z.object({
  name: limitedText('name', MAX.productName).check(z.minLength(1)),
  type: limitedText('type', MAX.productChoice).check(z.minLength(1)),
  desc: limitedText('desc', MAX.productDesc).check(z.minLength(1)),
  category: limitedText('category', MAX.productChoice).check(z.minLength(1)),
  price: z.string().check(z.maxLength(20), z.regex(/^\d+(\.\d+)?$/, 'price must be a number')),
  // JSON text of at most `contentLines` lines (each checked once decoded).
  content: limitedText('content', MAX.contentLines * (MAX.contentLine + 3) + 2),
  visibility: z.optional(limitedText('visibility', MAX.productChoice)),
  // JSON text of the extras (the editor offers at most a type's list, a dozen or so).
  extras: z.optional(limitedText('extras', 50 * (MAX.extraItem + 60))),
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
    effect: writes('makes the account a vendor with a store (and stores its picture)'),
    multipart: true,
    body: vendorRegistrationFieldsSchema,
    response: vendorRegistrationResponseSchema,
  }),
  /** Post a dish (multipart: up to 4 `imgs` plus the text fields); answers the saved product. */
  postProduct: endpoint({
    method: 'POST',
    path: '/api/products/post/:deviceId',
    effect: writes('adds a dish to the store (and stores its pictures)'),
    multipart: true,
    body: productPostFieldsSchema,
    // `userId` names the store the product is for (the hosted query key).
    query: z.object({ userId: z.optional(z.string()) }),
    response: productSchema,
  }),
};
