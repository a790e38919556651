// Offline map tiles as SVG (Leaflet shows them in <img>): Natural Earth land, water, country and
// state borders (map-data.ts) and the gazetteer's place names (place-labels.ts).

import { escapeMarkup } from '#shared/markup.ts';
import { type Box, boxesOverlap, isValidTile, TILE_SIZE, tileSpan } from '#shared/web-mercator.ts';
import { clipLine, clipRing, type Flat } from './clip.ts';
import { loadMapData, type MapData, type Shape } from './map-data.ts';
import { labelsAt } from './place-labels.ts';

/** The credit line for these tiles (the client shows the same text, see src/lib/geocoder/map-tiles.ts). */
export const TILE_ATTRIBUTION =
  'Map data <a href="https://www.naturalearthdata.com/">Natural Earth</a> (public domain) · places &copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

export const TILE_COLOURS = {
  sea: '#aad3df',
  land: '#f2efe9',
  country: '#9d7fa8',
  state: '#b7a6c4',
} as const;

/** Zoom from which the 1:10m layers are drawn (below it, the 1:110m world). */
const DETAIL_ZOOM = 5;

const FONT = "'Noto Sans','DejaVu Sans','Liberation Sans',Arial,sans-serif";

type Projector = { box: Box; toPx(points: Flat): string; minStep: number };

function projector(z: number, x: number, y: number): Projector {
  const span = tileSpan(z);
  const scale = TILE_SIZE / span;
  const left = x * span;
  const top = y * span;
  const margin = 4 / scale;
  const box: Box = [left - margin, top - margin, left + span + margin, top + span + margin];
  const minStep = 0.6;
  return {
    box,
    minStep,
    toPx(points) {
      let out = '';
      let lastX = Number.NaN;
      let lastY = Number.NaN;
      const n = points.length;
      for (let i = 0; i < n; i += 2) {
        const px = (points[i]! - left) * scale;
        const py = (points[i + 1]! - top) * scale;
        const last = i === n - 2;
        if (!last && Math.abs(px - lastX) < minStep && Math.abs(py - lastY) < minStep) continue;
        out += `${out === '' ? 'M' : 'L'}${Math.round(px * 10) / 10} ${Math.round(py * 10) / 10}`;
        lastX = px;
        lastY = py;
      }
      return out;
    },
  };
}

function fillPath(shapes: Shape[], p: Projector): string {
  let d = '';
  for (const shape of shapes) {
    if (!boxesOverlap(shape.box, p.box)) continue;
    for (const ring of shape.parts) {
      const piece = clipRing(ring, p.box);
      if (piece.length > 0) d += `${p.toPx(piece)}Z`;
    }
  }
  return d;
}

function linePath(shapes: Shape[], p: Projector): string {
  let d = '';
  for (const shape of shapes) {
    if (!boxesOverlap(shape.box, p.box)) continue;
    for (const line of shape.parts) for (const piece of clipLine(line, p.box)) d += p.toPx(piece);
  }
  return d;
}

function labelsSvg(z: number, x: number, y: number): string {
  const left = x * TILE_SIZE;
  const top = y * TILE_SIZE;
  const tile: Box = [left, top, left + TILE_SIZE, top + TILE_SIZE];
  let out = '';
  for (const label of labelsAt(z)) {
    if (!boxesOverlap(label.box, tile)) continue;
    const s = label.style;
    const lx = Math.round((label.x - left) * 10) / 10;
    const ly = Math.round((label.y - top) * 10) / 10;
    if (s.dotBelow !== undefined) {
      out += `<circle cx="${Math.round((label.px - left) * 10) / 10}" cy="${Math.round((label.py - top) * 10) / 10}" r="3" fill="${s.fill}" stroke="#fff" stroke-width="1.5"/>`;
    }
    const attrs = [
      `x="${lx}"`,
      `y="${ly}"`,
      `font-size="${s.size}"`,
      `font-weight="${s.weight}"`,
      `fill="${s.fill}"`,
      s.italic ? 'font-style="italic"' : '',
      s.upper ? 'letter-spacing="1"' : '',
      `class="${label.kind}"`,
    ].filter(Boolean);
    out += `<text ${attrs.join(' ')}>${escapeMarkup(label.text)}</text>`;
  }
  return out === ''
    ? ''
    : `<g font-family="${FONT}" text-anchor="middle" stroke="#fff" stroke-width="3" stroke-linejoin="round" paint-order="stroke">${out}</g>`;
}

/**
 * The parts of the world outside the detailed region, as four boxes that reach `overlap` into it
 * (so the small-scale and the detailed land meet without a hairline of sea between them).
 */
function outsideRegion([x0, y0, x1, y1]: Box, overlap: number): Box[] {
  const far = Number.MAX_SAFE_INTEGER;
  return [
    [-far, -far, x0 + overlap, far],
    [x1 - overlap, -far, far, far],
    [x0, -far, x1, y0 + overlap],
    [x0, y1 - overlap, x1, far],
  ];
}

const intersect = (a: Box, b: Box): Box | null => {
  const box: Box = [
    Math.max(a[0], b[0]),
    Math.max(a[1], b[1]),
    Math.min(a[2], b[2]),
    Math.min(a[3], b[3]),
  ];
  return box[0] < box[2] && box[1] < box[3] ? box : null;
};

/** The SVG document of one tile (no cache; see `renderTile`). */
export function drawTile(data: MapData, z: number, x: number, y: number): string {
  const p = projector(z, x, y);
  const detailed = z >= DETAIL_ZOOM && boxesOverlap(data.region, p.box);
  const parts: string[] = [`<rect width="256" height="256" fill="${TILE_COLOURS.sea}"/>`];
  // Small-scale land and borders everywhere (below DETAIL_ZOOM) or outside the region.
  const lowAreas = detailed
    ? outsideRegion(data.region, tileSpan(z) / TILE_SIZE)
        .map((box) => intersect(box, p.box))
        .filter((box): box is Box => box !== null)
    : [p.box];
  // One path per area: the areas overlap a little, and even-odd would cut the overlap out.
  let borders = '';
  for (const area of lowAreas) {
    const clipped = { ...p, box: area };
    const land = fillPath(data.landLow, clipped);
    if (land) parts.push(`<path d="${land}" fill="${TILE_COLOURS.land}" fill-rule="evenodd"/>`);
    borders += linePath(data.countryBordersLow, clipped);
  }
  if (detailed) {
    const inside = { ...p, box: intersect(data.region, p.box) ?? p.box };
    const land = fillPath(data.land, inside);
    if (land) parts.push(`<path d="${land}" fill="${TILE_COLOURS.land}" fill-rule="evenodd"/>`);
    const states = linePath(data.stateBorders, inside);
    if (states) {
      parts.push(
        `<path d="${states}" fill="none" stroke="${TILE_COLOURS.state}" stroke-width="${z >= 10 ? 2 : 1.2}" stroke-dasharray="6 3" stroke-linejoin="round" class="state-border"/>`,
      );
    }
    borders += linePath(data.countryBorders, inside);
  }
  if (borders) {
    parts.push(
      `<path d="${borders}" fill="none" stroke="${TILE_COLOURS.country}" stroke-width="${z >= 8 ? 3 : 1.5}" stroke-dasharray="10 4 2 4" stroke-linejoin="round" class="country-border"/>`,
    );
  }
  parts.push(labelsSvg(z, x, y));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">${parts.join('')}</svg>`;
}

const CACHE_LIMIT = 4096;
const cache = new Map<string, string>();

/**
 * One 256×256 slippy-map tile as SVG text, rendered once and then served from memory (least
 * recently used tiles leave first). Throws on tile numbers outside the zoom's range.
 */
export async function renderTile(z: number, x: number, y: number): Promise<string> {
  if (!isValidTile(z, x, y)) throw new RangeError(`no tile ${z}/${x}/${y}`);
  const key = `${z}/${x}/${y}`;
  const hit = cache.get(key);
  if (hit !== undefined) {
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const svg = drawTile(await loadMapData(), z, x, y);
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
  cache.set(key, svg);
  return svg;
}

export function tileCacheSize(): number {
  return cache.size;
}
