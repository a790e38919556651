// Texts of the address dialog and the location flow (spec "Address dialog", "Address flow",
// section 8). Shared texts come from src/lib/texts.ts.
export const addressTexts = {
  title: 'Add a delivery address',
  searchLabel: 'Search for a place',
  searchPlaceholder: 'Type at least 3 letters of a place',
  clearSearch: 'Clear search',
  searchLocation: 'Search Location',
  setAsCurrent: 'Set As Current Location',
  currentLocation: 'Current location',
  clearCurrent: 'Clear current location',
  noCurrent: 'No location chosen yet',
  // A place picked on the map or in the list that no store serves yet: it is not saved.
  picked: 'Place on the map',
  suggestions: 'Suggestions',
  // Said after a suggestion that is a local government area, so it never reads like a place in it.
  localGovernment: 'local government',
  loadingSuggestions: 'Loading suggestions',
  noSuggestions: 'No place found with that name',
  mapLabel: 'Map: drag the marker to a place, or type an address above',
  mapLoading: 'Loading map',
  // The offline map names nothing closer in around a far place: the + stops there and says why.
  noMoreDetail: 'The offline map has no more detail here: this is as close as it goes.',
  dragHint:
    'Drag the marker to your place, or type the address in the search box: both check the same stores.',
  storeExist: 'store exist',
  checking: 'Checking stores near this place',
} as const;
