import { z } from 'zod/mini';
import { endpoint } from './common.ts';

// Nominatim-compatible places (the public geocoder and the mock's /__mock/geo both answer these).

/** One place (`GET {geocoder}/reverse?lat=&lon=&format=json` answers one). */
const placeSchema = z.looseObject({
  display_name: z.string(),
  lat: z.string(),
  lon: z.string(),
  place_id: z.number(),
});

/** `GET {geocoder}/search?q=&format=json` answers a list of places. */
export const placeSearchResponseSchema = z.array(placeSchema);

const text = z.optional(z.string());

/**
 * The mock's Nominatim emulation (`/__mock/geo`): the parameters it reads (others are ignored, as
 * Nominatim's are) and what it answers. The client calls the geocoder it is configured with
 * (src/lib/geocoder), the public one or this.
 */
export const geocoderEndpoints = {
  search: endpoint({
    method: 'GET',
    path: '/__mock/geo/search',
    query: z.object({ q: text, format: text, limit: text, countrycodes: text }),
    response: placeSearchResponseSchema,
  }),
  /** The nearest place, or Nominatim's `{ error: 'Unable to geocode' }`. */
  reverse: endpoint({
    method: 'GET',
    path: '/__mock/geo/reverse',
    query: z.object({ lat: text, lon: text, format: text }),
    response: z.union([placeSchema, z.looseObject({ error: z.string() })]),
  }),
};
