import { describe, expect, it } from 'vitest';
import {
  failureLines,
  failures,
  playwrightRunErrors,
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

describe('the failed tests of a phase, named in the table CI keeps the tail of', () => {
  it('names a failed Playwright test with its error’s first lines, colour codes gone', () => {
    const report = {
      suites: [
        {
          title: 'cart.e2e.ts',
          file: 'cart.e2e.ts',
          specs: [
            {
              title: 'keeps the cart',
              file: 'cart.e2e.ts',
              line: 9,
              tests: [
                {
                  results: [
                    {
                      duration: 2_000,
                      status: 'failed',
                      error: {
                        message:
                          '\u001b[31mError: expect(locator).toHaveText(expected)\u001b[39m\n\nExpected: "₦2,500"\nReceived: "₦0"\nCall log:',
                      },
                    },
                  ],
                },
              ],
            },
            {
              title: 'shows the fee',
              file: 'cart.e2e.ts',
              line: 30,
              tests: [{ results: [{ duration: 100, status: 'passed' }] }],
            },
          ],
        },
      ],
      errors: [{ message: 'Error: Timed out waiting 60000ms from config.webServer.' }],
    };
    const failed = [...failures(playwrightTimings(report)), ...playwrightRunErrors(report)];
    expect(failureLines(failed)).toEqual([
      'cart.e2e.ts:9 › keeps the cart [failed]',
      '    Error: expect(locator).toHaveText(expected)',
      '    Expected: "₦2,500"',
      '    Received: "₦0"',
      '(outside any test) [failed]',
      '    Error: Timed out waiting 60000ms from config.webServer.',
    ]);
  });

  it('names a Vitest file that failed outside its tests, and a failed test with its message', () => {
    const report = {
      testResults: [
        {
          name: '/repo/a.test.ts',
          status: 'failed',
          message: 'Failed to load url ./missing.ts',
          assertionResults: [],
        },
        {
          name: '/repo/b.test.ts',
          status: 'failed',
          assertionResults: [
            {
              fullName: 'b adds',
              status: 'failed',
              failureMessages: ['AssertionError: 1 !== 2\n    at b.test.ts:3'],
            },
            { fullName: 'b skips', status: 'skipped' },
          ],
        },
      ],
    };
    expect(failures(vitestTimings(report, '/repo')).map((t) => [t.name, t.error])).toEqual([
      ['a.test.ts › (outside its tests)', 'Failed to load url ./missing.ts'],
      ['b.test.ts › b adds', 'AssertionError: 1 !== 2\n    at b.test.ts:3'],
    ]);
  });
});
