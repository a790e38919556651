// The simulator panel's script (mock-server/panel/browser) is bundled into a page and runs in the
// browser: it may take types from the server's modules, but values only from its own folder and
// from the client's browser-safe shared code (src/lib; src/api: the schemas, endpoints and the
// one fetch door), so a server module (and whatever it imports: Node, Fastify, the db) can never
// be bundled into the page. Packages too are taken by type only (none is needed at run time today). Biome's noRestrictedImports
// cannot tell a type-only import from a value one, so the import declarations are read with the
// TypeScript compiler (the same reading as `npm run shape`).
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveImport } from '../../scripts/shape/import-graph.ts';
import { readSourceFacts } from '../../scripts/shape/source-facts.ts';

const root = resolve(import.meta.dirname, '../..');
const folder = 'mock-server/panel/browser';
const browserSafe = [`${folder}/`, 'src/lib/', 'src/api/'];
const aliases = (
  JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    imports: Record<string, string>;
  }
).imports;

/** Anything a file exists for: the resolver only needs to know which paths are files. */
const anyFile = { has: (path: string) => /\.(ts|tsx)$/.test(path) };

/** `file:line specifier` for each value import of `files` (repo paths → absolute) that is not browser-safe. */
function serverValueImports(files: ReadonlyMap<string, string>): string[] {
  const facts = readSourceFacts([...files.values()]);
  return [...files].flatMap(([file, absolute]) =>
    (facts.get(absolute)?.imports ?? [])
      .filter((fact) => fact.kind !== 'type')
      .filter((fact) => {
        const target = resolveImport(fact.specifier, file, anyFile, aliases);
        return !target || !browserSafe.some((prefix) => target.startsWith(prefix));
      })
      .map((fact) => `${file}:${fact.line} ${fact.specifier}`),
  );
}

describe('lint: the panel script takes values only from browser-safe modules', () => {
  it('every value import of panel/browser is its own, src/lib or src/api', () => {
    const files = readdirSync(join(root, folder))
      .filter((name) => name.endsWith('.ts') && !name.includes('.test.'))
      .map((name) => [`${folder}/${name}`, join(root, folder, name)] as const);
    expect(files.length).toBeGreaterThan(5);
    expect(serverValueImports(new Map(files))).toEqual([]);
  });

  it('names a value import of a server module or a package, not an `import type`', () => {
    const scratch = mkdtempSync(join(tmpdir(), 'bukka-panel-imports-'));
    try {
      const probe = join(scratch, 'probe.ts');
      writeFileSync(
        probe,
        [
          "import type { Ctx } from '../../domain/plumbing/context.ts';",
          "import { type Preset } from '../../simulator/presets.ts';",
          "import { formatNaira } from '#src/lib/money.ts';",
          "import { $ } from './panel-io.ts';",
          "import { createDb } from '../../db/db.ts';",
          "import { z } from 'zod';",
          "export const later = () => import('#mock/seed/world.ts');",
          '',
        ].join('\n'),
      );
      // `import { type Preset }` stays as `import {} from …` under verbatimModuleSyntax: it loads
      // the module, so only `import type` is type-only.
      expect(serverValueImports(new Map([[`${folder}/probe.ts`, probe]]))).toEqual([
        `${folder}/probe.ts:2 ../../simulator/presets.ts`,
        `${folder}/probe.ts:5 ../../db/db.ts`,
        `${folder}/probe.ts:6 zod`,
        `${folder}/probe.ts:7 #mock/seed/world.ts`,
      ]);
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  });
});
