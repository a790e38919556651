// `npm test`: every suite in order — the same commands docs/commands.md lists — stopping at the first
// that fails (with its exit code), then a table of how long each phase took, so a slow phase is
// seen where it happens, and under the unit and e2e rows their slowest 10 tests (from
// the JSON reports their runners write into reports/). `-- --from NAME` starts at a phase.
// Some phases run side by side (see `start` below): typecheck and lint, as tsc and knip each keep
// one core busy, so on a 2-core machine the pair takes about as long as the slower one; the static
// demo's build beside the unit tests; the contracts beside the browsers. The first of them is printed as it runs, the others' output whole
// once the group is done. Each row also says the CPU-seconds the phase took and how busy the cores
// were (scripts/phase-cpu.ts): a phase that leaves cores idle can take another beside it.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { type CpuSpent, cpuLine, cpuMark, cpuSince } from './phase-cpu.ts';
import {
  failureLines,
  failures,
  playwrightRunErrors,
  playwrightSpan,
  playwrightTimings,
  readTimings,
  slowest,
  spanLine,
  type TestTiming,
  timingLines,
  vitestTimings,
  type WorkerSpan,
} from './test-timings.ts';

const UNIT_REPORT = 'reports/unit-results.json';
/** Written by playwright.config.ts's json reporter on every run. */
const E2E_REPORT = 'reports/e2e-results.json';

type Phase = {
  name: string;
  script: string;
  args?: string[];
  /** Where the phase's runner writes its JSON report, how its tests' times are read, and (for
   * Playwright) how its workers were kept busy. */
  report?: {
    file: string;
    read: (report: never) => TestTiming[];
    /** Errors the runner met outside any test (Playwright's top-level `errors`). */
    outside?: (report: never) => TestTiming[];
    span?: (report: never) => WorkerSpan | undefined;
  };
  /**
   * `beside`: starts with the phase before it, in a lane of its own (its output kept until the
   * group ends); `after`: runs in the lane of the phase before it once that one passes. Without
   * either, a phase starts once everything before it has ended.
   */
  start?: 'beside' | 'after';
};

const phases: Phase[] = [
  { name: 'typecheck', script: 'typecheck' },
  { name: 'lint', script: 'lint', start: 'beside' },
  // The floors (scripts/shape/floors.ts): a folder arrow back up or a circle fails here.
  { name: 'shape (floors)', script: 'shape', args: ['--check'] },
  {
    name: 'unit + component',
    script: 'test:unit',
    args: ['--reporter=default', '--reporter=json', `--outputFile.json=${UNIT_REPORT}`],
    report: { file: UNIT_REPORT, read: vitestTimings as (report: never) => TestTiming[] },
  },
  // The static demo's build, which the e2e phase's static-demo tests need (they build it only when it
  // is missing or older than its sources: tests/support/e2e/static-demo-site.ts): beside the unit
  // phase, which leaves part of a core idle, rather than inside the e2e phase, whose browsers keep
  // both cores busy (~6 CPU-seconds).
  {
    name: 'static demo build (for e2e)',
    script: 'build:demo',
    // Its warnings and errors only: its list of files would fill the screen at the group's end.
    args: ['--logLevel', 'warn'],
    start: 'beside',
  },
  {
    name: 'e2e (build + Playwright)',
    script: 'test:e2e',
    report: {
      file: E2E_REPORT,
      read: playwrightTimings as (report: never) => TestTiming[],
      outside: playwrightRunErrors as (report: never) => TestTiming[],
      span: playwrightSpan as (report: never) => WorkerSpan | undefined,
    },
  },
  // Beside the browsers, which leave part of the cores idle while pages wait on the network and
  // timers; one after another among themselves (the verifier reads what the consumer wrote).
  { name: 'contracts (consumer)', script: 'test:contracts', start: 'beside' },
  { name: 'contracts verify (in-process)', script: 'contracts:verify', start: 'after' },
  {
    name: 'contracts verify (spawned mocks)',
    script: 'contracts:verify',
    args: ['--spawn-mock'],
    start: 'after',
  },
  // Real nginx in front of 3 mock processes (npm run fleet): on its own, as it keeps both cores busy.
  { name: 'fleet (nginx + 3 mocks)', script: 'test:fleet' },
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
  /** The tests that failed, with their errors' first lines: CI keeps only the log's tail, so a
   * failure must be named here, not only in the runner's output far above. */
  failed?: TestTiming[];
  /** Playwright's workers: when the first test began, and the tail where workers sat idle. */
  span?: WorkerSpan;
  /** What the phase's group cost in CPU (phases run side by side are counted together). */
  cpu?: { spent: CpuSpent | undefined; together?: string[] };
};
type Ran = { status: number | null; seconds: number; output?: Buffer[] };

const npmArgs = (phase: Phase) => [
  'run',
  phase.script,
  ...(phase.args ? ['--', ...phase.args] : []),
];

/** A phase on the terminal as it runs (`live`), or with its output kept to be printed whole. */
function run(phase: Phase, live: boolean): Promise<Ran> {
  const t = performance.now();
  return new Promise((done) => {
    if (live) {
      const child = spawn('npm', npmArgs(phase), { stdio: 'inherit' });
      child.on('close', (status) => done({ status, seconds: (performance.now() - t) / 1000 }));
      return;
    }
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

/** The phases from `start`: groups run one after another, each a set of lanes run side by side. */
type Lane = Phase[];
const groups: Lane[][] = [];
for (const phase of phases.slice(start)) {
  const group = groups.at(-1);
  if (phase.start === 'after' && group) group.at(-1)?.push(phase);
  else if (phase.start === 'beside' && group) group.push([phase]);
  else groups.push([[phase]]);
}

/** A lane's phases in turn; after a failure the rest of the lane does not run. */
async function runLane(lane: Lane, live: boolean): Promise<(Ran | undefined)[]> {
  const runs: (Ran | undefined)[] = [];
  for (const phase of lane) {
    const failed = runs.some((r) => r && r.status !== 0);
    runs.push(failed ? undefined : await run(phase, live));
  }
  return runs;
}

const rows: Row[] = [];
let exitCode = 0;
const began = performance.now();
const beganCpu = cpuMark();
for (const group of groups) {
  const inGroup = group.flat();
  if (exitCode !== 0) {
    for (const phase of inGroup) rows.push({ name: phase.name, seconds: 0, result: 'not run' });
    continue;
  }
  // A report left by an earlier run must not be read as this one's.
  for (const phase of inGroup) if (phase.report) rmSync(phase.report.file, { force: true });
  const groupCpu = cpuMark();
  // The first lane on the terminal as it runs (a long browser phase is followed live); the others'
  // output is kept and printed whole once the group has ended.
  const runs = (await Promise.all(group.map((lane, n) => runLane(lane, n === 0)))).flat();
  const spent = cpuSince(groupCpu);
  for (const [i, phase] of inGroup.entries()) {
    const ran = runs[i];
    if (ran?.output) {
      console.log(`\n── ${phase.name} (npm run ${phase.script}) ──`);
      process.stdout.write(Buffer.concat(ran.output));
    }
  }
  for (const [i, phase] of inGroup.entries()) {
    const ran = runs[i];
    const ok = ran?.status === 0;
    const timings = ran && phase.report && readTimings(phase.report.file, phase.report.read);
    rows.push({
      name: phase.name,
      seconds: ran?.seconds ?? 0,
      result: ran ? (ok ? 'passed' : 'FAILED') : 'not run',
      slowest: timings ? slowest(timings, 10) : undefined,
      failed:
        ran && !ok && phase.report
          ? [
              ...failures(timings ?? []),
              ...(phase.report.outside
                ? (readTimings(phase.report.file, phase.report.outside) ?? [])
                : []),
            ]
          : undefined,
      span:
        ran && phase.report?.span ? readTimings(phase.report.file, phase.report.span) : undefined,
      // Phases side by side share one figure, printed once under the last of them.
      cpu:
        i === inGroup.length - 1
          ? { spent, together: inGroup.length > 1 ? inGroup.map((p) => p.name) : undefined }
          : undefined,
    });
    if (ran && !ok && exitCode === 0) exitCode = ran.status ?? 1;
  }
}

const total = (performance.now() - began) / 1000;
/** Rounded to the second before it is split, so 299.7 s reads 5 m 0 s, not 4 m 60 s. */
const clock = (s: number) =>
  s >= 60 ? `${Math.floor(Math.round(s) / 60)} m ${Math.round(s) % 60} s` : `${s.toFixed(1)} s`;
const width = Math.max(...rows.map((r) => r.name.length), 5);
const listed = (names: string[]) =>
  names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names.join('');
const cpuText = (cpu: Row['cpu']) =>
  cpu?.spent
    ? `  ${cpuLine(cpu.spent)}${cpu.together ? ` (${listed(cpu.together)} together)` : ''}`
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
  if (r.span) console.log(`      ${spanLine(r.span)}`);
  if (r.failed?.length) {
    console.log(`      its ${r.failed.length} failed:`);
    for (const line of failureLines(r.failed)) console.log(`      ${line}`);
  } else if (r.result === 'FAILED' && r.failed) {
    console.log(
      '      no test failed in its report: the runner itself failed (see its output above)',
    );
  }
}
console.log(
  `  ${'total'.padEnd(width)}  ${clock(total).padStart(9)}  ${(exitCode === 0 ? 'passed' : 'FAILED').padEnd(6)}${cpuText({ spent: cpuSince(beganCpu) })}`,
);
process.exit(exitCode);
