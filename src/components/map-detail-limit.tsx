// How deep a map of the offline tiles may zoom where it looks: as deep as the view still names
// something around its centre (#shared/map-labels.ts), never past. Lagos is named down to its
// neighbourhoods at 15; a far town is not — Sokoto at 14 was a beige square with its one name under
// the marker, and four presses of + stayed beige. There the + is disabled at the last zoom that
// names something (Leaflet disables it at the map's max zoom), and the map says why.
import type L from 'leaflet';
import { useCallback, useEffect, useState } from 'react';
import { useMapEvents } from 'react-leaflet';
import { CONTEXT_MIN_ZOOM } from '#shared/map-config.ts';
import { detailZoom } from '#shared/map-labels.ts';
import type { Place } from '#shared/places/place-types.ts';

/** A name counts when it is this far inside the view's edges: read whole, clear of the controls. */
const INSET = 48;

/**
 * Sets the map's max zoom to the deepest that names something in view (re-read after each move
 * and resize), at most `maxZoom`; `onLimited` hears whether the view stands at a limit shallower
 * than the tiles' own (the map then says there is no more detail here).
 */
export function DetailLimit({
  maxZoom,
  onLimited,
}: {
  maxZoom: number;
  onLimited: (limited: boolean) => void;
}) {
  const [places, setPlaces] = useState<readonly Place[] | null>(null);
  useEffect(() => {
    let live = true;
    void import('#src/lib/geocoder/offline-places.ts').then(({ OFFLINE_PLACES }) => {
      if (live) setPlaces(OFFLINE_PLACES);
    });
    return () => {
      live = false;
    };
  }, []);
  const apply = useCallback(
    (map: L.Map) => {
      if (!places) return;
      const centre = map.getCenter();
      const size = map.getSize();
      const limit = detailZoom(
        places,
        { lat: centre.lat, lon: centre.lng },
        { x: Math.max(0, size.x / 2 - INSET), y: Math.max(0, size.y / 2 - INSET) },
        { min: CONTEXT_MIN_ZOOM, max: maxZoom },
      );
      // Out to the limit first, at once (no zoom animation under a dialog that may close).
      if (map.getZoom() > limit) map.setView(centre, limit, { animate: false });
      if (map.getMaxZoom() !== limit) map.setMaxZoom(limit);
      onLimited(limit < maxZoom && map.getZoom() >= limit);
    },
    [places, maxZoom, onLimited],
  );
  const map = useMapEvents({
    moveend: () => apply(map),
    zoomend: () => apply(map),
    resize: () => apply(map),
  });
  useEffect(() => apply(map), [apply, map]);
  return null;
}
