// Map constants (spec section 9) and the tile source (team conventions: VITE_TILE_URL, default
// the mock's offline tiles).
export const DEFAULT_CENTER: [number, number] = [6.5244, 3.3792];
export const DEFAULT_ZOOM = 13;
export const PLACE_ZOOM = 15;

export interface TileEnv {
  VITE_API_URL?: string;
  VITE_TILE_URL?: string;
}

const OSM_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

export function tileUrl(env: TileEnv = (import.meta.env ?? {}) as TileEnv): string {
  const configured = env.VITE_TILE_URL?.trim();
  if (configured) return configured;
  return `${(env.VITE_API_URL ?? '').trim().replace(/\/+$/, '')}/__mock/tiles/{z}/{x}/{y}.png`;
}

/** OpenStreetMap's attribution for its tiles; the offline tiles credit the mock and OSM data. */
export function tileAttribution(url: string = tileUrl()): string {
  return url.includes('openstreetmap')
    ? OSM_ATTRIBUTION
    : `Offline demo tiles · place names after ${OSM_ATTRIBUTION}`;
}
