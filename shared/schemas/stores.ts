import { z } from 'zod/mini';
import { endpoint, idSchema, limitedText, reads } from './common.ts';
import { TEXT_LIMITS } from './field-limits.ts';

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
  /** The mock's key (the hosted API matches store names only): the names of the store's dishes
   * that match the text searched, when that is why the store is listed. */
  matchedDishes: z.optional(z.array(z.string())),
});
export type StoreCard = z.infer<typeof storeCardSchema>;

/** `GET /api/users/stores?...`: `{ stores, totalPages }`. */
const storesResponseSchema = z.looseObject({
  stores: z.array(storeCardSchema),
  totalPages: z.number(),
  /** The mock's key: `true` when a text query was matched against dish names as well as store
   * names. Absent (the hosted API) means store names only, and the client says how to find a dish. */
  searchedDishes: z.optional(z.boolean()),
  /** The mock's key: `true` when each card's `km` is the distance from the searched place (the
   * default profile, from a place its gazetteer knows). Absent (the hosted API, whose `km` is a
   * number stored on the store whatever the place; `--profile hosted`; a proxy in front of the
   * hosted API): the client shows no distance. Mock-only, so never in the Pact contract. */
  measuredKm: z.optional(z.boolean()),
  /** The mock's key, with `measuredKm`: `true` when the place searched is a larger area than one
   * spot — a local government (measured from its served district nearest its centre) or a state —
   * so each `km` is "about" that far. Mock-only, so never in the Pact contract. */
  aboutKm: z.optional(z.boolean()),
});

const text = z.optional(z.string());
/** What a person typed in a search box, at most `TEXT_LIMITS.search` characters. */
const searchText = (field: string) => z.optional(limitedText(field, TEXT_LIMITS.search));

/** The query keys of the store search, each optional (the client sends all five but `pageSize`). */
const storeSearchParamsSchema = z.object({
  searchedLocation: searchText('searchedLocation'),
  query: searchText('query'),
  page: text,
  popularFilter: text,
  rating: text,
  pageSize: text,
});

/** The five query keys as the client sends them: every one, empty when unused. */
export type StoreSearchQuery = Required<Omit<z.infer<typeof storeSearchParamsSchema>, 'pageSize'>>;

/**
 * `GET /api/users/location?query=`: a bare JSON string. 'store exist' means a store serves the place;
 * any other text is the message to show.
 */
export const STORE_EXISTS = 'store exist';

/** Stores: the search and the delivery check. */
export const storeEndpoints = {
  /** Store search: 12 per page, filters combined with AND; each key optional for other callers. */
  search: endpoint({
    method: 'GET',
    path: '/api/users/stores',
    effect: reads,
    unjudged: [
      {
        field: '$.stores[].km',
        why: 'a number either way: the hosted API stores one on each store (57 unless set), the mock measures it from the searched place; no shape check can tell a distance from a stored figure',
      },
      {
        field: '$.stores[].deliveryRate',
        why: 'a number either way: stored on the store by the hosted API (display-only), derived from the distance by the mock',
      },
    ],
    query: storeSearchParamsSchema,
    response: storesResponseSchema,
  }),
  /**
   * Does a store serve this place? A bare JSON string: `STORE_EXISTS` means yes, any other text is
   * the message to show.
   */
  location: endpoint({
    method: 'GET',
    path: '/api/users/location',
    effect: reads,
    query: z.object({ query: z.optional(z.string()) }),
    response: z.string(),
  }),
};
