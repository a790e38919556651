import { useSnapshot } from 'valtio';
import { shortLocation } from '#src/lib/text-format.ts';
import { searchingStore } from '#src/state/searching.ts';

/**
 * The searched location. Wide screens show it whole; small screens (CSS, ≤ 768px) show the short
 * form (8 characters or more → first 5 + '..') while screen readers always get the whole text.
 */
export function LocationDisplay() {
  const { searchedLocation } = useSnapshot(searchingStore);
  if (!searchedLocation) return null;
  const short = shortLocation(searchedLocation);
  return (
    <p className="location-display" title={searchedLocation}>
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path
          d="M12 22s7-6.2 7-12a7 7 0 0 0-14 0c0 5.8 7 12 7 12zm0-9.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z"
          fill="currentColor"
        />
      </svg>
      <span className="location-display__full">
        <span className="visually-hidden">Searched location: </span>
        {searchedLocation}
      </span>
      <span className="location-display__short" aria-hidden="true">
        {short}
      </span>
    </p>
  );
}
