// Runs one scenario against one target: actors set up, steps in order, checks and observations
// recorded per step. A step whose capability the target lacks is SKIPPED with the reason; after a
// failed step the rest are not run (their state would be meaningless).
import { actAs, createActors } from '#scenarios/core/actors.ts';
import { keepExchanges } from '#scenarios/core/exchange-log.ts';
import { type MockAccount, mockControl } from '#scenarios/core/mock-control.ts';
import type {
  Actor,
  Check,
  Exchange,
  Memory,
  Scenario,
  ScenarioResult,
  Step,
  StepContext,
  StepResult,
  Target,
} from '#scenarios/core/types.ts';

class SkipSignal extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

export interface RunOptions {
  /** Reset the mock world (seed) before the scenario; default true on a mock. */
  reset?: boolean;
  seed?: string | number;
  env?: NodeJS.ProcessEnv;
  /** Called after each step (live reporting). */
  onStep?: (scenario: Scenario, result: StepResult) => void;
}

const CAPABILITY_REASON: Record<string, string> = {
  outbox: 'reads the mail outbox (control API, mock only)',
  payments: "pays through the mock's emulated card provider (control API, mock only)",
  'bank-transfer': 'simulates a bank transfer (control API, mock only)',
  clock: 'moves the clock (control API, mock only)',
  deliver: 'marks an order delivered (control API, mock only)',
  accounts: 'needs the demo accounts of the control API (mock only)',
};

export async function runScenario(
  scenario: Scenario,
  target: Target,
  options: RunOptions = {},
): Promise<ScenarioResult> {
  const started = performance.now();
  let demo: MockAccount[] = [];
  if (target.isMock) {
    const control = mockControl(target);
    if (options.reset !== false) {
      await control.reset(scenario.seed ?? options.seed ?? 1);
      await control.clearFaults();
    }
    demo = await control.accounts();
  }
  const actors = createActors(scenario.actors, target, demo, options.env);
  const memory: Memory = {};
  const results: StepResult[] = [];
  let broken = false;
  for (const [index, step] of scenario.steps.entries()) {
    const modes = step.modes ?? scenario.modes;
    const result = broken
      ? notRun(index, step)
      : modes && !modes.includes(target.checkout)
        ? modeSkip(index, step, target)
        : await runStep(index, step, target, actors, memory);
    if (result.status === 'failed' && !scenario.keepGoing) broken = true;
    results.push(result);
    options.onStep?.(scenario, result);
  }
  return {
    name: scenario.name,
    title: scenario.title,
    target,
    status: results.some((r) => r.status === 'failed') ? 'failed' : 'passed',
    steps: results,
    durationMs: performance.now() - started,
  };
}

function notRun(index: number, step: Step): StepResult {
  return {
    index,
    title: step.title,
    actor: step.actor,
    status: 'not-run',
    checks: [],
    observed: {},
    reason: 'an earlier step failed',
    durationMs: 0,
  };
}

function modeSkip(index: number, step: Step, target: Target): StepResult {
  return {
    index,
    title: step.title,
    actor: step.actor,
    status: 'skipped',
    checks: [],
    observed: {},
    reason: `the target checks out with --checkout ${target.checkout}: this step is for the other mode`,
    durationMs: 0,
  };
}

async function runStep(
  index: number,
  step: Step,
  target: Target,
  actors: Record<string, Actor>,
  memory: Memory,
): Promise<StepResult> {
  const started = performance.now();
  const checks: Check[] = [];
  const observed: Record<string, unknown> = {};
  const exchanges: Exchange[] = [];
  const base = { index, title: step.title, actor: step.actor, checks, observed, exchanges };
  const done = (rest: Partial<StepResult> & Pick<StepResult, 'status'>): StepResult => ({
    ...base,
    ...rest,
    durationMs: performance.now() - started,
  });
  const actor = actors[step.actor];
  if (!actor) return done({ status: 'failed', error: `unknown actor ${step.actor}` });
  const missing = (step.needs ?? []).filter(() => !target.isMock);
  const ctx = createStepContext({ target, actor, actors, memory, checks, observed });

  if (!target.isMock && step.after?.length) {
    const needs = step.after.map((c) => CAPABILITY_REASON[c]).join('; ');
    return done({
      status: 'skipped',
      reason: `relies on an earlier step skipped here (it ${needs})`,
    });
  }
  if (missing.length > 0) {
    const reason = `not a mock target: this step ${missing.map((c) => CAPABILITY_REASON[c]).join('; ')}`;
    let error: string | undefined;
    try {
      actAs(target, actor);
      await step.fallback?.(ctx);
    } catch (e) {
      error = `fallback failed: ${e instanceof Error ? e.message : String(e)}`;
    }
    checks.length = 0;
    return done({ status: 'skipped', reason, ...(error ? { error } : {}) });
  }
  try {
    actAs(target, actor);
    await keepExchanges(exchanges, () => step.run(ctx));
  } catch (error) {
    if (error instanceof SkipSignal) return done({ status: 'skipped', reason: error.reason });
    return done({
      status: 'failed',
      error: error instanceof Error ? error.message : String(error),
    });
  }
  return done({ status: checks.every((c) => c.ok) ? 'passed' : 'failed' });
}

export interface StepContextInput {
  target: Target;
  actor: Actor;
  actors: Record<string, Actor>;
  memory: Memory;
  checks: Check[];
  observed: Record<string, unknown>;
}

/** The context a step runs in (also used by the browser replay). */
export function createStepContext(input: StepContextInput): StepContext {
  const { target, actor, actors, memory, checks, observed } = input;
  return {
    target,
    actor,
    actors,
    memory,
    check(label, actual, expected) {
      const ok = JSON.stringify(actual) === JSON.stringify(expected);
      checks.push({ label, ok, expected, actual });
      return ok;
    },
    checkThat(label, ok, actual, expected) {
      checks.push({ label, ok, expected, actual });
      return ok;
    },
    observe(key, value) {
      observed[key] = value;
    },
    async as(who, fn) {
      actAs(target, who);
      return fn();
    },
    skip(reason) {
      throw new SkipSignal(reason);
    },
  };
}
