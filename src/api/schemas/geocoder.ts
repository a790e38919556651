import { z } from 'zod/mini';

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
