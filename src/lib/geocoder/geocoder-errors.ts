import { texts } from '#src/lib/texts.ts';

/** 'rate-limited': HTTP 429 (show 'too many requests'); 'failed': anything else. */
export type GeocoderErrorKind = 'rate-limited' | 'failed';

export class GeocoderError extends Error {
  override readonly name = 'GeocoderError';
  constructor(
    readonly kind: GeocoderErrorKind,
    message: string,
    readonly status = 0,
  ) {
    super(message);
  }
}

export function isGeocoderError(error: unknown): error is GeocoderError {
  return error instanceof GeocoderError;
}

/** The spec's text for a failed address search (section 8). */
export function geocoderErrorText(error: unknown): string {
  return isGeocoderError(error) && error.kind === 'rate-limited'
    ? texts.tooManyRequests
    : texts.failedLoadingSuggestions;
}
