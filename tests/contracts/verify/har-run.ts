import { mkdirSync, writeFileSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { checkHar } from '#mock/proxy/har-check.ts';
import { readHar } from '#mock/proxy/har-file.ts';
import { harSummary, ignoredLine } from '#mock/proxy/har-summary.ts';
import { proxyReportHtml } from '#mock/proxy/proxy-report.ts';
import { createRouteTable } from '#mock/route-table.ts';
import {
  runCommand,
  scenarioTarget,
  writeRecordedScenario,
} from '#scenarios/cli/write-recorded.ts';

// The HAR check (`npm run contracts:har -- FILE.har [--report FILE.html] [--scenario NAME]
// [--out DIR]`): a session exported from the browser's network panel on the real site, each of
// its `/api` exchanges checked as proxy mode checks a forwarded answer (mock-server/proxy/
// har-check.ts), the proxy's drift report written, and the session written as a scenario as a
// recording is. Exit code 0 when every answer matched, 1 when one drifted or got no answer, 2 when
// nothing could be checked (no HAR, a file that is not one, no `/api` request in it).

const HAR_USAGE =
  'npm run contracts:har -- FILE.har [--report FILE.html] [--scenario NAME] [--out DIR]';

export type HarRunOptions = {
  file: string;
  report?: string;
  scenario?: string;
  out?: string;
  /** The Pact contracts (default: contracts/ of this checkout). */
  contractsDir?: string;
};

export type HarRunResult = {
  code: 0 | 1 | 2;
  /** What the run says (the console summary), secrets cut out. */
  lines: string[];
  reportFile?: string;
  scenarioFile?: string;
};

/** Checks the HAR `options.file`; a HAR that cannot be read throws a `HarError` naming it. */
export function runHarCheck(options: HarRunOptions): HarRunResult {
  const { file, scenario, out } = options;
  if (scenario) scenarioTarget(scenario, out, '--scenario');
  const entries = readHar(file);
  const check = checkHar({
    entries,
    routes: createRouteTable(),
    contractsDir: resolve(options.contractsDir ?? 'contracts'),
    source: basename(file),
    record: scenario !== undefined,
  });
  if (check.exchanges === 0) {
    const { total, ignored, origin } = check.selection;
    return {
      code: 2,
      lines: [
        `${file}: no /api request in it, nothing to check (${ignoredLine(total, ignored, origin)}). Export the HAR from the network panel while the app talks to its API: open the panel before the app loads, tick "Preserve log", use the app, then "Export HAR (with sensitive data)".`,
      ],
    };
  }
  const lines = harSummary(check, file).map(check.secrets.redact);
  const result: HarRunResult = { code: 0, lines };
  if (options.report) {
    const reportFile = options.report;
    mkdirSync(dirname(resolve(reportFile)), { recursive: true });
    const html = proxyReportHtml({ ...check.status, report: reportFile });
    writeFileSync(reportFile, check.secrets.redact(html));
    lines.push(`Drift report: ${reportFile}`);
    result.reportFile = reportFile;
  }
  if (scenario && check.recording) {
    const written = writeRecordedScenario(check.recording, scenario, out, '--scenario');
    if (check.recording.stoppedBecause) lines.push(check.recording.stoppedBecause);
    lines.push(
      `Scenario: ${written.file} (${check.recording.entries.length} requests recorded${written.registered ? ', registered in scenarios/catalog.ts' : ''}). Replay it on the mock: ${runCommand(scenario, written)}`,
    );
    result.scenarioFile = written.file;
  }
  const { drifted, unreachable } = check.status.totals;
  result.code = drifted > 0 || unreachable > 0 ? 1 : 0;
  return result;
}

/** The command line's run: its lines to `log`, an error's message (never a stack) to `fail`. */
export function harMain(
  argv: readonly string[],
  log: (line: string) => void,
  fail: (line: string) => void,
): 0 | 1 | 2 {
  try {
    const { values, positionals } = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: {
        report: { type: 'string' },
        scenario: { type: 'string' },
        out: { type: 'string' },
        help: { type: 'boolean' },
      },
    });
    if (values.help) {
      log(HAR_USAGE);
      return 0;
    }
    const [file, ...more] = positionals;
    if (!file || more.length > 0) {
      fail(`contracts:har: ${file ? 'one HAR file at a time' : 'which HAR file?'} — ${HAR_USAGE}`);
      return 2;
    }
    if (values.out && !values.scenario) {
      fail(`contracts:har: --out DIR is where --scenario NAME is written — ${HAR_USAGE}`);
      return 2;
    }
    const result = runHarCheck({ file, ...values });
    for (const line of result.lines) (result.code === 2 ? fail : log)(line);
    return result.code;
  } catch (error) {
    // A file that is not a HAR, an unknown flag, a scenario name refused: the message says it all.
    const usage = (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')
      ? ` — ${HAR_USAGE}`
      : '';
    fail(`contracts:har: ${error instanceof Error ? error.message : String(error)}${usage}`);
    return 2;
  }
}
