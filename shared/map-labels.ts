// Which of the gazetteer's places the offline map names at which zooms (the mock's tiles draw them:
// mock-server/services/tiles/place-labels.ts), and so how deep a view still names something: past
// that zoom, a far town's tiles are a beige square with its one name (Sokoto at 14), so the maps
// stop there (src/components/map-detail-limit.tsx). Plain arithmetic over the shared rows.
import type { Place, PlaceKind } from './places/place-types.ts';
import { pixelAt } from './web-mercator.ts';

/** The zooms at which each kind of place is named on the offline map. */
export const LABEL_ZOOMS: Readonly<Record<PlaceKind, { minZoom: number; maxZoom: number }>> = {
  city: { minZoom: 5, maxZoom: 19 },
  state: { minZoom: 6, maxZoom: 9 },
  town: { minZoom: 8, maxZoom: 19 },
  lga: { minZoom: 11, maxZoom: 19 },
  suburb: { minZoom: 12, maxZoom: 19 },
  neighbourhood: { minZoom: 14, maxZoom: 19 },
};

/** A view names "something around" a place when it names at least this many places. */
const MIN_NAMED_IN_VIEW = 2;

/** How many of `places` the offline map names in a view of `half` pixels around `centre` at `z`. */
function namedInView(
  places: readonly Place[],
  centre: { lat: number; lon: number },
  half: { x: number; y: number },
  z: number,
): number {
  const middle = pixelAt(centre.lat, centre.lon, z);
  let count = 0;
  for (const place of places) {
    const zooms = LABEL_ZOOMS[place.kind];
    if (z < zooms.minZoom || z > zooms.maxZoom) continue;
    const at = pixelAt(place.lat, place.lon, z);
    if (Math.abs(at.x - middle.x) <= half.x && Math.abs(at.y - middle.y) <= half.y) count++;
  }
  return count;
}

/**
 * The deepest zoom, from `range.max` out to `range.min`, at which a view of `half` pixels around
 * `centre` names at least MIN_NAMED_IN_VIEW places (`range.min` when none does).
 */
export function detailZoom(
  places: readonly Place[],
  centre: { lat: number; lon: number },
  half: { x: number; y: number },
  range: { min: number; max: number },
): number {
  for (let z = range.max; z > range.min; z--) {
    if (namedInView(places, centre, half, z) >= MIN_NAMED_IN_VIEW) return z;
  }
  return range.min;
}
