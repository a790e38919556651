import { z } from 'zod/mini';
import { env } from '#src/config/env.ts';
import { geocoderBaseUrl, isPublicNominatim } from './geocoder-config.ts';
import { GeocoderError } from './geocoder-errors.ts';
import { type FetchLike, fetchGeocoderJson } from './geocoder-fetch.ts';
import { createPacer } from './pacer.ts';

/** Address search starts at 3 characters (spec section 9). */
export const MIN_QUERY_LENGTH = 3;
const DEFAULT_LIMIT = 8;
const PUBLIC_INTERVAL_MS = 1000;
const CACHE_SIZE = 200;

export interface GeoPlace {
  placeId: number;
  displayName: string;
  lat: number;
  lon: number;
  type?: string;
  /** Nominatim's `addresstype`: 'county' is a local government area (an LGA) in Nigeria. */
  addressType?: string;
  /** The place's extent, `[south, north, west, east]` (Nominatim's `boundingbox`), when given. */
  box?: [number, number, number, number];
}

const nominatimPlace = z.object({
  place_id: z.coerce.number(),
  display_name: z.string(),
  lat: z.coerce.number(),
  lon: z.coerce.number(),
  type: z.optional(z.string()),
  addresstype: z.optional(z.string()),
  boundingbox: z.optional(
    z.tuple([z.coerce.number(), z.coerce.number(), z.coerce.number(), z.coerce.number()]),
  ),
});

const toPlace = (p: z.output<typeof nominatimPlace>): GeoPlace => ({
  placeId: p.place_id,
  displayName: p.display_name,
  lat: p.lat,
  lon: p.lon,
  ...(p.type ? { type: p.type } : {}),
  ...(p.addresstype ? { addressType: p.addresstype } : {}),
  ...(p.boundingbox?.every(Number.isFinite) ? { box: p.boundingbox } : {}),
});

export interface GeocoderOptions {
  /** Nominatim-compatible base URL, e.g. `https://nominatim.openstreetmap.org` or `/__mock/geo`. */
  baseUrl: string;
  fetch?: FetchLike;
  limit?: number;
  /** Minimum spacing between requests; default 1000 ms for the public server, else 0. */
  minIntervalMs?: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

export interface Geocoder {
  /** Suggestions for a typed address ([] under 3 characters). Throws `GeocoderError`. */
  search(q: string, signal?: AbortSignal): Promise<GeoPlace[]>;
  /** The place at a point, or null where the geocoder finds nothing. Throws `GeocoderError`. */
  reverse(lat: number, lon: number, signal?: AbortSignal): Promise<GeoPlace | null>;
}

export function createGeocoder(options: GeocoderOptions): Geocoder {
  const base = options.baseUrl.replace(/\/+$/, '');
  const fetchImpl = options.fetch;
  const interval = options.minIntervalMs ?? (isPublicNominatim(base) ? PUBLIC_INTERVAL_MS : 0);
  const pacer = createPacer(interval, options.now, options.sleep);
  const cache = new Map<string, unknown>();

  async function get(path: string, params: Record<string, string>, signal?: AbortSignal) {
    const url = `${base}${path}?${new URLSearchParams(params).toString()}`;
    if (cache.has(url)) return cache.get(url);
    await pacer.wait();
    const body = await fetchGeocoderJson(url, fetchImpl, signal);
    if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value as string);
    cache.set(url, body);
    return body;
  }

  return {
    async search(q, signal) {
      const query = q.trim();
      if (query.length < MIN_QUERY_LENGTH) return [];
      const body = await get(
        '/search',
        {
          q: query,
          format: 'json',
          countrycodes: 'ng',
          limit: String(options.limit ?? DEFAULT_LIMIT),
        },
        signal,
      );
      const parsed = z.array(nominatimPlace).safeParse(body);
      if (!parsed.success)
        throw new GeocoderError('failed', 'geocoder answered an unexpected shape');
      return parsed.data.map(toPlace);
    },
    async reverse(lat, lon, signal) {
      const body = await get(
        '/reverse',
        { lat: String(lat), lon: String(lon), format: 'json' },
        signal,
      );
      if (body && typeof body === 'object' && 'error' in body) return null;
      const parsed = nominatimPlace.safeParse(body);
      if (!parsed.success)
        throw new GeocoderError('failed', 'geocoder answered an unexpected shape');
      return toPlace(parsed.data);
    },
  };
}

let shared: Geocoder | undefined;

/** The app's geocoder, configured from Vite's env on first use. */
function defaultGeocoder(): Geocoder {
  shared ??= createGeocoder({ baseUrl: geocoderBaseUrl(env) });
  return shared;
}

/** Suggestions from the app's geocoder. */
export function search(q: string, signal?: AbortSignal): Promise<GeoPlace[]> {
  return defaultGeocoder().search(q, signal);
}

/** Reverse lookup with the app's geocoder. */
export function reverse(lat: number, lon: number, signal?: AbortSignal): Promise<GeoPlace | null> {
  return defaultGeocoder().reverse(lat, lon, signal);
}
