// How much of the map a chosen place's view shows: its whole extent, as the geocoder gives it
// (Nominatim's bounding box), and no closer than PLACE_ZOOM. A fixed zoom fitted a district
// (Yaba at 12 shows Lagos Mainland's suburbs) but not a town or an LGA far from the offline map's
// dense parts: Sokoto North at 12 was a beige square with its one label. Fitting the extent shows
// what is around it — the city, the towns, the state's name — on any map.

import { CONTEXT_MIN_ZOOM, PLACE_ZOOM } from '#shared/map-config.ts';
import { pixelAt } from '#shared/web-mercator.ts';
import type { GeoPlace } from '#src/lib/geocoder/geocoder.ts';

/** Half the smallest address map (a phone's, 260 px high), with a margin: the extent must fit. */
const HALF_VIEW = { x: 170, y: 130 };

/** The deepest zoom, from PLACE_ZOOM out to CONTEXT_MIN_ZOOM, that shows the place's whole extent
 * around it (PLACE_ZOOM when the geocoder gave none). */
export function placeZoom(place: GeoPlace): number {
  if (!place.box) return PLACE_ZOOM;
  const [south, north, west, east] = place.box;
  for (let z = PLACE_ZOOM; z > CONTEXT_MIN_ZOOM; z--) {
    const centre = pixelAt(place.lat, place.lon, z);
    const corners = [pixelAt(south, west, z), pixelAt(north, east, z)];
    const fits = corners.every(
      (c) => Math.abs(c.x - centre.x) <= HALF_VIEW.x && Math.abs(c.y - centre.y) <= HALF_VIEW.y,
    );
    if (fits) return z;
  }
  return CONTEXT_MIN_ZOOM;
}
