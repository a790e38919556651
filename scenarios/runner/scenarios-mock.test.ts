// Every API scenario against the mock (in-process, on a free port), in both checkout modes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scenarios } from '#scenarios/catalog.ts';
import type { ScenarioResult, Target } from '#scenarios/core/types.ts';
import { type RunningMock, startInProcessMock } from './mock-launcher.ts';
import { formatStep } from './reporters.ts';
import { resolveTarget } from './resolve-target.ts';
import { runScenario } from './run-scenario.ts';

const explain = (r: ScenarioResult) =>
  r.steps
    .filter((s) => s.status === 'failed' || s.status === 'not-run')
    .map((s) => formatStep(s))
    .join('\n');

for (const checkout of ['card', 'wallet'] as const) {
  describe(`API scenarios against the mock (--checkout ${checkout})`, () => {
    let mock: RunningMock;
    let target: Target;
    beforeAll(async () => {
      mock = await startInProcessMock({ checkout, checkAnswers: true });
      target = await resolveTarget(mock.baseUrl, 'mock', checkout, mock.controlToken);
    });
    afterAll(() => mock?.close());

    it.each(scenarios.map((s) => [s.name, s] as const))(
      '%s passes',
      async (_name, scenario) => {
        const result = await runScenario(scenario, target);
        expect(result.status, explain(result)).toBe('passed');
        const runsHere = !scenario.modes || scenario.modes.includes(checkout);
        expect(result.steps.some((s) => s.status === 'passed')).toBe(runsHere);
        if (checkout === 'card' && scenario.name !== 'new-buyer') {
          // Card mode runs every step except the wallet-mode funding of a new buyer.
          expect(result.steps.filter((s) => s.status === 'skipped')).toEqual([]);
        }
      },
      30_000,
    );
  });
}
