import { describe, expect, it } from 'vitest';
import { allOk, formatReport, runOk } from './report.ts';
import { junitXml } from './report-files.ts';
import type { Outcome, RunResult } from './run-verification.ts';

// How outcomes decide a run: an expected hosted failure that fails passes; one that passes, or
// any other failure, fails the run; what was not sent does not.

const run = (...outcomes: Outcome[]): RunResult => ({
  label: 'provider',
  results: outcomes.map((outcome, i) => ({
    description: `interaction ${i}`,
    states: ['a state'],
    outcome,
    ms: 5,
  })),
});

const passed: Outcome = { status: 'passed' };
const expected: Outcome = {
  status: 'expected-failure',
  reason: 'the provider defect',
  mismatches: ['$.extras missing'],
};

describe('the verification outcome', () => {
  it('an expected failure that failed counts as passed, with its reason printed', () => {
    const r = run(passed, expected);
    expect(runOk(r)).toBe(true);
    expect(allOk([r])).toBe(true);
    const text = formatReport([r]);
    expect(text).toContain('PASSED  provider: 2 verified (1 passed, 1 expected hosted failures)');
    expect(text).toContain('why: the provider defect');
  });

  it('an expected failure that passed, or any other failure, fails the run', () => {
    const unexpected: Outcome = { status: 'unexpected-pass', reason: 'the provider defect' };
    expect(runOk(run(passed, unexpected))).toBe(false);
    expect(formatReport([run(unexpected)])).toContain('take it off');
    expect(runOk(run(passed, { status: 'failed', mismatches: ['expected 200 but was 500'] }))).toBe(
      false,
    );
  });

  it('interactions not sent are reported but do not fail the run; nothing verified does', () => {
    const skipped: Outcome = { status: 'skipped', reason: 'set PACT_RIDER_ID' };
    expect(allOk([run(passed, skipped)])).toBe(true);
    expect(formatReport([run(passed, skipped)])).toContain(
      'not sent: Given a state - interaction 1',
    );
    expect(allOk([run(skipped)])).toBe(false);
  });

  it('JUnit: expected failures pass, unexpected passes fail, not sent is skipped', () => {
    const xml = junitXml([
      run(
        expected,
        { status: 'unexpected-pass', reason: 'gone' },
        { status: 'skipped', reason: 'x < y' },
      ),
    ]);
    expect(xml).toContain('tests="3" failures="1" skipped="1"');
    expect(xml).toContain('<system-out>expected hosted failure: the provider defect');
    expect(xml).toContain('<skipped message="x &lt; y"/>');
  });
});
