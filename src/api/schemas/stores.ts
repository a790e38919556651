import { z } from 'zod/mini';
import { idSchema } from './common.ts';
import { endpoint } from './endpoint.ts';

/** A store card of `GET /api/users/stores` (fields the server does not hold are omitted). */
const storeCardSchema = z.looseObject({
  _id: idSchema,
  businessName: z.string(),
  businessImg: z.optional(z.string()),
  verified: z.optional(z.boolean()),
  rating: z.optional(z.number()),
  km: z.optional(z.number()),
  deliveryRate: z.optional(z.number()),
  physicalAddress: z.optional(z.string()),
  timeOpen: z.optional(z.string()),
  status: z.optional(z.string()),
});
export type StoreCard = z.infer<typeof storeCardSchema>;

/** `GET /api/users/stores?...`: `{ stores, totalPages }`. */
const storesResponseSchema = z.looseObject({
  stores: z.array(storeCardSchema),
  totalPages: z.number(),
});

/** The five query keys of the store search; the client always sends all five, empty when unused. */
const storeSearchQuerySchema = z.object({
  searchedLocation: z.string(),
  query: z.string(),
  page: z.string(),
  popularFilter: z.string(),
  rating: z.string(),
});
export type StoreSearchQuery = z.infer<typeof storeSearchQuerySchema>;

/**
 * `GET /api/users/location?query=`: a bare JSON string. 'store exist' means a store serves the place;
 * any other text is the message to show.
 */
export const STORE_EXISTS = 'store exist';

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

/** Stores: the search, the delivery check, and becoming a vendor. */
export const storeEndpoints = {
  /** Store search: 12 per page, filters combined with AND; each key optional for other callers. */
  search: endpoint({
    method: 'GET',
    path: '/api/users/stores',
    query: z.extend(z.partial(storeSearchQuerySchema), { pageSize: z.optional(z.string()) }),
    response: storesResponseSchema,
  }),
  /**
   * Does a store serve this place? A bare JSON string: `STORE_EXISTS` means yes, any other text is
   * the message to show.
   */
  location: endpoint({
    method: 'GET',
    path: '/api/users/location',
    query: z.object({ query: z.optional(z.string()) }),
    response: z.string(),
  }),
  /** Become a vendor (multipart: `businessImg` plus the text fields). */
  registerVendor: endpoint({
    method: 'POST',
    path: '/api/users/vendor/:deviceId/registration/:userId',
    multipart: true,
    body: vendorRegistrationFieldsSchema,
    response: vendorRegistrationResponseSchema,
  }),
};
