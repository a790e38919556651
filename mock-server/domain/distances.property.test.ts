import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestWorld, type TestWorld } from '#tests/support/mock/test-world.ts';
import { cities } from '../seed/places.ts';
import { distanceKm } from './city-geo.ts';
import { NEAR_LIMIT_KM, userPoint } from './distances.ts';
import { listRiders } from './people.ts';
import { placeFrom } from './place-from.ts';
import { locatePlace } from './places.ts';
import { searchStores } from './stores.ts';

// Distances from the place the buyer chose: the safe profile answers `km` and
// `deliveryRate` from the searched place to each store, nearest first; another city's store or
// rider is never "near".

const SEED = 20_261_126;
let world: TestWorld;
beforeAll(async () => {
  world = await createTestWorld(4);
});

/** Every seeded district, written as the address dialog writes a place ('Yaba, Lagos'). */
const places = cities.flatMap((c) =>
  c.districts.map((d) => ({ text: `${d}, ${c.city}`, district: d, state: c.state, city: c.city })),
);
const placeArb = fc.constantFrom(...places.filter((p) => locatePlace(p.text)));
const query = (searchedLocation: string, page = '1') => ({
  searchedLocation,
  query: '',
  page,
  popularFilter: '',
  rating: '',
  pageSize: '50',
});

describe('distances from the chosen place', { timeout: 60_000 }, () => {
  it('lists only stores of the place’s city, nearest first, at their real distance', () => {
    fc.assert(
      fc.property(placeArb, (place) => {
        const from = placeFrom(world.ctx, place.text)!;
        const { stores } = searchStores(world.ctx, query(place.text));
        const kms = stores.map((s) => s.km!);
        expect(kms.every((km) => typeof km === 'number')).toBe(true);
        expect(kms).toEqual([...kms].sort((a, b) => a - b));
        for (const card of stores) {
          const store = world.ctx.db.users.get(card._id)!;
          // Other cities are never "near" (the demo vendor's record has no state: its address).
          if (store.state) expect(store.state).toBe(place.state);
          else expect(store.physicalAddress).toContain(place.city);
          expect(card.km!).toBeLessThanOrEqual(NEAR_LIMIT_KM);
          expect(Math.abs(card.km! - distanceKm(from, userPoint(store)!))).toBeLessThan(0.06);
        }
      }),
      { seed: SEED, numRuns: 40 },
    );
  });

  it('a store in the chosen area is nearer, and delivers sooner, than one across the city', () => {
    fc.assert(
      fc.property(placeArb, (place) => {
        const { stores } = searchStores(world.ctx, query(place.text));
        const inArea = stores.filter((s) =>
          world.ctx.db.users.get(s._id)!.physicalAddress.includes(`, ${place.district},`),
        );
        const across = stores.filter((s) => s.km! >= 8);
        for (const a of inArea) {
          expect(a.km!).toBeLessThan(2);
          for (const b of across) {
            expect(a.km!).toBeLessThan(b.km!);
            expect(a.deliveryRate).toBeLessThan(b.deliveryRate);
          }
        }
      }),
      { seed: SEED, numRuns: 40 },
    );
  });

  it('Yaba and Lekki Phase 1 see the same store at different, sensible distances', () => {
    const lekki = searchStores(world.ctx, query('Lekki Phase 1, Lagos')).stores;
    const demo = lekki.find((s) => s._id === world.ids.vendor)!; // on Admiralty Way, Lekki Phase 1
    const fromYaba = searchStores(world.ctx, query('Yaba, Lagos')).stores.find(
      (s) => s._id === world.ids.vendor,
    )!;
    expect(demo.km!).toBeLessThan(2);
    expect(fromYaba.km!).toBeGreaterThan(9);
    expect(fromYaba.km!).toBeLessThan(18);
    expect(fromYaba.deliveryRate).toBeGreaterThan(demo.deliveryRate);
  });

  it('riders: only the place’s city, nearest first', () => {
    fc.assert(
      fc.property(placeArb, (place) => {
        const riders = listRiders(world.ctx, { near: place.text, pageSize: '50' });
        const kms = riders.map((r) => r.km!);
        expect(kms).toEqual([...kms].sort((a, b) => a - b));
        for (const r of riders) {
          const rider = world.ctx.db.users.get(r._id)!;
          expect(r.km!).toBeLessThanOrEqual(NEAR_LIMIT_KM);
          if (rider.state) expect(rider.state).toBe(place.state);
          else expect(rider.physicalAddress).toContain(place.city);
        }
      }),
      { seed: SEED, numRuns: 30 },
    );
  });

  it('no place: the stored numbers for km (the client shows none), a local delivery time', () => {
    const { stores } = searchStores(world.ctx, query(''));
    for (const card of stores) {
      const store = world.ctx.db.users.get(card._id)!;
      expect(card.km).toBe(store.km);
      expect(card.deliveryRate).toBeGreaterThanOrEqual(15);
      expect(card.deliveryRate).toBeLessThanOrEqual(45);
    }
  });

  it('a store whose address the gazetteer cannot place still matches its delivery places, last and without a distance', async () => {
    const own = await createTestWorld(4);
    const id = own.ids.stores[1]!;
    await own.ctx.db.users.patch(id, (u) => {
      u.physicalAddress = 'Behind the big market';
      u.placesCanDeliverTo = ['Yaba'];
    });
    const { stores } = searchStores(own.ctx, query('Yaba, Lagos'));
    expect(stores.at(-1)?._id).toBe(id);
    expect(stores.at(-1)).not.toHaveProperty('km');
  });
});
