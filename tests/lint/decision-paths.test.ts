// Each decision record names where it binds (docs/decisions/README.md): a change to those files
// checks the record first, so a path a record names must exist. Every backticked path is checked:
// one from the repository's root (`mock-server/…`, `src/…`, `vitest.config.ts`) exactly, globs
// allowed; a path a record gives inside a folder it named just before (`world-registry.ts`,
// `panel/browser/*.ts`) as the end of some path in the repository. Not paths: URLs (`/__mock…`),
// packages (`@fastify/cors`), build output (`dist…`), placeholders (`DIR/…`, `NNNN-…`) and the
// files a running mock writes (`world.json`).
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const decisions = join(root, 'docs/decisions');

/** Folders a path from the root starts with. */
const ROOTS = [
  'mock-server',
  'src',
  'tests',
  'scripts',
  'demo',
  'scenarios',
  'lint',
  'docs',
  '.ci',
];
/** Never walked: installed, built or written by runs. */
const SKIPPED = new Set(['node_modules', '.git', 'reports', 'test-results', 'playwright-report']);
/** What a source path ends with (a path inside a named folder is checked only when it does). */
const SOURCE = /\.(?:ts|tsx|mts|mjs|grit)$/;

/** Every file and folder of the repository, as paths from its root (folders end with `/`). */
function repoPaths(dir = root, prefix = ''): string[] {
  const paths: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIPPED.has(entry.name) || entry.name.startsWith('dist')) continue;
    const path = `${prefix}${entry.name}`;
    if (entry.isDirectory())
      paths.push(`${path}/`, ...repoPaths(join(dir, entry.name), `${path}/`));
    else paths.push(path);
  }
  return paths;
}

/** The backticked paths of a record's text (see the top of this file for what is no path). */
function boundPaths(text: string): string[] {
  const paths = new Set<string>();
  for (const [, token] of text.matchAll(/`([^`\s]+)`/g)) {
    const path = token!;
    if (/^[/@<]|^dist|^[A-Z]{3,}|\/\/|[()=:]/.test(path)) continue;
    const rooted = ROOTS.some((r) => path === r || path.startsWith(`${r}/`));
    const folder = path.includes('/') && path.endsWith('/');
    if (rooted || SOURCE.test(path) || folder) paths.add(path);
  }
  return [...paths];
}

const globPattern = (glob: string): string =>
  glob.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*');

/**
 * The paths of `paths` that name nothing in `files`: one from the root must be a path of the
 * repository (a root file, a folder, a glob); any other must end one.
 */
function missingPaths(paths: readonly string[], files: readonly string[]): string[] {
  const rootFiles = new Set(files.filter((f) => !f.includes('/')));
  return paths.filter((path) => {
    const rooted = rootFiles.has(path) || ROOTS.some((r) => path.startsWith(`${r}/`));
    const pattern = globPattern(path.replace(/\/$/, ''));
    const names = new RegExp(`${rooted ? '^' : '(?:^|/)'}${pattern}/?$`);
    return !files.some((f) => names.test(f));
  });
}

const records = readdirSync(decisions).filter((f) => /^\d{4}-.*\.md$/.test(f));
const files = repoPaths();

describe('decision records', () => {
  it('every path a record binds exists', () => {
    const missing = records.flatMap((record) =>
      missingPaths(boundPaths(readFileSync(join(decisions, record), 'utf8')), files).map(
        (path) => `${record}: ${path}`,
      ),
    );
    expect(missing).toEqual([]);
  });

  it('a path that names nothing is found, from the root or inside a folder named before it', () => {
    const text =
      'Where it binds: `mock-server/browser-scripts/` (`browser-scripts.ts`), `panel/panel-script-text.ts`, `mock-server/gone.ts`, `mock-server/control/*-endpoints.ts`, `vitest.config.ts`, `/__mock/panel`, `@fastify/cors`, `DIR/world.json`, `dist-mock/server.mjs`';
    const paths = boundPaths(text);
    expect(paths).toEqual([
      'mock-server/browser-scripts/',
      'browser-scripts.ts',
      'panel/panel-script-text.ts',
      'mock-server/gone.ts',
      'mock-server/control/*-endpoints.ts',
      'vitest.config.ts',
    ]);
    const repo = [
      'vitest.config.ts',
      'mock-server/',
      'mock-server/browser-scripts/',
      'mock-server/browser-scripts/browser-scripts.ts',
      'mock-server/control/world-endpoints.ts',
      'mock-server/panel/panel-page.ts',
    ];
    expect(missingPaths(paths, repo)).toEqual([
      'panel/panel-script-text.ts',
      'mock-server/gone.ts',
    ]);
  });
});
