// Against a provider without the control API (here: the mock behind a proxy that hides /__mock),
// scenarios use fixture accounts from env, and every step that needs the mock is SKIPPED with a
// reason — never passed.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { scenarios } from '#scenarios/catalog.ts';
import type { ScenarioResult } from '#scenarios/core/types.ts';
import {
  type ControlFreeProxy,
  startNoControlProxy,
} from '#tests/support/scenarios/no-control-proxy.ts';
import { type RunningMock, startInProcessMock } from './mock-launcher.ts';
import { formatStep } from './reporters.ts';
import { resolveTarget } from './resolve-target.ts';
import { runScenario } from './run-scenario.ts';

const env = {
  BUKKA_BUYER_EMAIL: 'buyer@bukka.test',
  BUKKA_BUYER_PASSWORD: 'bukka-demo',
  BUKKA_VENDOR_EMAIL: 'vendor@bukka.test',
  BUKKA_VENDOR_PASSWORD: 'bukka-demo',
  // A verified account that is not a vendor yet (the onboarding and wallet fixtures).
  BUKKA_BUYER2_EMAIL: 'rider@bukka.test',
  BUKKA_BUYER2_PASSWORD: 'bukka-demo',
  BUKKA_VENDOR2_EMAIL: 'rider@bukka.test',
  BUKKA_VENDOR2_PASSWORD: 'bukka-demo',
  BUKKA_DEVICE_ID: 'demo-device',
};

let mock: RunningMock;
let proxy: ControlFreeProxy;
const results: ScenarioResult[] = [];

beforeAll(async () => {
  mock = await startInProcessMock({ checkAnswers: true });
  proxy = await startNoControlProxy(mock.baseUrl);
  const target = await resolveTarget(proxy.baseUrl, 'no control API');
  expect(target.isMock).toBe(false);
  for (const scenario of scenarios) results.push(await runScenario(scenario, target, { env }));
}, 60_000);

afterAll(async () => {
  await proxy?.close();
  await mock?.close();
});

it('never passes a step that needs the mock; says why it skipped', () => {
  for (const [i, result] of results.entries()) {
    const steps = scenarios[i]?.steps ?? [];
    for (const step of result.steps) {
      const def = steps[step.index];
      if (def?.needs?.length || def?.after?.length) {
        expect(step.status, `${result.name} ${step.index + 1}`).toBe('skipped');
        expect(step.reason).toMatch(/mock only|--checkout card/);
      }
    }
  }
});

it('runs the rest with the fixture accounts, and it passes', () => {
  const failed = results.flatMap((r) =>
    r.steps.filter((s) => s.status === 'failed').map((s) => `${r.name}: ${formatStep(s)}`),
  );
  expect(failed).toEqual([]);
  const passed = results.flatMap((r) => r.steps).filter((s) => s.status === 'passed').length;
  expect(passed).toBeGreaterThan(40);
});
