import { describe, expect, it } from 'vitest';
import type { ScenarioResult } from '#scenarios/core/types.ts';
import { formatStep, summarize, toJUnit } from './reporters.ts';

const result: ScenarioResult = {
  name: 'demo',
  title: '9. Demo <&>',
  target: { baseUrl: 'http://x', isMock: true, checkout: 'card', label: 'mock' },
  status: 'failed',
  durationMs: 30,
  steps: [
    {
      index: 0,
      title: 'signs in',
      actor: 'buyer',
      status: 'passed',
      checks: [],
      observed: {},
      durationMs: 10,
    },
    {
      index: 1,
      title: 'pays',
      actor: 'buyer',
      status: 'failed',
      checks: [{ label: 'order paid', ok: false, expected: true, actual: false }],
      observed: {},
      durationMs: 10,
    },
    {
      index: 2,
      title: 'sees it',
      actor: 'buyer',
      status: 'not-run',
      checks: [],
      observed: {},
      reason: 'an earlier step failed',
      durationMs: 0,
    },
    {
      index: 3,
      title: 'reads mail',
      actor: 'buyer',
      status: 'skipped',
      checks: [],
      observed: {},
      reason: 'mock only',
      durationMs: 0,
    },
  ],
};

describe('reporters', () => {
  it('prints failed checks with expected and seen values', () => {
    expect(formatStep(result.steps[1]!)).toContain('✗ order paid: expected true, saw false');
    expect(formatStep(result.steps[3]!)).toContain('reason: mock only');
  });

  it('summarizes scenarios and steps', () => {
    const text = summarize([result]);
    expect(text).toContain('1 scenarios: 0 passed, 1 failed (demo)');
    expect(text).toContain('4 steps: 1 passed, 1 failed, 1 skipped, 1 not run');
  });

  it('writes escaped JUnit XML: one testsuite per scenario, one testcase per step', () => {
    const xml = toJUnit([result]);
    expect(xml).toContain(
      '<testsuite name="9. Demo &lt;&amp;&gt; @ mock" tests="4" failures="1" skipped="2"',
    );
    expect(xml).toContain('<failure message="order paid">');
    expect(xml).toContain('<skipped message="mock only"/>');
    expect(xml.match(/<testcase /g)).toHaveLength(4);
  });
});
