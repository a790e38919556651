// The client's maps stop zooming where the offline tiles name too little around the view
// (#shared/map-labels.ts): checked against the tiles themselves. Sokoto at 14 was a beige square
// with its one name; the limit is the deepest zoom whose tiles still name two places in view, and
// Lagos keeps the tiles' own 15.
import { describe, expect, it } from 'vitest';
import { OFFLINE_TILE_MAX_ZOOM } from '#shared/map-config.ts';
import { detailZoom } from '#shared/map-labels.ts';
import { pixelAt, TILE_SIZE } from '#shared/web-mercator.ts';
import { GAZETTEER } from '../../places/gazetteer.ts';
import { renderTile } from './render-tile.ts';

const RANGE = { min: 8, max: OFFLINE_TILE_MAX_ZOOM };

/** The names the tiles draw within `half` pixels of `centre` at zoom `z`. */
async function namesDrawn(
  centre: { lat: number; lon: number },
  half: { x: number; y: number },
  z: number,
): Promise<Set<string>> {
  const middle = pixelAt(centre.lat, centre.lon, z);
  const names = new Set<string>();
  const [x0, x1] = [middle.x - half.x, middle.x + half.x].map((p) => Math.floor(p / TILE_SIZE));
  const [y0, y1] = [middle.y - half.y, middle.y + half.y].map((p) => Math.floor(p / TILE_SIZE));
  for (let x = x0!; x <= x1!; x++) {
    for (let y = y0!; y <= y1!; y++) {
      const svg = await renderTile(z, x, y);
      for (const [, tx, ty, text] of svg.matchAll(
        /<text x="([\d.-]+)" y="([\d.-]+)"[^>]*>([^<]+)</g,
      )) {
        const px = x * TILE_SIZE + Number(tx);
        const py = y * TILE_SIZE + Number(ty);
        if (Math.abs(px - middle.x) <= half.x && Math.abs(py - middle.y) <= half.y)
          names.add(text!);
      }
    }
  }
  return names;
}

const SOKOTO = { lat: 13.0059, lon: 5.2476 };
const YABA = { lat: 6.5095, lon: 3.3711 };
const DESKTOP = { x: 380, y: 188 }; // the address dialog's map at 1280 px, less its inset
const PHONE = { x: 127, y: 200 };

describe('how deep a view of the offline map still names something', () => {
  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ])('Sokoto (%s): two names at the limit, one past it', async (_, half) => {
    const limit = detailZoom(GAZETTEER, SOKOTO, half, RANGE);
    expect(limit).toBeLessThan(OFFLINE_TILE_MAX_ZOOM);
    expect((await namesDrawn(SOKOTO, half, limit)).size).toBeGreaterThanOrEqual(2);
    expect((await namesDrawn(SOKOTO, half, limit + 1)).size).toBeLessThan(2);
  });

  it('Yaba keeps the tiles’ own deepest zoom, naming its neighbourhoods', async () => {
    expect(detailZoom(GAZETTEER, YABA, PHONE, RANGE)).toBe(OFFLINE_TILE_MAX_ZOOM);
    expect((await namesDrawn(YABA, PHONE, OFFLINE_TILE_MAX_ZOOM)).size).toBeGreaterThanOrEqual(2);
  });
});
