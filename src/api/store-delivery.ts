import { queryOptions } from '@tanstack/react-query';
import { storeEndpoints } from '../../shared/schemas/stores.ts';
import { apiRequest, type RequestOpts } from './client.ts';
import { anyTrue, neighbourhoodsOf } from './lga-fallback.ts';
import { storeQueries } from './stores.ts';

// Does a store deliver to a place? Asked by the cart before Place order, in a module
// of its own so the home route's store chunk does not carry it.

/** Stores per page while looking for one store among those that deliver to a place. */
const DELIVERY_PAGE_SIZE = 50;
/** Pages looked at before leaving the answer to the server (it checks again at checkout). */
const DELIVERY_MAX_PAGES = 10;

/**
 * Is the store among the stores the search by location answers for `place` (the stores whose
 * address or delivery places contain it: the hosted rule, §3.14)? 'none' when no store at all
 * is. Past `DELIVERY_MAX_PAGES` pages the answer is yes: the order's server check has the last word.
 */
async function storeAmong(
  storeId: string,
  place: string,
  opts: RequestOpts,
): Promise<boolean | 'none'> {
  for (let page = 1; page <= DELIVERY_MAX_PAGES; page++) {
    const { stores, totalPages } = await apiRequest(storeEndpoints.search, {
      // The five keys as the search sends them (stores.ts), and a bigger page.
      query: {
        searchedLocation: place,
        query: '',
        page: String(page),
        popularFilter: '',
        rating: '',
        pageSize: String(DELIVERY_PAGE_SIZE),
      },
      signal: opts.signal,
    });
    if (stores.some((store) => store._id === storeId)) return true;
    if (totalPages === 0) return 'none';
    if (page >= totalPages) return false;
  }
  return true;
}

/**
 * Does the store deliver to `place` (a local government: 'Yaba')? Yes when the search by location
 * lists it. When no store at all is listed and the place is a local government, its neighbourhoods
 * are asked together (the search's own fallback, stores.ts): a store in Lekki Phase 1 delivers
 * to an address in Eti-Osa.
 */
async function storeDeliversTo(
  storeId: string,
  place: string,
  opts: RequestOpts = {},
): Promise<boolean> {
  const among = await storeAmong(storeId, place, opts);
  if (among !== 'none') return among;
  const areas = await neighbourhoodsOf(place);
  return anyTrue(areas.map(async (area) => (await storeAmong(storeId, area, opts)) === true));
}

/** Does the store deliver to the place (cached a minute: the cart and the sheet ask alike)? */
export const deliveryQuery = (storeId: string, place: string) =>
  queryOptions({
    queryKey: [...storeQueries.all(), 'delivers-to', storeId, place.trim().toLowerCase()] as const,
    queryFn: ({ signal }) => storeDeliversTo(storeId, place.trim(), { signal }),
    staleTime: 60_000,
    retry: 1,
  });
