import { describe, expect, it } from 'vitest';
import type { ScenarioResult, StepResult, Target } from '#scenarios/core/types.ts';
import { compareResults, formatComparison } from './compare-results.ts';

const target: Target = { baseUrl: 'http://x', isMock: true, checkout: 'card', label: 'x' };

function step(
  index: number,
  status: StepResult['status'],
  observed: Record<string, unknown> = {},
  reason?: string,
): StepResult {
  return {
    index,
    title: `step ${index + 1}`,
    actor: 'buyer',
    status,
    checks: [],
    observed,
    durationMs: 1,
    reason,
  };
}

function run(name: string, steps: StepResult[]): ScenarioResult {
  return { name, title: name, target, status: 'passed', steps, durationMs: 1 };
}

describe('compareResults', () => {
  it('finds no difference between identical runs', () => {
    const a = [run('s', [step(0, 'passed', { answer: { status: 200 } })])];
    const c = compareResults(a, structuredClone(a));
    expect(c.differences).toEqual([]);
    expect(formatComparison(c, 'A', 'B')).toContain('No differences');
  });

  it('reports differing observations and statuses per step', () => {
    const a = [
      run('s', [step(0, 'passed', { answer: { status: 200 } }), step(1, 'passed', { n: 1 })]),
    ];
    const b = [
      run('s', [
        step(0, 'passed', { answer: { status: 404, message: 'Insufficient funds' } }),
        step(1, 'skipped', {}, 'why'),
      ]),
    ];
    const c = compareResults(a, b);
    expect(c.differences).toHaveLength(2);
    expect(c.differences[0]?.values).toEqual([
      { key: 'answer', a: { status: 200 }, b: { status: 404, message: 'Insufficient funds' } },
    ]);
    // A step that did not run on one side differs by status only.
    expect(c.differences[1]?.status).toEqual({ a: 'passed', b: 'skipped' });
    expect(c.differences[1]?.values).toEqual([]);
    expect(formatComparison(c, 'A', 'B')).toContain('B: why');
  });

  it('folds a scenario skipped as a whole on one side into one line', () => {
    const a = [run('s', [step(0, 'passed'), step(1, 'passed')])];
    const b = [
      run('s', [step(0, 'skipped', {}, 'card only'), step(1, 'skipped', {}, 'card only')]),
    ];
    const c = compareResults(a, b);
    expect(c.differences).toEqual([]);
    expect(c.skippedScenarios).toEqual([{ scenario: 's', side: 'B', reason: 'card only' }]);
  });
});
