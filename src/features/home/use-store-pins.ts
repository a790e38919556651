import { queryOptions, useQuery } from '@tanstack/react-query';
import { addressArea } from '#shared/address-area.ts';
import { DEFAULT_CENTER } from '#shared/map-config.ts';
import { searchStores, storeQueries } from '#src/api/stores.ts';
import { search } from '#src/lib/geocoder/geocoder.ts';
import { distanceKm, type PlacedStore } from '#src/lib/map-pins.ts';

/** Pages of Lagos stores the home map asks for (12 a page). */
const MAX_PAGES = 3;
/** The location search matches text ("Lagos-Ibadan Expressway"): keep stores in Lagos itself. */
const LAGOS_RADIUS_KM = 60;

/** Lagos stores with a map position: the store search by location, then the geocoder by area. */
async function loadStorePins(signal?: AbortSignal): Promise<PlacedStore[]> {
  const stores = new Map<string, { _id: string; businessName: string; physicalAddress?: string }>();
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const answer = await searchStores({ searchedLocation: 'Lagos', page }, { signal });
    for (const store of answer.stores) stores.set(store._id, store);
    if (page >= answer.totalPages) break;
  }
  const areas = new Map<string, { lat: number; lon: number } | null>();
  const placed: PlacedStore[] = [];
  for (const store of stores.values()) {
    const area = store.physicalAddress ? addressArea(store.physicalAddress) : null;
    if (!area) continue;
    if (!areas.has(area)) {
      const [hit] = await search(area, signal).catch(() => []);
      areas.set(area, hit ? { lat: hit.lat, lon: hit.lon } : null);
    }
    const point = areas.get(area);
    if (point && distanceKm(DEFAULT_CENTER, [point.lat, point.lon]) <= LAGOS_RADIUS_KM)
      placed.push({ id: store._id, name: store.businessName, area, ...point });
  }
  return placed;
}

const storePinsQuery = queryOptions({
  // Under the stores' key: whatever invalidates the stores refreshes the pins too.
  queryKey: [...storeQueries.all(), 'map-pins', 'Lagos'] as const,
  queryFn: ({ signal }) => loadStorePins(signal),
  staleTime: 5 * 60_000,
});

export const useStorePins = () => useQuery(storePinsQuery);
