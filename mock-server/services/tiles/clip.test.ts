import { describe, expect, it } from 'vitest';
import {
  latToWorld,
  lonToWorld,
  tileAt,
  WORLD,
  worldToLat,
  worldToLon,
} from '#shared/web-mercator.ts';
import { boxOf, clipLine, clipRing } from './clip.ts';
import { deltaDecode, deltaEncode } from './map-data.ts';

describe('clipping', () => {
  it('clips a ring to a box (Sutherland–Hodgman)', () => {
    const square = [0, 0, 10, 0, 10, 10, 0, 10];
    expect(boxOf(clipRing(square, [5, -5, 20, 20]))).toEqual([5, 0, 10, 10]);
    expect(clipRing(square, [20, 20, 30, 30])).toEqual([]);
    expect(clipRing(square, [-1, -1, 11, 11])).toEqual(square);
  });

  it('clips a line into the pieces inside a box', () => {
    const line = [0, 5, 10, 5, 10, 15, 0, 15, 0, 6];
    const pieces = clipLine(line, [-1, 0, 5, 10]);
    expect(pieces).toEqual([
      [0, 5, 5, 5],
      [0, 10, 0, 6],
    ]);
    expect(clipLine([0, 0, 1, 1], [5, 5, 6, 6])).toEqual([]);
  });
});

describe('encoding and projection', () => {
  it('delta-encodes integer coordinates losslessly', () => {
    const points = [100, 200, 105, 190, 90, 260];
    expect(deltaEncode(points)).toEqual([100, 200, 5, -10, -15, 70]);
    expect(deltaDecode(deltaEncode(points))).toEqual(points);
  });

  it('projects to Web Mercator world units and back', () => {
    expect(lonToWorld(-180)).toBe(0);
    expect(latToWorld(0)).toBeCloseTo(WORLD / 2);
    expect(worldToLon(lonToWorld(3.3792))).toBeCloseTo(3.3792, 9);
    expect(worldToLat(latToWorld(6.5244))).toBeCloseTo(6.5244, 9);
    // The default map centre (Lagos) at zoom 13 is tile 4172/3947 in OpenStreetMap's numbering.
    expect(tileAt(6.5244, 3.3792, 13)).toEqual({ x: 4172, y: 3947 });
  });
});
