import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createMockServer } from '#mock/create-mock.ts';
import type { ProxyStatus } from '#mock/proxy/proxy-status.ts';
import { scenarios } from '#scenarios/catalog.ts';
import type { ScenarioResult } from '#scenarios/core/types.ts';
import { formatStep } from '#scenarios/runner/reporters.ts';
import { resolveTarget } from '#scenarios/runner/resolve-target.ts';
import { runScenario } from '#scenarios/runner/run-scenario.ts';
import { expectedHostedFailure, type HostedVersion } from './expected-hosted-failures.ts';

// The fidelity run (`npm run contracts:fidelity`, the `fidelity` job of contracts-hosted.yml):
// the mock started in proxy mode in front of a backend, the read-only scenarios replayed through
// it, and what drifted written beside the Pact verification's results — the drift report (HTML,
// the proxy's own) and its findings as JSON. A drift on an interaction listed as an expected
// hosted failure (expected-hosted-failures.ts) is reported as expected; any other drift, or a
// backend that never answered, fails the run.

export type FidelityOptions = {
  /** The backend's base URL; empty or undefined: nothing is configured (the run says so). */
  providerUrl: string | undefined;
  hostedVersion: HostedVersion;
  reportDir: string;
  log: (line: string) => void;
  /** The control token of a Bukka mock behind the proxy (a local rehearsal), if it needs one. */
  controlToken?: string;
};

type Finding = {
  method: string;
  route: string;
  source: string;
  text: string;
  status: number;
  path: string;
  interaction?: string;
  /** Why it is expected (an expected hosted failure), else undefined: a drift. */
  expected?: string;
};

export type FidelityResult = {
  code: 0 | 1;
  configured: boolean;
  scenarios: ScenarioResult[];
  findings: Finding[];
  status?: ProxyStatus;
};

const REPORT = 'proxy-drift.html';
const FINDINGS = 'proxy-drift.json';

/** The findings of a proxy's status, each marked expected when the contract run expects it. */
function findingsOf(status: ProxyStatus, version: HostedVersion): Finding[] {
  return status.endpoints.flatMap((e) =>
    e.problems.map((p) => {
      const reason = (p.interaction ?? '')
        .split('; ')
        .map((d) => expectedHostedFailure(d, version)?.reason)
        .find(Boolean);
      return {
        method: e.method,
        route: e.route,
        source: p.source,
        text: p.text,
        status: p.status,
        path: p.path,
        ...(p.interaction ? { interaction: p.interaction } : {}),
        ...(p.source === 'contract' && reason ? { expected: reason } : {}),
      };
    }),
  );
}

export async function runFidelity(options: FidelityOptions): Promise<FidelityResult> {
  const { log } = options;
  const url = options.providerUrl?.trim();
  if (!url) {
    log(
      'No backend URL is configured for the fidelity run (set the repository variable PACT_HOSTED_URL, or give provider_url): nothing to check.',
    );
    return { code: 0, configured: false, scenarios: [], findings: [] };
  }
  mkdirSync(options.reportDir, { recursive: true });
  const report = join(options.reportDir, REPORT);
  const proxy = await createMockServer({
    seed: 1,
    proxy: { upstream: url, allowWrites: false, report },
  });
  const results: ScenarioResult[] = [];
  let status: ProxyStatus;
  try {
    const proxyUrl = await proxy.app.listen({ port: 0, host: '127.0.0.1' });
    log(`Proxy ${proxyUrl} → ${url} (read-only); drift report: ${report}`);
    const target = await resolveTarget(proxyUrl, `proxy → ${url}`, undefined, options.controlToken);
    for (const scenario of scenarios.filter((s) => s.readOnly)) {
      log(`${scenario.title} (${scenario.name})`);
      results.push(
        await runScenario(scenario, target, { onStep: (_s, step) => log(formatStep(step, false)) }),
      );
    }
    const answer = await fetch(`${proxyUrl}/__mock/proxy`);
    status = (await answer.json()) as ProxyStatus;
  } finally {
    // The report is written once more as the proxy closes: whole, with every answer.
    await proxy.app.close();
  }
  const findings = findingsOf(status, options.hostedVersion);
  writeFileSync(
    join(options.reportDir, FINDINGS),
    `${JSON.stringify({ upstream: url, hostedVersion: options.hostedVersion, totals: status.totals, findings }, null, 2)}\n`,
  );
  const drifts = findings.filter((f) => !f.expected);
  log('=== Fidelity summary ===');
  log(
    `${status.totals.forwarded} answers from ${url} on ${status.endpoints.length} endpoints: ${drifts.length} drift${drifts.length === 1 ? '' : 's'}, ${findings.length - drifts.length} expected (hosted ${options.hostedVersion}), ${status.totals.unreachable} without an answer`,
  );
  for (const f of findings)
    log(
      `  ${f.expected ? 'expected' : 'DRIFT   '} ${f.method} ${f.route} (${f.status}): ${f.text}${f.expected ? ` — ${f.expected}` : ''}`,
    );
  const passed = results.filter((r) => r.status === 'passed').length;
  log(
    `Scenarios: ${passed} of ${results.length} passed (their failed checks are about the backend's data, reported, not counted)`,
  );
  const code =
    drifts.length > 0 || status.totals.unreachable > 0 || status.totals.forwarded === 0 ? 1 : 0;
  return { code, configured: true, scenarios: results, findings, status };
}
