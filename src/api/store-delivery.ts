import { queryOptions } from '@tanstack/react-query';
import { storeEndpoints } from '../../shared/schemas/stores.ts';
import { apiRequest, type RequestOpts } from './client.ts';
import { storeQueries } from './stores.ts';

// Does a store deliver to a place? Asked by the cart before Place order, in a module
// of its own so the home route's store chunk does not carry it.

/** Stores per page while looking for one store among those that deliver to a place. */
const DELIVERY_PAGE_SIZE = 50;
/** Pages looked at before leaving the answer to the server (it checks again at checkout). */
const DELIVERY_MAX_PAGES = 10;

/**
 * Does the store deliver to `place` (a local government: 'Yaba')? The store search by location
 * answers the stores whose address or delivery places contain the place (the hosted rule, §3.14);
 * the store delivers there when it is among them. Past `DELIVERY_MAX_PAGES` pages the answer is
 * yes: the order's server check has the last word.
 */
async function storeDeliversTo(
  storeId: string,
  place: string,
  opts: RequestOpts = {},
): Promise<boolean> {
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
    if (page >= totalPages) return false;
  }
  return true;
}

/** Does the store deliver to the place (cached a minute: the cart and the sheet ask alike)? */
export const deliveryQuery = (storeId: string, place: string) =>
  queryOptions({
    queryKey: [...storeQueries.all(), 'delivers-to', storeId, place.trim().toLowerCase()] as const,
    queryFn: ({ signal }) => storeDeliversTo(storeId, place.trim(), { signal }),
    staleTime: 60_000,
    retry: 1,
  });
