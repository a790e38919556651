// Texts of the shared search bar in the header (spec "Search bar"). Apart from the search page's
// (search-texts.ts) and the address dialog's: every page's first render carries these, and only
// these.
export const searchBarTexts = {
  homePlaceholder: 'Search your location here !',
  storePlaceholder: 'search by store name!',
  // Not the spec's: on /riders the box searches riders, and says so.
  ridersPlaceholder: 'search riders by name or area!',
  ridersLabel: 'Search riders by name or area',
  searchLabel: 'Search',
  searchButton: 'Search',
  clearLocation: 'Clear the chosen location',
  // Not the spec's: the header's location button, on every page.
  setLocation: 'Set location',
  changeLocation: 'Change location',
} as const;

/**
 * The searched location chip (spec "Search bar"); with Near me off on /search (`everywhere`) the
 * stores listed are not only that place's, and the chip says so.
 */
export function viewingStoresIn(location: string, everywhere = false): string {
  return everywhere
    ? `Showing stores in every area, not only ${location}`
    : `You are viewing stores in ${location}`;
}
