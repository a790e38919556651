// Reports: a step-by-step text report (live), JSON, and JUnit XML for CI.

import type { Check, ScenarioResult, StepResult } from '#scenarios/core/types.ts';
import { xmlText } from '#scenarios/runner/xml-text.ts';

const MARK: Record<StepResult['status'], string> = {
  passed: 'PASS',
  failed: 'FAIL',
  skipped: 'SKIP',
  'not-run': ' -- ',
};

const show = (v: unknown) =>
  typeof v === 'string' ? JSON.stringify(v) : (JSON.stringify(v) ?? 'undefined');

export function formatCheck(check: Check): string {
  return check.ok
    ? `        ✓ ${check.label}`
    : `        ✗ ${check.label}: expected ${show(check.expected)}, saw ${show(check.actual)}`;
}

export function formatStep(step: StepResult, verbose = false): string {
  const n = String(step.index + 1).padStart(2);
  const ms = `${Math.round(step.durationMs)} ms`;
  const lines = [`  ${MARK[step.status]} ${n}. [${step.actor}] ${step.title} (${ms})`];
  if (step.reason && step.status !== 'not-run') lines.push(`        reason: ${step.reason}`);
  if (step.error) lines.push(`        error: ${step.error}`);
  for (const check of step.checks) if (verbose || !check.ok) lines.push(formatCheck(check));
  return lines.join('\n');
}

export function formatScenarioHeader(name: string, title: string, target: string): string {
  return `\n${title} (${name}) — ${target}`;
}

export function summarize(results: ScenarioResult[]): string {
  const steps = results.flatMap((r) => r.steps);
  const count = (s: StepResult['status']) => steps.filter((x) => x.status === s).length;
  const failed = results.filter((r) => r.status === 'failed').map((r) => r.name);
  const ms = Math.round(results.reduce((sum, r) => sum + r.durationMs, 0));
  return [
    `\n${results.length} scenarios: ${results.length - failed.length} passed, ${failed.length} failed` +
      (failed.length ? ` (${failed.join(', ')})` : ''),
    `${steps.length} steps: ${count('passed')} passed, ${count('failed')} failed, ${count('skipped')} skipped, ${count('not-run')} not run — ${ms} ms`,
  ].join('\n');
}

/** The results as JSON; a target's control token is never written into a report. */
export function toJson(results: ScenarioResult[]): string {
  return JSON.stringify(
    results.map(({ target: { controlToken: _token, ...target }, ...rest }) => ({
      ...rest,
      target,
    })),
    null,
    2,
  );
}

const xml = xmlText;

/** One `<testsuite>` per scenario, one `<testcase>` per step. */
export function toJUnit(results: ScenarioResult[]): string {
  const suites = results.map((r) => {
    const failures = r.steps.filter((s) => s.status === 'failed').length;
    const skipped = r.steps.filter((s) => s.status === 'skipped' || s.status === 'not-run').length;
    const cases = r.steps.map((s) => {
      const name = xml(`${String(s.index + 1).padStart(2, '0')}. [${s.actor}] ${s.title}`);
      const open = `    <testcase classname="scenarios.${xml(r.name)}" name="${name}" time="${(s.durationMs / 1000).toFixed(3)}"`;
      if (s.status === 'passed') return `${open}/>`;
      if (s.status === 'skipped' || s.status === 'not-run') {
        return `${open}>\n      <skipped message="${xml(s.reason ?? s.status)}"/>\n    </testcase>`;
      }
      const detail = [
        s.error ?? '',
        ...s.checks.filter((c) => !c.ok).map((c) => formatCheck(c).trim()),
      ]
        .filter(Boolean)
        .join('\n');
      const first = s.error ?? s.checks.find((c) => !c.ok)?.label ?? 'failed';
      return `${open}>\n      <failure message="${xml(first)}">${xml(detail)}</failure>\n    </testcase>`;
    });
    return [
      `  <testsuite name="${xml(`${r.title} @ ${r.target.label}`)}" tests="${r.steps.length}" failures="${failures}" skipped="${skipped}" time="${(r.durationMs / 1000).toFixed(3)}">`,
      ...cases,
      '  </testsuite>',
    ].join('\n');
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="bukka scenarios">\n${suites.join('\n')}\n</testsuites>\n`;
}
