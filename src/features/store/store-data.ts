// The store page's first data, asked for at route match beside the page's code (src/app/routes.tsx):
// the dishes and the categories, under the keys the page then reads.
import type { QueryClient } from '@tanstack/react-query';
import { productQueries } from '#src/api/products.ts';
import { readStoreParams, STORE_ID, storePageFilters } from '#src/features/store/store-params.ts';

export function prefetchStore(
  client: QueryClient,
  storeId: string,
  search: string,
): Promise<unknown> {
  if (!STORE_ID.test(storeId)) return Promise.resolve();
  const filters = storePageFilters(readStoreParams(search));
  return Promise.all([
    client.prefetchQuery(productQueries.storePage(storeId, filters)),
    client.prefetchQuery(productQueries.storeCategories(storeId)),
  ]);
}
