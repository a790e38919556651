import { STATE_CODES } from '#shared/places/gazetteer-states.ts';
import type { PlaceKind } from '#shared/places/place-types.ts';
import type { IndexedPlace } from './gazetteer.ts';

/** The subset of a Nominatim `format=json` result that the mock returns. */
export type NominatimPlace = {
  place_id: number;
  licence: string;
  lat: string;
  lon: string;
  class: string;
  type: string;
  addresstype: string;
  name: string;
  display_name: string;
  importance: number;
  place_rank: number;
  boundingbox: [string, string, string, string];
  address: Record<string, string>;
};

const NOMINATIM_LICENCE = 'Data © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright';

interface KindInfo {
  class: string;
  type: string;
  addresstype: string;
  importance: number;
  rank: number;
  /** Half the side of the bounding box, in degrees. */
  halfBox: number;
}

export const KIND_INFO: Record<PlaceKind, KindInfo> = {
  state: {
    class: 'boundary',
    type: 'administrative',
    addresstype: 'state',
    importance: 0.7,
    rank: 8,
    halfBox: 1.2,
  },
  city: {
    class: 'place',
    type: 'city',
    addresstype: 'city',
    importance: 0.75,
    rank: 16,
    halfBox: 0.15,
  },
  town: {
    class: 'place',
    type: 'town',
    addresstype: 'town',
    importance: 0.5,
    rank: 18,
    halfBox: 0.05,
  },
  lga: {
    class: 'boundary',
    type: 'administrative',
    addresstype: 'county',
    importance: 0.45,
    rank: 12,
    halfBox: 0.1,
  },
  suburb: {
    class: 'place',
    type: 'suburb',
    addresstype: 'suburb',
    importance: 0.4,
    rank: 19,
    halfBox: 0.02,
  },
  neighbourhood: {
    class: 'place',
    type: 'neighbourhood',
    addresstype: 'neighbourhood',
    importance: 0.3,
    rank: 20,
    halfBox: 0.008,
  },
};

function fixed(value: number): string {
  return value.toFixed(7);
}

export function toNominatim(place: IndexedPlace): NominatimPlace {
  const info = KIND_INFO[place.kind];
  const address: Record<string, string> = { [info.addresstype]: place.name };
  if (place.lga && place.kind !== 'lga') address.county = place.lga;
  address.state = place.state;
  const code = STATE_CODES.get(place.state);
  if (code) address['ISO3166-2-lvl4'] = code;
  address.country = 'Nigeria';
  address.country_code = 'ng';
  return {
    place_id: place.placeId,
    licence: NOMINATIM_LICENCE,
    lat: fixed(place.lat),
    lon: fixed(place.lon),
    class: info.class,
    type: info.type,
    addresstype: info.addresstype,
    name: place.name,
    display_name: place.displayName,
    importance: info.importance,
    place_rank: info.rank,
    boundingbox: [
      fixed(place.lat - info.halfBox),
      fixed(place.lat + info.halfBox),
      fixed(place.lon - info.halfBox),
      fixed(place.lon + info.halfBox),
    ],
    address,
  };
}
