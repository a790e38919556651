// The store search and the location check from a chosen place, as the API can match it: the mock
// (safe profile) understands a geocoder's whole label; the hosted API matches a piece of text, so
// the client tries the place's own name, then its local government (`placeTerms`).
import { beforeAll, describe, expect, it } from 'vitest';
import { placeTerms } from '#src/lib/geocoder/place-terms.ts';
import { createTestWorld, type TestWorld } from '#tests/support/mock/test-world.ts';
import { installMockApi } from '#tests/support/mock-api.ts';
import { checkPlace, searchStoresNear } from './stores.ts';

const api = installMockApi();
// The same seed on --profile hosted: its handlers answer instead for the tests that ask it.
let hosted: TestWorld;
beforeAll(async () => {
  hosted = await createTestWorld(1, { profile: 'hosted' });
});

/** The `searchedLocation` (or `query` of the location check) of each store request sent. */
const placesAsked = () =>
  api.requests
    .map((r) => new URL(r.url))
    .filter((u) => u.pathname === '/api/users/stores' || u.pathname === '/api/users/location')
    .map((u) => u.searchParams.get('searchedLocation') ?? u.searchParams.get('query'));

const LEKKI_PHASE_1 = 'Lekki Phase 1, Eti-Osa, Lagos, Nigeria';

describe('placeTerms', () => {
  it('the text as chosen, then the place, then the areas it lies in (not its state or country)', () => {
    expect(placeTerms(LEKKI_PHASE_1)).toEqual([LEKKI_PHASE_1, 'Lekki Phase 1', 'Eti-Osa']);
    expect(placeTerms('Eti-Osa, Lagos, Nigeria')).toEqual(['Eti-Osa, Lagos, Nigeria', 'Eti-Osa']);
    expect(placeTerms('Lagos, Nigeria')).toEqual(['Lagos, Nigeria', 'Lagos']);
    expect(placeTerms(' Yaba ')).toEqual(['Yaba']);
    expect(placeTerms('Allen Avenue, Opebi, Ikeja, Lagos, 100271, Nigeria')).toEqual([
      'Allen Avenue, Opebi, Ikeja, Lagos, 100271, Nigeria',
      'Allen Avenue',
      'Opebi',
      'Ikeja',
    ]);
    expect(placeTerms('   ')).toEqual([]);
  });
});

describe('on the mock (the whole label is understood)', () => {
  it('one request each, with the label as chosen', async () => {
    const found = await searchStoresNear({ searchedLocation: LEKKI_PHASE_1, page: 1 });
    expect(found.stores.length).toBeGreaterThan(0);
    expect(await checkPlace(LEKKI_PHASE_1)).toBe('store exist');
    expect(placesAsked()).toEqual([LEKKI_PHASE_1, LEKKI_PHASE_1]);
  });
});

describe('against the hosted rule (a piece of text in the address or delivery places)', () => {
  it("finds the place's stores by its own name when the whole label finds none", async () => {
    api.use(...hosted.handlers);
    const found = await searchStoresNear({ searchedLocation: LEKKI_PHASE_1, page: 1 });
    expect(found.stores.map((s) => s.businessName)).toContain('Mama Bukka Kitchen');
    expect(placesAsked()).toEqual([LEKKI_PHASE_1, 'Lekki Phase 1']);
    expect(await checkPlace('Yaba, Lagos Mainland, Lagos, Nigeria')).toBe('store exist');
  });

  it('says what the place as chosen got when no piece of it has stores either', async () => {
    api.use(...hosted.handlers);
    expect(await checkPlace('Nowhere Town, Sokoto, Nigeria')).toBe(
      'Sorry, we do not have stores in this location yet',
    );
    expect(placesAsked()).toEqual(['Nowhere Town, Sokoto, Nigeria', 'Nowhere Town']);
    const none = await searchStoresNear({
      searchedLocation: 'Nowhere Town, Sokoto, Nigeria',
      page: 1,
    });
    expect(none).toEqual({ stores: [], totalPages: 0 });
  });
});
