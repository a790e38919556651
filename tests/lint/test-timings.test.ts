import { describe, expect, it } from 'vitest';
import {
  playwrightTimings,
  slowest,
  timingLines,
  vitestTimings,
} from '../../scripts/test-timings.ts';

// `npm test` prints the slowest tests of its unit and e2e phases from their runners' JSON reports
// (scripts/run-tests.ts): the two report shapes read the same way.

describe('the slowest tests of a phase', () => {
  it('reads a Playwright JSON report: nested suites, retries added up', () => {
    const report = {
      suites: [
        {
          title: 'checkout.e2e.ts',
          file: 'checkout.e2e.ts',
          specs: [],
          suites: [
            {
              title: 'checkout',
              file: 'checkout.e2e.ts',
              specs: [
                {
                  title: 'pays by card',
                  file: 'checkout.e2e.ts',
                  line: 12,
                  tests: [
                    {
                      results: [
                        { duration: 4_000, status: 'failed' },
                        { duration: 3_500, status: 'passed' },
                      ],
                    },
                  ],
                },
              ],
            },
          ],
        },
        {
          title: 'home.e2e.ts',
          file: 'home.e2e.ts',
          specs: [
            {
              title: 'shows stores',
              file: 'home.e2e.ts',
              line: 3,
              tests: [{ results: [{ duration: 900, status: 'passed' }] }],
            },
          ],
        },
      ],
    };
    expect(playwrightTimings(report)).toEqual([
      { name: 'checkout.e2e.ts:12 › checkout › pays by card', ms: 7_500, status: 'passed' },
      { name: 'home.e2e.ts:3 › shows stores', ms: 900, status: 'passed' },
    ]);
  });

  it('reads a Vitest JSON report, files relative to the project', () => {
    const report = {
      testResults: [
        {
          name: '/repo/mock-server/a.test.ts',
          assertionResults: [
            { fullName: 'a does one', duration: 12, status: 'passed' },
            { fullName: 'a does two', duration: 3_400, status: 'failed' },
          ],
        },
      ],
    };
    const timings = vitestTimings(report, '/repo');
    expect(timings).toEqual([
      { name: 'mock-server/a.test.ts › a does one', ms: 12, status: 'passed' },
      { name: 'mock-server/a.test.ts › a does two', ms: 3_400, status: 'failed' },
    ]);
    expect(timingLines(slowest(timings, 1))).toEqual([
      '    3.4 s  mock-server/a.test.ts › a does two [failed]',
    ]);
  });

  it('keeps the slowest first, at most the count asked for', () => {
    const timings = Array.from({ length: 15 }, (_, i) => ({
      name: `t${i}`,
      ms: i * 100,
      status: 'passed',
    }));
    expect(slowest(timings, 10).map((t) => t.name)).toEqual(
      Array.from({ length: 10 }, (_, i) => `t${14 - i}`),
    );
  });
});
