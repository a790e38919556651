// The control API of a mock a scenario test started (`startInProcessMock`), called with its token.
import type { RunningMock } from '#scenarios/runner/mock-launcher.ts';

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
