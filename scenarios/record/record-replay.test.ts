// Record → write → replay: a journey driven through the API while its world records
// is written as a scenario module, which then runs in a fresh world from the recorded seed and
// passes; under the hosted profile it reports differences as failed checks, never a crash.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordingDocument } from '#mock/recording/recorder.ts';
import { writeScenario } from '#mock/recording/write-scenario.ts';
import type { Scenario, Target } from '#scenarios/core/types.ts';
import { vendorAccepts } from '#scenarios/defs/vendor-accepts.ts';
import { type RunningMock, startInProcessMock } from '#scenarios/runner/mock-launcher.ts';
import { formatStep } from '#scenarios/runner/reporters.ts';
import { resolveTarget } from '#scenarios/runner/resolve-target.ts';
import { runScenario } from '#scenarios/runner/run-scenario.ts';
import { WORLD_HEADER } from '#shared/schemas/mock-control-names.ts';
import { mockControl } from '#tests/support/scenarios/mock-control.ts';

let mock: RunningMock;
let target: Target;
// A temporary folder inside the repository: the module's `#scenarios/...` imports resolve there.
mkdirSync('reports', { recursive: true });
const dir = mkdtempSync(join('reports', 'recorded-'));

const control = mockControl(() => mock);

beforeAll(async () => {
  mock = await startInProcessMock({ checkAnswers: true });
  target = await resolveTarget(mock.baseUrl, 'mock', 'card', mock.controlToken);
}, 60_000);
afterAll(async () => {
  await mock?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('a recorded journey', () => {
  let source = '';
  let recorded: Scenario;

  it('is written as a scenario with actors, references and the outbox code', async () => {
    const made = await control('POST', '/__mock/worlds', { seed: 1 });
    const world = String(made.body.id);
    const start = await control('POST', `/__mock/worlds/${world}/recording`, { action: 'start' });
    expect(start.body).toMatchObject({ on: true, seed: 1, count: 0 });
    // The journey: the hand-written vendor-accepts scenario, acted in the recording world.
    const acted = await runScenario(vendorAccepts, { ...target, world }, { reset: false });
    expect(acted.status).toBe('passed');
    await control('POST', `/__mock/worlds/${world}/recording`, { action: 'stop' });
    const { body } = await control('GET', `/__mock/worlds/${world}/recording`);
    const recording = body as unknown as RecordingDocument;
    expect(recording.on).toBe(false);
    expect(recording.entries.length).toBeGreaterThan(10);
    expect(JSON.stringify(recording)).not.toContain('bukka-demo');

    source = writeScenario(recording, 'recorded-accept');
    // Actors by role, demo accounts; ids as references to earlier answers.
    expect(source).toContain("buyer: { role: 'buyer', account: { kind: 'demo', role: 'buyer' }");
    expect(source).toContain("vendor: { role: 'vendor', account: { kind: 'demo', role: 'vendor' }");
    expect(source).toContain("signInStep('buyer', { expect: 'session' })");
    expect(source).toContain("payByCard('buyer', { outcome: 'success' })");
    expect(source).toContain("riderDelivers('rider')");
    expect(source).toContain("path: '/api/orders/{buyer.device}/{buyer.id}/{vendor.id}'");
    expect(source).toContain("orderId: '_id'");
    expect(source).toContain('/takeorder/{vendor.id}/{orderId}');
    // The second accept was refused: recorded as an expected failure.
    expect(source).toMatch(/expect: \{\n\s+status: 400,\n\s+message: 'Order is already taken',/);
    expect(source.match(/.*[0-9a-f]{24}.*/g) ?? []).toEqual([]);
    expect(source).not.toContain('bukka-demo');

    const file = join(dir, 'recorded-accept.ts');
    writeFileSync(file, source);
    const module = (await import(pathToFileURL(resolve(file)).href)) as {
      recordedAccept: Scenario;
    };
    recorded = module.recordedAccept;
    expect(recorded.name).toBe('recorded-accept');
    await control('DELETE', `/__mock/worlds/${world}`);
  }, 60_000);

  it('replays in a fresh world from its seed and passes', async () => {
    const made = await control('POST', '/__mock/worlds', { seed: 1 });
    const world = String(made.body.id);
    const result = await runScenario(recorded, { ...target, world });
    const failed = result.steps.filter((s) => s.status !== 'passed').map((s) => formatStep(s));
    expect(failed).toEqual([]);
    expect(result.steps.some((s) => (s.exchanges ?? []).length > 0)).toBe(true);
    await control('DELETE', `/__mock/worlds/${world}`);
  }, 60_000);

  it('reports differences under the hosted profile as failed checks, not a crash', async () => {
    const made = await control('POST', '/__mock/worlds', { seed: 1, profile: 'hosted' });
    const world = String(made.body.id);
    const result = await runScenario(recorded, { ...target, world });
    const failed = result.steps.filter((s) => s.status === 'failed');
    expect(failed.length).toBeGreaterThan(0);
    // Every step ran (keepGoing) and each failure is a check that differs or a missing value.
    expect(result.steps.some((s) => s.status === 'not-run')).toBe(false);
    for (const step of failed) {
      expect(step.checks.some((c) => !c.ok) || /earlier step|no \w+/.test(step.error ?? '')).toBe(
        true,
      );
    }
    void WORLD_HEADER;
    await control('DELETE', `/__mock/worlds/${world}`);
  }, 60_000);
});
