// Where a buyer's place is, to measure from and to ride to: a street on a known road is on that road
// ("12 Admiralty Way", local government Eti-Osa: the demo store's own street, not Eti-Osa's centre
// 14 km east), and a local government alone stands for its served district nearest its centre,
// measured "about".
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestWorld, type TestWorld } from '#tests/support/mock/test-world.ts';
import { distanceKm } from './city-geo.ts';
import { userPoint } from './distances.ts';
import { listRiders } from './people.ts';
import { dropOffOf, placeFrom } from './place-from.ts';
import { searchStores } from './stores.ts';

const LEKKI_PHASE_1 = { lat: 6.4478, lon: 3.4723 };
const AJAH = { lat: 6.4683, lon: 3.5712 };
const ETI_OSA_CENTRE = { lat: 6.4589, lon: 3.6015 };

let w: TestWorld;
beforeAll(async () => {
  w = await createTestWorld(1);
});

const search = (searchedLocation: string) =>
  searchStores(w.ctx, { searchedLocation, page: '1', pageSize: '50' });

describe('a street on a known road', () => {
  it('12 Admiralty Way, Eti-Osa: the demo store (on Admiralty Way) is under 2 km away', () => {
    const answer = search('12 Admiralty Way, Eti-Osa');
    const mama = answer.stores.find((s) => s._id === w.ids.vendor)!;
    expect(mama.km!).toBeLessThan(2);
    expect(answer.stores[0]!.km!).toBeLessThan(2);
    expect(answer.aboutKm).toBeUndefined();
  });

  it('the order’s drop-off is on the road, not at the local government’s centre', () => {
    const to = dropOffOf(
      w.ctx,
      { street: '12 Admiralty Way', localGvt: 'Eti-Osa', state: 'Lagos' },
      'order-1',
    )!;
    expect(distanceKm(to, LEKKI_PHASE_1)).toBeLessThan(1);
    expect(distanceKm(to, userPoint(w.ctx.db.users.get(w.ids.vendor)!)!)).toBeLessThan(2);
    expect(to.about).toBe(false);
    expect(to.lga).toBeUndefined();
  });

  it('a district written in the street line is where it is ("21 Admiralty Way, Lekki Phase 1")', () => {
    const to = dropOffOf(
      w.ctx,
      { street: 'Flat 3, 21 Ajose Adeogun Street', localGvt: 'Eti-Osa', state: 'Lagos' },
      'order-2',
    )!;
    expect(distanceKm(to, { lat: 6.4281, lon: 3.4219 })).toBeLessThan(1); // Victoria Island
  });

  it('a road through two districts is placed in the one of the address’s local government', () => {
    // Ikwerre Road runs through Rumuola and Rumuokoro (both Obio-Akpor) in Port Harcourt.
    const to = placeFrom(w.ctx, '40 Ikwerre Road, Obio-Akpor, Rivers')!;
    expect(to.about).toBe(false);
    expect(distanceKm(to, { lat: 4.79, lon: 7.0 })).toBeLessThan(10);
  });
});

describe('a local government alone', () => {
  it('stands for its served district nearest its centre: Eti-Osa is drawn at Ajah', () => {
    const from = placeFrom(w.ctx, 'Eti-Osa')!;
    expect(distanceKm(from, AJAH)).toBeLessThan(0.1);
    expect(from).toMatchObject({ about: true, lga: 'Eti-Osa' });
    // Nearer its centre than any other district of Eti-Osa with a store.
    expect(distanceKm(from, ETI_OSA_CENTRE)).toBeLessThan(
      distanceKm(LEKKI_PHASE_1, ETI_OSA_CENTRE),
    );
  });

  it('the search from it says its distances are "about", from that district', () => {
    const answer = search('Eti-Osa, Lagos, Nigeria');
    expect(answer).toMatchObject({ measuredKm: true, aboutKm: true });
    const ajah = answer.stores[0]!;
    expect(ajah.physicalAddress).toContain(', Ajah, ');
    expect(ajah.km!).toBeLessThan(1.5);
    // Lekki Phase 1's kitchens: from Ajah, not from the centre 14–15 km away.
    const lekki = answer.stores.filter((s) => s.physicalAddress?.includes('Lekki Phase 1'));
    expect(lekki.length).toBeGreaterThan(0);
    for (const store of lekki) expect(store.km!).toBeLessThan(12.5);
  });

  it('an unknown street with its local government is the local government’s stand-in', () => {
    const to = dropOffOf(
      w.ctx,
      { street: '3 Unknown Close', localGvt: 'Eti-Osa LGA', state: 'Lagos State' },
      'order-3',
    )!;
    expect(distanceKm(to, AJAH)).toBeLessThan(1);
    expect(to).toMatchObject({ about: true, lga: 'Eti-Osa' });
  });

  it('with no store in it, stands for its district nearest its centre', () => {
    const from = placeFrom(w.ctx, 'Epe')!;
    expect(from.about).toBe(true);
    expect(distanceKm(from, { lat: 6.5841, lon: 3.9834 })).toBeLessThan(15);
  });

  it('riders near it are "about" too; a neighbourhood is not', () => {
    const near = listRiders(w.ctx, { near: 'Eti-Osa', pageSize: '50' });
    expect(near.length).toBeGreaterThan(0);
    expect(near.every((r) => r.measuredKm === true && r.aboutKm === true)).toBe(true);
    const exact = listRiders(w.ctx, { near: 'Lekki Phase 1', pageSize: '50' });
    expect(exact.some((r) => 'aboutKm' in r)).toBe(false);
    expect(search('Lekki Phase 1, Lagos').aboutKm).toBeUndefined();
  });
});
