// `npm run scenarios -- --workers N`: up to N scenarios at once, each in a world of its own on one
// mock, in this process: each scenario runs in its own async scope (`inOwnScope`),
// where `actAs` points the app's API client and device id at its actors without touching the
// others'. The worlds are made (`POST /__mock/worlds`) before and dropped after; each scenario's
// report is printed in one piece when it ends, and the results come back in catalogue order, as a
// serial run's would.
import { ControlError, type ControlTarget, controlCall } from '#mock/control/control-client.ts';
import { worldEndpoints } from '#mock/control/world-endpoints.ts';
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

/** The target's control API (world calls may wait for a world being built: 60 s). */
const controlOf = (target: Target): ControlTarget => ({
  baseUrl: target.baseUrl,
  controlToken: target.controlToken,
  timeoutMs: 60_000,
});

/** Drops a world (best effort: an expired one is gone already). */
const dropWorld = (target: Target, id: string) =>
  controlCall(controlOf(target), worldEndpoints.drop, { params: { id } }).catch(() => undefined);

/** A new world of the target; a clear error when the target cannot make worlds. */
async function makeWorld(target: Target, seed: string | number): Promise<string> {
  const needsWorlds = (status: number, text: string) =>
    new Error(
      `--workers needs a Bukka mock with worlds (POST /__mock/worlds); ${target.baseUrl} answered ${status}${status === 401 ? ' (give its control token: --control-token or MOCK_CONTROL_TOKEN)' : ''}: ${text.replace(/\s+/g, ' ').slice(0, 200)}`,
    );
  try {
    const made = await controlCall(controlOf(target), worldEndpoints.create, {
      body: { seed, checkout: target.checkout },
    });
    if (typeof made.id !== 'string') throw needsWorlds(200, JSON.stringify(made));
    return made.id;
  } catch (error) {
    if (error instanceof ControlError) throw needsWorlds(error.status, error.text);
    if (error instanceof Error && error.message.startsWith('--workers')) throw error;
    throw new Error(`--workers: ${target.baseUrl} did not answer (${(error as Error).message})`);
  }
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
        await dropWorld(target, world);
      }
    }
  };
  try {
    await Promise.all(
      Array.from({ length: Math.max(1, Math.min(options.workers, scenarios.length)) }, lane),
    );
  } finally {
    if (spare) await dropWorld(target, spare);
  }
  return results;
}
