import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { xmlText } from '#scenarios/runner/xml-text.ts';
import { runOk, tally } from './report.ts';
import type { InteractionResult, RunResult } from './run-verification.ts';

// The verification as files for CI: JUnit XML (one test suite per provider run, one test case per
// interaction; not sent → skipped, expected hosted failure → passed with its reason in
// system-out) and a self-contained HTML page.

const xml = xmlText;

const html = xml;

const name = (r: InteractionResult) =>
  r.states.length > 0 ? `Given ${r.states.join(' and ')} - ${r.description}` : r.description;

export function junitXml(runs: RunResult[]): string {
  const suites = runs.map((run) => {
    const t = tally(run);
    const cases = run.results.map((r) => {
      const o = r.outcome;
      const open = `    <testcase classname="${xml(run.label)}" name="${xml(name(r))}" time="${(r.ms / 1000).toFixed(3)}">`;
      switch (o.status) {
        case 'passed':
          return `${open}</testcase>`;
        case 'skipped':
          return `${open}<skipped message="${xml(o.reason)}"/></testcase>`;
        case 'expected-failure':
          return `${open}<system-out>${xml(`expected hosted failure: ${o.reason}\n${o.mismatches.join('\n')}`)}</system-out></testcase>`;
        case 'unexpected-pass':
          return `${open}<failure message="${xml(`passed, but listed as an expected hosted failure: ${o.reason}`)}"/></testcase>`;
        case 'failed':
          return `${open}<failure message="${xml(o.mismatches[0] ?? 'failed')}">${xml(o.mismatches.join('\n'))}</failure></testcase>`;
      }
      return `${open}</testcase>`;
    });
    const failures = t.failed + t['unexpected-pass'];
    return [
      `  <testsuite name="${xml(run.label)}" tests="${run.results.length}" failures="${failures}" skipped="${t.skipped}">`,
      ...cases,
      '  </testsuite>',
    ].join('\n');
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="contracts:verify">\n${suites.join('\n')}\n</testsuites>\n`;
}

const STATUS_TEXT: Record<InteractionResult['outcome']['status'], string> = {
  passed: 'passed',
  failed: 'FAILED',
  'expected-failure': 'expected hosted failure',
  'unexpected-pass': 'FAILED (expected failure passed)',
  skipped: 'not sent',
};

function htmlReport(runs: RunResult[]): string {
  const sections = runs.map((run) => {
    const t = tally(run);
    const rows = run.results.map((r) => {
      const o = r.outcome;
      const detail =
        o.status === 'failed'
          ? o.mismatches.join('\n')
          : o.status === 'skipped' || o.status === 'unexpected-pass'
            ? o.reason
            : o.status === 'expected-failure'
              ? `${o.reason}\n\nseen: ${o.mismatches.join('\n')}`
              : '';
      return `<tr class="${o.status}"><td>${html(STATUS_TEXT[o.status])}</td><td>${html(name(r))}</td><td><pre>${html(detail)}</pre></td></tr>`;
    });
    return `<section><h2>${runOk(run) ? 'PASSED' : 'FAILED'} — ${html(run.label)}</h2>
<p>${t.passed} passed, ${t['expected-failure']} expected hosted failures, ${t.failed + t['unexpected-pass']} failed, ${t.skipped} not sent</p>
<table><thead><tr><th>Result</th><th>Interaction</th><th>Why / differences</th></tr></thead><tbody>
${rows.join('\n')}
</tbody></table></section>`;
  });
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Contract verification</title>
<style>
body{font:14px/1.4 system-ui,sans-serif;margin:2rem;color:#222}
table{border-collapse:collapse;width:100%}td,th{border:1px solid #ccc;padding:.3rem .5rem;vertical-align:top;text-align:left}
pre{margin:0;white-space:pre-wrap}.failed td:first-child,.unexpected-pass td:first-child{color:#b00020;font-weight:bold}
.expected-failure td:first-child{color:#8a5a00}.skipped td:first-child{color:#666}.passed td:first-child{color:#1b5e20}
</style></head><body><h1>Contract verification</h1>
${sections.join('\n')}
</body></html>
`;
}

/** Writes both files into `dir`; their paths. */
export function writeReportFiles(dir: string, runs: RunResult[]): string[] {
  mkdirSync(dir, { recursive: true });
  const junit = join(dir, 'contracts-junit.xml');
  const page = join(dir, 'contracts-report.html');
  writeFileSync(junit, junitXml(runs));
  writeFileSync(page, htmlReport(runs));
  return [junit, page];
}
