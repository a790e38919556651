// Starts a mock for the runners: in-process (the mock's programmatic entry, on a free port) or as
// a child process (`tsx mock-server/server.ts`), the way CI and the compare test need two of them.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { freePort } from '#mock/free-port.ts';
import { mockHealth } from '#scenarios/core/mock-control.ts';
import type { CheckoutMode } from '#shared/schemas/mock-control-names.ts';

/** The mock's behaviour profile (`--profile`, docs/hosted-divergences.md). */
export type MockProfile = 'safe' | 'hosted';

export interface RunningMock {
  baseUrl: string;
  checkout: CheckoutMode;
  /** The control token this mock requires (each launched mock gets a fresh one). */
  controlToken: string;
  profile: MockProfile;
  close(): Promise<void>;
}

export interface MockLaunch {
  seed?: string | number;
  checkout?: CheckoutMode;
  profile?: MockProfile;
  /** The hosted profile's bound on requests the hosted API never answers (ms). */
  hangMs?: number;
  /**
   * Check each answer against its endpoint's response schema (in-process: the tests ask for it;
   * a spawned mock always checks).
   */
  checkAnswers?: boolean;
}

/** `mock[:card|:wallet][:safe|:hosted]` → the in-process mock it names, else undefined. */
export function mockSpec(
  spec: string,
): { checkout?: CheckoutMode; profile?: MockProfile } | undefined {
  const [head, ...parts] = spec.split(':');
  if (head !== 'mock') return undefined;
  const out: { checkout?: CheckoutMode; profile?: MockProfile } = {};
  for (const part of parts) {
    if (part === 'card' || part === 'wallet') out.checkout = part;
    else if (part === 'safe' || part === 'hosted') out.profile = part;
    else throw new Error(`unknown mock option "${part}" in ${spec} (card, wallet, safe, hosted)`);
  }
  return out;
}

/**
 * The mock inside this process, listening on a free port of 127.0.0.1 (SCENARIOS_MOCK_PORT when
 * set: the e2e suite keeps every server of its run within a given range of ports).
 */
export async function startInProcessMock(launch: MockLaunch = {}): Promise<RunningMock> {
  const { createMockServer } = await import('#mock/create-mock.ts');
  const checkout = launch.checkout ?? 'card';
  const controlToken = newControlToken();
  const profile = launch.profile ?? 'safe';
  const { app } = await createMockServer({
    seed: launch.seed ?? 1,
    options: { checkout, profile, hangMs: launch.hangMs, checkAnswers: launch.checkAnswers },
    guard: { controlToken },
  });
  const port = Number(process.env.SCENARIOS_MOCK_PORT ?? 0);
  const address = await app.listen({ port, host: '127.0.0.1' });
  return {
    baseUrl: address.replace('[::1]', 'localhost'),
    checkout,
    controlToken,
    profile,
    close: async () => {
      await app.close();
    },
  };
}

/**
 * Launched mocks require a control token although they listen on loopback: every scenario run
 * then proves the scenarios send it (as they must to a mock on the network).
 */
const newControlToken = (): string => randomBytes(16).toString('hex');

/**
 * `tsx mock-server/server.ts --port <free> --seed S --checkout M --profile P --simulator off
 * --check-answers on` (an answer that drifted from its endpoint fails the step that got it).
 */
export async function spawnMock(
  launch: MockLaunch = {},
  root = process.cwd(),
): Promise<RunningMock> {
  const port = await freePort();
  const checkout = launch.checkout ?? 'card';
  const controlToken = newControlToken();
  const profile = launch.profile ?? 'safe';
  const args = [
    resolve(root, 'mock-server/server.ts'),
    '--port',
    String(port),
    '--seed',
    String(launch.seed ?? 1),
    '--checkout',
    checkout,
    '--profile',
    profile,
    ...(launch.hangMs === undefined ? [] : ['--hang-ms', String(launch.hangMs)]),
    '--simulator',
    'off',
    '--check-answers',
    'on',
    '--control-token',
    controlToken,
  ];
  const child: ChildProcess = spawn(resolve(root, 'node_modules/.bin/tsx'), args, {
    cwd: root,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  while (!(await mockHealth(baseUrl))) {
    if (child.exitCode !== null) throw new Error(`mock exited (${child.exitCode}): ${stderr}`);
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`mock on ${baseUrl} did not answer /__mock/health in 30 s: ${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  return {
    baseUrl,
    checkout,
    controlToken,
    profile,
    close: () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}
