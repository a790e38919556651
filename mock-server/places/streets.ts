// A street line as the geocoder reads it: the district of a known road ("12 Admiralty Way" runs
// through Lekki Phase 1: shared/places/streets.ts) or a district the line names itself ("21
// Admiralty Way, Lekki Phase 1", "5 Allen Avenue"). A street line's own words come before its local
// government's: "12 Admiralty Way, Eti-Osa" is in Lekki Phase 1, ~14 km from Eti-Osa's centre.
import { MORE_STREETS, STREETS } from '#shared/places/streets.ts';
import { GAZETTEER, type IndexedPlace, normalizeText } from './gazetteer.ts';

/** The kinds a street line may name or lie in: places inside one local government. */
const DISTRICT_KINDS: ReadonlySet<string> = new Set(['town', 'suburb', 'neighbourhood']);

/** "No. 12", "Plot 5B", "12,", "Block 3 Flat 2": the house's number before the street's name. */
const HOUSE_NUMBER = /^(?:(?:no|plot|block|flat|house)\s*)?\d+[a-z]?\b\s*/;

type Road = { words: string; district: IndexedPlace };

let roads: Road[] | undefined;

/**
 * The gazetteer's district of `name` in `state`, if it has one: else the local government of that
 * name, which people name as a district (Surulere, Mushin: the LGA's own point).
 */
function districtNamed(name: string, state: string): IndexedPlace | undefined {
  const key = normalizeText(name);
  const named = GAZETTEER.filter((place) => place.state === state && place.keys.includes(key));
  return (
    named.find((place) => DISTRICT_KINDS.has(place.kind)) ??
    named.find((place) => place.kind === 'lga')
  );
}

/** Every known road with its district, longest name first (so "Admiralty Way" is not "Way"). */
function knownRoads(): Road[] {
  if (roads) return roads;
  const list: Road[] = [];
  for (const table of [STREETS, MORE_STREETS] as const) {
    for (const [state, districts] of Object.entries(table)) {
      for (const [name, streets] of Object.entries(districts)) {
        const district = districtNamed(name, state);
        if (!district) continue;
        for (const street of streets) list.push({ words: normalizeText(street), district });
      }
    }
  }
  roads = list.sort((a, b) => b.words.length - a.words.length);
  return roads;
}

/** Does the line (normalised) hold `words` as whole words? */
const holds = (line: string, words: string): boolean => ` ${line} `.includes(` ${words} `);

export type StreetHint = {
  /** The state the rest of the address names, if any. */
  state?: string;
  /** The local governments (gazetteer names) the rest of the address names, if any. */
  lgas?: readonly string[];
  /** The districts (gazetteer names) the rest of the address names, if any. */
  districts?: readonly string[];
};

const fits = (place: IndexedPlace, hint: StreetHint): boolean =>
  (hint.state === undefined || place.state === hint.state) &&
  (!hint.lgas?.length || hint.lgas.includes(place.lga));

/**
 * The district a street line lies in: a district it names (after the house number), else the
 * district of a known road it names — in the district, local government and state the rest of the
 * address names, when it names them (Ikwerre Road runs through Rumuola and Rumuokoro: "82 Ikwerre
 * Road, Rumuokoro" is in Rumuokoro). Undefined when the line names neither.
 */
export function streetDistrict(line: string, hint: StreetHint = {}): IndexedPlace | undefined {
  const parts = line
    .split(',')
    .map((part) => normalizeText(part).replace(HOUSE_NUMBER, '').trim())
    .filter(Boolean);
  for (const part of parts) {
    const named = GAZETTEER.find(
      (place) => DISTRICT_KINDS.has(place.kind) && place.keys.includes(part) && fits(place, hint),
    );
    if (named) return named;
  }
  const found = knownRoads().filter((road) => parts.some((part) => holds(part, road.words)));
  return (
    found.find(
      (road) => fits(road.district, hint) && hint.districts?.includes(road.district.name),
    ) ??
    found.find((road) => fits(road.district, hint)) ??
    found.find((road) => fits(road.district, { state: hint.state }))
  )?.district;
}
