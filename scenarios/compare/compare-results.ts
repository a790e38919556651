// Compares the runs of the same scenarios against two providers, step by step: the step status and
// every observable answer recorded by the step (status codes, messages, flags, count and balance
// changes — never ids or dates).
import type { ScenarioResult, StepResult } from '#scenarios/core/types.ts';

interface ValueDiff {
  key: string;
  a: unknown;
  b: unknown;
}

interface StepDiff {
  scenario: string;
  index: number;
  title: string;
  actor: string;
  status: { a: StepResult['status']; b: StepResult['status'] };
  values: ValueDiff[];
  reasons: { a?: string; b?: string };
}

/** A scenario one side skipped as a whole (for example a card-only scenario in wallet mode). */
interface SkippedScenario {
  scenario: string;
  side: 'A' | 'B';
  reason: string;
}

export interface Comparison {
  scenarios: number;
  steps: number;
  differences: StepDiff[];
  skippedScenarios: SkippedScenario[];
}

function wholeSkip(result: ScenarioResult | undefined): string | undefined {
  if (!result || result.steps.length === 0) return undefined;
  const reasons = new Set(result.steps.map((s) => (s.status === 'skipped' ? s.reason : undefined)));
  const [reason] = [...reasons];
  return reasons.size === 1 && reason ? reason : undefined;
}

const same = (x: unknown, y: unknown) => JSON.stringify(x) === JSON.stringify(y);

function stepDiff(
  scenario: string,
  a: StepResult | undefined,
  b: StepResult | undefined,
): StepDiff | undefined {
  const base = a ?? b;
  if (!base) return undefined;
  const statusA = a?.status ?? 'not-run';
  const statusB = b?.status ?? 'not-run';
  const keys = [...new Set([...Object.keys(a?.observed ?? {}), ...Object.keys(b?.observed ?? {})])];
  // Only compare answers both sides produced; a side that did not run the step differs by status.
  const bothRan =
    statusA !== 'skipped' &&
    statusA !== 'not-run' &&
    statusB !== 'skipped' &&
    statusB !== 'not-run';
  const values = bothRan
    ? keys
        .filter((key) => !same(a?.observed[key], b?.observed[key]))
        .map((key) => ({ key, a: a?.observed[key], b: b?.observed[key] }))
    : [];
  if (statusA === statusB && values.length === 0) return undefined;
  return {
    scenario,
    index: base.index,
    title: base.title,
    actor: base.actor,
    status: { a: statusA, b: statusB },
    values,
    reasons: {
      a: a?.error ?? a?.reason ?? failedChecks(a),
      b: b?.error ?? b?.reason ?? failedChecks(b),
    },
  };
}

function failedChecks(step: StepResult | undefined): string | undefined {
  const failed = step?.checks.filter((c) => !c.ok) ?? [];
  if (failed.length === 0) return undefined;
  return failed
    .map(
      (c) => `${c.label}: expected ${JSON.stringify(c.expected)}, saw ${JSON.stringify(c.actual)}`,
    )
    .join('; ');
}

export function compareResults(a: ScenarioResult[], b: ScenarioResult[]): Comparison {
  const differences: StepDiff[] = [];
  const skippedScenarios: SkippedScenario[] = [];
  let steps = 0;
  for (const ra of a) {
    const rb = b.find((r) => r.name === ra.name);
    const count = Math.max(ra.steps.length, rb?.steps.length ?? 0);
    steps += count;
    const skipA = wholeSkip(ra);
    const skipB = wholeSkip(rb);
    if (skipA !== skipB && (skipA || skipB)) {
      if (skipA) skippedScenarios.push({ scenario: ra.name, side: 'A', reason: skipA });
      if (skipB) skippedScenarios.push({ scenario: ra.name, side: 'B', reason: skipB });
      continue;
    }
    for (let i = 0; i < count; i++) {
      const diff = stepDiff(ra.name, ra.steps[i], rb?.steps[i]);
      if (diff) differences.push(diff);
    }
  }
  return { scenarios: a.length, steps, differences, skippedScenarios };
}

const show = (v: unknown) => (v === undefined ? '(nothing)' : JSON.stringify(v));

export function formatComparison(c: Comparison, labelA: string, labelB: string): string {
  const lines = [
    `Compared ${c.scenarios} scenarios, ${c.steps} steps: A = ${labelA}, B = ${labelB}`,
  ];
  for (const s of c.skippedScenarios) {
    lines.push(`\n${s.scenario}\n  skipped as a whole on ${s.side}: ${s.reason}`);
  }
  if (c.differences.length === 0 && c.skippedScenarios.length === 0) {
    lines.push('No differences: both providers answered every step the same way.');
    return lines.join('\n');
  }
  let current = '';
  for (const d of c.differences) {
    if (d.scenario !== current) {
      current = d.scenario;
      lines.push(`\n${d.scenario}`);
    }
    lines.push(`  step ${d.index + 1}. [${d.actor}] ${d.title}`);
    if (d.status.a !== d.status.b) {
      lines.push(`      status   A: ${d.status.a}   B: ${d.status.b}`);
      if (d.reasons.a && d.status.a !== 'passed') lines.push(`        A: ${d.reasons.a}`);
      if (d.reasons.b && d.status.b !== 'passed') lines.push(`        B: ${d.reasons.b}`);
    }
    for (const v of d.values)
      lines.push(`      ${v.key.padEnd(8)} A: ${show(v.a)}   B: ${show(v.b)}`);
  }
  lines.push(
    `\n${c.differences.length} step(s) differ` +
      (c.skippedScenarios.length
        ? `; ${c.skippedScenarios.length} scenario(s) ran on one side only.`
        : '.'),
  );
  return lines.join('\n');
}
