// Map constants (spec section 9). The tile source is src/lib/geocoder/map-tiles.ts.
export const DEFAULT_CENTER: [number, number] = [6.5244, 3.3792];
export const DEFAULT_ZOOM = 13;
/**
 * A chosen place is shown no closer than zoom 12, where the map names its district, the LGAs and
 * the towns around it (at the spec's 15 a town was an empty square with its one label under the
 * marker); a larger place farther out, its whole extent in view (features/address/place-view.ts,
 * docs/product-notes.md).
 */
export const PLACE_ZOOM = 12;

/**
 * The deepest zoom the offline tiles draw (the mock's `/__mock/tiles`): neighbourhood names come
 * at 14, and past 15 there is nothing more to see — a zoom further in only enlarged the same
 * beige. The maps stop there, and the mock serves no deeper tile.
 */
export const OFFLINE_TILE_MAX_ZOOM = 15;
/** A slippy-map tile server (VITE_TILE_URL, e.g. OpenStreetMap's) draws down to street level. */
export const TILE_SERVER_MAX_ZOOM = 19;
/** The farthest out a chosen place's map goes to show the places around it (a state or so). */
export const CONTEXT_MIN_ZOOM = 8;
