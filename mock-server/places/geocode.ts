import type { PlaceKind } from '#shared/places/place-types.ts';
import { GAZETTEER, type IndexedPlace, normalizeText } from './gazetteer.ts';
import { KIND_INFO, type NominatimPlace, toNominatim } from './nominatim-shape.ts';

export const DEFAULT_SEARCH_LIMIT = 10;
export const MAX_SEARCH_LIMIT = 50;

function matchScore(place: IndexedPlace, head: string): number {
  let best = 0;
  for (const key of place.keys) {
    if (key === head) return 1000;
    if (key.startsWith(head)) best = Math.max(best, 800);
    else if (key.includes(` ${head}`)) best = Math.max(best, 600);
    else if (head.length >= 3 && key.includes(head)) best = Math.max(best, 400);
  }
  return best;
}

function everyTokenIn(tokens: readonly string[], displayKey: string): boolean {
  const words = displayKey.split(' ');
  return tokens.every((token) => words.some((word) => word.startsWith(token)));
}

/**
 * Search the gazetteer like Nominatim's /search: case- and accent-insensitive; exact names first,
 * then prefixes, word prefixes and substrings; "Lekki, Lagos" narrows by the parts after a comma;
 * "Yaba Lagos" matches when every word starts a word of the display name.
 */
export function searchPlaces(q: string, limit = DEFAULT_SEARCH_LIMIT): NominatimPlace[] {
  return rankPlaces(q, limit).map(toNominatim);
}

/** The gazetteer's places `searchPlaces` answers, best first, as the gazetteer holds them. */
export function rankPlaces(q: string, limit = DEFAULT_SEARCH_LIMIT): IndexedPlace[] {
  const [first = '', ...rest] = q.split(',');
  const head = normalizeText(first);
  const context = rest.map(normalizeText).filter(Boolean);
  const all = normalizeText(q);
  if (!all) return [];
  const tokens = all.split(' ');
  const capped = Math.max(1, Math.min(MAX_SEARCH_LIMIT, Math.trunc(limit) || DEFAULT_SEARCH_LIMIT));

  const scored: { place: IndexedPlace; score: number }[] = [];
  for (const place of GAZETTEER) {
    let score = head ? matchScore(place, head) : 0;
    if (score > 0 && !context.every((part) => place.displayKey.includes(part))) score = 0;
    if (score === 0 && tokens.length > 1 && everyTokenIn(tokens, place.displayKey)) score = 200;
    if (score > 0) scored.push({ place, score: score + KIND_INFO[place.kind].importance * 100 });
  }
  scored.sort(
    (a, b) => b.score - a.score || a.place.displayName.localeCompare(b.place.displayName),
  );
  // A state capital and its LGA of the same name ("Ikeja, Lagos, Nigeria") are one place to a
  // user: the best-ranked one is listed, never the same display name twice.
  const seen = new Set<string>();
  const distinct = scored.filter(
    ({ place }) => !seen.has(place.displayName) && seen.add(place.displayName),
  );
  return distinct.slice(0, capped).map(({ place }) => place);
}

/** Great-circle distance in kilometres. */
function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLon = (lon2 - lon1) * rad;
  const a =
    Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** How far from its point a place still counts as "here", in kilometres. */
const REVERSE_RADIUS_KM: Record<PlaceKind, number> = {
  neighbourhood: 3,
  suburb: 5,
  town: 10,
  lga: 15,
  city: 20,
  state: 300,
};

/** Roughly Nigeria's bounding box: outside it a reverse lookup finds nothing. */
const NIGERIA_BOUNDS = { south: 4.0, north: 14.0, west: 2.6, east: 14.7 };

/**
 * Reverse geocoding: the nearest non-state place within its radius; otherwise, inside Nigeria,
 * the nearest state; otherwise null (Nominatim answers `{ error: 'Unable to geocode' }`).
 */
export function reversePlace(lat: number, lon: number): NominatimPlace | null {
  let best: IndexedPlace | null = null;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const place of GAZETTEER) {
    if (place.kind === 'state') continue;
    const d = distanceKm(lat, lon, place.lat, place.lon);
    if (d <= REVERSE_RADIUS_KM[place.kind] && d < bestDistance) {
      best = place;
      bestDistance = d;
    }
  }
  if (best) return toNominatim(best);
  const b = NIGERIA_BOUNDS;
  if (lat < b.south || lat > b.north || lon < b.west || lon > b.east) return null;
  for (const place of GAZETTEER) {
    if (place.kind !== 'state') continue;
    const d = distanceKm(lat, lon, place.lat, place.lon);
    if (d < bestDistance) {
      best = place;
      bestDistance = d;
    }
  }
  return best && bestDistance <= REVERSE_RADIUS_KM.state ? toNominatim(best) : null;
}
