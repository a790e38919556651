import { useQuery } from '@tanstack/react-query';
import { storeQueries } from '#src/api/stores.ts';

/**
 * The real number of stores: the first page's length times the pages before the last, plus the
 * last page's length (one more call when there are several pages). No random padding.
 */
export function useStoreCount(): number | null {
  const first = useQuery(storeQueries.home());
  const pages = first.data?.totalPages ?? 0;
  const last = useQuery({ ...storeQueries.search({ page: pages }), enabled: pages > 1 });
  if (!first.data) return null;
  if (pages <= 1) return first.data.stores.length;
  if (!last.data) return null;
  return first.data.stores.length * (pages - 1) + last.data.stores.length;
}
