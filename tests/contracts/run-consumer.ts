import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

// `npm run test:contracts`: regenerates the contracts from the consumer tests (the test files write
// them one after another) into a folder of its own, then fails when the result differs from what
// is in contracts/, so a contract change is reviewed and committed like code. contracts/ is
// rewritten only then (the new files, for `git diff`): a proxy or a verifier reading it meanwhile —
// npm test runs the browsers beside this phase — never finds it half written.

const root = resolve(import.meta.dirname, '../..');
const dir = join(root, 'contracts');
const fresh = mkdtempSync(join(tmpdir(), 'bukka-contracts-'));
process.on('exit', () => rmSync(fresh, { recursive: true, force: true }));

const snapshot = (folder: string): Map<string, string> =>
  new Map(
    readdirSync(folder)
      .filter((name) => name.endsWith('.json'))
      .map((name) => [name, readFileSync(join(folder, name), 'utf8')]),
  );

function git(args: string[]): string | undefined {
  try {
    return execFileSync('git', args, {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch {
    return undefined;
  }
}

const before = snapshot(dir);

const vitest = join(root, 'node_modules/.bin/vitest');
const run = spawnSync(vitest, ['run', '--project', 'contracts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, PACT_DIR: fresh },
});
if (run.status !== 0) {
  console.error(
    '\ncontracts: the consumer tests failed (contracts/ is left as it was; see above).',
  );
  process.exit(run.status ?? 1);
}

const after = snapshot(fresh);
const names = [...new Set([...before.keys(), ...after.keys()])];
const drift = names.filter((name) => before.get(name) !== after.get(name));
for (const name of drift) {
  const text = after.get(name);
  if (text === undefined) rmSync(join(dir, name));
  else writeFileSync(join(dir, name), text);
}

const inGit = git(['rev-parse', '--is-inside-work-tree'])?.trim() === 'true';
if (inGit) {
  const changed = git(['status', '--porcelain', '--', 'contracts'])?.trim() ?? '';
  if (changed !== '') {
    console.error('\ncontracts: the regenerated contract differs from the committed one:');
    console.error(changed);
    console.error(git(['diff', '--stat', '--', 'contracts']) ?? '');
    console.error('Review it (git diff contracts/) and commit it with the change that caused it.');
    process.exit(1);
  }
} else if (drift.length > 0) {
  console.error(
    `\ncontracts: regenerated files differ from the previous ones: ${drift.join(', ')}`,
  );
  process.exit(1);
}
console.log(`contracts: ${[...after.keys()].join(', ')} regenerated, no drift.`);
