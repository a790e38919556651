// `npm test`: every suite in order — the same commands docs/commands.md lists — stopping at the first
// that fails (with its exit code), then a table of how long each phase took, so a slow phase is
// seen where it happens (issue 19 #3). `-- --from NAME` starts at a phase (after a fix).
import { spawnSync } from 'node:child_process';

const phases: { name: string; script: string; args?: string[] }[] = [
  { name: 'typecheck', script: 'typecheck' },
  { name: 'lint', script: 'lint' },
  { name: 'unit + component', script: 'test:unit' },
  { name: 'contracts (consumer)', script: 'test:contracts' },
  { name: 'contracts verify (in-process)', script: 'contracts:verify' },
  { name: 'contracts verify (spawned mocks)', script: 'contracts:verify', args: ['--spawn-mock'] },
  { name: 'e2e (build + Playwright)', script: 'test:e2e' },
];

const fromIndex = process.argv.indexOf('--from');
const from = fromIndex >= 0 ? process.argv[fromIndex + 1] : undefined;
const start = from ? phases.findIndex((p) => p.script === from || p.name.startsWith(from)) : 0;
if (start < 0) {
  console.error(`npm test: no phase "${from}" (${phases.map((p) => p.script).join(', ')})`);
  process.exit(2);
}

type Row = { name: string; seconds: number; result: 'passed' | 'FAILED' | 'not run' };
const rows: Row[] = [];
let exitCode = 0;
const began = performance.now();
for (const phase of phases.slice(start)) {
  if (exitCode !== 0) {
    rows.push({ name: phase.name, seconds: 0, result: 'not run' });
    continue;
  }
  const t = performance.now();
  const args = ['run', phase.script, ...(phase.args ? ['--', ...phase.args] : [])];
  const run = spawnSync('npm', args, { stdio: 'inherit' });
  const seconds = (performance.now() - t) / 1000;
  const ok = run.status === 0;
  rows.push({ name: phase.name, seconds, result: ok ? 'passed' : 'FAILED' });
  if (!ok) exitCode = run.status ?? 1;
}

const total = (performance.now() - began) / 1000;
const clock = (s: number) =>
  s >= 60 ? `${Math.floor(s / 60)} m ${Math.round(s % 60)} s` : `${s.toFixed(1)} s`;
const width = Math.max(...rows.map((r) => r.name.length), 5);
console.log(`\nnpm test — phases (Node ${process.version})`);
for (const r of rows) {
  console.log(
    `  ${r.name.padEnd(width)}  ${r.result === 'not run' ? '' : clock(r.seconds).padStart(9)}  ${r.result}`,
  );
}
console.log(
  `  ${'total'.padEnd(width)}  ${clock(total).padStart(9)}  ${exitCode === 0 ? 'passed' : 'FAILED'}`,
);
process.exit(exitCode);
