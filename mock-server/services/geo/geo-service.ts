import { z } from 'zod';
import type { RouteResponse } from '#mock/routes/route-types.ts';
import { DEFAULT_SEARCH_LIMIT, MAX_SEARCH_LIMIT, reversePlace, searchPlaces } from './geocode.ts';

const text = z.string().optional();

/** Nominatim's search parameters the emulation reads (others are ignored, as Nominatim's are). */
export const searchQuery = z.object({ q: text, format: text, limit: text, countrycodes: text });
/** Nominatim's reverse parameters the emulation reads. */
export const reverseQuery = z.object({ lat: text, lon: text, format: text });

const bad = (message: string): RouteResponse => ({ status: 400, body: { message } });
const FORMATS = new Set(['json', 'jsonv2']);
const CACHE = { 'cache-control': 'public, max-age=3600' };

function formatProblem(format: string | undefined): RouteResponse | null {
  return format === undefined || FORMATS.has(format)
    ? null
    : bad(`Unsupported format '${format}': use format=json`);
}

/** `GET /__mock/geo/search?q=&format=json&limit=&countrycodes=` (Nominatim-compatible). */
export function geoSearch(query: z.output<typeof searchQuery>): RouteResponse {
  const q = (query.q ?? '').trim();
  if (!q) return bad('Nothing to search: give the parameter q');
  const formatError = formatProblem(query.format);
  if (formatError) return formatError;
  let limit = DEFAULT_SEARCH_LIMIT;
  if (query.limit !== undefined && query.limit !== '') {
    limit = Number(query.limit);
    if (!Number.isInteger(limit) || limit < 1) return bad('limit must be a positive integer');
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
export function geoReverse(query: z.output<typeof reverseQuery>): RouteResponse {
  const lat = coordinate(query.lat, 90);
  const lon = coordinate(query.lon, 180);
  if (lat === null || lon === null) {
    return bad('lat and lon must be numbers (lat between -90 and 90, lon between -180 and 180)');
  }
  const formatError = formatProblem(query.format);
  if (formatError) return formatError;
  const place = reversePlace(lat, lon);
  return { status: 200, body: place ?? { error: 'Unable to geocode' }, headers: CACHE };
}
