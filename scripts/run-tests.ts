// `npm test`: every suite in order — the same commands docs/commands.md lists — stopping at the first
// that fails (with its exit code), then a table of how long each phase took, so a slow phase is
// seen where it happens, and under the unit and e2e rows their slowest 10 tests (from
// the JSON reports their runners write into reports/). `-- --from NAME` starts at a phase.
// Typecheck and lint run side by side: tsc and knip each keep one core busy, so on a 2-core machine
// the pair takes about as long as the slower one; their output is printed whole, one after the
// other, once both are done.
import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { type CpuSpent, cpuLine, cpuMark, cpuSince } from './phase-cpu.ts';
import {
  playwrightTimings,
  readTimings,
  slowest,
  type TestTiming,
  timingLines,
  vitestTimings,
} from './test-timings.ts';

const UNIT_REPORT = 'reports/unit-results.json';
/** Written by playwright.config.ts's json reporter on every run. */
const E2E_REPORT = 'reports/e2e-results.json';

type Phase = {
  name: string;
  script: string;
  args?: string[];
  /** Where the phase's runner writes its JSON report, and how its tests' times are read. */
  report?: { file: string; read: (report: never) => TestTiming[] };
  /** Runs at the same time as the phase before it (its output kept until it ends). */
  besidePrevious?: boolean;
};

const phases: Phase[] = [
  { name: 'typecheck', script: 'typecheck' },
  { name: 'lint', script: 'lint', besidePrevious: true },
  // The floors (scripts/shape/floors.ts): a folder arrow back up or a circle fails here.
  { name: 'shape (floors)', script: 'shape', args: ['--check'] },
  {
    name: 'unit + component',
    script: 'test:unit',
    args: ['--reporter=default', '--reporter=json', `--outputFile.json=${UNIT_REPORT}`],
    report: { file: UNIT_REPORT, read: vitestTimings as (report: never) => TestTiming[] },
  },
  { name: 'contracts (consumer)', script: 'test:contracts' },
  { name: 'contracts verify (in-process)', script: 'contracts:verify' },
  { name: 'contracts verify (spawned mocks)', script: 'contracts:verify', args: ['--spawn-mock'] },
  {
    name: 'e2e (build + Playwright)',
    script: 'test:e2e',
    report: { file: E2E_REPORT, read: playwrightTimings as (report: never) => TestTiming[] },
  },
];

const fromIndex = process.argv.indexOf('--from');
const from = fromIndex >= 0 ? process.argv[fromIndex + 1] : undefined;
const start = from ? phases.findIndex((p) => p.script === from || p.name.startsWith(from)) : 0;
if (start < 0) {
  console.error(`npm test: no phase "${from}" (${phases.map((p) => p.script).join(', ')})`);
  process.exit(2);
}

type Row = {
  name: string;
  seconds: number;
  result: 'passed' | 'FAILED' | 'not run';
  slowest?: TestTiming[];
  /** What the phase's group cost in CPU (phases run side by side are counted together). */
  cpu?: { spent: CpuSpent | undefined; together?: string[] };
};
type Ran = { status: number | null; seconds: number };

const npmArgs = (phase: Phase) => [
  'run',
  phase.script,
  ...(phase.args ? ['--', ...phase.args] : []),
];

/** A phase on the terminal, as if alone. */
function runInherited(phase: Phase): Ran {
  const t = performance.now();
  const run = spawnSync('npm', npmArgs(phase), { stdio: 'inherit' });
  return { status: run.status, seconds: (performance.now() - t) / 1000 };
}

/** A phase run beside another: its output is kept and printed whole when it ends. */
function runBuffered(phase: Phase): Promise<Ran & { output: Buffer[] }> {
  const t = performance.now();
  return new Promise((done) => {
    const output: Buffer[] = [];
    const child = spawn('npm', npmArgs(phase), {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' },
    });
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (status) =>
      done({ status, seconds: (performance.now() - t) / 1000, output }),
    );
  });
}

/** The phases from `start`, each with those that run beside it. */
const groups: Phase[][] = [];
for (const phase of phases.slice(start)) {
  const last = groups.at(-1);
  if (phase.besidePrevious && last) last.push(phase);
  else groups.push([phase]);
}

const rows: Row[] = [];
let exitCode = 0;
const began = performance.now();
const beganCpu = cpuMark();
for (const group of groups) {
  if (exitCode !== 0) {
    for (const phase of group) rows.push({ name: phase.name, seconds: 0, result: 'not run' });
    continue;
  }
  // A report left by an earlier run must not be read as this one's.
  for (const phase of group) if (phase.report) rmSync(phase.report.file, { force: true });
  const groupCpu = cpuMark();
  let runs: Ran[];
  if (group.length === 1) runs = [runInherited(group[0] as Phase)];
  else {
    const buffered = await Promise.all(group.map(runBuffered));
    for (const [i, run] of buffered.entries()) {
      console.log(`\n── ${group[i]?.name} (npm run ${group[i]?.script}) ──`);
      process.stdout.write(Buffer.concat(run.output));
    }
    runs = buffered;
  }
  const spent = cpuSince(groupCpu);
  for (const [i, phase] of group.entries()) {
    const run = runs[i] as Ran;
    const ok = run.status === 0;
    const timings = phase.report && readTimings(phase.report.file, phase.report.read);
    rows.push({
      name: phase.name,
      seconds: run.seconds,
      result: ok ? 'passed' : 'FAILED',
      slowest: timings && slowest(timings, 10),
      // Phases side by side share one figure, printed once under the last of them.
      cpu:
        i === group.length - 1
          ? { spent, together: group.length > 1 ? group.map((p) => p.name) : undefined }
          : undefined,
    });
    if (!ok && exitCode === 0) exitCode = run.status ?? 1;
  }
}

const total = (performance.now() - began) / 1000;
const clock = (s: number) =>
  s >= 60 ? `${Math.floor(s / 60)} m ${Math.round(s % 60)} s` : `${s.toFixed(1)} s`;
const width = Math.max(...rows.map((r) => r.name.length), 5);
const cpuText = (cpu: Row['cpu']) =>
  cpu?.spent
    ? `  ${cpuLine(cpu.spent)}${cpu.together ? ` (${cpu.together.join(' and ')} together)` : ''}`
    : '';
console.log(
  `\nnpm test — phases (Node ${process.version}), each with its CPU-seconds and how busy the cores were`,
);
for (const r of rows) {
  console.log(
    `  ${r.name.padEnd(width)}  ${r.result === 'not run' ? '' : clock(r.seconds).padStart(9)}  ${r.result.padEnd(6)}${cpuText(r.cpu)}`,
  );
  if (r.slowest?.length) {
    console.log(`      its slowest ${r.slowest.length} tests:`);
    for (const line of timingLines(r.slowest)) console.log(`    ${line}`);
  }
}
console.log(
  `  ${'total'.padEnd(width)}  ${clock(total).padStart(9)}  ${(exitCode === 0 ? 'passed' : 'FAILED').padEnd(6)}${cpuText({ spent: cpuSince(beganCpu) })}`,
);
process.exit(exitCode);
