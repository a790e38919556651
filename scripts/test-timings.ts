// The slowest tests of a phase of `npm test`, read from the JSON report its runner writes beside
// its usual output (Playwright's `json` reporter, Vitest's `json` reporter; both in reports/,
// which git ignores): what the phase table prints under its row, so a slow test is seen without
// another run.
import { existsSync, readFileSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';

export type TestTiming = {
  name: string;
  ms: number;
  status: string;
  /** A failed test's error, its first lines without colour codes: what CI's tail shows. */
  error?: string;
};

/** An error message as the phase table prints it: no colour codes, its first `lines` lines. */
export function errorText(message: string | undefined, lines = 3): string | undefined {
  if (!message) return undefined;
  const plain = stripVTControlCharacters(message);
  const kept = plain
    .split('\n')
    .map((l) => l.trimEnd())
    .filter((l) => l.trim() !== '');
  return kept.slice(0, lines).join('\n') || undefined;
}

type PlaywrightSuite = {
  title?: string;
  file?: string;
  suites?: PlaywrightSuite[];
  specs?: {
    title: string;
    file?: string;
    line?: number;
    tests?: {
      projectName?: string;
      results?: {
        duration?: number;
        status?: string;
        startTime?: string;
        parallelIndex?: number;
        error?: { message?: string };
        errors?: { message?: string }[];
      }[];
    }[];
  }[];
};

/** Every test of a Playwright JSON report, each attempt's time added up (retries included). */
export function playwrightTimings(report: { suites?: PlaywrightSuite[] }): TestTiming[] {
  const out: TestTiming[] = [];
  const walk = (suite: PlaywrightSuite, titles: string[]) => {
    const here = suite.title && suite.title !== suite.file ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const results = test.results ?? [];
        const ms = results.reduce((sum, r) => sum + (r.duration ?? 0), 0);
        const where = spec.file ?? suite.file ?? '';
        const last = results.at(-1);
        const error = errorText(last?.error?.message ?? last?.errors?.[0]?.message);
        out.push({
          name: `${where}${spec.line ? `:${spec.line}` : ''} › ${[...here, spec.title].join(' › ')}`,
          ms,
          status: last?.status ?? 'skipped',
          ...(error && last?.status !== 'passed' ? { error } : {}),
        });
      }
    }
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return out;
}

/**
 * How the e2e phase's workers were kept busy, in seconds from the run's start: when the first test
 * began (the build, the mock and the workers' start before it), when the first worker ran out of
 * tests and when the last test ended. The gap between the last two is the tail — long tests that
 * started late, run with workers idle beside them (playwright.config.ts runs the long ones first).
 */
export type WorkerSpan = {
  workers: number;
  firstStart: number;
  firstIdle: number;
  lastEnd: number;
};

export function playwrightSpan(report: {
  stats?: { startTime?: string };
  suites?: PlaywrightSuite[];
}): WorkerSpan | undefined {
  const began = Date.parse(report.stats?.startTime ?? '');
  if (Number.isNaN(began)) return undefined;
  const ends = new Map<number, number>();
  let firstStart = Number.POSITIVE_INFINITY;
  const walk = (suite: PlaywrightSuite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        for (const result of test.results ?? []) {
          const start = Date.parse(result.startTime ?? '');
          if (Number.isNaN(start)) continue;
          const slot = result.parallelIndex ?? 0;
          const end = start + (result.duration ?? 0);
          firstStart = Math.min(firstStart, start);
          ends.set(slot, Math.max(ends.get(slot) ?? end, end));
        }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  if (ends.size === 0) return undefined;
  const seconds = (ms: number) => (ms - began) / 1000;
  return {
    workers: ends.size,
    firstStart: seconds(firstStart),
    firstIdle: seconds(Math.min(...ends.values())),
    lastEnd: seconds(Math.max(...ends.values())),
  };
}

/** The span as a line of the phase table. */
export const spanLine = (span: WorkerSpan): string =>
  `the first test began ${span.firstStart.toFixed(1)} s into Playwright's run; a worker of ${span.workers} ` +
  `ran out of tests at ${span.firstIdle.toFixed(1)} s, the last test ended at ${span.lastEnd.toFixed(1)} s ` +
  `(a tail of ${(span.lastEnd - span.firstIdle).toFixed(1)} s)`;

type VitestReport = {
  testResults?: {
    name: string;
    assertionResults?: {
      fullName?: string;
      title?: string;
      duration?: number;
      status?: string;
      failureMessages?: string[];
    }[];
    /** A file that failed outside its tests (its import, a hook). */
    message?: string;
    status?: string;
  }[];
};

/** Every test of a Vitest JSON report (its file relative to `root`). */
export function vitestTimings(report: VitestReport, root = process.cwd()): TestTiming[] {
  const out: TestTiming[] = [];
  for (const file of report.testResults ?? []) {
    const name = file.name.startsWith(`${root}/`) ? file.name.slice(root.length + 1) : file.name;
    for (const test of file.assertionResults ?? []) {
      const error = test.status === 'failed' ? errorText(test.failureMessages?.[0]) : undefined;
      out.push({
        name: `${name} › ${test.fullName ?? test.title ?? ''}`,
        ms: test.duration ?? 0,
        status: test.status ?? 'unknown',
        ...(error ? { error } : {}),
      });
    }
    const outside = file.status === 'failed' ? errorText(file.message) : undefined;
    if (outside)
      out.push({ name: `${name} › (outside its tests)`, ms: 0, status: 'failed', error: outside });
  }
  return out;
}

/** A line of the phase table cut to `width`, an ellipsis saying so. */
const cutTo = (line: string, width: number) =>
  line.length > width ? `${line.slice(0, width - 1)}…` : line;

/** The tests that did not pass or get skipped: what a failed phase prints under its row. */
export const failures = (timings: TestTiming[]): TestTiming[] =>
  timings.filter((t) => !['passed', 'skipped', 'pending', 'todo', 'unknown'].includes(t.status));

/** A failed phase's tests with their errors, indented under the test's name. */
export function failureLines(failed: TestTiming[], width = 110): string[] {
  return failed.flatMap((t) => [
    cutTo(`${t.name} [${t.status}]`, width),
    ...(t.error ?? '')
      .split('\n')
      .filter(Boolean)
      .map((l) => cutTo(`    ${l}`, width)),
  ]);
}

/** Errors a Playwright run met outside any test (a global setup, the web server, a worker). */
export function playwrightRunErrors(report: { errors?: { message?: string }[] }): TestTiming[] {
  return (report.errors ?? []).map((e) => {
    const error = errorText(e.message);
    return { name: '(outside any test)', ms: 0, status: 'failed', ...(error ? { error } : {}) };
  });
}

/** The `count` slowest, slowest first. */
export const slowest = (timings: TestTiming[], count = 10): TestTiming[] =>
  [...timings].sort((a, b) => b.ms - a.ms).slice(0, count);

/** Lines for the phase table: seconds, status when not passed, the test's name (cut to fit). */
export function timingLines(timings: TestTiming[], width = 110): string[] {
  return timings.map((t) => {
    const status = t.status === 'passed' ? '' : ` [${t.status}]`;
    const line = `${(t.ms / 1000).toFixed(1).padStart(7)} s  ${t.name}${status}`;
    return cutTo(line, width);
  });
}

/** The report at `file` read with `read`, or undefined when there is none (the phase never ran). */
export function readTimings<T = TestTiming[]>(
  file: string,
  read: (report: never) => T,
): T | undefined {
  if (!existsSync(file)) return undefined;
  try {
    return read(JSON.parse(readFileSync(file, 'utf8')) as never);
  } catch {
    return undefined;
  }
}
