import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { type GeoPlace, MIN_QUERY_LENGTH } from '#src/lib/geocoder/geocoder.ts';
import { geocoderErrorText, isGeocoderError } from '#src/lib/geocoder/geocoder-errors.ts';
import { placeQueries } from '#src/lib/geocoder/place-queries.ts';
import { notifyError } from '#src/lib/toast.ts';
import { useDebouncedValue } from '#src/lib/use-debounced-value.ts';

/** Typing pauses this long before a search is sent. */
const SUGGESTION_DEBOUNCE_MS = 400;
/** 'too many requests' shows for 3 s (spec section 8). */
const TOO_MANY_REQUESTS_MS = 3000;

export interface SuggestionsState {
  places: GeoPlace[];
  loading: boolean;
  error: string | null;
}

/** One entry per place: geocoders list a town and its LGA of the same name (same display name,
 * same spot for the user) as two results; the first, best-ranked, one is kept. */
function distinctPlaces(places: readonly GeoPlace[]): GeoPlace[] {
  const seen = new Set<string>();
  return places.filter((place) => {
    const key = place.displayName.trim().toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Suggestions for what the user typed: nothing under 3 characters, asked for once the text has
 * stayed the same for 400 ms (the query of the text before is cancelled, the answers cached).
 * HTTP 429 → 'too many requests' (3 s); any other failure → 'failed loading suggestions'.
 */
export function usePlaceSuggestions(text: string, enabled: boolean): SuggestionsState {
  const query = useDebouncedValue(text.trim(), SUGGESTION_DEBOUNCE_MS);
  const active = enabled && query.length >= MIN_QUERY_LENGTH && query === text.trim();
  const result = useQuery({
    ...placeQueries.search(query),
    enabled: active,
    placeholderData: keepPreviousData,
    select: distinctPlaces,
  });
  const failure = active && result.isError ? result.error : null;
  useEffect(() => {
    if (!failure) return;
    const rateLimited = isGeocoderError(failure) && failure.kind === 'rate-limited';
    notifyError(geocoderErrorText(failure), rateLimited ? TOO_MANY_REQUESTS_MS : undefined);
  }, [failure]);
  if (!enabled || text.trim().length < MIN_QUERY_LENGTH) {
    return { places: [], loading: false, error: null };
  }
  return {
    places: failure ? [] : (result.data ?? []),
    loading: result.isFetching,
    error: failure ? geocoderErrorText(failure) : null,
  };
}
