// Texts of the store search page (spec "Store search"); the shared search bar's are in
// search-bar-texts.ts.
export const searchTexts = {
  nearMe: 'Near me',
  rating: 'Rating',
  popularFilters: 'Popular filters',
  moreFilters: 'More filters',
  filtersTitle: 'Filters',
  category: 'Category',
  seeMore: 'see more',
  showAllStores: 'Show All Stores',
  resultsTitle: 'Stores',
  loadingStores: 'Loading stores',
} as const;

/**
 * Said above the results when the API matched the text on store names only (the hosted API; the
 * mock also looks in dish names and says so): a buyer typing a dish learns how to find it.
 */
export function storeNamesOnly(query: string): string {
  return `Only store names were searched for “${query}”. Looking for a dish?`;
}

/** The link under `storeNamesOnly`: the stores that sell it (the popular filter matches dishes). */
export function storesSelling(query: string): string {
  return `See stores that sell “${query}”`;
}

/** The phone's 'Filters' button: how many are in effect, none said as nothing. */
export function activeFiltersLabel(count: number): string {
  return count > 0 ? `${searchTexts.filtersTitle} (${count} on)` : searchTexts.filtersTitle;
}

/** Side panel filters: label shown and the popularFilter value sent ('local food' is sent as
 * 'burger', spec "Store search"). */
export const popularFilters = [
  { label: 'swallow', value: 'swallow' },
  { label: 'water', value: 'water' },
  { label: 'local food', value: 'burger' },
] as const;

export const moreFilters = [
  // The API's spelling is sent; people read 'dessert' (src/lib/category-labels.ts).
  { label: 'dessert', value: 'desert' },
  { label: 'Ice cream', value: 'Ice cream' },
  { label: 'sea food', value: 'sea food' },
] as const;
