import { parseArgs } from 'node:util';
import { exitWhenFlushed } from '#scenarios/cli/exit-when-flushed.ts';
import { HOSTED_VERSIONS, type HostedVersion } from './expected-hosted-failures.ts';
import { runFidelity } from './fidelity-run.ts';

// `npm run contracts:fidelity -- [--provider-url URL] [--hosted-version V-A|V-B|V-C]
//   [--report-dir DIR] [--control-token T]`: the mock in proxy mode (read-only) in front of URL,
// the read-only scenarios through it, DIR/proxy-drift.html and DIR/proxy-drift.json written
// (fidelity-run.ts). URL defaults to FIDELITY_URL; with none it says so and exits 0. Exit code 1
// on a drift that is not an expected hosted failure, or when the backend never answered.

const { values: args } = parseArgs({
  options: {
    'provider-url': { type: 'string' },
    'hosted-version': { type: 'string', default: 'V-A' },
    'report-dir': { type: 'string', default: 'reports' },
    'control-token': { type: 'string' },
  },
});
const version = args['hosted-version'] as HostedVersion;
if (!HOSTED_VERSIONS.includes(version)) {
  console.error(`--hosted-version must be one of ${HOSTED_VERSIONS.join(', ')}`);
  process.exit(2);
}

runFidelity({
  providerUrl: args['provider-url'] ?? process.env.FIDELITY_URL,
  hostedVersion: version,
  reportDir: args['report-dir'] ?? 'reports',
  controlToken: args['control-token'] ?? (process.env.MOCK_CONTROL_TOKEN || undefined),
  log: (line) => console.log(line),
}).then(
  (result) => exitWhenFlushed(result.code),
  (error: unknown) => {
    console.error(`contracts:fidelity: ${error instanceof Error ? error.message : String(error)}`);
    return exitWhenFlushed(2);
  },
);
