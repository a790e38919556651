// Types of the offline gazetteer: real Nigerian places with real (rounded) coordinates. The rows
// (shared/places/gazetteer-*.ts) are shared: the mock's geocoder and place rules index them
// (mock-server/places/gazetteer.ts), and the client reads a local government's neighbourhoods from
// them (src/lib/geocoder/lga-neighbourhoods.ts, loaded only when it needs them).

export type PlaceKind = 'state' | 'city' | 'town' | 'lga' | 'suburb' | 'neighbourhood';

/** One gazetteer row inside a state: [name, lat, lon, kind, lga, aliases?]. */
export type PlaceRow = readonly [
  name: string,
  lat: number,
  lon: number,
  kind: PlaceKind,
  lga: string,
  aliases?: readonly string[],
];

export interface Place {
  name: string;
  lat: number;
  lon: number;
  kind: PlaceKind;
  /** Local government area ('' for a state). */
  lga: string;
  /** State name without the word "State" ('Federal Capital Territory' for Abuja's territory). */
  state: string;
  aliases: readonly string[];
}

/** Expand the rows of one state into places. */
export function inState(state: string, rows: readonly PlaceRow[]): Place[] {
  return rows.map(([name, lat, lon, kind, lga, aliases]) => ({
    name,
    lat,
    lon,
    kind,
    lga,
    state,
    aliases: aliases ?? [],
  }));
}
