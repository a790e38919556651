import { GAZETTEER } from '#mock/services/geo/gazetteer.ts';
import type { PlaceKind } from '#mock/services/geo/place-types.ts';
import { encodePng } from './png.ts';

export const TILE_SIZE = 256;
export const MAX_ZOOM = 19;
export const TILE_ATTRIBUTION = '© Bukka offline tiles · places © OpenStreetMap contributors';

type Rgb = readonly [number, number, number];

const LAND: Rgb = [242, 239, 233];
const SEA: Rgb = [170, 211, 223];
const GRID: Rgb = [226, 221, 211];
const EDGE: Rgb = [214, 208, 196];
const DOT: Record<PlaceKind, { colour: Rgb; radius: number; minZoom: number }> = {
  state: { colour: [120, 120, 160], radius: 5, minZoom: 5 },
  city: { colour: [192, 80, 77], radius: 4, minZoom: 6 },
  town: { colour: [205, 120, 90], radius: 3, minZoom: 8 },
  lga: { colour: [150, 140, 120], radius: 3, minZoom: 10 },
  suburb: { colour: [200, 140, 60], radius: 3, minZoom: 11 },
  neighbourhood: { colour: [170, 150, 110], radius: 2, minZoom: 13 },
};

// A rough line of the Nigerian coast ([lon, lat], west to east): south of it is sea. Only drawn
// between these longitudes and from zoom 6, where it is a fair picture.
const COAST: readonly (readonly [number, number])[] = [
  [2.0, 6.34],
  [2.7, 6.36],
  [3.2, 6.38],
  [3.38, 6.4],
  [3.6, 6.415],
  [3.9, 6.41],
  [4.2, 6.37],
  [4.5, 6.25],
  [4.8, 6.05],
  [5.0, 5.85],
  [5.2, 5.55],
  [5.4, 5.3],
  [5.6, 4.95],
  [5.8, 4.6],
  [6.0, 4.35],
  [6.2, 4.28],
  [6.7, 4.35],
  [7.0, 4.38],
  [7.5, 4.45],
  [8.0, 4.5],
  [8.5, 4.6],
  [8.7, 4.5],
  [9.0, 4.0],
  [9.6, 3.9],
];

function coastLat(lon: number): number | null {
  for (let i = 1; i < COAST.length; i += 1) {
    const [lon0, lat0] = COAST[i - 1]!;
    const [lon1, lat1] = COAST[i]!;
    if (lon >= lon0 && lon <= lon1) return lat0 + ((lon - lon0) / (lon1 - lon0)) * (lat1 - lat0);
  }
  return null;
}

/** Web Mercator: world pixel of a longitude / latitude at a zoom. */
export function lonToPixel(lon: number, zoom: number): number {
  return ((lon + 180) / 360) * TILE_SIZE * 2 ** zoom;
}
export function latToPixel(lat: number, zoom: number): number {
  const s = Math.sin((lat * Math.PI) / 180);
  return (0.5 - Math.log((1 + s) / (1 - s)) / (4 * Math.PI)) * TILE_SIZE * 2 ** zoom;
}
function pixelToLon(px: number, zoom: number): number {
  return (px / (TILE_SIZE * 2 ** zoom)) * 360 - 180;
}
function pixelToLat(py: number, zoom: number): number {
  const n = Math.PI - (2 * Math.PI * py) / (TILE_SIZE * 2 ** zoom);
  return (180 / Math.PI) * Math.atan(Math.sinh(n));
}

export function isValidTile(z: number, x: number, y: number): boolean {
  if (![z, x, y].every(Number.isInteger) || z < 0 || z > MAX_ZOOM) return false;
  const n = 2 ** z;
  return x >= 0 && x < n && y >= 0 && y < n;
}

function paint(z: number, x: number, y: number): Uint8Array {
  const rgb = new Uint8Array(TILE_SIZE * TILE_SIZE * 3);
  const set = (px: number, py: number, c: Rgb) => {
    if (px < 0 || py < 0 || px >= TILE_SIZE || py >= TILE_SIZE) return;
    rgb.set(c, (py * TILE_SIZE + px) * 3);
  };
  const left = x * TILE_SIZE;
  const top = y * TILE_SIZE;
  const coast: (number | null)[] = [];
  for (let px = 0; px < TILE_SIZE; px += 1) {
    coast.push(z >= 6 ? coastLat(pixelToLon(left + px + 0.5, z)) : null);
  }
  for (let py = 0; py < TILE_SIZE; py += 1) {
    const lat = pixelToLat(top + py + 0.5, z);
    for (let px = 0; px < TILE_SIZE; px += 1) {
      const line = coast[px];
      const sea = line !== null && line !== undefined && lat < line;
      const grid = px % 64 === 0 || py % 64 === 0;
      const edge = px === 0 || py === 0;
      set(px, py, sea ? SEA : edge ? EDGE : grid ? GRID : LAND);
    }
  }
  for (const place of GAZETTEER) {
    const style = DOT[place.kind];
    if (z < style.minZoom) continue;
    const cx = Math.round(lonToPixel(place.lon, z) - left);
    const cy = Math.round(latToPixel(place.lat, z) - top);
    const r = style.radius;
    if (cx < -r || cy < -r || cx > TILE_SIZE + r || cy > TILE_SIZE + r) continue;
    for (let dy = -r; dy <= r; dy += 1) {
      for (let dx = -r; dx <= r; dx += 1) {
        const d2 = dx * dx + dy * dy;
        if (d2 <= r * r)
          set(cx + dx, cy + dy, d2 >= (r - 1) * (r - 1) ? [255, 255, 255] : style.colour);
      }
    }
  }
  return rgb;
}

const CACHE_LIMIT = 4096;
const cache = new Map<string, Uint8Array>();

/**
 * A 256×256 PNG for one slippy-map tile: land, a faint grid, a rough coastline and a dot for each
 * gazetteer place in the tile. Rendered once, then served from memory. Throws on tile numbers
 * outside the zoom's range (check with `isValidTile`).
 */
export function renderTile(z: number, x: number, y: number): Uint8Array {
  if (!isValidTile(z, x, y)) throw new RangeError(`no tile ${z}/${x}/${y}`);
  const key = `${z}/${x}/${y}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const png = encodePng(TILE_SIZE, TILE_SIZE, paint(z, x, y));
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
  cache.set(key, png);
  return png;
}

export function tileCacheSize(): number {
  return cache.size;
}
