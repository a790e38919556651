// The offline map's geography (mock-server/services/tiles/map-data/nigeria-map.json, written by
// `npm run map:data` from Natural Earth packages): shapes in world units (web-mercator.ts), each
// ring or line delta-encoded as [x0, y0, dx1, dy1, …]. Loaded on the first tile request.

import type { Box } from '#shared/web-mercator.ts';
import type { Flat } from './clip.ts';

/** One stored shape: its box and its rings (polygon layers) or lines (border layers). */
export type StoredShape = { b: Box; p: number[][] };

export type MapSource = {
  package: string;
  version: string;
  integrity: string;
  licence: string;
  data: string;
};

export type MapDataFile = {
  about: {
    sources: MapSource[];
    region: { west: number; south: number; east: number; north: number };
    build: string;
  };
  /** The box of the detailed layers (world units); outside it only the small-scale world layers exist. */
  region: Box;
  /** Natural Earth 1:10m land inside the region, cut into cells (fill, even-odd). */
  land: StoredShape[];
  /** Natural Earth 1:110m land of the whole world (small zooms and outside the region). */
  landLow: StoredShape[];
  /** 1:10m borders between countries inside the region. */
  countryBorders: StoredShape[];
  /** 1:110m borders between countries. */
  countryBordersLow: StoredShape[];
  /** 1:10m borders between Nigeria's states (and the FCT). */
  stateBorders: StoredShape[];
};

export type Shape = { box: Box; parts: Flat[] };

export type MapData = {
  region: Box;
  land: Shape[];
  landLow: Shape[];
  countryBorders: Shape[];
  countryBordersLow: Shape[];
  stateBorders: Shape[];
  sources: MapSource[];
};

export function deltaEncode(points: Flat): number[] {
  const out: number[] = [];
  let px = 0;
  let py = 0;
  for (let i = 0; i < points.length; i += 2) {
    const x = Math.round(points[i]!);
    const y = Math.round(points[i + 1]!);
    out.push(x - px, y - py);
    px = x;
    py = y;
  }
  return out;
}

export function deltaDecode(encoded: readonly number[]): Flat {
  const out: Flat = new Array(encoded.length);
  let x = 0;
  let y = 0;
  for (let i = 0; i < encoded.length; i += 2) {
    x += encoded[i]!;
    y += encoded[i + 1]!;
    out[i] = x;
    out[i + 1] = y;
  }
  return out;
}

const decodeLayer = (layer: StoredShape[]): Shape[] =>
  layer.map((s) => ({ box: s.b, parts: s.p.map(deltaDecode) }));

function decodeMapData(file: MapDataFile): MapData {
  return {
    region: file.region,
    land: decodeLayer(file.land),
    landLow: decodeLayer(file.landLow),
    countryBorders: decodeLayer(file.countryBorders),
    countryBordersLow: decodeLayer(file.countryBordersLow),
    stateBorders: decodeLayer(file.stateBorders),
    sources: file.about.sources,
  };
}

let loading: Promise<MapData> | undefined;

/** The decoded map data (imported lazily, so the static demo loads it only when a tile is asked). */
export function loadMapData(): Promise<MapData> {
  loading ??= import('./map-data/nigeria-map.json').then((m) =>
    decodeMapData((m.default ?? m) as unknown as MapDataFile),
  );
  return loading;
}
