// Where the gazetteer's place names go on the map at each zoom: which kinds show from which zoom,
// and a global (per zoom) placement without overlaps, so a name cut by a tile edge is drawn the
// same way by both tiles.
import { GAZETTEER } from '#mock/places/gazetteer.ts';
import { LABEL_ZOOMS } from '#shared/map-labels.ts';
import type { PlaceKind } from '#shared/places/place-types.ts';
import { type Box, boxesOverlap, pixelAt } from '#shared/web-mercator.ts';

type LabelStyle = {
  minZoom: number;
  maxZoom: number;
  size: number;
  weight: number;
  fill: string;
  upper?: boolean;
  italic?: boolean;
  /** A dot at the place with the name above it (cities and towns at small zooms). */
  dotBelow?: number;
};

/** Kinds in the order they claim space (earlier kinds win a collision); their zooms are shared
 * with the client's maps, which stop where a view names too little (#shared/map-labels.ts). */
const LABEL_STYLES: Record<PlaceKind, LabelStyle> = {
  city: { ...LABEL_ZOOMS.city, size: 15, weight: 700, fill: '#1f1f1f', dotBelow: 11 },
  state: { ...LABEL_ZOOMS.state, size: 12, weight: 600, fill: '#6d5a86', upper: true },
  town: { ...LABEL_ZOOMS.town, size: 12, weight: 600, fill: '#333333', dotBelow: 12 },
  lga: { ...LABEL_ZOOMS.lga, size: 13, weight: 600, fill: '#3b3b3b' },
  suburb: { ...LABEL_ZOOMS.suburb, size: 12, weight: 500, fill: '#4a4a4a' },
  neighbourhood: {
    ...LABEL_ZOOMS.neighbourhood,
    size: 11,
    weight: 400,
    fill: '#5c5c5c',
    italic: true,
  },
};

const KIND_ORDER: PlaceKind[] = ['city', 'state', 'town', 'lga', 'suburb', 'neighbourhood'];

const WATER_STYLE: Omit<LabelStyle, 'minZoom' | 'maxZoom'> = {
  size: 13,
  weight: 500,
  fill: '#3f7189',
  italic: true,
};

/**
 * Names of the water the map draws (the gazetteer names places on land only): real names at
 * points inside the water of the Natural Earth coastline, each shown over a range of zooms.
 */
const WATER_NAMES: readonly {
  name: string;
  lat: number;
  lon: number;
  minZoom: number;
  maxZoom: number;
}[] = [
  { name: 'Gulf of Guinea', lat: 2.6, lon: 5.2, minZoom: 4, maxZoom: 7 },
  { name: 'Bight of Benin', lat: 5.6, lon: 3.2, minZoom: 7, maxZoom: 9 },
  { name: 'Atlantic Ocean', lat: 6.385, lon: 3.3, minZoom: 10, maxZoom: 14 },
  { name: 'Lagos Lagoon', lat: 6.545, lon: 3.455, minZoom: 10, maxZoom: 15 },
];

export type PlacedLabel = {
  text: string;
  kind: PlaceKind | 'water';
  /** Anchor in world pixels at the label's zoom (text baseline centre). */
  x: number;
  y: number;
  /** The place's own point in world pixels (for the dot). */
  px: number;
  py: number;
  /** Space the label takes, world pixels at its zoom. */
  box: Box;
  style: LabelStyle;
};

/** A generous estimate of a sans-serif label's width (no font metrics on the server). */
const textWidth = (text: string, size: number, upper = false): number =>
  text.length * size * (upper ? 0.7 : 0.58) + 4;

const placements = new Map<number, PlacedLabel[]>();

/** Every label shown at zoom `z`, without overlaps (computed once per zoom). */
export function labelsAt(z: number): PlacedLabel[] {
  const known = placements.get(z);
  if (known) return known;
  const placed: PlacedLabel[] = [];
  for (const water of WATER_NAMES) {
    if (z < water.minZoom || z > water.maxZoom) continue;
    const { x: px, y: py } = pixelAt(water.lat, water.lon, z);
    const half = textWidth(water.name, WATER_STYLE.size) / 2;
    const style = { ...WATER_STYLE, minZoom: water.minZoom, maxZoom: water.maxZoom };
    const box: Box = [px - half, py - style.size, px + half, py + 5];
    placed.push({ text: water.name, kind: 'water', x: px, y: py + 4, px, py, box, style });
  }
  for (const kind of KIND_ORDER) {
    const style = LABEL_STYLES[kind];
    if (z < style.minZoom || z > style.maxZoom) continue;
    for (const place of GAZETTEER) {
      if (place.kind !== kind) continue;
      const text = style.upper ? place.name.toUpperCase() : place.name;
      const { x: px, y: py } = pixelAt(place.lat, place.lon, z);
      const withDot = style.dotBelow !== undefined && z <= style.dotBelow;
      const y = withDot ? py - 6 : py + style.size * 0.35;
      const half = textWidth(text, style.size, style.upper) / 2;
      const box: Box = [px - half, y - style.size - 1, px + half, y + 4 + (withDot ? 6 : 0)];
      const clash = placed.some(
        (other) =>
          boxesOverlap(other.box, box) ||
          (other.text.toLowerCase() === text.toLowerCase() &&
            Math.hypot(other.px - px, other.py - py) < 150),
      );
      if (clash) continue;
      placed.push({
        text,
        kind,
        x: px,
        y,
        px,
        py,
        box,
        style: withDot ? style : { ...style, dotBelow: undefined },
      });
    }
  }
  placements.set(z, placed);
  return placed;
}
