// Replays a scenario through the built app in Chromium: one browser context per actor (its own
// cookies and device id), each step performed on screen where it has a browser form (see
// ui-steps.ts), otherwise through the API; a screenshot of the actor's page after every step.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { actAs, createActors } from '#scenarios/core/actors.ts';
import { mockControl } from '#scenarios/core/mock-control.ts';
import type {
  Actor,
  Check,
  Memory,
  Scenario,
  Step,
  StepResult,
  Target,
} from '#scenarios/core/types.ts';
import { formatCheck } from '#scenarios/runner/reporters.ts';
import { createStepContext } from '#scenarios/runner/run-scenario.ts';
import { WORLD_HEADER } from '#shared/schemas/mock-control-names.ts';
import { uiOrderSteps } from './ui-order-steps.ts';
import { type UiStep, uiShopSteps } from './ui-steps.ts';

const UI_STEPS: Record<string, UiStep> = { ...uiShopSteps, ...uiOrderSteps };

export interface ReplayOptions {
  browser: Browser;
  target: Target;
  /** Wraps each step (Playwright's `test.step`) so the report lists them. */
  step<T>(title: string, body: () => Promise<T>): Promise<T>;
  /** Keeps a screenshot in the report. */
  attach(name: string, png: Buffer): Promise<void>;
}

interface Seat {
  context: BrowserContext;
  page: Page;
}

async function syncSession(seat: Seat, actor: Actor, baseUrl: string) {
  const cookies = await seat.context.cookies(baseUrl);
  const token = cookies.find((c) => c.name === 'auth_token')?.value;
  if (token) {
    actor.jar.onResponse(baseUrl, new Headers({ 'set-cookie': `auth_token=${token}; Path=/` }));
  } else actor.jar.clear();
}

function describeFailure(checks: Check[], error?: string): string {
  return [error, ...checks.filter((c) => !c.ok).map(formatCheck)].filter(Boolean).join('\n');
}

export async function replayInBrowser(
  scenario: Scenario,
  options: ReplayOptions,
): Promise<StepResult[]> {
  const { target } = options;
  const control = mockControl(target);
  await control.reset(scenario.seed ?? 1);
  await control.clearFaults();
  const actors = createActors(scenario.actors, target, await control.accounts());
  const seats = new Map<string, Seat>();
  for (const actor of Object.values(actors)) {
    const context = await options.browser.newContext({
      baseURL: target.baseUrl,
      ...(target.world ? { extraHTTPHeaders: { [WORLD_HEADER]: target.world } } : {}),
    });
    await context.addInitScript((id) => localStorage.setItem('bukka.deviceId', id), actor.deviceId);
    seats.set(actor.name, { context, page: await context.newPage() });
  }
  const memory: Memory = {};
  const results: StepResult[] = [];
  try {
    for (const [index, step] of scenario.steps.entries()) {
      const title = `${String(index + 1).padStart(2, '0')}. [${step.actor}] ${step.title}`;
      results.push(
        await options.step(title, () => runUiStep(index, step, actors, seats, memory, options)),
      );
    }
  } finally {
    for (const seat of seats.values()) await seat.context.close();
  }
  return results;
}

async function runUiStep(
  index: number,
  step: Step,
  actors: Record<string, Actor>,
  seats: Map<string, Seat>,
  memory: Memory,
  options: ReplayOptions,
): Promise<StepResult> {
  const { target } = options;
  const started = performance.now();
  const checks: Check[] = [];
  const observed: Record<string, unknown> = {};
  const base = { index, title: step.title, actor: step.actor, checks, observed };
  const modes = step.modes;
  if (modes && !modes.includes(target.checkout)) {
    return {
      ...base,
      status: 'skipped',
      reason: `not in --checkout ${target.checkout}`,
      durationMs: 0,
    };
  }
  const actor = actors[step.actor];
  const seat = seats.get(step.actor);
  if (!actor || !seat) throw new Error(`unknown actor ${step.actor}`);
  const ctx = createStepContext({ target, actor, actors, memory, checks, observed });
  const ui = step.kind ? UI_STEPS[step.kind] : undefined;
  let error: string | undefined;
  try {
    await syncSession(seat, actor, target.baseUrl);
    if (ui) {
      await ui({
        ...ctx,
        page: seat.page,
        args: step.args ?? {},
        viaApi: async () => {
          await syncSession(seat, actor, target.baseUrl);
          actAs(target, actor);
          await step.run(ctx);
        },
      });
    } else {
      actAs(target, actor);
      await step.run(ctx);
    }
  } catch (e) {
    error = e instanceof Error ? e.message : String(e);
  }
  await options.attach(
    `${String(index + 1).padStart(2, '0')} ${step.actor} — ${step.title}`,
    await seat.page.screenshot(),
  );
  const failed = error !== undefined || checks.some((c) => !c.ok);
  if (failed)
    throw new Error(`step ${index + 1} "${step.title}" failed:\n${describeFailure(checks, error)}`);
  return {
    ...base,
    status: 'passed',
    durationMs: performance.now() - started,
    reason: ui ? 'browser' : 'API',
  };
}
