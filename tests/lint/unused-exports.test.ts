// `npm run lint` runs knip after Biome: an unused file, export or dependency fails the lint. Checked
// on a scratch project laid out like ours (an entry, a module with one used and one unused export).
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const knip = join(root, 'node_modules/.bin/knip');
let scratch = '';

function project(lib: string) {
  scratch = mkdtempSync(join(tmpdir(), 'bukka-knip-'));
  mkdirSync(join(scratch, 'src'));
  writeFileSync(join(scratch, 'package.json'), '{ "name": "probe", "type": "module" }\n');
  writeFileSync(
    join(scratch, 'knip.json'),
    '{ "entry": ["src/main.ts"], "project": ["src/**"] }\n',
  );
  writeFileSync(join(scratch, 'src/main.ts'), "import { used } from './lib.ts';\nused();\n");
  writeFileSync(join(scratch, 'src/lib.ts'), lib);
}

async function runKnip(): Promise<{ code: number; out: string }> {
  return promisify(execFile)(knip, ['--no-progress'], { cwd: scratch })
    .then((run) => ({ code: 0, out: run.stdout }))
    .catch((error: { code?: number; stdout?: string }) => ({
      code: error.code ?? -1,
      out: error.stdout ?? '',
    }));
}

afterEach(() => rmSync(scratch, { recursive: true, force: true }));

describe('lint: unused exports', () => {
  it('fails on an export nobody imports, naming it', async () => {
    project('export const used = () => 1;\nexport const forgotten = () => 2;\n');
    const { code, out } = await runKnip();
    expect(code).toBe(1);
    expect(out).toMatch(/Unused exports? \(1\)/);
    expect(out).toContain('forgotten');
  }, 60_000);

  it('passes when every export is used', async () => {
    project('export const used = () => 1;\n');
    expect(await runKnip()).toEqual({ code: 0, out: '' });
  }, 60_000);
});

it('npm run lint runs knip after Biome', () => {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  expect(pkg.scripts.lint).toBe('biome check . && knip');
});
