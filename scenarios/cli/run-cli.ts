// `npm run scenarios -- [--target URL] [--only NAME[,NAME]] [--reporter pretty|json|junit]
//   [--junit FILE] [--checkout card|wallet] [--profile safe|hosted] [--seed S] [--no-reset]
//   [--verbose] [--control-token T]`
// Without --target, a mock is started in this process (with --checkout, --profile, --seed).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { selectScenarios } from '#scenarios/catalog.ts';
import { envControlToken } from '#scenarios/core/mock-control.ts';
import type { ScenarioResult } from '#scenarios/core/types.ts';
import { type RunningMock, startInProcessMock } from '#scenarios/runner/mock-launcher.ts';
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
  'help',
];
const DEFAULT_JUNIT = 'reports/scenarios.junit.xml';

async function main(): Promise<number> {
  const flags = parseArgs(process.argv.slice(2));
  checkFlags(flags, KNOWN);
  if (flags.has('help')) {
    console.log(
      'npm run scenarios -- [--target URL] [--only NAME[,NAME]] [--reporter pretty|json|junit] [--junit FILE] [--checkout card|wallet] [--profile safe|hosted] [--seed S] [--no-reset] [--verbose] [--control-token T]',
    );
    return 0;
  }
  const reporter = flags.get('reporter') ?? 'pretty';
  if (!['pretty', 'json', 'junit'].includes(reporter))
    throw new Error('--reporter must be pretty, json or junit');
  const selected = selectScenarios(flags.get('only'));
  const checkout = checkoutFlag(flags.get('checkout'));
  const profile = flags.get('profile');
  if (profile !== undefined && profile !== 'safe' && profile !== 'hosted')
    throw new Error('--profile must be safe or hosted');
  const seed = flags.get('seed') ?? '1';
  const seedValue = /^\d+$/.test(seed) ? Number(seed) : seed;
  const verbose = flags.has('verbose');
  const log = (line: string) => {
    if (reporter === 'pretty') console.log(line);
    else console.error(line);
  };

  let mock: RunningMock | undefined;
  let baseUrl = flags.get('target');
  if (!baseUrl) {
    mock = await startInProcessMock({ seed: seedValue, checkout, profile });
    baseUrl = mock.baseUrl;
  }
  try {
    const target = await resolveTarget(
      baseUrl,
      mock ? 'mock (in-process)' : baseUrl,
      checkout ?? mock?.checkout,
      mock?.controlToken ?? flags.get('control-token') ?? envControlToken(),
    );
    log(
      `Scenarios against ${target.baseUrl} — ${target.isMock ? 'mock' : 'not a mock (control-API steps are skipped)'}, checkout ${target.checkout}`,
    );
    const results: ScenarioResult[] = [];
    for (const scenario of selected) {
      log(formatScenarioHeader(scenario.name, scenario.title, target.label));
      results.push(
        await runScenario(scenario, target, {
          reset: !flags.has('no-reset'),
          seed: seedValue,
          onStep: (_s, step) => log(formatStep(step, verbose)),
        }),
      );
    }
    log(summarize(results));
    const junitFile = flags.get('junit') ?? DEFAULT_JUNIT;
    mkdirSync(dirname(junitFile), { recursive: true });
    writeFileSync(junitFile, toJUnit(results));
    log(`JUnit XML: ${junitFile}`);
    if (reporter === 'json') await printAll(toJson(results));
    if (reporter === 'junit') await printAll(toJUnit(results));
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
