import { useId } from 'react';
import { TEXT_LIMITS } from '#shared/schemas/field-limits.ts';
import { CloseButton } from '#src/components/close-button.tsx';
import { addressTexts } from '#src/features/address/address-texts.ts';
import { usePlaceSuggestions } from '#src/features/address/use-place-suggestions.ts';
import type { GeoPlace } from '#src/lib/geocoder/geocoder.ts';
import { suggestionLabels } from '#src/lib/text-format.ts';

/** Nominatim's address type of a Nigerian local government area (an admin level 6 boundary). */
const LGA_ADDRESS_TYPE = 'county';

export interface PlaceSearchProps {
  text: string;
  /** True after the user typed (suggestions are only fetched for typed text). */
  typed: boolean;
  onType: (value: string) => void;
  onClear: () => void;
  onChoose: (place: GeoPlace) => void;
}

/** Search box with clear button and the suggestion list (labels keep the last 3 parts, always
 * name the place, and say which is a local government: `suggestionLabels`). */
export function PlaceSearch({ text, typed, onType, onClear, onChoose }: PlaceSearchProps) {
  const id = useId();
  const suggestions = usePlaceSuggestions(text, typed);
  const showList = typed && suggestions.places.length > 0;
  const labels = suggestionLabels(
    suggestions.places.map((place) => ({
      displayName: place.displayName,
      localGovernment: place.addressType === LGA_ADDRESS_TYPE,
    })),
    addressTexts.localGovernment,
  );
  return (
    <div className="place-search">
      <label htmlFor={`${id}-input`} className="place-search__label">
        {addressTexts.searchLabel}
      </label>
      <div className="place-search__row">
        <input
          id={`${id}-input`}
          type="text"
          maxLength={TEXT_LIMITS.search}
          value={text}
          autoComplete="off"
          placeholder={addressTexts.searchPlaceholder}
          aria-controls={showList ? `${id}-list` : undefined}
          aria-describedby={`${id}-status`}
          onChange={(event) => onType(event.target.value)}
        />
        {text ? (
          <CloseButton
            className="place-search__clear"
            label={addressTexts.clearSearch}
            onClick={onClear}
          />
        ) : null}
      </div>
      <p id={`${id}-status`} className="place-search__status" aria-live="polite">
        {suggestions.loading ? addressTexts.loadingSuggestions : (suggestions.error ?? '')}
      </p>
      {showList ? (
        <ul id={`${id}-list`} className="place-search__list" aria-label={addressTexts.suggestions}>
          {suggestions.places.map((place, index) => (
            <li key={place.placeId}>
              <button type="button" onClick={() => onChoose(place)}>
                {labels[index]}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
