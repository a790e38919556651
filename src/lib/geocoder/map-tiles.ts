// The map's tile source: the mock's offline SVG tiles by default, or any slippy-map template
// (`VITE_TILE_URL`, e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png) with its attribution.

import { OFFLINE_TILE_MAX_ZOOM, TILE_SERVER_MAX_ZOOM } from '#shared/map-config.ts';
import { env } from '#src/config/env.ts';

export interface TileEnv {
  VITE_API_URL?: string;
  VITE_TILE_URL?: string;
}

const OSM = '<a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/** Shown bottom-right for the mock's tiles (same text as the mock's TILE_ATTRIBUTION). */
export const OFFLINE_TILE_ATTRIBUTION = `Map data <a href="https://www.naturalearthdata.com/">Natural Earth</a> (public domain) · places &copy; ${OSM}`;
export const OSM_TILE_ATTRIBUTION = `&copy; ${OSM}`;

export interface TileSource {
  url: string;
  attribution: string;
}

export function tileSource(env: TileEnv): TileSource {
  const configured = env.VITE_TILE_URL?.trim();
  if (configured) {
    const offline = configured.includes('/__mock/tiles/');
    return {
      url: configured,
      attribution: offline ? OFFLINE_TILE_ATTRIBUTION : OSM_TILE_ATTRIBUTION,
    };
  }
  const api = (env.VITE_API_URL ?? '').trim().replace(/\/+$/, '');
  return { url: `${api}/__mock/tiles/{z}/{x}/{y}.svg`, attribution: OFFLINE_TILE_ATTRIBUTION };
}

/** The app's tile source, from Vite's env. */
export function defaultTileSource(): TileSource {
  return tileSource(env);
}

/** How far in a map may zoom with these tiles: the offline ones stop at OFFLINE_TILE_MAX_ZOOM. */
export function maxZoomOf(source: TileSource): number {
  return source.url.includes('/__mock/tiles/') ? OFFLINE_TILE_MAX_ZOOM : TILE_SERVER_MAX_ZOOM;
}
