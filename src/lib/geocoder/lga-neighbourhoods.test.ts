import { describe, expect, it } from 'vitest';
import { LAGOS_PLACES } from '#shared/places/gazetteer-lagos.ts';
import { distanceKm } from '../map-pins.ts';
import { lgaNeighbourhoods, MAX_NEIGHBOURHOODS } from './lga-neighbourhoods.ts';

const ETI_OSA = LAGOS_PLACES.find((p) => p.name === 'Eti-Osa' && p.kind === 'lga')!;
const inEtiOsa = LAGOS_PLACES.filter((p) => p.lga === 'Eti-Osa' && p.kind !== 'lga');

describe('lgaNeighbourhoods', () => {
  it("a local government's neighbourhoods, nearest to its centre first, a bounded few", () => {
    const asked = lgaNeighbourhoods('Eti-Osa, Lagos, Nigeria');
    expect(inEtiOsa.length).toBeGreaterThan(MAX_NEIGHBOURHOODS);
    expect(asked).toHaveLength(MAX_NEIGHBOURHOODS);
    const km = asked.map((name) => {
      const place = inEtiOsa.find((p) => p.name === name)!;
      return distanceKm([ETI_OSA.lat, ETI_OSA.lon], [place.lat, place.lon]);
    });
    expect(km).toEqual([...km].sort((a, b) => a - b));
    // No place of Eti-Osa left out is nearer than the farthest one asked.
    const left = inEtiOsa.filter((p) => !asked.includes(p.name));
    for (const place of left) {
      expect(distanceKm([ETI_OSA.lat, ETI_OSA.lon], [place.lat, place.lon])).toBeGreaterThanOrEqual(
        km.at(-1)!,
      );
    }
    expect(asked).toContain('Lekki');
  });

  it('reads the LGA as people write it: alone, in other spellings, after a street', () => {
    const etiOsa = lgaNeighbourhoods('Eti-Osa, Lagos, Nigeria');
    for (const text of [
      'Eti-Osa',
      'Eti Osa',
      'eti-osa LGA',
      'Etiosa',
      '12 Admiralty Way, Eti-Osa',
    ]) {
      expect(lgaNeighbourhoods(text), text).toEqual(etiOsa);
    }
    expect(lgaNeighbourhoods('Kosofe, Lagos, Nigeria')).toEqual(
      expect.arrayContaining(['Maryland', 'Gbagada', 'Ketu', 'Ogudu']),
    );
  });

  it('none for a neighbourhood (named alone or before its LGA), a state, or an unknown place', () => {
    expect(lgaNeighbourhoods('Lekki Phase 1, Eti-Osa, Lagos, Nigeria')).toEqual([]);
    expect(lgaNeighbourhoods('Yaba')).toEqual([]);
    expect(lgaNeighbourhoods('Lagos, Nigeria')).toEqual([]);
    expect(lgaNeighbourhoods('Nowhere Town, Sokoto, Nigeria')).toEqual([]);
    expect(lgaNeighbourhoods('   ')).toEqual([]);
  });

  it("an LGA of two states is read in the state the text names (Surulere, Oyo is not Lagos')", () => {
    expect(lgaNeighbourhoods('Surulere, Lagos, Nigeria')).toContain('Bode Thomas');
    expect(lgaNeighbourhoods('Surulere, Oyo, Nigeria')).not.toContain('Bode Thomas');
  });
});
