import { useSnapshot } from 'valtio';
import { searchBarTexts } from '#src/features/search/search-bar-texts.ts';
import { shortLocation } from '#src/lib/text-format.ts';
import { openAddressDialog } from '#src/state/address-dialog.ts';
import { searchingStore } from '#src/state/searching.ts';

/**
 * The searched location, as a button that opens the location picker from every page:
 * 'Set location' until one is chosen. Wide screens show the place whole; small screens (CSS,
 * ≤ 768px) its short form (8 characters or more → first 5 + '..') while screen readers always get
 * the whole text (the button's name: 'Change location: …').
 */
export function LocationDisplay() {
  const { searchedLocation } = useSnapshot(searchingStore);
  return (
    <button
      type="button"
      className="location-display"
      title={searchedLocation || undefined}
      aria-label={
        searchedLocation ? `${searchBarTexts.changeLocation}: ${searchedLocation}` : undefined
      }
      onClick={openAddressDialog}
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path
          d="M12 22s7-6.2 7-12a7 7 0 0 0-14 0c0 5.8 7 12 7 12zm0-9.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z"
          fill="currentColor"
        />
      </svg>
      {searchedLocation ? (
        <>
          <span className="location-display__full">{searchedLocation}</span>
          <span className="location-display__short" aria-hidden="true">
            {shortLocation(searchedLocation)}
          </span>
        </>
      ) : (
        <span className="location-display__label">{searchBarTexts.setLocation}</span>
      )}
    </button>
  );
}
