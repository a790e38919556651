// Places as people name them (the safe profile): a neighbourhood ("Lekki Phase 1"), a street with
// its local government ("12 Admiralty Way, Eti-Osa"), a local government alone in any common
// spelling ("Eti Osa", "Eti-Osa LGA", "Lagos Mainland Local Government", "Municipal Area
// Council") or a geocoder's label ("Yaba, Lagos Mainland, Lagos, Nigeria"). A local government
// stands for the neighbourhoods in it: a store whose address or delivery places lie in it serves
// it. The store search, the location check and the order's delivery check all read places here.
//
// This is the domain's one door to the offline gazetteer (city-geo.ts and distances.ts geocode
// through it too), so moving the gazetteer below the domain changes only these imports.
import { GAZETTEER, type IndexedPlace, normalizeText } from '../places/gazetteer.ts';
import { searchPlaces } from '../places/geocode.ts';

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

/**
 * The gazetteer's best hit for a place as people write it (without the words "LGA" and "State"),
 * or undefined: the whole text first, then from each later comma part that names a place
 * ("12 Admiralty Way, Eti-Osa" is where Eti-Osa is).
 */
export function locatePlace(text: string): { lat: number; lon: number } | undefined {
  const parts = partsOf(text);
  for (let i = 0; i < parts.length; i++) {
    // A later part is tried only when it is a place's name: each try scans the gazetteer.
    if (i > 0 && placesNamed(parts[i]!).length === 0) continue;
    const hit = searchPlaces(parts.slice(i).join(', '), 1)[0];
    if (hit) return { lat: Number(hit.lat), lon: Number(hit.lon) };
  }
  return undefined;
}
