// `npm run shape` (scripts/code-shape.ts) measures the source for closing notes: its pure parts —
// what counts as source, how an import resolves, the circles (Tarjan) and the floors — checked on
// small made-up graphs, and the syntax reading on a scratch file.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  importCircles,
  isMeasuredSource,
  layerOf,
  resolveImport,
  runsBackUp,
} from '../../scripts/shape/import-graph.ts';
import { readSourceFacts } from '../../scripts/shape/source-facts.ts';

const graph = (edges: Record<string, readonly string[]>) =>
  new Map(Object.entries(edges).map(([from, to]) => [from, new Set(to)]));

describe('code shape: import circles', () => {
  it('finds each strongly connected part of more than one file, largest first', () => {
    const circles = importCircles(
      graph({
        a: ['b'],
        b: ['c'],
        c: ['a', 'd'],
        d: ['e'],
        e: ['d'],
        f: ['a'],
        g: ['g'],
      }),
    );
    expect(circles).toEqual([
      ['a', 'b', 'c'],
      ['d', 'e'],
    ]);
  });

  it('a chain or a tree is no circle, and a long chain does not overflow the stack', () => {
    expect(importCircles(graph({ a: ['b', 'c'], b: ['c'], c: [] }))).toEqual([]);
    const chain = Array.from({ length: 20_000 }, (_, i) => [`n${i}`, [`n${i + 1}`]] as const);
    const long = graph(Object.fromEntries([...chain, ['n20000', ['n0']]]));
    expect(importCircles(long)[0]).toHaveLength(20_001);
  });
});

describe('code shape: floors', () => {
  it('places the shared contract lowest, then the client, the mock, the demo, the scenarios, the tooling and the tests', () => {
    expect(
      [
        'shared/money.ts',
        'src/api/client.ts',
        'mock-server/server.ts',
        'demo/start-demo.ts',
        'scenarios/defs/buyer.ts',
        'scripts/bench/bench.ts',
        'demo/vite.demo.config.ts',
        'tests/support/mock/test-world.ts',
        'mock-server/db/table.test.ts',
        'tests/e2e/home.e2e.ts',
        'vitest.config.ts',
        'playwright.config.ts',
      ].map(layerOf),
    ).toEqual([
      'shared',
      'client',
      'mock',
      'demo',
      'scenarios',
      'tooling',
      'tooling',
      'tests',
      'tests',
      'tests',
      'tests',
      'tests',
    ]);
  });

  it('an import into a test runs back up from anything but a test or a test runner', () => {
    const helper = 'tests/support/mock/test-world.ts';
    expect(runsBackUp('scripts/bench/mock.ts', helper)).toBe('tooling → tests');
    expect(runsBackUp('scenarios/runner/mock-launcher.ts', helper)).toBe('scenarios → tests');
    expect(runsBackUp('mock-server/server.ts', 'mock-server/db/table.test.ts')).toBe(
      'mock → tests',
    );
    expect(
      runsBackUp('playwright.config.ts', 'tests/support/e2e/control-token.ts'),
    ).toBeUndefined();
    expect(
      runsBackUp('tests/support/e2e/side-ports.ts', 'mock-server/free-port.ts'),
    ).toBeUndefined();
  });

  it('an import from a lower floor into a higher one runs back up; downward ones do not', () => {
    expect(runsBackUp('src/main.tsx', 'demo/start-demo.ts')).toBe('client → demo');
    expect(runsBackUp('shared/money.ts', 'src/lib/texts.ts')).toBe('shared → client');
    expect(runsBackUp('src/api/client.ts', 'shared/schemas/endpoint.ts')).toBeUndefined();
    expect(runsBackUp('mock-server/db/db.ts', 'scenarios/core/run.ts')).toBe('mock → scenarios');
    expect(runsBackUp('demo/start-demo.ts', 'mock-server/create-mock.ts')).toBeUndefined();
    expect(runsBackUp('scripts/bench/mock.ts', 'src/api/client.ts')).toBeUndefined();
  });

  it('inside the mock, the domain reaching the parts that run worlds runs back up', () => {
    expect(runsBackUp('mock-server/domain/plumbing/context.ts', 'mock-server/worlds/w.ts')).toBe(
      'domain → worlds',
    );
    expect(runsBackUp('mock-server/domain/x.ts', 'mock-server/simulator/s.ts')).toBe(
      'domain → simulator',
    );
    expect(runsBackUp('mock-server/domain/x.ts', 'mock-server/db/table.ts')).toBeUndefined();
    expect(runsBackUp('mock-server/routes/r.ts', 'mock-server/seed/world.ts')).toBeUndefined();
  });
});

describe('code shape: files and imports', () => {
  it('measures tracked source, not tests', () => {
    expect(
      [
        'src/a.ts',
        'src/b.tsx',
        'scripts/c.mjs',
        'src/a.test.ts',
        'src/b.test.tsx',
        'tests/e2e/x.e2e.ts',
        'tests/support/helper.ts',
        'src/vite-env.d.ts',
        'docs/index.md',
      ].filter(isMeasuredSource),
    ).toEqual(['src/a.ts', 'src/b.tsx', 'scripts/c.mjs']);
  });

  it('resolves relative imports and package.json aliases to tracked files', () => {
    const files = new Set(['src/api/client.ts', 'mock-server/db/db.ts', 'src/lib/index.ts']);
    const aliases = { '#src/*': './src/*', '#mock/*': './mock-server/*' };
    const from = 'mock-server/routes/r.ts';
    expect(resolveImport('../db/db.ts', from, files, aliases)).toBe('mock-server/db/db.ts');
    expect(resolveImport('../db/db', from, files, aliases)).toBe('mock-server/db/db.ts');
    expect(resolveImport('#src/api/client.ts', from, files, aliases)).toBe('src/api/client.ts');
    expect(resolveImport('#src/lib', from, files, aliases)).toBe('src/lib/index.ts');
    expect(resolveImport('#mock/db/db.ts?raw', from, files, aliases)).toBe('mock-server/db/db.ts');
    expect(resolveImport('zod', from, files, aliases)).toBeUndefined();
  });

  it('reads value, type-only and dynamic imports and the length of each function', () => {
    const scratch = mkdtempSync(join(tmpdir(), 'bukka-shape-test-'));
    try {
      const file = join(scratch, 'probe.ts');
      const body = Array.from({ length: 101 }, () => '  n += 1;').join('\n');
      writeFileSync(
        file,
        [
          "import type { A } from './a.ts';",
          "import { type B, c } from './b.ts';",
          "import { type D } from './d.ts'; // kept as 'import {} from' under verbatimModuleSyntax",
          "export type { E } from './e.ts';",
          "export const lazy = () => import('./f.ts');",
          'export function long() {',
          '  let n = 0;',
          body,
          '  return n;',
          '}',
          '',
        ].join('\n'),
      );
      const facts = readSourceFacts([file]).get(file)!;
      expect(facts.imports.map((i) => `${i.specifier} ${i.kind}`)).toEqual([
        './a.ts type',
        './b.ts value',
        './d.ts value',
        './e.ts type',
        './f.ts dynamic',
      ]);
      expect(facts.functions).toEqual([
        { name: 'lazy', line: 5, lines: 1 },
        { name: 'long', line: 6, lines: 105 },
      ]);
      expect(facts.lines).toBe(110);
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  });
});
