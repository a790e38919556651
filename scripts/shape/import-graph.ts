// The pure half of `npm run shape` (scripts/code-shape.ts): which files count, how an import
// resolves to a tracked file, the strongly connected parts of the import graph (Tarjan), and the
// layer rule that says when an import runs back up.

/** Test files are not measured: *.test.*, *.e2e.ts and everything under tests/. */
function isTestFile(path: string): boolean {
  return (
    /\.test\.[cm]?[jt]sx?$/.test(path) || path.endsWith('.e2e.ts') || path.startsWith('tests/')
  );
}

/** Tracked TypeScript, TSX and MJS, tests included: what an import may resolve to. */
export function isSource(path: string): boolean {
  return /\.(ts|tsx|mts|mjs)$/.test(path) && !path.endsWith('.d.ts');
}

/** The measured source: the source that is not a test. */
export function isMeasuredSource(path: string): boolean {
  return isSource(path) && !isTestFile(path);
}

const tryEndings = ['', '.ts', '.tsx', '.mts', '.mjs', '/index.ts', '/index.tsx'];

/** `../a/./b` → `a/b` relative to the repository root (POSIX paths). */
function normalise(path: string): string {
  const out: string[] = [];
  for (const part of path.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') out.pop();
    else out.push(part);
  }
  return out.join('/');
}

/**
 * The tracked file an import names, or undefined for a package or an untracked file. Relative
 * specifiers resolve from the importing file's folder; `#name/*` ones through package.json's
 * `imports` (`aliases`: `{ '#src/*': './src/*' }`). A `?raw`-style query is dropped; `.js` may
 * name a `.ts` file.
 */
export function resolveImport(
  specifier: string,
  from: string,
  files: Pick<ReadonlySet<string>, 'has'>,
  aliases: Readonly<Record<string, string>>,
): string | undefined {
  const bare = specifier.replace(/\?.*$/, '');
  let target: string | undefined;
  if (bare.startsWith('.')) {
    target = normalise(`${from.split('/').slice(0, -1).join('/')}/${bare}`);
  } else if (bare.startsWith('#')) {
    for (const [key, value] of Object.entries(aliases)) {
      const star = key.indexOf('*');
      if (star < 0 ? bare === key : bare.startsWith(key.slice(0, star))) {
        target = normalise(star < 0 ? value : value.replace('*', bare.slice(star)));
        break;
      }
    }
  }
  if (target === undefined) return undefined;
  const candidates = [...tryEndings.map((end) => target + end), target.replace(/\.js$/, '.ts')];
  return candidates.find((candidate) => files.has(candidate));
}

/** Strongly connected components with more than one file (Tarjan), each sorted, largest first. */
export function importCircles(graph: ReadonlyMap<string, Iterable<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const circles: string[][] = [];
  let next = 0;
  // Iterative, so a long import chain cannot overflow the call stack.
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work: Array<{ node: string; edges: Iterator<string> }> = [];
    const enter = (node: string) => {
      index.set(node, next);
      low.set(node, next);
      next += 1;
      stack.push(node);
      onStack.add(node);
      work.push({ node, edges: (graph.get(node) ?? [])[Symbol.iterator]() });
    };
    enter(start);
    while (work.length > 0) {
      const top = work[work.length - 1]!;
      const step = top.edges.next();
      if (!step.done) {
        const to = step.value;
        if (!index.has(to)) enter(to);
        else if (onStack.has(to)) low.set(top.node, Math.min(low.get(top.node)!, index.get(to)!));
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(top.node)!));
      if (low.get(top.node) !== index.get(top.node)) continue;
      const part: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        part.push(member);
      } while (member !== top.node);
      if (part.length > 1) circles.push(part.sort());
    }
  }
  return circles.sort((a, b) => b.length - a.length || a[0]!.localeCompare(b[0]!));
}

/**
 * The house's floors, lowest first: the contract both sides own (shared/), the client (src/), the
 * mock (mock-server/), the static demo (demo/), the scenarios, the tooling (scripts/ and every build
 * configuration, `*.config.ts`, wherever it sits: the demo's Vite configuration builds the demo, it
 * is not part of what the demo runs) and, on top, the tests: tests/, every `*.test.*` and `*.e2e.ts`
 * and the two test runners' configurations. Nothing imports a test but a test or its runner.
 */
const layers = ['shared', 'client', 'mock', 'demo', 'scenarios', 'tooling', 'tests'] as const;
type Layer = (typeof layers)[number];

const testRunners = new Set(['vitest.config.ts', 'playwright.config.ts']);

export function layerOf(path: string): Layer {
  if (isTestFile(path) || testRunners.has(path)) return 'tests';
  if (/\.config\.[cm]?ts$/.test(path)) return 'tooling';
  if (path.startsWith('shared/')) return 'shared';
  if (path.startsWith('demo/')) return 'demo';
  if (path.startsWith('src/')) return 'client';
  if (path.startsWith('mock-server/')) return 'mock';
  if (path.startsWith('scenarios/')) return 'scenarios';
  return 'tooling';
}

/** mock-server/domain is the mock's floor: the parts that run worlds sit above it. */
const aboveTheDomain = [
  'simulator',
  'worlds',
  'state',
  'seed',
  'routes',
  'pipeline',
  'adapters',
].map((folder) => `mock-server/${folder}/`);

/** Why an import from `from` to `to` runs back up (a lower floor reaching a higher one), or undefined. */
export function runsBackUp(from: string, to: string): string | undefined {
  const [below, above] = [layers.indexOf(layerOf(from)), layers.indexOf(layerOf(to))];
  if (below < above) return `${layerOf(from)} → ${layerOf(to)}`;
  if (from.startsWith('mock-server/domain/') && !isTestFile(from)) {
    const folder = aboveTheDomain.find((prefix) => to.startsWith(prefix));
    if (folder) return `domain → ${folder.slice('mock-server/'.length, -1)}`;
  }
  return undefined;
}
