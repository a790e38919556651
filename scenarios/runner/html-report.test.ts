// The HTML report: one self-contained page (nothing fetched), steps with actor, time, checks and
// exchanges, secrets masked, text escaped; the compare page puts A and B side by side and marks
// what differs.
import { describe, expect, it } from 'vitest';
import { compareResults } from '#scenarios/compare/compare-results.ts';
import type { ScenarioResult, StepResult, Target } from '#scenarios/core/types.ts';
import { compareToHtml, toHtml } from './html-report.ts';

const target: Target = { baseUrl: 'http://x', isMock: true, checkout: 'card', label: 'mock' };

function step(over: Partial<StepResult>): StepResult {
  return {
    index: 0,
    title: 'buyer signs in',
    actor: 'buyer',
    status: 'passed',
    checks: [{ label: 'status', ok: true, expected: 200, actual: 200 }],
    observed: { answer: { status: 200 } },
    durationMs: 12.4,
    ...over,
  };
}

const run = (steps: StepResult[], status: ScenarioResult['status'] = 'passed'): ScenarioResult => ({
  name: 'my-journey',
  title: 'my-journey (recorded)',
  target,
  status,
  steps,
  durationMs: 40,
});

describe('the HTML report', () => {
  it('is one page with each step, its actor, time, checks and exchanges, secrets masked', () => {
    const html = toHtml([
      run(
        [
          step({
            exchanges: [
              {
                method: 'POST',
                url: '/api/users/signin',
                body: { email: 'buyer@bukka.test', password: 'bukka-demo' },
                status: 200,
                answer: { user: { firstname: '<Ada>' } },
                ms: 7,
              },
            ],
          }),
          step({
            index: 1,
            title: 'vendor accepts the order',
            actor: 'vendor',
            status: 'failed',
            checks: [{ label: 'status', ok: false, expected: 200, actual: 409 }],
          }),
        ],
        'failed',
      ),
    ]);
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).not.toMatch(/<script|<link|src=|@import/);
    expect(html).toContain('[buyer]</span> buyer signs in');
    expect(html).toContain('12 ms');
    expect(html).toContain('POST /api/users/signin</b> → <b>200');
    expect(html).not.toContain('bukka-demo');
    expect(html).toContain('&#34;password&#34;: &#34;***&#34;');
    expect(html).toContain('&#60;Ada&#62;');
    expect(html).toContain('<details class="step" open><summary><span class="badge failed">');
    expect(html).toContain('status: expected 200, saw 409');
    expect(html).toContain('1 scenarios: 0 passed, 1 failed');
  });

  it('makes each scrolling request and answer box reachable by keyboard, named for its exchange', () => {
    const exchange = (url: string) => ({
      method: 'POST',
      url,
      body: { n: 1 },
      status: 200,
      answer: { ok: true },
      ms: 3,
    });
    const html = toHtml([
      run([
        step({ exchanges: [exchange('/api/a'), exchange('/api/b')] }),
        step({ index: 1, title: 'vendor accepts', exchanges: [exchange('/api/a')] }),
      ]),
    ]);
    const boxes = [...html.matchAll(/<pre([^>]*)>/g)].map((m) => m[1] ?? '');
    expect(boxes).toHaveLength(6);
    for (const attributes of boxes) {
      expect(attributes).toContain('tabindex="0"');
      // A group, not a region: a report of many exchanges is not a page of many landmarks.
      expect(attributes).toContain('role="group"');
    }
    const labels = boxes.map((a) => /aria-label="([^"]*)"/.exec(a)?.[1]);
    expect(labels.slice(0, 2)).toEqual([
      'Step 1, exchange 1: request of POST /api/a',
      'Step 1, exchange 1: answer of POST /api/a',
    ]);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('puts two providers side by side and highlights the differences', () => {
    const a = [run([step({ observed: { answer: { status: 200 } } })])];
    const b = [
      run(
        [
          step({
            status: 'failed',
            observed: { answer: { status: 401, message: 'invalid token' } },
            checks: [{ label: 'status', ok: false, expected: 200, actual: 401 }],
          }),
        ],
        'failed',
      ),
    ];
    const html = compareToHtml(a, b, compareResults(a, b), { a: 'mock', b: 'mock:hosted' });
    expect(html).toContain('<th>A: mock</th><th>B: mock:hosted</th>');
    expect(html).toContain('<tr class="diff">');
    expect(html).toContain('<div class="differs">answer: {&#34;status&#34;:401');
    expect(html).toContain('1 scenarios, 1 steps: 1 differ');
  });
});
