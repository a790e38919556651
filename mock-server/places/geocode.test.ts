import { describe, expect, it } from 'vitest';
import { STATE_CODES } from '#shared/places/gazetteer-states.ts';
import { GAZETTEER, normalizeText } from './gazetteer.ts';
import { reversePlace, searchPlaces } from './geocode.ts';

describe('gazetteer', () => {
  it('holds several hundred places with unique stable ids', () => {
    expect(GAZETTEER.length).toBeGreaterThan(400);
    const ids = new Set(GAZETTEER.map((p) => p.placeId));
    expect(ids.size).toBe(GAZETTEER.length);
  });

  it('has all 36 states and the FCT, each with a capital city', () => {
    const states = GAZETTEER.filter((p) => p.kind === 'state');
    expect(states).toHaveLength(37);
    expect(STATE_CODES.size).toBe(37);
    for (const state of states) {
      expect(GAZETTEER.some((p) => p.kind === 'city' && p.state === state.name)).toBe(true);
    }
  });

  it('keeps every place inside Nigeria and every state known', () => {
    for (const place of GAZETTEER) {
      expect(place.lat, place.name).toBeGreaterThan(4);
      expect(place.lat, place.name).toBeLessThan(14);
      expect(place.lon, place.name).toBeGreaterThan(2.6);
      expect(place.lon, place.name).toBeLessThan(14.7);
      expect(STATE_CODES.has(place.state), place.state).toBe(true);
    }
  });

  it('has no duplicate name + kind + state', () => {
    const seen = new Set<string>();
    for (const p of GAZETTEER) {
      const key = `${p.name}|${p.kind}|${p.state}`;
      expect(seen.has(key), key).toBe(false);
      seen.add(key);
    }
  });

  it('normalises case, accents and punctuation', () => {
    expect(normalizeText('  Ìkòyí,  LAGOS ')).toBe('ikoyi lagos');
    expect(normalizeText('Eti-Osa')).toBe('eti osa');
  });
});

describe('searchPlaces', () => {
  it('returns Nominatim-shaped results', () => {
    const [lekki] = searchPlaces('Lekki', 1);
    expect(lekki).toMatchObject({
      display_name: 'Lekki, Eti-Osa, Lagos, Nigeria',
      class: 'place',
      type: 'suburb',
      address: { suburb: 'Lekki', county: 'Eti-Osa', state: 'Lagos', country_code: 'ng' },
    });
    expect(typeof lekki?.place_id).toBe('number');
    expect(lekki?.lat).toMatch(/^6\.\d+$/);
    expect(lekki?.lon).toMatch(/^3\.\d+$/);
    expect(lekki?.boundingbox).toHaveLength(4);
    expect(Number(lekki?.boundingbox[0])).toBeLessThan(Number(lekki?.lat));
  });

  it('never lists the same place twice (one display name once)', () => {
    for (const q of [
      'Ikeja',
      'Lekki',
      'Yaba',
      'Lagos',
      'Abuja',
      'Ibadan',
      'Port Harcourt',
      'Kano',
    ]) {
      const names = searchPlaces(q, 50).map((r) => r.display_name);
      expect(new Set(names).size, q).toBe(names.length);
    }
  });

  it('is case- and accent-insensitive', () => {
    expect(searchPlaces('IKÒYÍ')[0]?.name).toBe('Ikoyi');
    expect(searchPlaces('surulere')[0]?.name).toBe('Surulere');
  });

  it('ranks exact matches before prefix matches before substrings', () => {
    const names = searchPlaces('Ikeja', 10).map((r) => r.name);
    expect(names[0]).toBe('Ikeja');
    expect(names).toContain('GRA Ikeja');
    expect(names.indexOf('GRA Ikeja')).toBeGreaterThan(0);
    const lek = searchPlaces('lek', 10).map((r) => r.name);
    expect(lek[0]?.toLowerCase().startsWith('lek')).toBe(true);
  });

  it('finds states by "X State" and the FCT by its abbreviation', () => {
    expect(searchPlaces('Rivers State')[0]).toMatchObject({
      name: 'Rivers',
      type: 'administrative',
    });
    expect(searchPlaces('FCT')[0]?.name).toBe('Federal Capital Territory');
  });

  it('narrows with the parts after a comma and with extra words', () => {
    const ph = searchPlaces('GRA, Rivers', 5).map((r) => r.display_name);
    expect(ph.length).toBeGreaterThan(0);
    expect(ph.every((d) => d.includes('Rivers'))).toBe(true);
    expect(searchPlaces('Yaba Lagos')[0]?.name).toBe('Yaba');
  });

  it('covers the districts of the big cities', () => {
    for (const q of [
      'Wuse II',
      'Bodija',
      'Trans-Amadi',
      'Sabon Gari',
      'Independence Layout',
      'Ugbowo',
    ]) {
      expect(searchPlaces(q, 1)[0]?.name, q).toBe(q);
    }
  });

  it('respects the limit and returns nothing for empty or unknown queries', () => {
    expect(searchPlaces('a', 3)).toHaveLength(3);
    expect(searchPlaces('a', 1000).length).toBeLessThanOrEqual(50);
    expect(searchPlaces('   ')).toEqual([]);
    expect(searchPlaces('zzqqxx')).toEqual([]);
  });
});

describe('reversePlace', () => {
  it('finds the nearest district', () => {
    expect(reversePlace(6.4281, 3.4219)?.name).toBe('Victoria Island');
    expect(reversePlace(6.5096, 3.3712)?.name).toBe('Yaba');
    expect(reversePlace(9.0766, 7.4705)?.name).toBe('Wuse II');
  });

  it('falls back to the state away from any town', () => {
    const result = reversePlace(10.9, 13.2);
    expect(result?.type).toBe('administrative');
    expect(result?.address.state).toBe('Borno');
  });

  it('finds nothing outside Nigeria', () => {
    expect(reversePlace(51.5, -0.12)).toBeNull();
    expect(reversePlace(0, 0)).toBeNull();
  });
});
