import { describe, expect, it } from 'vitest';
import { addressArea } from '#shared/address-area.ts';
import { distanceKm, groupByPoint, PIN_SPACING_PX, ringOffsets } from './map-pins.ts';

describe('addressArea', () => {
  it('keeps the district and town after the house number and street', () => {
    expect(addressArea('5 Admiralty Way, Lekki Phase 1, Lagos, Lagos State, Nigeria')).toBe(
      'Lekki Phase 1, Lagos',
    );
    expect(addressArea('12B Allen Avenue, Ikeja GRA, Lagos')).toBe('Ikeja GRA, Lagos');
  });

  it('keeps an address that starts with a place, and refuses an empty one', () => {
    expect(addressArea('Yaba, Lagos, Nigeria')).toBe('Yaba, Lagos');
    expect(addressArea('Wuse 2')).toBe('Wuse 2');
    expect(addressArea(' , Nigeria')).toBeNull();
    expect(addressArea('')).toBeNull();
  });
});

describe('pins sharing a point', () => {
  it('leaves a lone pin at its point', () => {
    expect(ringOffsets(1)).toEqual([[0, 0]]);
  });

  it('puts pins on a ring at least a pin apart', () => {
    for (const n of [2, 3, 6, 12]) {
      const offsets = ringOffsets(n);
      expect(offsets).toHaveLength(n);
      for (let i = 0; i < n; i += 1)
        for (let j = i + 1; j < n; j += 1) {
          const [a, b] = [offsets[i]!, offsets[j]!];
          expect(Math.hypot(a[0] - b[0], a[1] - b[1])).toBeGreaterThanOrEqual(
            PIN_SPACING_PX * 0.99,
          );
        }
    }
  });

  it('groups by point, in id order whatever the input order', () => {
    const p = (id: string, lat: number) => ({ id, position: [lat, 3.4] as [number, number] });
    const items = [p('c', 6.5), p('a', 6.5), p('b', 6.6)];
    expect(groupByPoint(items).map((g) => g.map((i) => i.id))).toEqual([['a', 'c'], ['b']]);
    expect(groupByPoint([...items].reverse())).toEqual(groupByPoint(items));
  });
});

describe('distanceKm', () => {
  it('measures city distances (Yaba to Lekki Phase 1 is about 13 km; Ibadan is far)', () => {
    expect(distanceKm([6.5095, 3.3711], [6.4478, 3.4723])).toBeCloseTo(13.1, 0);
    expect(distanceKm([6.5244, 3.3792], [7.429, 3.911])).toBeGreaterThan(100);
  });
});
