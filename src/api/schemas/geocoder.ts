import { z } from 'zod/mini';

// Nominatim-compatible places (the public geocoder and the mock's /__mock/geo both answer these).

export const placeSchema = z.looseObject({
  display_name: z.string(),
  lat: z.string(),
  lon: z.string(),
  place_id: z.number(),
});
export type Place = z.infer<typeof placeSchema>;

/** `GET {geocoder}/search?q=&format=json` answers a list of places. */
export const placeSearchResponseSchema = z.array(placeSchema);
export type PlaceSearchResponse = z.infer<typeof placeSearchResponseSchema>;

/** `GET {geocoder}/reverse?lat=&lon=&format=json` answers one place. */
export const reversePlaceResponseSchema = placeSchema;
export type ReversePlaceResponse = z.infer<typeof reversePlaceResponseSchema>;
