import { describe, expect, it } from 'vitest';
import { TILE_ATTRIBUTION } from '#mock/services/tiles/render-tile.ts';
import { OFFLINE_TILE_ATTRIBUTION, OSM_TILE_ATTRIBUTION, tileSource } from './map-tiles.ts';

describe('tileSource', () => {
  it('defaults to the mock SVG tiles under VITE_API_URL, crediting Natural Earth and OSM', () => {
    expect(tileSource({})).toEqual({
      url: '/__mock/tiles/{z}/{x}/{y}.svg',
      attribution: OFFLINE_TILE_ATTRIBUTION,
    });
    expect(OFFLINE_TILE_ATTRIBUTION).toContain('Natural Earth');
    expect(OFFLINE_TILE_ATTRIBUTION).toContain('OpenStreetMap');
    expect(tileSource({ VITE_API_URL: 'http://localhost:4010/' }).url).toBe(
      'http://localhost:4010/__mock/tiles/{z}/{x}/{y}.svg',
    );
    expect(OFFLINE_TILE_ATTRIBUTION).toBe(TILE_ATTRIBUTION);
  });

  it("uses VITE_TILE_URL (OpenStreetMap's PNG tiles) with the OpenStreetMap attribution", () => {
    expect(tileSource({ VITE_TILE_URL: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png' })).toEqual(
      {
        url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
        attribution: OSM_TILE_ATTRIBUTION,
      },
    );
    expect(
      tileSource({ VITE_TILE_URL: 'http://h:1/__mock/tiles/{z}/{x}/{y}.svg' }).attribution,
    ).toBe(OFFLINE_TILE_ATTRIBUTION);
  });
});
