// Web Mercator in integer "world units": the whole world is WORLD × WORLD units, so one unit is
// one pixel at zoom 16 (≈ 2.4 m at the equator). Map data is stored in these units and a tile
// of zoom z is WORLD / 2^z units wide. Plain arithmetic, no Node: the mock's tiles and map data use
// it, and the simulator panel's map runs it in the browser (mock-server/panel/browser), which takes
// values only from browser-safe modules like src/lib (tests/lint/panel-browser-imports.test.ts).

export const TILE_SIZE = 256;
const MAX_ZOOM = 19;
export const WORLD = 2 ** 24;
const MAX_LAT = 85.0511287798;

export function lonToWorld(lon: number): number {
  return ((lon + 180) / 360) * WORLD;
}

export function latToWorld(lat: number): number {
  const clamped = Math.max(-MAX_LAT, Math.min(MAX_LAT, lat));
  const s = Math.sin((clamped * Math.PI) / 180);
  return (0.5 - Math.log((1 + s) / (1 - s)) / (4 * Math.PI)) * WORLD;
}

export function worldToLon(x: number): number {
  return (x / WORLD) * 360 - 180;
}

export function worldToLat(y: number): number {
  const n = Math.PI - (2 * Math.PI * y) / WORLD;
  return (180 / Math.PI) * Math.atan(Math.sinh(n));
}

/**
 * A place's position in pixels on the whole map at zoom `z`, where tile `{ x, y }` covers
 * `x·TILE_SIZE … (x+1)·TILE_SIZE` (and the same for y).
 */
export function pixelAt(lat: number, lon: number, z: number): { x: number; y: number } {
  const scale = (TILE_SIZE * 2 ** z) / WORLD;
  return { x: lonToWorld(lon) * scale, y: latToWorld(lat) * scale };
}

/** World units per tile at zoom `z`. */
export const tileSpan = (z: number): number => WORLD / 2 ** z;

/** The tile `{ x, y }` holding a place at zoom `z`. */
export function tileAt(lat: number, lon: number, z: number): { x: number; y: number } {
  const span = tileSpan(z);
  return { x: Math.floor(lonToWorld(lon) / span), y: Math.floor(latToWorld(lat) / span) };
}

export function isValidTile(z: number, x: number, y: number): boolean {
  if (![z, x, y].every(Number.isInteger) || z < 0 || z > MAX_ZOOM) return false;
  const n = 2 ** z;
  return x >= 0 && x < n && y >= 0 && y < n;
}

/** An axis-aligned box in world units: [minX, minY, maxX, maxY]. */
export type Box = readonly [number, number, number, number];

export const boxesOverlap = (a: Box, b: Box): boolean =>
  a[0] <= b[2] && b[0] <= a[2] && a[1] <= b[3] && b[1] <= a[3];
