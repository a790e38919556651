// The neighbourhoods of a local government area, for a store search the API cannot answer with the
// LGA's name: the hosted API matches a piece of text in a store's address or delivery places, and
// stores write their neighbourhood ("Lekki Phase 1"), not its LGA ("Eti-Osa"). The places are the
// offline gazetteer's (shared with the mock): real Nigerian places at real (rounded) points. This
// module is loaded only when a search from a place found nothing, so the home route does not carry
// the gazetteer.
import type { Place } from '#shared/places/place-types.ts';
import { OFFLINE_PLACES } from '#src/lib/geocoder/offline-places.ts';
import { distanceKm } from '#src/lib/map-pins.ts';

/** At most this many neighbourhoods are asked for one local government (the requests go together). */
export const MAX_NEIGHBOURHOODS = 8;

/** "Eti-Osa LGA", "Ikeja L.G.A.", "Surulere Local Government (Area)": the words after the name. */
const LGA_WORDS = / (?:l g a|lga|lg|local government(?: area)?|local govt)$/;
/** "Lagos State": the state's word. */
const STATE_WORD = / state$/;
/** The kinds of place that lie inside one local government (a city or a state spans many). */
const INSIDE_ONE_LGA: ReadonlySet<string> = new Set(['town', 'suburb', 'neighbourhood']);

/** Lower case, accents removed, punctuation to spaces (as the mock's gazetteer keys are). */
function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

const cleanPart = (part: string): string =>
  normalize(part).replace(LGA_WORDS, '').replace(STATE_WORD, '').trim();

type Index = {
  /** Every place by its normalised name and aliases. */
  named: Map<string, Place[]>;
  /** The places inside each LGA, by `state|lga`. */
  inside: Map<string, Place[]>;
};

let index: Index | undefined;

const lgaKey = (state: string, lga: string) => `${state}|${normalize(lga)}`;

function push<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

function placeIndex(): Index {
  if (index) return index;
  const named = new Map<string, Place[]>();
  const inside = new Map<string, Place[]>();
  for (const place of OFFLINE_PLACES) {
    for (const key of new Set([place.name, ...place.aliases].map(normalize))) {
      push(named, key, place);
    }
    if (INSIDE_ONE_LGA.has(place.kind) && place.lga) {
      push(inside, lgaKey(place.state, place.lga), place);
    }
  }
  index = { named, inside };
  return index;
}

/** The state named by the last part that names one (a label ends with its state and country). */
function stateOf(parts: readonly string[], named: Index['named']): string | undefined {
  for (let i = parts.length - 1; i >= 0; i--) {
    const state = named.get(parts[i]!)?.find((place) => place.kind === 'state');
    if (state) return state.state;
  }
  return undefined;
}

/**
 * The local governments `text` stands for: the first comma part that is an LGA's name (in any
 * common spelling: "Eti Osa", "Eti-Osa LGA"), in the state the text names when it names one.
 * None when a neighbourhood is named before it ("Lekki, Eti-Osa, Lagos" means Lekki), as the
 * mock's place rule reads it; a street before it ("12 Admiralty Way, Eti-Osa") is passed over.
 */
function lgasNamed(text: string, { named }: Index): Place[] {
  const parts = text.split(',').map(cleanPart).filter(Boolean);
  const state = stateOf(parts, named);
  for (const part of parts) {
    const known = (named.get(part) ?? []).filter((p) => state === undefined || p.state === state);
    const lgas = known.filter((place) => place.kind === 'lga');
    if (lgas.length > 0) return lgas;
    if (known.some((place) => INSIDE_ONE_LGA.has(place.kind))) return [];
  }
  return [];
}

/**
 * The neighbourhoods of the local government `text` names, nearest to its centre first, at most
 * `max` (none when the text names no LGA). Each is a name the store search can match.
 */
export function lgaNeighbourhoods(text: string, max = MAX_NEIGHBOURHOODS): string[] {
  const places = placeIndex();
  const near: { name: string; km: number }[] = [];
  for (const lga of lgasNamed(text, places)) {
    const own = normalize(lga.name);
    for (const place of places.inside.get(lgaKey(lga.state, lga.name)) ?? []) {
      if (normalize(place.name) === own) continue;
      near.push({ name: place.name, km: distanceKm([lga.lat, lga.lon], [place.lat, place.lon]) });
    }
  }
  near.sort((a, b) => a.km - b.km || a.name.localeCompare(b.name));
  return [...new Set(near.map((place) => place.name))].slice(0, max);
}
