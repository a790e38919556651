import type { z } from 'zod/mini';
import { fail } from '#mock/domain/plumbing/errors.ts';
import type { RouteResponse } from '#mock/routes/route-types.ts';
import type { geocoderEndpoints } from '#shared/schemas/geocoder.ts';
import {
  DEFAULT_SEARCH_LIMIT,
  MAX_SEARCH_LIMIT,
  reversePlace,
  searchPlaces,
} from '../../places/geocode.ts';
import type { NominatimPlace } from '../../places/nominatim-shape.ts';

type SearchQuery = z.output<typeof geocoderEndpoints.search.query>;
type ReverseQuery = z.output<typeof geocoderEndpoints.reverse.query>;

/** Nominatim's refusals: 400 `{ message }`. */
const bad = (message: string): never => fail(400, message);
const FORMATS = new Set(['json', 'jsonv2']);
const CACHE = { 'cache-control': 'public, max-age=3600' };

function checkFormat(format: string | undefined): void {
  if (format !== undefined && !FORMATS.has(format)) {
    bad(`Unsupported format '${format}': use format=json`);
  }
}

/** `GET /__mock/geo/search?q=&format=json&limit=&countrycodes=` (Nominatim-compatible). */
export function geoSearch(query: SearchQuery): RouteResponse<NominatimPlace[]> {
  const q = (query.q ?? '').trim();
  if (!q) bad('Nothing to search: give the parameter q');
  checkFormat(query.format);
  let limit = DEFAULT_SEARCH_LIMIT;
  if (query.limit !== undefined && query.limit !== '') {
    limit = Number(query.limit);
    if (!Number.isInteger(limit) || limit < 1) bad('limit must be a positive integer');
    limit = Math.min(limit, MAX_SEARCH_LIMIT);
  }
  const countries = (query.countrycodes ?? '')
    .toLowerCase()
    .split(',')
    .map((c) => c.trim());
  if (query.countrycodes && !countries.includes('ng')) {
    return { status: 200, body: [], headers: CACHE };
  }
  return { status: 200, body: searchPlaces(q, limit), headers: CACHE };
}

function coordinate(text: string | undefined, max: number): number | null {
  if (text === undefined || text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) && Math.abs(value) <= max ? value : null;
}

/** `GET /__mock/geo/reverse?lat=&lon=&format=json`: the nearest place, or Nominatim's error. */
export function geoReverse(query: ReverseQuery): RouteResponse<NominatimPlace | { error: string }> {
  const lat = coordinate(query.lat, 90);
  const lon = coordinate(query.lon, 180);
  if (lat === null || lon === null) {
    return bad('lat and lon must be numbers (lat between -90 and 90, lon between -180 and 180)');
  }
  checkFormat(query.format);
  const place = reversePlace(lat, lon);
  return { status: 200, body: place ?? { error: 'Unable to geocode' }, headers: CACHE };
}
