import { describe, expect, it } from 'vitest';
import { TILE_ATTRIBUTION } from '#mock/services/tiles/render-tile.ts';
import { OFFLINE_TILE_ATTRIBUTION, OSM_TILE_ATTRIBUTION, tileSource } from './map-tiles.ts';

describe('tileSource', () => {
  it('defaults to the mock tiles under VITE_API_URL with the offline attribution', () => {
    expect(tileSource({})).toEqual({
      url: '/__mock/tiles/{z}/{x}/{y}.png',
      attribution: '© Bukka offline tiles · places © OpenStreetMap contributors',
    });
    expect(tileSource({ VITE_API_URL: 'http://localhost:4010/' }).url).toBe(
      'http://localhost:4010/__mock/tiles/{z}/{x}/{y}.png',
    );
    expect(OFFLINE_TILE_ATTRIBUTION).toBe(TILE_ATTRIBUTION);
  });

  it('uses VITE_TILE_URL with the OpenStreetMap attribution', () => {
    expect(tileSource({ VITE_TILE_URL: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png' })).toEqual(
      {
        url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
        attribution: OSM_TILE_ATTRIBUTION,
      },
    );
  });
});
