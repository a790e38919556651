// Map constants (spec section 9). The tile source is src/lib/geocoder/map-tiles.ts.
export const DEFAULT_CENTER: [number, number] = [6.5244, 3.3792];
export const DEFAULT_ZOOM = 13;
export const PLACE_ZOOM = 15;
