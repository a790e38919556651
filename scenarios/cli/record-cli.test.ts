// `npm run scenarios:record` writing into a folder Biome's configuration ignores (reports/, as a
// gitignored folder is): the module is written formatted and a successful write prints nothing
// that looks like an error. `biome check --write FILE` there formatted nothing and printed
// "No files were processed in the specified paths".
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeScenario } from '#mock/recording/write-scenario.ts';
import type { Scenario, Target } from '#scenarios/core/types.ts';
import { type RunningMock, startInProcessMock } from '#scenarios/runner/mock-launcher.ts';
import { resolveTarget } from '#scenarios/runner/resolve-target.ts';
import { signInStep, verifyWithMailCode } from '#scenarios/steps/auth-steps.ts';
import { mockControl, recordedRun } from '#tests/support/scenarios/mock-control.ts';
import { biomeFormatted } from './biome-format.ts';

const run = promisify(execFile);
let mock: RunningMock;
let target: Target;
mkdirSync('reports', { recursive: true });
const dir = mkdtempSync(join('reports', 'record-cli-'));

const control = mockControl(() => mock);

/** The demo buyer on a device it has not used: a sign-in that asks for the mailed code. */
const newDevice: Scenario = {
  name: 'new-device',
  title: 'new device',
  description: 'The demo buyer signs in on a new device and enters the mailed code.',
  actors: {
    buyer: { role: 'buyer', account: { kind: 'demo', role: 'buyer' }, deviceId: 'cli-phone' },
  },
  steps: [
    signInStep('buyer', { expect: 'device-code' }),
    verifyWithMailCode('buyer', { kind: 'device' }),
  ],
};

beforeAll(async () => {
  mock = await startInProcessMock({ checkAnswers: true });
  target = await resolveTarget(mock.baseUrl, 'mock', 'card', mock.controlToken);
}, 60_000);
afterAll(async () => {
  await mock?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('npm run scenarios:record', () => {
  it('formats a module as one of scenarios/defs, wherever it is written', () => {
    const formatted = biomeFormatted('const a = {b:1}\nexport { a }\n', 'scenarios/defs/a.ts');
    expect(formatted).toEqual({ text: 'const a = { b: 1 };\n\nexport { a };\n' });
  });

  it('writes into an ignored folder formatted, and prints no error', async () => {
    const world = String((await control('POST', '/__mock/worlds', { seed: 1 })).body.id);
    const { acted, recording } = await recordedRun(control, target, world, newDevice);
    expect(acted.status).toBe('passed');

    const cli = ['--import', 'tsx', 'scenarios/cli/record-cli.ts', '--world', world];
    const { stdout, stderr } = await run(
      process.execPath,
      [...cli, '--name', 'cli-journey', '--target', mock.baseUrl, '--out', dir],
      { env: { ...process.env, MOCK_CONTROL_TOKEN: mock.controlToken }, timeout: 120_000 },
    );
    expect(stderr).toBe('');
    expect(stdout).toContain(`${join(dir, 'cli-journey.ts')}: 2 requests recorded in world`);
    const written = readFileSync(join(dir, 'cli-journey.ts'), 'utf8');
    // The writer's own text leaves the code step's options unindented; Biome indents them.
    expect(writeScenario(recording, 'cli-journey')).toContain(
      "    verifyWithMailCode('buyer', {\n  kind: 'device',\n}),",
    );
    expect(written).toContain("    verifyWithMailCode('buyer', {\n      kind: 'device',\n    }),");
    expect(biomeFormatted(written, 'scenarios/defs/cli-journey.ts').text).toBe(written);
    await control('DELETE', `/__mock/worlds/${world}`);
  }, 150_000);
});
