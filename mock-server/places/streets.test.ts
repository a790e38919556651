import { describe, expect, it } from 'vitest';
import { MORE_STREETS, STREETS } from '#shared/places/streets.ts';
import { streetDistrict } from './streets.ts';

describe('a street line’s district', () => {
  it.each([
    ['12 Admiralty Way', 'Lekki Phase 1'],
    ['No. 4 Admiralty Road', 'Lekki Phase 1'],
    ['Plot 5B Ozumba Mbadiwe Avenue', 'Victoria Island'],
    ['Flat 3, 21 Ajose Adeogun Street', 'Victoria Island'],
    ['21 Admiralty Way, Lekki Phase 1', 'Lekki Phase 1'],
    ['5 Allen Avenue', 'Allen Avenue'],
    ['14 herbert macaulay way', 'Yaba'],
  ])('"%s" is in %s', (line, district) => {
    expect(streetDistrict(line, { state: 'Lagos' })?.name).toBe(district);
  });

  it('a road named in several states is the one of the state given', () => {
    // Ahmadu Bello Way: Garki (Abuja); Ring Road: Ibadan (Oyo) and Port Harcourt (Rivers).
    expect(streetDistrict('1 Ahmadu Bello Way', { state: 'Federal Capital Territory' })?.name).toBe(
      'Garki',
    );
    expect(streetDistrict('8 Ring Road', { state: 'Oyo' })?.state).toBe('Oyo');
  });

  it('names neither a known road nor a district: none', () => {
    expect(streetDistrict('3 Unknown Close', { state: 'Lagos' })).toBeUndefined();
    expect(streetDistrict('12', {})).toBeUndefined();
    expect(streetDistrict('Way', {})).toBeUndefined();
  });

  it('every street of the table lies in a district the gazetteer knows', () => {
    for (const table of [STREETS, MORE_STREETS]) {
      for (const [state, districts] of Object.entries(table)) {
        for (const [district, streets] of Object.entries(districts)) {
          for (const street of streets) {
            const found = streetDistrict(`1 ${street}`, { state });
            expect(found?.state, `${street}, ${district}`).toBe(state);
          }
        }
      }
    }
  });
});
