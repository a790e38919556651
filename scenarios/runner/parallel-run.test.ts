// --workers: scenarios side by side, each in a world of its own on one mock, report the same as
// one after another; a target that cannot make worlds is refused with a message.
import { createServer } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectScenarios } from '#scenarios/catalog.ts';
import type { ScenarioResult, Target } from '#scenarios/core/types.ts';
import { type RunningMock, startInProcessMock } from './mock-launcher.ts';
import { runInWorlds } from './parallel-run.ts';
import { toJson } from './reporters.ts';
import { resolveTarget } from './resolve-target.ts';
import { runScenario } from './run-scenario.ts';

const picked = selectScenarios('new-buyer,vendor-accepts,vendor-refunds,account-security');

/** What a report says, without times and the values each run makes up (ids, codes, dates). */
const outline = (results: ScenarioResult[]) =>
  results.map((r) => ({
    name: r.name,
    status: r.status,
    target: r.target,
    steps: r.steps.map((s) => ({ title: s.title, status: s.status, checks: s.checks.length })),
  }));

describe('scenarios --workers', () => {
  let mock: RunningMock;
  let target: Target;
  beforeAll(async () => {
    mock = await startInProcessMock({ checkAnswers: true });
    target = await resolveTarget(mock.baseUrl, 'mock', 'card', mock.controlToken);
  });
  afterAll(() => mock?.close());

  it('runs them side by side in worlds of their own, reported as a serial run is', async () => {
    const serial: ScenarioResult[] = [];
    for (const scenario of picked) serial.push(await runScenario(scenario, target));
    const logged: string[] = [];
    const parallel = await runInWorlds(picked, target, {
      workers: 3,
      seed: 1,
      reset: true,
      verbose: false,
      log: (text) => logged.push(text),
    });
    expect(parallel.map((r) => r.status)).toEqual(picked.map(() => 'passed'));
    expect(outline(parallel)).toEqual(outline(serial));
    // Each scenario's report comes in one piece, header first.
    expect(logged).toHaveLength(picked.length);
    for (const text of logged) expect(text).toMatch(/^\n\d+\. .+ \([a-z-]+\) — mock\n {2}PASS/);
    // The worlds are gone, and the report names neither a world nor the control token.
    const worlds = await fetch(`${mock.baseUrl}/__mock/worlds`, {
      headers: { 'x-mock-token': mock.controlToken },
    }).then((r) => r.json());
    expect(worlds.worlds.map((w: { id: string }) => w.id)).toEqual(['default']);
    expect(toJson(parallel)).not.toContain(mock.controlToken);
    expect(toJson(parallel)).not.toMatch(/"world"/);
  }, 60_000);

  it('refuses a target that cannot make worlds, saying why', async () => {
    const server = createServer((_req, res) => {
      res.writeHead(404, { 'content-type': 'text/html' });
      res.end('<h1>Not here</h1>');
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const { port } = server.address() as { port: number };
    const plain: Target = {
      baseUrl: `http://127.0.0.1:${port}`,
      isMock: true,
      checkout: 'card',
      label: 'old mock',
    };
    try {
      await expect(
        runInWorlds(picked, plain, {
          workers: 2,
          seed: 1,
          reset: true,
          verbose: false,
          log: () => {},
        }),
      ).rejects.toThrow(
        /^--workers needs a Bukka mock with worlds \(POST \/__mock\/worlds\); http:\/\/127\.0\.0\.1:\d+ answered 404: <h1>Not here<\/h1>$/,
      );
    } finally {
      server.close();
    }
  });
});
