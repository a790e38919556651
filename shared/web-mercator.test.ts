import { describe, expect, it } from 'vitest';
import { pixelAt, TILE_SIZE, tileAt } from './web-mercator.ts';

describe('pixelAt', () => {
  it('puts the equator at the prime meridian in the middle of the zoom-0 tile', () => {
    expect(pixelAt(0, 0, 0)).toEqual({ x: TILE_SIZE / 2, y: TILE_SIZE / 2 });
    expect(pixelAt(0, -180, 3).x).toBe(0);
    expect(pixelAt(0, 0, 3)).toEqual({ x: 4 * TILE_SIZE, y: 4 * TILE_SIZE });
  });

  it('lands in the tile tileAt names, at every zoom the panel uses', () => {
    for (const [lat, lon] of [
      [6.5244, 3.3792],
      [9.0579, 7.4951],
      [12.0022, 8.592],
    ] as const) {
      for (let z = 0; z <= 13; z++) {
        const { x, y } = pixelAt(lat, lon, z);
        expect({ x: Math.floor(x / TILE_SIZE), y: Math.floor(y / TILE_SIZE) }).toEqual(
          tileAt(lat, lon, z),
        );
      }
    }
  });

  it('is the slippy-map formula in pixels (Lagos at zoom 12)', () => {
    const { x, y } = pixelAt(6.5244, 3.3792, 12);
    const s = Math.sin((6.5244 * Math.PI) / 180);
    expect(x).toBeCloseTo(((3.3792 + 180) / 360) * TILE_SIZE * 2 ** 12, 6);
    expect(y).toBeCloseTo(
      (0.5 - Math.log((1 + s) / (1 - s)) / (4 * Math.PI)) * TILE_SIZE * 2 ** 12,
      6,
    );
  });
});
