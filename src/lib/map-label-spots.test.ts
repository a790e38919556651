import { describe, expect, it } from 'vitest';
import {
  arrangeLabels,
  bestSpot,
  hiddenArea,
  type Rect,
  slideInside,
} from '#src/lib/map-label-spots.ts';

const rect = (left: number, top: number, width: number, height: number): Rect => ({
  left,
  top,
  right: left + width,
  bottom: top + height,
});

/** A phone's rider map: 292 × 260 px. */
const MAP = rect(0, 0, 292, 260);

describe('a label’s spot', () => {
  it('hides nothing inside the map and off the others; what is cut or covered counts', () => {
    expect(hiddenArea(rect(10, 10, 100, 20), MAP, [])).toBe(0);
    // 6 px past the left edge, and the 4 px kept from it: 10 × 20 px cut.
    expect(hiddenArea(rect(-6, 10, 100, 20), MAP, [])).toBe(200);
    expect(hiddenArea(rect(10, 10, 100, 20), MAP, [rect(100, 0, 50, 50)])).toBe(200);
  });

  it('keeps its usual side when it fits, else takes the first that does, else the least bad', () => {
    const left = rect(-60, 100, 120, 20); // a store at the map's left edge: its name cut
    const right = rect(80, 100, 120, 20);
    const below = rect(20, 130, 120, 20);
    expect(bestSpot([right, left], MAP, [])).toBe(0);
    expect(bestSpot([left, right, below], MAP, [])).toBe(1);
    expect(bestSpot([left, right, below], MAP, [rect(90, 95, 10, 10)])).toBe(2);
    expect(bestSpot([left, rect(-10, 100, 120, 20)], MAP, [])).toBe(1);
  });

  it('a label above or below its pin slides along it into the map', () => {
    expect(slideInside(rect(-30, 0, 100, 20), MAP)).toBe(34);
    expect(slideInside(rect(250, 0, 100, 20), MAP)).toBe(-62);
    expect(slideInside(rect(50, 0, 100, 20), MAP)).toBe(0);
  });
});

describe('the labels arranged together', () => {
  it('places a long label first when the usual order would leave one over another', () => {
    // The address's label takes the one free side the rider's long one needs, in the usual order.
    const address = { spots: [rect(150, 180, 110, 20), rect(120, 210, 110, 20)], obstacles: [] };
    const rider = { spots: [rect(10, 170, 260, 40), rect(10, -30, 260, 40)], obstacles: [] };
    const chosen = arrangeLabels([address, rider], MAP);
    expect(chosen).toEqual([1, 0]);
    const a = address.spots[chosen[0]!]!;
    const b = rider.spots[chosen[1]!]!;
    expect(a.top >= b.bottom || b.top >= a.bottom).toBe(true);
  });

  it('keeps the usual order and sides when everything fits', () => {
    const one = { spots: [rect(10, 10, 50, 20), rect(10, 40, 50, 20)], obstacles: [] };
    const two = { spots: [rect(100, 10, 50, 20)], obstacles: [] };
    expect(arrangeLabels([one, two], MAP)).toEqual([0, 0]);
  });
});
