// A local government against the hosted rule (a piece of text in a store's address or delivery
// places): no store writes "Eti-Osa" or "Kosofe", so the client asks with the LGA's neighbourhoods,
// nearest first, a bounded few, together — the store search, the location check and the delivery
// check before Place order alike. On the default profile the LGA's name is understood: one ask.
import { QueryClient } from '@tanstack/react-query';
import { http } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import type { UserRecord } from '#mock/db/records.ts';
import { lgaNeighbourhoods, MAX_NEIGHBOURHOODS } from '#src/lib/geocoder/lga-neighbourhoods.ts';
import { createTestWorld, type TestWorld } from '#tests/support/mock/test-world.ts';
import { installMockApi } from '#tests/support/mock-api.ts';
import { deliveryQuery } from './store-delivery.ts';
import { checkPlace, searchStoresNear } from './stores.ts';

const api = installMockApi();
let hosted: TestWorld;
beforeAll(async () => {
  hosted = await createTestWorld(1, { profile: 'hosted' });
});

const ETI_OSA = 'Eti-Osa, Lagos, Nigeria';
const KOSOFE = 'Kosofe, Lagos, Nigeria';
const NO_STORES = 'Sorry, we do not have stores in this location yet';

/** The `searchedLocation` of each store search sent. */
const placesAsked = () =>
  api.requests
    .map((r) => new URL(r.url))
    .filter((u) => u.pathname === '/api/users/stores')
    .map((u) => u.searchParams.get('searchedLocation'));

const activeStores = (): UserRecord[] => hosted.ctx.db.users.lookup('store', 'yes');
const namesWhere = (test: (store: UserRecord) => boolean) =>
  activeStores()
    .filter(test)
    .map((store) => store.businessName);
const writes = (store: UserRecord, place: string) =>
  [store.physicalAddress, ...store.placesCanDeliverTo].join(' | ').toLowerCase().includes(place);

/** Holds each store search a moment, noting how many were in flight at once, then lets it on. */
function countInFlight() {
  const seen = { now: 0, most: 0 };
  api.use(
    http.get('*/api/users/stores', async () => {
      seen.most = Math.max(seen.most, ++seen.now);
      await new Promise((done) => setTimeout(done, 20));
      seen.now--;
    }),
  );
  return seen;
}

describe('the store search from a local government, against the hosted rule', () => {
  it("Eti-Osa lists Lekki Phase 1's stores: its neighbourhoods asked together, nearest first", async () => {
    api.use(...hosted.handlers);
    const inFlight = countInFlight();
    const found = await searchStoresNear({ searchedLocation: ETI_OSA, page: 1 });
    const names = found.stores.map((s) => s.businessName);
    const lekkiPhase1 = namesWhere((s) => s.physicalAddress.includes('Lekki Phase 1'));
    expect(lekkiPhase1).toHaveLength(5);
    expect(names).toEqual(expect.arrayContaining(lekkiPhase1));
    expect(new Set(names).size).toBe(names.length);
    const areas = lgaNeighbourhoods(ETI_OSA);
    expect(placesAsked()).toEqual([ETI_OSA, 'Eti-Osa', ...areas]);
    expect(areas.length).toBeLessThanOrEqual(MAX_NEIGHBOURHOODS);
    expect(inFlight.most).toBe(areas.length);
    // In the neighbourhoods' order: every store found by the first one with stores comes first.
    const first = areas.find((area) => activeStores().some((s) => writes(s, area.toLowerCase())));
    const firstNames = namesWhere((s) => writes(s, first!.toLowerCase()));
    expect(names.slice(0, firstNames.length).sort()).toEqual([...firstNames].sort());
    // A distance from each neighbourhood is not one from Eti-Osa.
    expect(found.measuredKm).toBeUndefined();
  });

  it("Kosofe lists the stores of its neighbourhoods (Gbagada's, Maryland's), and only those", async () => {
    api.use(...hosted.handlers);
    const found = await searchStoresNear({ searchedLocation: KOSOFE, page: 1 });
    const areas = lgaNeighbourhoods(KOSOFE).map((area) => area.toLowerCase());
    const expected = namesWhere((s) => areas.some((area) => writes(s, area)));
    expect(expected).toContain('Suya Central Spot Gbagada');
    expect(found.stores.map((s) => s.businessName).sort()).toEqual([...expected].sort());
    expect(await checkPlace(KOSOFE)).toBe('store exist');
  });

  it('the location check says a store serves Eti-Osa; the sorry text only where no neighbourhood has one', async () => {
    api.use(...hosted.handlers);
    expect(await checkPlace(ETI_OSA)).toBe('store exist');
    // Epe's neighbourhoods (Ejinrin) have no store of this world.
    const epe = 'Epe, Lagos, Nigeria';
    expect(lgaNeighbourhoods(epe).length).toBeGreaterThan(0);
    expect(await checkPlace(epe)).toBe(NO_STORES);
    const none = await searchStoresNear({ searchedLocation: epe, page: 1 });
    expect(none).toEqual({ stores: [], totalPages: 0 });
  });

  it('with a text typed the hosted search ignores the place: no neighbourhood is asked', async () => {
    api.use(...hosted.handlers);
    await searchStoresNear({ searchedLocation: ETI_OSA, query: 'zzzz-no-such-store', page: 1 });
    expect(placesAsked()).toEqual([ETI_OSA, 'Eti-Osa']);
  });
});

describe('the delivery check before Place order', () => {
  const delivers = (storeId: string, place: string) =>
    new QueryClient().fetchQuery(deliveryQuery(storeId, place));

  it('against the hosted rule: a store in Lekki Phase 1 delivers to an address in Eti-Osa', async () => {
    api.use(...hosted.handlers);
    expect(await delivers(hosted.ids.vendor, 'Eti-Osa')).toBe(true);
    const abuja = activeStores().find((s) => s.physicalAddress.includes('Kubwa'))!;
    expect(await delivers(abuja._id, 'Eti-Osa')).toBe(false);
    expect(await delivers(abuja._id, 'Kosofe')).toBe(false);
  });

  it("on the default profile the LGA's own name is understood: one search, no neighbourhood", async () => {
    expect(await delivers(api.world.ids.vendor, 'Eti-Osa')).toBe(true);
    expect(placesAsked()).toEqual(['Eti-Osa']);
    const found = await searchStoresNear({ searchedLocation: ETI_OSA, page: 1 });
    expect(found.stores.length).toBeGreaterThan(0);
    expect(placesAsked()).toEqual(['Eti-Osa', ETI_OSA]);
  });
});
