// `npm run scenarios -- [--target URL] [--only NAME[,NAME]] [--reporter pretty|json|junit]
//   [--junit FILE] [--checkout card|wallet] [--profile safe|hosted] [--seed S] [--no-reset]
//   [--verbose] [--control-token T] [--workers N] [--world ID] [--html FILE] [--file PATH]`
// --reporter html writes one self-contained HTML report (--html FILE, default
// reports/scenarios.html); --file PATH runs the scenarios a module outside the catalog exports
// (a recorded scenario written to another folder).
// Without --target, a mock is started in this process (with --checkout, --profile, --seed).
// --workers N runs up to N scenarios at once in this process, each in a world of its own on the
// one mock (scenarios/runner/parallel-run.ts); --world ID runs them in an existing world.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { selectScenarios } from '#scenarios/catalog.ts';
import { envControlToken } from '#scenarios/core/mock-control.ts';
import type { Scenario, ScenarioResult, Target } from '#scenarios/core/types.ts';
import { toHtml } from '#scenarios/runner/html-report.ts';
import { type RunningMock, startInProcessMock } from '#scenarios/runner/mock-launcher.ts';
import { runInWorlds } from '#scenarios/runner/parallel-run.ts';
import {
  formatScenarioHeader,
  formatStep,
  summarize,
  toJson,
  toJUnit,
} from '#scenarios/runner/reporters.ts';
import { resolveTarget } from '#scenarios/runner/resolve-target.ts';
import { runScenario } from '#scenarios/runner/run-scenario.ts';
import { checkFlags, checkoutFlag, parseArgs } from './args.ts';
import { exitWhenFlushed, printAll } from './exit-when-flushed.ts';
import { scenariosOf } from './scenario-file.ts';

const KNOWN = [
  'target',
  'only',
  'reporter',
  'junit',
  'checkout',
  'profile',
  'seed',
  'no-reset',
  'verbose',
  'control-token',
  'workers',
  'world',
  'html',
  'file',
  'read-only',
  'help',
];
const DEFAULT_JUNIT = 'reports/scenarios.junit.xml';
const DEFAULT_HTML = 'reports/scenarios.html';

type Reporter = 'pretty' | 'json' | 'junit' | 'html';
const REPORTERS: readonly string[] = ['pretty', 'json', 'junit', 'html'];

/** What the flags ask for, checked in the order the flags are documented. */
type RunChoice = {
  reporter: Reporter;
  selected: Scenario[];
  checkout: 'card' | 'wallet' | undefined;
  profile: 'safe' | 'hosted' | undefined;
  seed: string | number;
  verbose: boolean;
  workers: number;
  world: string | undefined;
  reset: boolean;
};

async function runChoiceOf(flags: Map<string, string>): Promise<RunChoice> {
  const reporter = flags.get('reporter') ?? 'pretty';
  if (!REPORTERS.includes(reporter))
    throw new Error('--reporter must be pretty, json, junit or html');
  const file = flags.get('file');
  const chosen = file
    ? await scenariosOf(file, flags.get('only'))
    : selectScenarios(flags.get('only'));
  // The scenarios safe through a read-only proxy in front of a live backend.
  const selected = flags.has('read-only') ? chosen.filter((s) => s.readOnly) : chosen;
  if (selected.length === 0)
    throw new Error('--read-only: none of the scenarios chosen is read-only');
  const checkout = checkoutFlag(flags.get('checkout'));
  const profile = flags.get('profile');
  if (profile !== undefined && profile !== 'safe' && profile !== 'hosted')
    throw new Error('--profile must be safe or hosted');
  const seed = flags.get('seed') ?? '1';
  const workers = Number(flags.get('workers') ?? 1);
  if (!Number.isInteger(workers) || workers < 1 || workers > 32)
    throw new Error('--workers must be a whole number from 1 to 32');
  const world = flags.get('world');
  if (world !== undefined && workers > 1)
    throw new Error('--world and --workers exclude each other');
  return {
    reporter: reporter as Reporter,
    selected,
    checkout,
    profile,
    seed: /^\d+$/.test(seed) ? Number(seed) : seed,
    verbose: flags.has('verbose'),
    workers,
    world,
    reset: !flags.has('no-reset'),
  };
}

/** The first line of a run: where the scenarios go, and how. */
function targetLine(target: Target, { world, workers }: RunChoice): string {
  const proxied = target.controlUrl
    ? ` (through a proxy; control API of ${target.controlUrl})`
    : '';
  const kind = target.isMock ? `mock${proxied}` : 'not a mock (control-API steps are skipped)';
  const parallel = workers > 1 ? `, ${workers} at a time, each in its own world` : '';
  return `Scenarios against ${target.baseUrl}${world ? ` (world ${world})` : ''} — ${kind}, checkout ${target.checkout}${parallel}`;
}

/** Runs the chosen scenarios: in worlds of their own with workers, else one after another. */
async function runChosen(
  choice: RunChoice,
  target: Target,
  log: (line: string) => void,
): Promise<ScenarioResult[]> {
  const { selected, workers, seed, reset, verbose } = choice;
  if (workers > 1) return runInWorlds(selected, target, { workers, seed, reset, verbose, log });
  const results: ScenarioResult[] = [];
  for (const scenario of selected) {
    log(formatScenarioHeader(scenario.name, scenario.title, target.label));
    results.push(
      await runScenario(scenario, target, {
        reset,
        seed,
        onStep: (_s, step) => log(formatStep(step, verbose)),
      }),
    );
  }
  return results;
}

/** How long the run took, and with workers the sum of the scenarios' own times. */
function timingLine(results: ScenarioResult[], workers: number, began: number): string {
  const seconds = ((performance.now() - began) / 1000).toFixed(1);
  // With workers, also the sum of the scenarios' own times: what they spent one after another
  // (each measured under the parallel load, so an upper bound for a serial run).
  const own = (results.reduce((sum, r) => sum + r.durationMs, 0) / 1000).toFixed(1);
  return `${results.length} scenario${results.length === 1 ? '' : 's'} in ${seconds} s wall with ${workers} worker${workers === 1 ? '' : 's'}${workers > 1 ? ` (their own times add up to ${own} s)` : ''}`;
}

function writeReport(file: string, text: string): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
}

/** The JUnit file always, the HTML report when asked, and JSON or JUnit on stdout when asked. */
async function report(
  results: ScenarioResult[],
  reporter: Reporter,
  flags: Map<string, string>,
  log: (line: string) => void,
): Promise<void> {
  const junitFile = flags.get('junit') ?? DEFAULT_JUNIT;
  writeReport(junitFile, toJUnit(results));
  log(`JUnit XML: ${junitFile}`);
  if (reporter === 'html') {
    const htmlFile = flags.get('html') ?? DEFAULT_HTML;
    writeReport(htmlFile, toHtml(results));
    log(`HTML report: ${htmlFile}`);
  }
  if (reporter === 'json') await printAll(toJson(results));
  if (reporter === 'junit') await printAll(toJUnit(results));
}

async function main(): Promise<number> {
  const flags = parseArgs(process.argv.slice(2));
  checkFlags(flags, KNOWN);
  if (flags.has('help')) {
    console.log(
      'npm run scenarios -- [--target URL] [--only NAME[,NAME]] [--reporter pretty|json|junit|html] [--html FILE] [--file PATH] [--junit FILE] [--checkout card|wallet] [--profile safe|hosted] [--seed S] [--no-reset] [--verbose] [--control-token T] [--workers N] [--world ID] [--read-only]',
    );
    return 0;
  }
  const choice = await runChoiceOf(flags);
  const { reporter, checkout, profile, seed, world } = choice;
  const log = (line: string) => {
    if (reporter === 'pretty' || reporter === 'html') console.log(line);
    else console.error(line);
  };

  let mock: RunningMock | undefined;
  let baseUrl = flags.get('target');
  if (!baseUrl) {
    mock = await startInProcessMock({ seed, checkout, profile });
    baseUrl = mock.baseUrl;
  }
  try {
    const resolved = await resolveTarget(
      baseUrl,
      mock ? 'mock (in-process)' : baseUrl,
      checkout ?? mock?.checkout,
      mock?.controlToken ?? flags.get('control-token') ?? envControlToken(),
    );
    const target = world ? { ...resolved, world } : resolved;
    log(targetLine(target, choice));
    const began = performance.now();
    const results = await runChosen(choice, target, log);
    log(summarize(results));
    log(timingLine(results, choice.workers, began));
    await report(results, reporter, flags, log);
    return results.every((r) => r.status === 'passed') ? 0 : 1;
  } finally {
    await mock?.close();
  }
}

main().then(
  (code) => exitWhenFlushed(code),
  (error: unknown) => {
    console.error(`scenarios: ${error instanceof Error ? error.message : String(error)}`);
    return exitWhenFlushed(2);
  },
);
