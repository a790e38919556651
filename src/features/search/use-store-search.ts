import { useInfiniteQuery } from '@tanstack/react-query';
import { storeQueries } from '#src/api/stores.ts';
import type { SearchParams } from '#src/features/search/search-params.ts';
import { texts } from '#src/lib/texts.ts';
import { useFailureToast } from '#src/lib/use-failure-toast.ts';

/** Failure toast life on the store search (spec section 8). */
const SEARCH_FAILURE_TOAST_MS = 3000;

/**
 * Store search pages from `params.page` on; `fetchNextPage` loads the next page until the
 * server's `totalPages`; `measuredKm` when the answers' `km` is the distance from the searched
 * place (the mock's key). A failure shows 'something went wrong, try again later' for 3 s.
 */
export function useStoreSearch(params: SearchParams) {
  const query = useInfiniteQuery(storeQueries.searchPages(params));
  useFailureToast(query, texts.somethingWentWrongTryLater, SEARCH_FAILURE_TOAST_MS);
  const stores = query.data?.pages.flatMap((page) => page.stores) ?? [];
  const seen = new Set<string>();
  const unique = stores.filter((store) => !seen.has(store._id) && seen.add(store._id));
  // Each card's `km` is a distance from the place only where every page says it measured it.
  const pages = query.data?.pages ?? [];
  const measuredKm = pages.length > 0 && pages.every((page) => page.measuredKm === true);
  // From a larger place (a local government): each distance is "about" (the mock's `aboutKm`).
  const aboutKm = measuredKm && pages.some((page) => page.aboutKm === true);
  return { ...query, stores: unique, measuredKm, aboutKm };
}
