// `npm run scenarios -- --workers N`: up to N scenarios at once, each in a world of its own on one
// mock (issue 19 #2), in this process: each scenario runs in its own async scope (`inOwnScope`),
// where `actAs` points the app's API client and device id at its actors without touching the
// others'. The worlds are made (`POST /__mock/worlds`) before and dropped after; each scenario's
// report is printed in one piece when it ends, and the results come back in catalogue order, as a
// serial run's would.
import { inOwnScope } from '#scenarios/core/actors.ts';
import type { Scenario, ScenarioResult, Target } from '#scenarios/core/types.ts';
import { formatScenarioHeader, formatStep } from './reporters.ts';
import { runScenario } from './run-scenario.ts';

export type ParallelOptions = {
  workers: number;
  seed: string | number;
  reset: boolean;
  verbose: boolean;
  /** A finished scenario's report (header and steps, in one piece). */
  log: (text: string) => void;
};

async function control(target: Target, method: string, path: string, body?: unknown) {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (target.controlToken) headers['x-mock-token'] = target.controlToken;
  return fetch(`${target.baseUrl}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(60_000),
  });
}

/** A new world of the target; a clear error when the target cannot make worlds. */
async function makeWorld(target: Target, seed: string | number): Promise<string> {
  const response = await control(target, 'POST', '/__mock/worlds', {
    seed,
    checkout: target.checkout,
  }).catch((error: Error) => {
    throw new Error(`--workers: ${target.baseUrl} did not answer (${error.message})`);
  });
  const text = await response.text();
  let id: unknown;
  try {
    id = (JSON.parse(text) as { id?: unknown }).id;
  } catch {
    // not JSON: not a mock with worlds
  }
  if (response.status !== 201 || typeof id !== 'string') {
    throw new Error(
      `--workers needs a Bukka mock with worlds (POST /__mock/worlds); ${target.baseUrl} answered ${response.status}${response.status === 401 ? ' (give its control token: --control-token or MOCK_CONTROL_TOKEN)' : ''}: ${text.replace(/\s+/g, ' ').slice(0, 200)}`,
    );
  }
  return id;
}

/** Runs `scenarios`, up to `workers` at once, each in its own world of `target`. */
export async function runInWorlds(
  scenarios: Scenario[],
  target: Target,
  options: ParallelOptions,
): Promise<ScenarioResult[]> {
  // Fails at once, before any scenario starts, when the target cannot make worlds.
  let spare: string | undefined = await makeWorld(target, options.seed);
  const results: ScenarioResult[] = new Array(scenarios.length);
  let next = 0;
  const lane = async () => {
    while (next < scenarios.length) {
      const index = next++;
      const scenario = scenarios[index]!;
      const world = spare ?? (await makeWorld(target, options.seed));
      spare = undefined;
      const lines = [formatScenarioHeader(scenario.name, scenario.title, target.label)];
      try {
        const result = await inOwnScope(() =>
          runScenario(
            scenario,
            { ...target, world },
            {
              reset: options.reset,
              seed: options.seed,
              onStep: (_s, step) => lines.push(formatStep(step, options.verbose)),
            },
          ),
        );
        // The report is the serial run's: the world a scenario ran in is not part of it.
        results[index] = { ...result, target };
      } finally {
        options.log(lines.join('\n'));
        await control(target, 'DELETE', `/__mock/worlds/${world}`).catch(() => undefined);
      }
    }
  };
  try {
    await Promise.all(
      Array.from({ length: Math.max(1, Math.min(options.workers, scenarios.length)) }, lane),
    );
  } finally {
    if (spare) await control(target, 'DELETE', `/__mock/worlds/${spare}`).catch(() => undefined);
  }
  return results;
}
