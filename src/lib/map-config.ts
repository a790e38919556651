// Map constants (spec section 9). The tile source is src/lib/geocoder/map-tiles.ts.
export const DEFAULT_CENTER: [number, number] = [6.5244, 3.3792];
export const DEFAULT_ZOOM = 13;
/**
 * A chosen place is shown at zoom 12, where the map names its district, the LGAs and the towns
 * around it; at the spec's 15 a town was an empty square with its one label under the marker
 * (docs/product-notes.md).
 */
export const PLACE_ZOOM = 12;
