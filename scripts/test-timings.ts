// The slowest tests of a phase of `npm test`, read from the JSON report its runner writes beside
// its usual output (Playwright's `json` reporter, Vitest's `json` reporter; both in reports/,
// which git ignores): what the phase table prints under its row, so a slow test is seen without
// another run.
import { existsSync, readFileSync } from 'node:fs';

export type TestTiming = { name: string; ms: number; status: string };

type PlaywrightSuite = {
  title?: string;
  file?: string;
  suites?: PlaywrightSuite[];
  specs?: {
    title: string;
    file?: string;
    line?: number;
    tests?: { projectName?: string; results?: { duration?: number; status?: string }[] }[];
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
        out.push({
          name: `${where}${spec.line ? `:${spec.line}` : ''} › ${[...here, spec.title].join(' › ')}`,
          ms,
          status: results.at(-1)?.status ?? 'skipped',
        });
      }
    }
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return out;
}

type VitestReport = {
  testResults?: {
    name: string;
    assertionResults?: { fullName?: string; title?: string; duration?: number; status?: string }[];
  }[];
};

/** Every test of a Vitest JSON report (its file relative to `root`). */
export function vitestTimings(report: VitestReport, root = process.cwd()): TestTiming[] {
  const out: TestTiming[] = [];
  for (const file of report.testResults ?? []) {
    const name = file.name.startsWith(`${root}/`) ? file.name.slice(root.length + 1) : file.name;
    for (const test of file.assertionResults ?? []) {
      out.push({
        name: `${name} › ${test.fullName ?? test.title ?? ''}`,
        ms: test.duration ?? 0,
        status: test.status ?? 'unknown',
      });
    }
  }
  return out;
}

/** The `count` slowest, slowest first. */
export const slowest = (timings: TestTiming[], count = 10): TestTiming[] =>
  [...timings].sort((a, b) => b.ms - a.ms).slice(0, count);

/** Lines for the phase table: seconds, status when not passed, the test's name (cut to fit). */
export function timingLines(timings: TestTiming[], width = 110): string[] {
  return timings.map((t) => {
    const status = t.status === 'passed' ? '' : ` [${t.status}]`;
    const line = `${(t.ms / 1000).toFixed(1).padStart(7)} s  ${t.name}${status}`;
    return line.length > width ? `${line.slice(0, width - 1)}…` : line;
  });
}

/** The report at `file` read with `read`, or undefined when there is none (the phase never ran). */
export function readTimings(
  file: string,
  read: (report: never) => TestTiming[],
): TestTiming[] | undefined {
  if (!existsSync(file)) return undefined;
  try {
    return read(JSON.parse(readFileSync(file, 'utf8')) as never);
  } catch {
    return undefined;
  }
}
