// Places as people name them (the safe profile): a neighbourhood ("Lekki Phase 1"), a street with
// its local government ("12 Admiralty Way, Eti-Osa"), a local government alone in any common
// spelling ("Eti Osa", "Eti-Osa LGA", "Lagos Mainland Local Government", "Municipal Area
// Council") or a geocoder's label ("Yaba, Lagos Mainland, Lagos, Nigeria"). A local government
// stands for the neighbourhoods in it: a store whose address or delivery places lie in it serves
// it. The store search, the location check and the order's delivery check all read places here.
//
// This is the domain's one door to the offline gazetteer (city-geo.ts and distances.ts geocode
// through it too), so moving the gazetteer below the domain changes only these imports.
import type { PlaceKind } from '#shared/places/place-types.ts';
import { GAZETTEER, type IndexedPlace, normalizeText } from '../places/gazetteer.ts';
import { rankPlaces, searchPlaces } from '../places/geocode.ts';
import { streetDistrict } from '../places/streets.ts';

export { searchPlaces };

/** "Eti-Osa LGA", "Ikeja L.G.A.", "Surulere Local Government (Area)": the words after the name. */
const LGA_WORDS = / (?:l g a|lga|lg|local government(?: area)?|local govt)$/;
/** "Lagos State": the state's word. ("Dolphin Estate" keeps its word: no space before "state".) */
const STATE_WORD = / state$/;

/** A comma part as the gazetteer's keys are written, without the words "LGA" or "State". */
function cleanPart(part: string): string {
  return normalizeText(part).replace(LGA_WORDS, '').replace(STATE_WORD, '').trim();
}

const partsOf = (text: string): string[] => text.split(',').map(cleanPart).filter(Boolean);

let byKey: Map<string, IndexedPlace[]> | undefined;

/** Gazetteer places by each normalised name and alias (built once: the gazetteer never changes). */
function placesNamed(key: string): readonly IndexedPlace[] {
  if (!byKey) {
    byKey = new Map();
    for (const place of GAZETTEER) {
      for (const name of new Set(place.keys)) {
        const list = byKey.get(name);
        if (list) list.push(place);
        else byKey.set(name, [place]);
      }
    }
  }
  return byKey.get(key) ?? [];
}

/** The state a comma part names ("Lagos", "Lagos State", "FCT"), or undefined. */
function stateNamed(part: string): string | undefined {
  return placesNamed(part).find((p) => p.kind === 'state')?.state;
}

/** The state named by the last part that names one (a label ends with its state and country). */
function stateOfParts(parts: readonly string[]): string | undefined {
  for (let i = parts.length - 1; i >= 0; i--) {
    const state = stateNamed(parts[i]!);
    if (state) return state;
  }
  return undefined;
}

const lgaKey = (state: string, lga: string): string =>
  `${normalizeText(state)}|${normalizeText(lga)}`;

const inState = (place: IndexedPlace, state: string | undefined): boolean =>
  state === undefined || place.state === state;

/** The kinds whose LGA a store's place lies in (a city or a state spans many). */
const WITHIN_ONE_LGA = new Set(['lga', 'town', 'suburb', 'neighbourhood']);

const NO_LGAS: ReadonlySet<string> = new Set();
const namedCache = new Map<string, ReadonlySet<string>>();
const NAMED_CACHE_LIMIT = 500;

/**
 * The local governments a place's text names ("state|lga" keys): each comma part that is an LGA's
 * name, in the state the text names when it names one ("Surulere, Lagos" is not Oyo's Surulere).
 * A neighbourhood alone names none, nor does one named before its LGA: it is matched by its own
 * name. Cached per text.
 */
export function lgasNamed(text: string): ReadonlySet<string> {
  const cacheKey = normalizeText(text);
  const hit = namedCache.get(cacheKey);
  if (hit) return hit;
  const parts = partsOf(text);
  const state = stateOfParts(parts);
  const keys = new Set<string>();
  for (const part of parts) {
    const known = placesNamed(part).filter((place) => inState(place, state));
    const lgas = known.filter((place) => place.kind === 'lga');
    // A neighbourhood named before any LGA is the place meant ("Lekki, Eti-Osa, Lagos": Lekki, not
    // all of Eti-Osa): it is matched by its own name, as the order's address will be, so the search
    // never lists a store that the delivery check then refuses for that neighbourhood.
    if (keys.size === 0 && lgas.length === 0 && known.some((p) => WITHIN_ONE_LGA.has(p.kind))) {
      break;
    }
    for (const place of lgas) keys.add(lgaKey(place.state, place.lga));
  }
  const named = keys.size > 0 ? keys : NO_LGAS;
  if (namedCache.size >= NAMED_CACHE_LIMIT) namedCache.clear();
  namedCache.set(cacheKey, named);
  return named;
}

/**
 * The local governments a store's address and delivery places lie in ("state|lga" keys), in the
 * store's state (its address names it, else its `state` field). A delivery place may be a list
 * written as one text (the hosted client's JSON quirk): its commas split it too.
 */
export function lgasOfPlaces(
  address: string,
  places: readonly string[],
  stateField = '',
): ReadonlySet<string> {
  const addressParts = partsOf(address);
  const state = stateOfParts(addressParts) ?? stateNamed(cleanPart(stateField));
  const keys = new Set<string>();
  for (const part of [...addressParts, ...places.flatMap(partsOf)]) {
    for (const place of placesNamed(part)) {
      if (WITHIN_ONE_LGA.has(place.kind) && place.lga && inState(place, state)) {
        keys.add(lgaKey(place.state, place.lga));
      }
    }
  }
  return keys.size > 0 ? keys : NO_LGAS;
}

/** A place the gazetteer found for a text: its point, what kind of place it is and where. */
export type Located = {
  lat: number;
  lon: number;
  name: string;
  kind: PlaceKind;
  state: string;
  /** Its local government ('' for a state). */
  lga: string;
  /** Found by a street line: one spot, even where the road's district is a local government's
   * own point (Bode Thomas Street: Surulere). */
  street?: true;
};

const locatedOf = (place: IndexedPlace): Located => ({
  lat: place.lat,
  lon: place.lon,
  name: place.name,
  kind: place.kind,
  state: place.state,
  lga: place.lga,
});

/** The places of `kinds` (gazetteer names) the comma parts name, in `state` when given. */
function namesIn(
  parts: readonly string[],
  state: string | undefined,
  kinds: ReadonlySet<string>,
): string[] {
  return parts.flatMap((part) =>
    placesNamed(part)
      .filter((place) => kinds.has(place.kind) && inState(place, state))
      .map((place) => place.name),
  );
}

const LGA_KIND: ReadonlySet<string> = new Set(['lga']);
const DISTRICT_KINDS: ReadonlySet<string> = new Set(['town', 'suburb', 'neighbourhood']);

/**
 * The gazetteer's best hit for a place as people write it (without the words "LGA" and "State"),
 * or undefined. A street line first names where it is: its district, or a known road's
 * ("12 Admiralty Way, Eti-Osa" is in Lekki Phase 1, in the state and LGA the rest names when the
 * road runs through several). Else the whole text, then from each later comma part that names a
 * place ("3 Unknown Close, Eti-Osa" is where Eti-Osa is: a local government, which the caller
 * reads as such).
 */
export function locatePlace(text: string): Located | undefined {
  const parts = partsOf(text);
  if (parts.length === 0) return undefined;
  // The street line: the comma parts before the first that names a place ("Flat 3, 12 Admiralty
  // Way, Eti-Osa": its first two).
  const line: string[] = [];
  for (const raw of text.split(',')) {
    const part = cleanPart(raw);
    if (!part) continue;
    if (placesNamed(part).length > 0) break;
    line.push(raw);
  }
  if (line.length > 0) {
    const state = stateOfParts(parts);
    const rest = parts.slice(line.length);
    const district = streetDistrict(line.join(','), {
      state,
      lgas: namesIn(rest, state, LGA_KIND),
      districts: namesIn(rest, state, DISTRICT_KINDS),
    });
    if (district) return { ...locatedOf(district), street: true };
  }
  // A state as the gazetteer's names write it ("FCT": "Federal Capital Territory"), so that it
  // narrows the search as the place's display name has it.
  const named = parts.map((part) => {
    const state = stateNamed(part);
    return state ? normalizeText(state) : part;
  });
  for (let i = 0; i < named.length; i++) {
    // A later part is tried only when it is a place's name: each try scans the gazetteer.
    if (i > 0 && placesNamed(parts[i]!).length === 0) continue;
    const hit = rankPlaces(named.slice(i).join(', '), 1)[0];
    if (hit) return locatedOf(hit);
  }
  return undefined;
}

/**
 * The districts (towns, suburbs, neighbourhoods) of one local government, as the gazetteer has
 * them (`state` and `lga` as a located place gives them).
 */
export function districtsOf(state: string, lga: string): Located[] {
  return GAZETTEER.filter(
    (place) =>
      place.state === state &&
      place.lga === lga &&
      WITHIN_ONE_LGA.has(place.kind) &&
      place.kind !== 'lga',
  ).map(locatedOf);
}
