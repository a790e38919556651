import { describe, expect, it } from 'vitest';
import { playwrightSpan, spanLine } from '../../scripts/test-timings.ts';

// Under the e2e row `npm test` says how Playwright's workers were kept busy (scripts/run-tests.ts):
// when the first test began, and the tail where a long test that started late ran alone.

const at = (seconds: number) => new Date(Date.UTC(2026, 0, 1, 12, 0, seconds)).toISOString();
const result = (slot: number, start: number, seconds: number) => ({
  parallelIndex: slot,
  startTime: at(start),
  duration: seconds * 1000,
  status: 'passed',
});

describe('how the e2e workers were kept busy', () => {
  it('reads the first start, when a worker ran out of tests and the last end', () => {
    const report = {
      stats: { startTime: at(0) },
      suites: [
        {
          title: 'a.e2e.ts',
          specs: [
            { title: 'one', tests: [{ results: [result(0, 9, 5), result(0, 14, 6)] }] },
            { title: 'two', tests: [{ results: [result(1, 10, 30)] }] },
          ],
          suites: [
            {
              title: 'inner',
              specs: [{ title: 'three', tests: [{ results: [result(2, 11, 4)] }] }],
            },
          ],
        },
      ],
    };
    const span = playwrightSpan(report);
    expect(span).toEqual({ workers: 3, firstStart: 9, firstIdle: 15, lastEnd: 40 });
    expect(spanLine(span as NonNullable<typeof span>)).toBe(
      "the first test began 9.0 s into Playwright's run; a worker of 3 ran out of tests at 15.0 s, " +
        'the last test ended at 40.0 s (a tail of 25.0 s)',
    );
  });

  it('says nothing for a report without a start or without results', () => {
    expect(playwrightSpan({ suites: [] })).toBeUndefined();
    expect(playwrightSpan({ stats: { startTime: at(0) }, suites: [] })).toBeUndefined();
  });
});
