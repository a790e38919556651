import { execFileSync, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

// `npm run test:contracts`: regenerates contracts/ from the consumer tests (the folder is cleared
// first; the test files write it one after another), then fails when the
// result differs from what is committed, so a contract change is reviewed and committed like code.

const root = resolve(import.meta.dirname, '../..');
const dir = join(root, 'contracts');

const snapshot = (): Map<string, string> =>
  new Map(
    readdirSync(dir)
      .filter((name) => name.endsWith('.json'))
      .map((name) => [name, readFileSync(join(dir, name), 'utf8')]),
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

const before = snapshot();
for (const name of before.keys()) rmSync(join(dir, name));

const vitest = join(root, 'node_modules/.bin/vitest');
const run = spawnSync(vitest, ['run', '--project', 'contracts'], { cwd: root, stdio: 'inherit' });
if (run.status !== 0) {
  console.error('\ncontracts: the consumer tests failed (contracts/ is incomplete; see above).');
  process.exit(run.status ?? 1);
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
} else {
  const after = snapshot();
  const names = new Set([...before.keys(), ...after.keys()]);
  const drift = [...names].filter((name) => before.get(name) !== after.get(name));
  if (drift.length > 0) {
    console.error(
      `\ncontracts: regenerated files differ from the previous ones: ${drift.join(', ')}`,
    );
    process.exit(1);
  }
}
console.log(`contracts: ${[...snapshot().keys()].join(', ')} regenerated, no drift.`);
