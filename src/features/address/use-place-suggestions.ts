import { useEffect, useState } from 'react';
import {
  defaultGeocoder,
  type Geocoder,
  type GeoPlace,
  MIN_QUERY_LENGTH,
} from '#src/lib/geocoder/geocoder.ts';
import { geocoderErrorText, isGeocoderError } from '#src/lib/geocoder/geocoder-errors.ts';
import { notifyError } from '#src/lib/toast.ts';

/** Typing pauses this long before a search is sent. */
export const SUGGESTION_DEBOUNCE_MS = 400;
/** 'too many requests' shows for 3 s (spec section 8). */
export const TOO_MANY_REQUESTS_MS = 3000;

export interface SuggestionsState {
  places: GeoPlace[];
  loading: boolean;
  error: string | null;
}

const idle: SuggestionsState = { places: [], loading: false, error: null };

/** One entry per place: geocoders list a town and its LGA of the same name (same display name,
 * same spot for the user) as two results; the first, best-ranked, one is kept. */
export function distinctPlaces(places: readonly GeoPlace[]): GeoPlace[] {
  const seen = new Set<string>();
  return places.filter((place) => {
    const key = place.displayName.trim().toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Suggestions for what the user typed: nothing under 3 characters, debounced, the previous
 * request cancelled. HTTP 429 → 'too many requests' (3 s); any other failure → 'failed loading
 * suggestions'.
 */
export function usePlaceSuggestions(
  text: string,
  enabled: boolean,
  geocoder: Geocoder = defaultGeocoder(),
): SuggestionsState {
  const [state, setState] = useState<SuggestionsState>(idle);
  useEffect(() => {
    const query = text.trim();
    if (!enabled || query.length < MIN_QUERY_LENGTH) {
      setState(idle);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      setState((current) => ({ ...current, loading: true }));
      try {
        const places = distinctPlaces(await geocoder.search(query, controller.signal));
        if (!controller.signal.aborted) setState({ places, loading: false, error: null });
      } catch (error) {
        if (controller.signal.aborted) return;
        const message = geocoderErrorText(error);
        const rateLimited = isGeocoderError(error) && error.kind === 'rate-limited';
        notifyError(message, rateLimited ? TOO_MANY_REQUESTS_MS : undefined);
        setState({ places: [], loading: false, error: message });
      }
    }, SUGGESTION_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, enabled, geocoder]);
  return state;
}
