// `npm run scenarios:compare -- --a URL --b URL [--only NAME] [--a-checkout M] [--b-checkout M]
//   [--json] [--fail-on-diff] [--hang-ms N] [--reporter html] [--html FILE] [--file PATH]`. A URL may also be a mock started in this process:
// `mock`, with `:card` or `:wallet` for the money flow and `:hosted` for the hosted profile
// (`mock:hosted`, `mock:wallet:hosted`). Runs the API scenarios against A, then B, and prints per
// step where their observable answers differ.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { selectScenarios } from '#scenarios/catalog.ts';
import { compareResults, formatComparison } from '#scenarios/compare/compare-results.ts';
import type { ScenarioResult, Target } from '#scenarios/core/types.ts';
import { compareToHtml } from '#scenarios/runner/html-report.ts';
import { mockSpec, type RunningMock, startInProcessMock } from '#scenarios/runner/mock-launcher.ts';
import { resolveTarget } from '#scenarios/runner/resolve-target.ts';
import { runScenario } from '#scenarios/runner/run-scenario.ts';
import type { CheckoutMode } from '#shared/schemas/mock-control-names.ts';
import { checkFlags, checkoutFlag, parseArgs } from './args.ts';
import { exitWhenFlushed, printAll } from './exit-when-flushed.ts';
import { scenariosOf } from './scenario-file.ts';

const KNOWN = [
  'a',
  'b',
  'only',
  'a-checkout',
  'b-checkout',
  'json',
  'fail-on-diff',
  'no-reset',
  'hang-ms',
  'reporter',
  'html',
  'file',
  'help',
];

async function open(
  spec: string,
  label: string,
  checkout: CheckoutMode | undefined,
  hangMs: number | undefined,
  mocks: RunningMock[],
): Promise<Target> {
  const mock = mockSpec(spec);
  if (mock) {
    const running = await startInProcessMock({
      checkout: mock.checkout ?? checkout,
      profile: mock.profile,
      hangMs,
    });
    mocks.push(running);
    return resolveTarget(
      running.baseUrl,
      `${label} (in-process ${spec})`,
      running.checkout,
      running.controlToken,
    );
  }
  return resolveTarget(spec, `${label} ${spec}`, checkout);
}

async function runAll(
  target: Target,
  only: string | undefined,
  reset: boolean,
  file: string | undefined,
): Promise<ScenarioResult[]> {
  const results: ScenarioResult[] = [];
  const selected = file ? await scenariosOf(file, only) : selectScenarios(only);
  for (const scenario of selected) results.push(await runScenario(scenario, target, { reset }));
  return results;
}

async function main(): Promise<number> {
  const flags = parseArgs(process.argv.slice(2));
  checkFlags(flags, KNOWN);
  const a = flags.get('a');
  const b = flags.get('b');
  if (flags.has('help') || !a || !b) {
    console.log(
      'npm run scenarios:compare -- --a URL|mock[:wallet][:hosted] --b URL|mock[:wallet][:hosted] [--only NAME] [--a-checkout card|wallet] [--b-checkout card|wallet] [--json] [--fail-on-diff] [--hang-ms N] [--reporter html] [--html FILE] [--file PATH]',
    );
    return flags.has('help') ? 0 : 2;
  }
  const mocks: RunningMock[] = [];
  try {
    const hangMs = flags.has('hang-ms') ? Number(flags.get('hang-ms')) : undefined;
    if (hangMs !== undefined && !(Number.isInteger(hangMs) && hangMs >= 0))
      throw new Error('--hang-ms must be a whole number of milliseconds');
    const targetA = await open(a, 'A', checkoutFlag(flags.get('a-checkout')), hangMs, mocks);
    const targetB = await open(b, 'B', checkoutFlag(flags.get('b-checkout')), hangMs, mocks);
    const reset = !flags.has('no-reset');
    const file = flags.get('file');
    const resultsA = await runAll(targetA, flags.get('only'), reset, file);
    const resultsB = await runAll(targetB, flags.get('only'), reset, file);
    const comparison = compareResults(resultsA, resultsB);
    const targetText = (t: Target) =>
      `${t.label} (${t.isMock ? 'mock' : 'not a mock'}, checkout ${t.checkout})`;
    const reporter = flags.get('reporter');
    if (reporter !== undefined && reporter !== 'html' && reporter !== 'pretty')
      throw new Error('--reporter must be pretty or html');
    if (reporter === 'html' || flags.has('html')) {
      const htmlFile = flags.get('html') ?? 'reports/scenarios-compare.html';
      mkdirSync(dirname(htmlFile), { recursive: true });
      writeFileSync(
        htmlFile,
        compareToHtml(resultsA, resultsB, comparison, {
          a: targetText(targetA),
          b: targetText(targetB),
        }),
      );
      console.error(`HTML report: ${htmlFile}`);
    }
    await printAll(
      flags.has('json')
        ? JSON.stringify(comparison, null, 2)
        : formatComparison(comparison, targetText(targetA), targetText(targetB)),
    );
    return flags.has('fail-on-diff') && comparison.differences.length > 0 ? 1 : 0;
  } finally {
    for (const mock of mocks) await mock.close();
  }
}

main().then(
  (code) => exitWhenFlushed(code),
  (error: unknown) => {
    console.error(`scenarios:compare: ${error instanceof Error ? error.message : String(error)}`);
    return exitWhenFlushed(2);
  },
);
