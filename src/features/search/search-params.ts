import { TEXT_LIMITS } from '#shared/schemas/field-limits.ts';
import { pageParam } from '#src/lib/page-param.ts';

/** A typed value of the address bar, cut at the search box's limit (the API refuses longer). */
const searchText = (value: string | null): string => (value ?? '').slice(0, TEXT_LIMITS.search);

/** The store search's query parameters (spec route table). */
export interface SearchParams {
  searchedLocation: string;
  query: string;
  page: number;
  popularFilter: string;
  rating: string;
}

export function readSearchParams(search: string): SearchParams {
  const params = new URLSearchParams(search);
  return {
    searchedLocation: searchText(params.get('searchedLocation')),
    query: searchText(params.get('query')),
    page: pageParam(params),
    popularFilter: params.get('popularFilter') ?? '',
    rating: params.get('rating') ?? '',
  };
}

/** `/search?…` with the given parameters changed; empty values and page 1 are left out. */
export function searchHref(current: SearchParams, change: Partial<SearchParams>): string {
  const next = { ...current, ...change };
  const params = new URLSearchParams();
  if (next.searchedLocation) params.set('searchedLocation', next.searchedLocation);
  if (next.query) params.set('query', next.query);
  if (next.popularFilter) params.set('popularFilter', next.popularFilter);
  if (next.rating) params.set('rating', next.rating);
  if (next.page > 1) params.set('page', String(next.page));
  const text = params.toString();
  return text ? `/search?${text}` : '/search';
}
