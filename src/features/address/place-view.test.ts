import { describe, expect, it } from 'vitest';
import { searchPlaces } from '#mock/places/geocode.ts';
import { CONTEXT_MIN_ZOOM, PLACE_ZOOM } from '#shared/map-config.ts';
import type { GeoPlace } from '#src/lib/geocoder/geocoder.ts';
import { placeZoom } from './place-view.ts';

/** The offline geocoder's first answer for `q`, as the client reads it (box included). */
function place(q: string): GeoPlace {
  const p = searchPlaces(q, 5)[0];
  if (!p) throw new Error(`no ${q} in the gazetteer`);
  const [south, north, west, east] = p.boundingbox.map(Number) as [number, number, number, number];
  return {
    placeId: p.place_id,
    displayName: p.display_name,
    lat: Number(p.lat),
    lon: Number(p.lon),
    box: [south, north, west, east],
  };
}

describe('the view of a chosen place', () => {
  it('keeps a Lagos district at the place zoom (12), where its suburbs are named', () => {
    expect(placeZoom(place('Yaba'))).toBe(PLACE_ZOOM);
    expect(placeZoom(place('Lekki'))).toBe(PLACE_ZOOM);
  });

  it('shows a far city with what is around it, not a beige square at 12', () => {
    const sokoto = place('Sokoto North');
    expect(sokoto.displayName).toMatch(/Sokoto North/);
    const zoom = placeZoom(sokoto);
    expect(zoom).toBeLessThan(PLACE_ZOOM);
    expect(zoom).toBeGreaterThanOrEqual(CONTEXT_MIN_ZOOM);
  });

  it('keeps the place zoom without an extent, and never goes out past a state', () => {
    expect(placeZoom({ placeId: 1, displayName: 'X, Y, Nigeria', lat: 9, lon: 9 })).toBe(
      PLACE_ZOOM,
    );
    const huge: GeoPlace = { placeId: 2, displayName: 'Z', lat: 9, lon: 9, box: [4, 14, 3, 15] };
    expect(placeZoom(huge)).toBe(CONTEXT_MIN_ZOOM);
  });
});
