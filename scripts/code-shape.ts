// `npm run shape [-- --root DIR]` — the shape of the tracked, non-test source (TypeScript, TSX,
// MJS; tests are *.test.*, *.e2e.ts and tests/**) of this checkout or of DIR (say a
// `git worktree add /tmp/v07 v0.7` of the previous release): the largest files, the functions over
// 100 lines, the import circles (type-only imports included), the imports that run back up a
// floor (an import into a test among them: tests are the top floor, imported only by tests and
// the test runners' configurations, listed), and the mock's folder arrows against its floor plan
// (scripts/shape/floors.ts). It exits 1 when anything breaks the floors — a file or folder circle,
// an import or folder arrow that runs back up, a mock folder no floor names — so `npm test` (its
// phase after the lint) fails on it; `-- --check` prints only those.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { folderShape, mockFloors } from './shape/floors.ts';
import {
  importCircles,
  isMeasuredSource,
  isSource,
  layerOf,
  resolveImport,
  runsBackUp,
} from './shape/import-graph.ts';
import { readSourceFacts } from './shape/source-facts.ts';

const { values } = parseArgs({
  options: { root: { type: 'string' }, check: { type: 'boolean', default: false } },
});
const quiet = values.check;
const root = resolve(values.root ?? join(import.meta.dirname, '..'));
const longFunction = 100;

const tracked = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).split('\n');
const files = tracked.filter(isMeasuredSource).sort();
/** What an import may name: the tests too, so that an import into one is seen. */
const importable = new Set(tracked.filter(isSource));
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  imports?: Record<string, string>;
};
const aliases = pkg.imports ?? {};
const facts = readSourceFacts(files.map((file) => join(root, file)));
const of = (file: string) => facts.get(join(root, file));

const say = (text: string) => {
  if (!quiet) console.log(text);
};
const head = (tag: string, text: string) => say(`\n${tag.padEnd(22)} ${text}`);
const row = (left: string | number, right: string) =>
  say(`  ${String(left).padStart(6)}  ${right}`);

const git = (args: string[]) =>
  execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim() || '(untagged)';
say(`code shape of ${root} at ${git(['describe', '--tags', '--always'])}`);
const total = files.reduce((sum, file) => sum + (of(file)?.lines ?? 0), 0);
say(`${files.length} source files, ${total} lines (tests excluded)`);

// (a) the largest files
const bySize = files.map((file) => ({ file, lines: of(file)?.lines ?? 0 }));
bySize.sort((a, b) => b.lines - a.lines);
head('largest files', 'lines  file');
for (const { file, lines } of bySize.slice(0, 10)) row(lines, file);

// (b) functions over 100 lines
const long = files.flatMap((file) =>
  (of(file)?.functions ?? [])
    .filter((fn) => fn.lines > longFunction)
    .map((fn) => ({ ...fn, file })),
);
long.sort((a, b) => b.lines - a.lines);
head(`functions > ${longFunction} lines`, `${long.length}`);
for (const fn of long) row(fn.lines, `${fn.name}  ${fn.file}:${fn.line}`);

// (c) import circles, type-only imports included
const graph = new Map<string, Set<string>>();
const backUp: string[] = [];
const intoTests: string[] = [];
for (const file of files) {
  const edges = new Set<string>();
  for (const fact of of(file)?.imports ?? []) {
    const target = resolveImport(fact.specifier, file, importable, aliases);
    if (!target) continue;
    edges.add(target);
    const line = `${file}:${fact.line} → ${target} (${fact.kind})`;
    const why = runsBackUp(file, target);
    if (why) backUp.push(`${why}  ${line}`);
    if (layerOf(target) === 'tests') intoTests.push(line);
  }
  graph.set(file, edges);
}
const circles = importCircles(graph);
head('import circles', `${circles.length}`);
for (const circle of circles) {
  const names = circle.slice(0, 3).join(', ');
  row(circle.length, `files: ${names}${circle.length > 3 ? ', …' : ''}`);
}

// (d) imports that run back up, and every import into a test (the runners' only, when none runs back up)
head('imports back up', `${backUp.length}`);
for (const line of backUp.sort()) say(`          ${line}`);
head('imports into tests', `${intoTests.length}`);
for (const line of intoTests.sort()) say(`          ${line}`);

// (e) the mock's folders against its floor plan
const folders = folderShape(graph);
head('mock floors', mockFloors.map((floor) => floor.name).join(' < '));
head('folder arrows', `${folders.arrows.size}`);
head('folder arrows back up', `${folders.backUp.length}`);
for (const { arrow, floors, files: behind } of folders.backUp) {
  say(`          ${arrow}  (${floors})`);
  for (const line of behind) say(`            ${line}`);
}
head('folder circles', `${folders.circles.length}`);
for (const circle of folders.circles) row(circle.length, `folders: ${circle.join(', ')}`);
head('folder pairs both ways', `${folders.mutual.length}`);
for (const pair of folders.mutual) say(`          ${pair}`);
head('folders with no floor', `${folders.homeless.length}`);
for (const folder of folders.homeless) say(`          mock-server/${folder}/`);

const broken = [
  ...circles.map((circle) => `import circle: ${circle.join(', ')}`),
  ...backUp.map((line) => `import back up: ${line}`),
  ...folders.backUp.map(
    ({ arrow, floors, files: behind }) =>
      `folder arrow back up: ${arrow} (${floors}): ${behind.join('; ')}`,
  ),
  ...folders.circles.map((circle) => `folder circle: ${circle.join(' ↔ ')}`),
  ...folders.homeless.map(
    (folder) =>
      `mock-server/${folder}/ is on no floor: name it in scripts/shape/floors.ts (then npm run lint:floors)`,
  ),
];
if (broken.length > 0) {
  console.error(
    `\nnpm run shape: ${broken.length} break${broken.length === 1 ? 's' : ''} the floors`,
  );
  for (const line of broken) console.error(`  ${line}`);
  process.exit(1);
}
if (quiet)
  console.log(
    `npm run shape: the floors hold (${folders.arrows.size} folder arrows of the mock, none back up, no circle)`,
  );
