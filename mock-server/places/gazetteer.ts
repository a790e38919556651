import { LAGOS_PLACES } from '#shared/places/gazetteer-lagos.ts';
import { NORTH_PLACES } from '#shared/places/gazetteer-north.ts';
import { NORTH_CENTRAL_PLACES } from '#shared/places/gazetteer-north-central.ts';
import { SOUTH_EAST_PLACES } from '#shared/places/gazetteer-south-east.ts';
import { SOUTH_SOUTH_PLACES } from '#shared/places/gazetteer-south-south.ts';
import { SOUTH_WEST_PLACES } from '#shared/places/gazetteer-south-west.ts';
import { STATE_PLACES } from '#shared/places/gazetteer-states.ts';
import type { Place } from '#shared/places/place-types.ts';

/** A gazetteer place with its stable id and precomputed search keys. */
export interface IndexedPlace extends Place {
  placeId: number;
  /** Normalised name and aliases. */
  keys: readonly string[];
  /** Normalised display name (for multi-word and "place, state" queries). */
  displayKey: string;
  displayName: string;
}

/** Lower case, accents removed, punctuation to spaces, spaces collapsed. */
export function normalizeText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** FNV-1a 32-bit: a place id that stays the same whatever the order of the data files. */
function stableId(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % 2_000_000_000;
}

/** "Lekki, Eti-Osa, Lagos, Nigeria": name, LGA and state, without repeating a part. */
function displayNameOf(place: Place): string {
  const parts = [place.name];
  for (const part of [place.lga, place.state, 'Nigeria']) {
    if (part && parts[parts.length - 1] !== part) parts.push(part);
  }
  return parts.join(', ');
}

function indexPlace(place: Place): IndexedPlace {
  const displayName = displayNameOf(place);
  return {
    ...place,
    placeId: stableId(`${place.kind}|${place.state}|${place.lga}|${place.name}`),
    keys: [place.name, ...place.aliases].map(normalizeText),
    displayKey: normalizeText(displayName),
    displayName,
  };
}

export const GAZETTEER: readonly IndexedPlace[] = [
  ...STATE_PLACES,
  ...LAGOS_PLACES,
  ...NORTH_CENTRAL_PLACES,
  ...SOUTH_SOUTH_PLACES,
  ...SOUTH_WEST_PLACES,
  ...SOUTH_EAST_PLACES,
  ...NORTH_PLACES,
].map(indexPlace);
