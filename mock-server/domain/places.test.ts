// Places as people name them, on the safe profile: for every seeded city, a local government
// (in its common spellings), a neighbourhood and a street with its LGA all reach the stores that
// serve them — in the store search, the location check and the order's delivery check alike —
// while a place of another city is refused. `--profile hosted` keeps the hosted text rule.
import { beforeAll, describe, expect, it } from 'vitest';
import type { UserRecord } from '#mock/db/records.ts';
import { cities } from '#mock/seed/places.ts';
import { createTestWorld, type TestWorld } from '#tests/support/mock/test-world.ts';
import { lgasNamed } from './places.ts';
import { DomainError } from './plumbing/errors.ts';
import { activeStores } from './store-search-caches.ts';
import { assertDelivers, checkLocation, searchStores } from './stores.ts';

/** Each seeded district's local government, as the gazetteer has it. */
const LGA_OF: Record<string, Record<string, string>> = {
  Lagos: {
    'Lekki Phase 1': 'Eti-Osa',
    'Victoria Island': 'Eti-Osa',
    Ikoyi: 'Eti-Osa',
    Ajah: 'Eti-Osa',
    Yaba: 'Lagos Mainland',
    Surulere: 'Surulere',
    'Ikeja GRA': 'Ikeja',
    Maryland: 'Kosofe',
    Gbagada: 'Kosofe',
    'Festac Town': 'Amuwo-Odofin',
  },
  Abuja: {
    'Wuse 2': 'Municipal Area Council',
    Garki: 'Municipal Area Council',
    Maitama: 'Municipal Area Council',
    Asokoro: 'Municipal Area Council',
    Jabi: 'Municipal Area Council',
    Gwarinpa: 'Municipal Area Council',
    Utako: 'Municipal Area Council',
    Kubwa: 'Bwari',
  },
  'Port Harcourt': {
    'GRA Phase 2': 'Port Harcourt',
    Rumuola: 'Obio-Akpor',
    'Trans-Amadi': 'Port Harcourt',
    'D-Line': 'Port Harcourt',
    'Old GRA': 'Port Harcourt',
    Rumuokoro: 'Obio-Akpor',
  },
  Ibadan: {
    Bodija: 'Ibadan North',
    Dugbe: 'Ibadan North-West',
    'Ring Road': 'Ibadan South-West',
    Challenge: 'Ibadan South-West',
    Mokola: 'Ibadan North',
    Agodi: 'Ibadan North-East',
    Oluyole: 'Oluyole',
  },
};

/** A local government of another city, for each seeded city. */
const ELSEWHERE: Record<string, string[]> = {
  Lagos: ['Kubwa', 'Bwari', 'Ibadan North'],
  Abuja: ['Eti-Osa', 'Lekki Phase 1', 'Obio-Akpor'],
  'Port Harcourt': ['Ibadan North', 'Surulere, Lagos', 'Garki'],
  Ibadan: ['Obio-Akpor', 'Lagos Mainland', 'Kubwa'],
};

let w: TestWorld;
beforeAll(async () => {
  w = await createTestWorld(1);
});

const delivers = (store: UserRecord, place: string): boolean => {
  try {
    assertDelivers(w.ctx, store, place);
    return true;
  } catch (error) {
    if (error instanceof DomainError && error.status === 400) return false;
    throw error;
  }
};

/** The stores the search from `place` lists (one page of 50: the seeded world has fewer). */
const searched = (place: string) => {
  const first = searchStores(w.ctx, { searchedLocation: place, page: '1', pageSize: '50' });
  return first.stores;
};

/** The one rule, asked three ways: the order check, the search and the location check. */
function expectServed(store: UserRecord, place: string, served: boolean) {
  expect(delivers(store, place), `${store.businessName} delivers to "${place}"`).toBe(served);
  const listed = searched(place).some((s) => s._id === store._id);
  expect(listed, `the search from "${place}" lists ${store.businessName}`).toBe(served);
  if (served) expect(checkLocation(w.ctx, place)).toBe('store exist');
}

describe('the demo store (5 Admiralty Way, Lekki Phase 1) and the places people write', () => {
  const mama = () => w.ctx.db.users.get(w.ids.vendor)!;
  it.each([
    ['Eti-Osa', true],
    ['Eti Osa', true],
    ['eti-osa', true],
    ['Etiosa', true],
    ['Eti-Osa LGA', true],
    ['Eti-Osa L.G.A.', true],
    ['Eti-Osa Local Government Area', true],
    ['Eti-Osa, Lagos State', true],
    ['5 Admiralty Way, Eti-Osa', true],
    ['Lekki Phase 1', true],
    ['Lagos Mainland', true], // Yaba is one of its places
    ['Yaba', true],
    ['Ikeja', false],
    ['Surulere', false],
    ['Ebute Metta', false], // a neighbourhood is matched by its own name
    ['Kubwa', false],
    ['Municipal Area Council', false],
    ['Port Harcourt', false],
  ])('"%s" → served: %s', (place, served) => {
    expectServed(mama(), place, served);
  });

  it('the refusal names the place, as before', () => {
    expect(() => assertDelivers(w.ctx, mama(), 'Kubwa')).toThrow(
      'Mama Bukka Kitchen does not deliver to Kubwa. Choose an address in its delivery area.',
    );
  });
});

describe.each(cities.map((c) => [c.city, c] as const))('%s', (city, c) => {
  const storesOf = () =>
    activeStores(w.ctx).filter((s) => s.physicalAddress.includes(`, ${c.city}, `));

  it.each(Object.entries(LGA_OF[city]!))(
    'a store delivering to %s serves its local government, %s',
    (district, lga) => {
      const store = storesOf().find((s) => s.placesCanDeliverTo.includes(district));
      expect(store, `a seeded store of ${city} delivers to ${district}`).toBeDefined();
      expectServed(store!, lga, true);
      expectServed(store!, district, true);
      expectServed(store!, `12 ${c.streets[district]?.[0] ?? 'Main Street'}, ${lga}`, true);
    },
  );

  it.each(ELSEWHERE[city]!)('a place of another city, %s, is refused', (place) => {
    for (const store of storesOf()) expectServed(store, place, false);
  });
});

describe('a search from a local government', () => {
  it('lists the stores that serve it, nearest its centre first', () => {
    const stores = searched('Eti-Osa');
    expect(stores.length).toBeGreaterThan(3);
    const km = stores.map((s) => s.km ?? Number.POSITIVE_INFINITY);
    expect(km).toEqual([...km].sort((a, b) => a - b));
    expect(stores.every((s) => s.physicalAddress?.includes('Lagos'))).toBe(true);
  });

  it('a name is read in the state the text names (Egbeda: an LGA of Oyo, a suburb of Lagos)', () => {
    expect([...lgasNamed('Egbeda')]).toEqual(['oyo|egbeda']);
    expect([...lgasNamed('Egbeda, Oyo State')]).toEqual(['oyo|egbeda']);
    // Lagos's Egbeda is a neighbourhood: named before its LGA, it is the place meant (matched by
    // its own name, as an order's address would be), never Oyo's Egbeda LGA.
    expect([...lgasNamed('Egbeda, Alimosho, Lagos, Nigeria')]).toEqual([]);
    expect([...lgasNamed('Alimosho, Lagos, Nigeria')]).toEqual(['lagos|alimosho']);
    expect([...lgasNamed('Surulere, Lagos State')]).toEqual(['lagos|surulere']);
    expect([...lgasNamed('Bode Thomas, Surulere, Lagos, Nigeria')]).toEqual([]);
    expect([...lgasNamed('12 Bode Thomas Street, Surulere, Lagos')]).toEqual(['lagos|surulere']);
    expect([...lgasNamed('Lekki Phase 1')]).toEqual([]);
  });
});

describe('--profile hosted keeps the hosted text rule', () => {
  it('an LGA no address or delivery place spells out finds nothing, and orders go anywhere', async () => {
    const hosted = await createTestWorld(1, { profile: 'hosted' });
    expect(checkLocation(hosted.ctx, 'Eti-Osa')).toBe(
      'Sorry, we do not have stores in this location yet',
    );
    expect(checkLocation(hosted.ctx, 'Lekki Phase 1')).toBe('store exist');
    const mama = hosted.ctx.db.users.get(hosted.ids.vendor)!;
    expect(() => assertDelivers(hosted.ctx, mama, 'Kubwa')).not.toThrow();
  });
});
