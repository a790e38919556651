import type { InteractionResult, Outcome, RunResult } from './run-verification.ts';

// The verification summary: per provider, what passed, what failed (with the differences), which
// expected hosted failures failed as expected (with their reason), and what was not sent and why.

export type Tally = Record<Outcome['status'], number>;

export function tally(run: RunResult): Tally {
  const t: Tally = {
    passed: 0,
    failed: 0,
    'expected-failure': 0,
    'unexpected-pass': 0,
    skipped: 0,
  };
  for (const r of run.results) t[r.outcome.status] += 1;
  return t;
}

/** A run is good when nothing failed and no expected hosted failure passed. */
export function runOk(run: RunResult): boolean {
  const t = tally(run);
  return t.failed === 0 && t['unexpected-pass'] === 0;
}

/** All runs are good and at least one interaction was verified. */
export function allOk(runs: RunResult[]): boolean {
  const verified = runs.reduce(
    (n, r) => n + r.results.filter((x) => x.outcome.status !== 'skipped').length,
    0,
  );
  return verified > 0 && runs.every(runOk);
}

const given = (r: InteractionResult) =>
  r.states.length > 0 ? `Given ${r.states.join(' and ')} - ${r.description}` : r.description;

export function formatReport(runs: RunResult[]): string {
  const lines = ['', '=== Contract verification summary ==='];
  for (const run of runs) {
    const t = tally(run);
    const verified = t.passed + t['expected-failure'] + t.failed + t['unexpected-pass'];
    lines.push(
      `${runOk(run) ? 'PASSED' : 'FAILED'}  ${run.label}: ${verified} verified (${t.passed} passed, ${t['expected-failure']} expected hosted failures), ${t.failed + t['unexpected-pass']} failed, ${t.skipped} not sent`,
    );
    for (const r of run.results) {
      const o = r.outcome;
      if (o.status === 'failed') {
        lines.push(`  ✗ ${given(r)}`);
        for (const m of o.mismatches) lines.push(`      ${m}`);
      } else if (o.status === 'unexpected-pass') {
        lines.push(`  ✗ ${given(r)}`);
        lines.push(
          `      passed, but it is listed as an expected hosted failure (${o.reason}); the defect is gone: take it off tests/contracts/verify/expected-hosted-failures.ts and docs/contracts.md`,
        );
      }
    }
    for (const r of run.results) {
      const o = r.outcome;
      if (o.status === 'expected-failure') {
        lines.push(`  ≈ expected hosted failure: ${given(r)}`);
        lines.push(`      why: ${o.reason}`);
        for (const m of o.mismatches.slice(0, 3)) lines.push(`      seen: ${m}`);
      }
    }
    for (const r of run.results) {
      const o = r.outcome;
      if (o.status === 'skipped') lines.push(`  - not sent: ${given(r)}\n      ${o.reason}`);
    }
  }
  if (!allOk(runs) && runs.every(runOk)) lines.push('FAILED  nothing was verified');
  return lines.join('\n');
}
