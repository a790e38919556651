// The simulator panel's script (mock-server/panel/browser) is bundled into a page and runs in the
// browser: it may take types from the server's modules, but values only from its own folder, from
// the contract the client and the mock share (shared/: the schemas, endpoints, money, dates, the
// request pair) and from the few mock modules listed below as browser-safe — whose own value imports are
// checked the same way — so a server module (and whatever it imports: Node, Fastify, the db) can
// never be bundled into the page. Packages too are taken by type only (none is needed at run time
// today). Biome's noRestrictedImports cannot tell a type-only import from a value one, so the
// import declarations are read with the TypeScript compiler (the same reading as `npm run shape`).
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveImport } from '../../scripts/shape/import-graph.ts';
import { readSourceFacts } from '../../scripts/shape/source-facts.ts';

const root = resolve(import.meta.dirname, '../..');
const folder = 'mock-server/panel/browser';
const safeFolders = [`${folder}/`, 'shared/'];
/**
 * Mock modules outside panel/browser written to run in a page too (no Node, no server state). A
 * module added here is checked like the panel's own files.
 */
const browserSafeModules: readonly string[] = [
  // The one control client: fetch and the shared names only (no zod, no server state).
  'mock-server/control/control-client.ts',
];

const aliases = (
  JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    imports: Record<string, string>;
  }
).imports;

/** Anything a file exists for: the resolver only needs to know which paths are files. */
const anyFile = { has: (path: string) => /\.(ts|tsx)$/.test(path) };

/**
 * `file:line specifier` for each value import, from `entries` (repo paths) and the listed
 * browser-safe modules they reach, that is not browser-safe; `at` turns a repo path into a file.
 */
function serverValueImports(
  entries: readonly string[],
  safeModules: readonly string[],
  at: (path: string) => string,
): string[] {
  const problems: string[] = [];
  const seen = new Set(entries);
  let wave = [...entries];
  while (wave.length > 0) {
    const facts = readSourceFacts(wave.map(at));
    const next: string[] = [];
    for (const file of wave) {
      for (const fact of facts.get(at(file))?.imports ?? []) {
        if (fact.kind === 'type') continue;
        const target = resolveImport(fact.specifier, file, anyFile, aliases);
        if (target && safeFolders.some((prefix) => target.startsWith(prefix))) continue;
        if (target && safeModules.includes(target)) {
          if (!seen.has(target)) next.push(target);
          seen.add(target);
          continue;
        }
        problems.push(`${file}:${fact.line} ${fact.specifier}`);
      }
    }
    wave = next;
  }
  return problems;
}

describe('lint: the panel script takes values only from browser-safe modules', () => {
  it('every value import of panel/browser is its own, shared/ or a listed module', () => {
    const files = readdirSync(join(root, folder))
      .filter((name) => name.endsWith('.ts') && !name.includes('.test.'))
      .map((name) => `${folder}/${name}`);
    expect(files.length).toBeGreaterThan(5);
    expect(serverValueImports(files, browserSafeModules, (path) => join(root, path))).toEqual([]);
  });

  it('names a value import of a server module or a package, not an `import type`', () => {
    const scratch = mkdtempSync(join(tmpdir(), 'bukka-panel-imports-'));
    const write = (path: string, lines: string[]) => {
      mkdirSync(dirname(join(scratch, path)), { recursive: true });
      writeFileSync(join(scratch, path), `${lines.join('\n')}\n`);
    };
    try {
      write(`${folder}/probe.ts`, [
        "import type { Ctx } from '../../domain/plumbing/context.ts';",
        "import { type Preset } from '../../simulator/presets.ts';",
        "import { formatNaira } from '#shared/money.ts';",
        "import { $ } from './panel-io.ts';",
        "import { createDb } from '../../db/db.ts';",
        "import { z } from 'zod';",
        "export const later = () => import('#mock/seed/world.ts');",
        "import { controlCall } from '../../control/control-client.ts';",
      ]);
      write('mock-server/control/control-client.ts', [
        "import { WORLD_HEADER } from '#shared/schemas/mock-control.ts';",
        "import { readSnapshot } from '../state/snapshot-document.ts';",
      ]);
      const problems = (safe: string[]) =>
        serverValueImports([`${folder}/probe.ts`], safe, (path) => join(scratch, path));
      // `import { type Preset }` stays as `import {} from …` under verbatimModuleSyntax: it loads
      // the module, so only `import type` is type-only.
      const own = [
        `${folder}/probe.ts:2 ../../simulator/presets.ts`,
        `${folder}/probe.ts:5 ../../db/db.ts`,
        `${folder}/probe.ts:6 zod`,
        `${folder}/probe.ts:7 #mock/seed/world.ts`,
      ];
      expect(problems([])).toEqual([
        ...own,
        `${folder}/probe.ts:8 ../../control/control-client.ts`,
      ]);
      // Listed as browser-safe, the control client is read in turn: its own server import shows.
      expect(problems(['mock-server/control/control-client.ts'])).toEqual([
        ...own,
        'mock-server/control/control-client.ts:2 ../state/snapshot-document.ts',
      ]);
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  });
});
