// The control API of a mock a scenario test started (`startInProcessMock`), called with its token.
import type { RecordingDocument } from '#mock/recording/recorder.ts';
import type { Scenario, Target } from '#scenarios/core/types.ts';
import type { RunningMock } from '#scenarios/runner/mock-launcher.ts';
import { runScenario } from '#scenarios/runner/run-scenario.ts';

export type ControlAnswer = { status: number; body: Record<string, unknown> };

/** `control(method, path, body?)` for `mock()` — a getter, as tests start their mock in `beforeAll`. */
export function mockControl(mock: () => RunningMock) {
  return async (method: string, path: string, body?: unknown): Promise<ControlAnswer> => {
    const { baseUrl, controlToken } = mock();
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        'x-mock-token': controlToken,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
}

/** `journey` acted in `world` while the world records: the run's result and what was recorded. */
export async function recordedRun(
  control: ReturnType<typeof mockControl>,
  target: Target,
  world: string,
  journey: Scenario,
) {
  const recording = `/__mock/worlds/${world}/recording`;
  await control('POST', recording, { action: 'start' });
  const acted = await runScenario(journey, { ...target, world }, { reset: false });
  await control('POST', recording, { action: 'stop' });
  const { body } = await control('GET', recording);
  return { acted, recording: body as unknown as RecordingDocument };
}
