// Proxy mode in front of a second Bukka on `--profile hosted` (the hosted API's observable
// behaviour): the fidelity run finds no drift but the hosted API's own expected failure, a journey
// made through the proxy passes with no drift at all, and the recorder turns it into a scenario
// that replays on the mock.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockServer } from '#mock/create-mock.ts';
import type { ProxyStatus } from '#mock/proxy/proxy-status.ts';
import type { RecordingDocument } from '#mock/recording/recorder.ts';
import { writeScenario } from '#mock/recording/write-scenario.ts';
import type { Scenario } from '#scenarios/core/types.ts';
import { rider } from '#scenarios/defs/rider.ts';
import { type RunningMock, startInProcessMock } from '#scenarios/runner/mock-launcher.ts';
import { resolveTarget } from '#scenarios/runner/resolve-target.ts';
import { runScenario } from '#scenarios/runner/run-scenario.ts';
import { runFidelity } from './fidelity-run.ts';

let upstream: RunningMock;
mkdirSync('reports', { recursive: true });
const dir = mkdtempSync(join('reports', 'proxy-hosted-'));

beforeAll(async () => {
  upstream = await startInProcessMock({ profile: 'hosted', hangMs: 200, checkAnswers: true });
}, 60_000);
afterAll(async () => {
  await upstream?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the proxy in front of the hosted profile', () => {
  it('fidelity run: the read-only scenarios pass and nothing drifts but an expected hosted failure', async () => {
    const lines: string[] = [];
    const result = await runFidelity({
      providerUrl: upstream.baseUrl,
      hostedVersion: 'V-A',
      reportDir: dir,
      controlToken: upstream.controlToken,
      log: (line) => lines.push(line),
    });
    expect(result.scenarios.map((s) => s.status)).toEqual(['passed']);
    expect(result.findings.filter((f) => !f.expected)).toEqual([]);
    // The product page's `extras`, which no hosted version sends: found, and known.
    expect(result.findings).toEqual([
      expect.objectContaining({
        route: '/api/products/find/:id',
        text: '$.extras: expected array, saw nothing (the field is missing)',
        expected: expect.stringContaining('never carries'),
      }),
    ]);
    expect(result.code).toBe(0);
    expect(result.status?.totals.forwarded).toBeGreaterThanOrEqual(9);
    expect(lines).toContain('=== Fidelity summary ===');
  }, 120_000);

  it('a journey through the proxy drifts nowhere, and is recorded as a scenario that replays on the mock', async () => {
    const proxy = await createMockServer({
      seed: 1,
      proxy: { upstream: upstream.baseUrl, allowWrites: true },
    });
    const proxyUrl = await proxy.app.listen({ port: 0, host: '127.0.0.1' });
    const recording = (action: 'start' | 'stop') =>
      fetch(`${proxyUrl}/__mock/worlds/default/recording`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ action }),
      });
    let document: RecordingDocument;
    try {
      expect((await recording('start')).status).toBe(200);
      const target = await resolveTarget(proxyUrl, 'proxy', 'card', upstream.controlToken);
      // The runner reaches the backend's control API (accounts, reset) past the proxy.
      expect(target).toMatchObject({ isMock: true, controlUrl: upstream.baseUrl });
      const acted = await runScenario(rider, target);
      expect(acted.steps.filter((s) => s.status !== 'passed')).toEqual([]);
      const status = (await (await fetch(`${proxyUrl}/__mock/proxy`)).json()) as ProxyStatus;
      expect(status.totals.forwarded).toBe(5);
      expect(status.endpoints.filter((e) => e.drifted > 0)).toEqual([]);
      // Sign-in and the review were checked against the contract too.
      expect(status.endpoints.find((e) => e.route === '/api/reviews')?.contractChecked).toBe(1);
      await recording('stop');
      document = (await (
        await fetch(`${proxyUrl}/__mock/worlds/default/recording`)
      ).json()) as RecordingDocument;
    } finally {
      await proxy.app.close();
    }
    // The backend's people, learnt from its own answers: the demo buyer, by role.
    const source = writeScenario(document, 'proxied-rider');
    expect(source).toContain("buyer: { role: 'buyer', account: { kind: 'demo', role: 'buyer' }");
    expect(source).toContain('/api/reviews');
    const file = join(dir, 'proxied-rider.ts');
    writeFileSync(file, source);
    const module = (await import(pathToFileURL(resolve(file)).href)) as Record<string, Scenario>;
    const recorded = Object.values(module)[0]!;
    // On a mock like the backend (the hosted profile, the same seed) it replays as recorded; on the
    // default profile it runs to its end and shows where that mock answers differently.
    for (const profile of ['hosted', 'safe'] as const) {
      const mock = await startInProcessMock({ profile, hangMs: 200, checkAnswers: true });
      try {
        const target = await resolveTarget(mock.baseUrl, 'mock', 'card', mock.controlToken);
        const replayed = await runScenario(recorded, target);
        expect(replayed.steps.map((s) => s.status)).not.toContain('not-run');
        if (profile === 'hosted') expect(replayed.status).toBe('passed');
        const failed = replayed.steps.filter((s) => s.status === 'failed');
        for (const step of failed) expect(step.checks.some((c) => !c.ok)).toBe(true);
      } finally {
        await mock.close();
      }
    }
  }, 180_000);
});
