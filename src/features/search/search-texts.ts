// Texts of the shared search bar and the store search page (spec "Search bar", "Store search").
export const searchTexts = {
  homePlaceholder: 'Search your location here !',
  storePlaceholder: 'search by store name!',
  smallPlaceholder: 'write something here!',
  searchLabel: 'Search',
  searchButton: 'Search',
  clearLocation: 'Clear the chosen location',
  nearMe: 'Near me',
  rating: 'Rating',
  popularFilters: 'Popular filters',
  moreFilters: 'More filters',
  filtersTitle: 'Filters',
  seeMore: 'see more',
  showAllStores: 'Show All Stores',
  resultsTitle: 'Stores',
  loadingStores: 'Loading stores',
  verified: 'Verified store',
} as const;

/** 'Delivery time: X hour' from the store's deliveryRate in minutes (spec section 3): hours with
 * at most one decimal (45 → '0.8'). */
export function deliveryTimeText(minutes: number | undefined): string {
  const hours = minutes !== undefined && Number.isFinite(minutes) ? minutes / 60 : 0;
  const shown = Number.isInteger(hours) ? String(hours) : String(Math.round(hours * 10) / 10);
  return `Delivery time: ${shown} hour`;
}

/** 'Nkm away'. */
export function kmAwayText(km: number | undefined): string {
  return `${km ?? 0}km away`;
}

/** Side panel filters: label shown and the popularFilter value sent ('local food' is sent as
 * 'burger', spec "Store search"). */
export const popularFilters = [
  { label: 'swallow', value: 'swallow' },
  { label: 'water', value: 'water' },
  { label: 'local food', value: 'burger' },
] as const;

export const moreFilters = [
  { label: 'desert', value: 'desert' },
  { label: 'Ice cream', value: 'Ice cream' },
  { label: 'sea food', value: 'sea food' },
] as const;
