// The mock's floor plan, written once: `npm run shape` (scripts/code-shape.ts) fails on a folder
// arrow that runs back up these floors or a pair of folders that import each other, and the Biome
// boundary of every floor (biome.json's `mock-server/…` overrides) is generated from the same list
// by `npm run lint:floors`, so the check and the lint cannot disagree (tests/lint/floors.test.ts
// compares them). A folder of the mock that no floor names fails the check too: a new folder is
// placed on purpose, not by default.
import { importCircles } from './import-graph.ts';

type Floor = {
  name: string;
  /** Folders under mock-server/ ('.' is the files at its root); a nested folder wins over its parent. */
  folders: readonly string[];
  /** What the floor holds, for the lint message and the docs. */
  holds: string;
};

/** Lowest first: a folder imports from its own floor and the floors below, never above. */
export const mockFloors: readonly Floor[] = [
  {
    name: 'kernel',
    folders: ['db', 'domain/plumbing', 'media', 'browser-scripts'],
    holds:
      "the store of record, the world's context and its parts (clock, rng, secrets, faults, behaviour profile, outbox, wire formats), generated pictures and the browser-script bundler",
  },
  { name: 'places', folders: ['places'], holds: 'the gazetteer, geocoding and the Lagos roads' },
  { name: 'domain', folders: ['domain'], holds: 'the rules, as functions of ctx and typed input' },
  { name: 'seed', folders: ['seed'], holds: "a world's seeded records" },
  { name: 'simulator', folders: ['simulator'], holds: "the city's motion and its view" },
  { name: 'state', folders: ['state'], holds: 'keeping a world on disk, snapshots' },
  { name: 'world', folders: ['worlds'], holds: 'createWorld and the registry of worlds' },
  {
    name: 'http',
    folders: ['routes', 'pipeline'],
    holds: 'the API routes, runRoute, the request pipeline',
  },
  // Above the http floor, one folder a floor, in the order their imports give: the proxy reads
  // the transports' request parts and the recorder's masks, the control API reports the proxy and
  // the recorder, the panel is drawn from the control API. The services import none of these (they
  // are routes of other sites) and sit lowest; the transports import no other surface.
  {
    name: 'services',
    folders: ['services'],
    holds: 'the emulated third parties: geocoder, map tiles, Paystack',
  },
  {
    name: 'transports',
    folders: ['adapters'],
    holds: 'Fastify and MSW, translated to and from the pipeline; the request guard',
  },
  {
    name: 'recorder',
    folders: ['recording'],
    holds: "a world's exchanges recorded into a scenario, the report page",
  },
  {
    name: 'proxy',
    folders: ['proxy'],
    holds: 'proxy mode: the runner to a backend, its observers',
  },
  {
    name: 'control',
    folders: ['control'],
    holds: 'the control API: its endpoints, its routes, the one typed client',
  },
  { name: 'panel', folders: ['panel'], holds: 'the live city panel and its feed' },
  { name: 'composition', folders: ['.'], holds: 'the route table, startMock, createMock, the CLI' },
];

const byLength = mockFloors
  .flatMap((floor, level) => floor.folders.map((folder) => ({ folder, level })))
  .sort((a, b) => b.folder.length - a.folder.length);

/** The floor folder a mock file sits in ('.' for the root files), or undefined outside the mock. */
export function mockFolderOf(path: string): string | undefined {
  if (!path.startsWith('mock-server/')) return undefined;
  const inner = path.slice('mock-server/'.length);
  if (!inner.includes('/')) return '.';
  return (
    byLength.find(({ folder }) => folder !== '.' && inner.startsWith(`${folder}/`))?.folder ??
    inner.split('/')[0]!
  );
}

/** The level of a floor folder (0 is the lowest), or -1 for a folder no floor names. */
export function levelOf(folder: string): number {
  return byLength.find((entry) => entry.folder === folder)?.level ?? -1;
}

export type FolderShape = {
  /** `from → to` with the number of file imports behind it. */
  arrows: Map<string, number>;
  /** Arrows from a lower floor to a higher one, each with the files behind it. */
  backUp: Array<{ arrow: string; floors: string; files: string[] }>;
  /** Folders that reach each other (strongly connected, more than one folder). */
  circles: string[][];
  /** Pairs of folders that import each other both ways (`a ↔ b`), the shortest circles. */
  mutual: string[];
  /** Mock folders no floor names. */
  homeless: string[];
};

/** The folder-level shape of the mock from its file-level import graph. */
export function folderShape(graph: ReadonlyMap<string, Iterable<string>>): FolderShape {
  const arrows = new Map<string, number>();
  const behind = new Map<string, string[]>();
  const folders = new Map<string, Set<string>>();
  const homeless = new Set<string>();
  for (const [from, targets] of graph) {
    const a = mockFolderOf(from);
    if (a === undefined) continue;
    if (!folders.has(a)) folders.set(a, new Set());
    if (levelOf(a) < 0) homeless.add(a);
    for (const to of targets) {
      const b = mockFolderOf(to);
      if (b === undefined || b === a) continue;
      const arrow = `${a} → ${b}`;
      arrows.set(arrow, (arrows.get(arrow) ?? 0) + 1);
      behind.set(arrow, [...(behind.get(arrow) ?? []), `${from} → ${to}`]);
      folders.get(a)!.add(b);
    }
  }
  const backUp = [...behind]
    .map(([arrow, files]) => {
      const [a, b] = arrow.split(' → ') as [string, string];
      return { arrow, a: levelOf(a), b: levelOf(b), files };
    })
    .filter(({ a, b }) => a >= 0 && b >= 0 && a < b)
    .map(({ arrow, a, b, files }) => ({
      arrow,
      floors: `${mockFloors[a]!.name} → ${mockFloors[b]!.name}`,
      files,
    }))
    .sort((x, y) => x.arrow.localeCompare(y.arrow));
  const mutual = [...arrows.keys()]
    .map((arrow) => arrow.split(' → ') as [string, string])
    .filter(([a, b]) => a < b && arrows.has(`${b} → ${a}`))
    .map(([a, b]) => `${a} ↔ ${b}`)
    .sort();
  return {
    arrows,
    backUp,
    circles: importCircles(folders),
    mutual,
    homeless: [...homeless].sort(),
  };
}

const transport = ['fastify', 'msw'];
const transportPatterns = ['msw/**', 'fastify/**', '@fastify/**'];

/** The relative and aliased spellings of an import into mock-server/<folder>. */
function spellings(folder: string): string[] {
  return [`#mock/${folder}/**`, `../${folder}/**`, `../../${folder}/**`, `../../../${folder}/**`];
}

type Override = {
  includes: string[];
  linter: { rules: { style: { noRestrictedImports: unknown } } };
};

/**
 * One Biome override per floor below the top: its folders may import neither a folder of a higher
 * floor (by alias or by a relative path) nor, below the transports, Fastify or MSW. A nested folder
 * (domain/plumbing) is cut out of its parent's floor, and its `../x.ts` sibling imports (the parent
 * folder's files) are refused when the parent sits higher.
 */
export function biomeFloorOverrides(): Override[] {
  const transports = mockFloors.findIndex((floor) => floor.name === 'transports');
  const nested = mockFloors.flatMap((floor) => floor.folders.filter((f) => f.includes('/')));
  return mockFloors.slice(0, -1).map((floor, level) => {
    const higher = mockFloors.slice(level + 1);
    const names = higher.map((f) => f.name).join(', ');
    const message = `mock-server/{${floor.folders.join(',')}} is the ${floor.name} floor (${floor.holds}): it imports nothing from the floors above it (${names}). The floors are written once in scripts/shape/floors.ts; move the shared piece down, or compose from above.`;
    const group: string[] = [];
    const negated: string[] = [];
    for (const above of higher.flatMap((f) => f.folders)) {
      if (above === '.') group.push('#mock/*');
      else group.push(...spellings(above));
      // A lower folder nested inside a higher one stays importable.
      for (const inner of nested.filter((n) => n.startsWith(`${above}/`) && levelOf(n) <= level))
        negated.push(...spellings(inner).map((s) => `!${s}`));
    }
    for (const folder of floor.folders.filter((f) => f.includes('/'))) {
      const parent = folder.split('/').slice(0, -1).join('/');
      if (levelOf(parent) > level) group.push('../*.ts');
    }
    const includes = floor.folders.flatMap((folder) => [
      `mock-server/${folder}/**`,
      ...nested.filter((n) => n.startsWith(`${folder}/`)).map((n) => `!mock-server/${n}/**`),
    ]);
    const belowTransports = level < transports;
    const patterns = [
      { group: [...group, ...negated], message },
      ...(belowTransports ? [{ group: transportPatterns, message }] : []),
    ];
    return {
      includes: [...includes, '!mock-server/**/*.test.ts'],
      linter: {
        rules: {
          style: {
            noRestrictedImports: {
              level: 'error',
              options: {
                ...(belowTransports
                  ? { paths: Object.fromEntries(transport.map((name) => [name, message])) }
                  : {}),
                patterns,
              },
            },
          },
        },
      },
    };
  });
}

/** Biome's overrides of the mock's floors: the ones whose first include is under mock-server/. */
export const isFloorOverride = (override: { includes?: string[] }) =>
  override.includes?.[0]?.startsWith('mock-server/') ?? false;
