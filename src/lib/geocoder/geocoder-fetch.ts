import { fetchThirdParty } from '#src/api/client.ts';
import { GeocoderError } from './geocoder-errors.ts';

// The geocoder is a third-party service (Nominatim or the mock's emulation), not the marketplace
// API: it goes through the client's one door to `fetch` without credentials
// (`fetchThirdParty`), with its own error rules here.

export type FetchLike = (
  input: string,
  init: { headers?: HeadersInit; signal?: AbortSignal },
) => Promise<Response>;

/** GET a JSON document; 429 → 'rate-limited'; non-OK, non-JSON or unreachable → 'failed'. */
export async function fetchGeocoderJson(
  url: string,
  fetchImpl: FetchLike = fetchThirdParty,
  signal?: AbortSignal,
): Promise<unknown> {
  let response: Response;
  try {
    response = await fetchImpl(url, { headers: { accept: 'application/json' }, signal });
  } catch (error) {
    if (error instanceof Error && error.name === 'AbortError') throw error;
    throw new GeocoderError('failed', `geocoder unreachable: ${String(error)}`);
  }
  if (response.status === 429) {
    throw new GeocoderError('rate-limited', 'geocoder rate limit reached', 429);
  }
  if (!response.ok) {
    throw new GeocoderError('failed', `geocoder answered ${response.status}`, response.status);
  }
  const type = response.headers.get('content-type') ?? '';
  if (!/\bjson\b/i.test(type)) {
    throw new GeocoderError(
      'failed',
      `geocoder answered ${type || 'no content type'}, not JSON`,
      response.status,
    );
  }
  try {
    return await response.json();
  } catch {
    throw new GeocoderError('failed', 'geocoder answered malformed JSON', response.status);
  }
}
