import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createMockServer } from '#mock/create-mock.ts';
import { exitWhenFlushed, printAll } from '#scenarios/cli/exit-when-flushed.ts';
import { HOSTED_VERSIONS, type HostedVersion } from './expected-hosted-failures.ts';
import { allOk, formatReport } from './report.ts';
import { writeReportFiles } from './report-files.ts';
import type { RunResult } from './run-verification.ts';
import { health, verifyProvider } from './verify-provider.ts';

// `npm run contracts:verify` — verifies contracts/*.json against:
//   (default)                      the mock, started in-process on free ports (card + wallet mode)
//   --provider-url URL             any running provider; a mock (it answers /__mock/health) gets
//                                  the control-API states, anything else the hosted fixtures
//                                  (PACT_* variables, docs/contracts.md), read-only
//   --allow-writes                 a non-mock provider may be sent writes and e-mails (for a
//                                  staging copy of the hosted API, never the live one)
//   --hosted-version V-A|V-B|V-C   whose expected hosted failures apply (default V-A)
//   --provider-kind mock|hosted    forces the kind
//   --wallet-provider-url URL      a mock in `--checkout wallet` mode for the wallet contract
//   --spawn-mock                   starts two separate mock processes (tsx mock-server/server.ts)
//                                  and runs the URL mode against them (proves the switch)
//   --report-dir DIR               also writes DIR/contracts-junit.xml and DIR/contracts-report.html
//   --control-token T              the control token of the mock(s) given by URL (default
//                                  MOCK_CONTROL_TOKEN); mocks started here get a fresh one
// Exit code 1 when an interaction fails or an expected hosted failure passes.

const { values: args } = parseArgs({
  options: {
    'provider-url': { type: 'string' },
    'wallet-provider-url': { type: 'string' },
    'provider-kind': { type: 'string' },
    'allow-writes': { type: 'boolean', default: false },
    'hosted-version': { type: 'string', default: 'V-A' },
    'spawn-mock': { type: 'boolean', default: false },
    'report-dir': { type: 'string' },
    'control-token': { type: 'string' },
  },
});

const kind = args['provider-kind'];
if (kind !== undefined && kind !== 'mock' && kind !== 'hosted') {
  console.error('--provider-kind must be mock or hosted');
  process.exit(2);
}
const version = args['hosted-version'] as HostedVersion;
if (!HOSTED_VERSIONS.includes(version)) {
  console.error(`--hosted-version must be one of ${HOSTED_VERSIONS.join(', ')}`);
  process.exit(2);
}

async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.unref();
    server.on('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

// Mocks started here require a control token (as one on the network would): the verification
// proves it sends it.
const controlToken = randomBytes(16).toString('hex');

/**
 * The default run: the mock in-process — card and wallet checkout with the safe profile (every
 * interaction passes), then card checkout with `--profile hosted` (exactly the expected hosted
 * failures fail).
 */
async function inProcess(): Promise<RunResult[]> {
  const guard = { controlToken };
  const card = await createMockServer({ seed: 1, options: { checkout: 'card' }, guard });
  const wallet = await createMockServer({ seed: 1, options: { checkout: 'wallet' }, guard });
  const hosted = await createMockServer({
    seed: 1,
    options: { checkout: 'card', profile: 'hosted' },
    guard,
  });
  const cardUrl = await card.app.listen({ port: 0, host: '127.0.0.1' });
  const walletUrl = await wallet.app.listen({ port: 0, host: '127.0.0.1' });
  const hostedUrl = await hosted.app.listen({ port: 0, host: '127.0.0.1' });
  try {
    return [
      ...(await verifyProvider({
        url: cardUrl,
        walletUrl,
        where: 'in-process mock',
        controlToken,
      })),
      ...(await verifyProvider({
        url: hostedUrl,
        where: 'in-process mock',
        controlToken,
        walletContract: false,
      })),
    ];
  } finally {
    await Promise.all([card.app.close(), wallet.app.close(), hosted.app.close()]);
  }
}

async function startMockProcess(checkout: 'card' | 'wallet') {
  const port = await freePort();
  const tsx = resolve(import.meta.dirname, '../../../node_modules/.bin/tsx');
  const cwd = resolve(import.meta.dirname, '../../..');
  const child = spawn(
    tsx,
    [
      'mock-server/server.ts',
      ...['--port', String(port), '--seed', '1', '--checkout', checkout],
      ...['--control-token', controlToken],
    ],
    { cwd, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (!(await health(url))) {
    if (child.exitCode !== null) throw new Error(`the mock process exited (${child.exitCode})`);
    if (Date.now() > deadline) throw new Error(`the mock process did not answer on ${url}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return { url, child };
}

async function spawned(): Promise<RunResult[]> {
  const children: ChildProcess[] = [];
  try {
    const card = await startMockProcess('card');
    children.push(card.child);
    const wallet = await startMockProcess('wallet');
    children.push(wallet.child);
    return await verifyProvider({
      url: card.url,
      walletUrl: wallet.url,
      where: 'URL mode, separate mock process',
      controlToken,
    });
  } finally {
    await Promise.all(children.map(stopChild));
  }
}

/** Stops a mock process started here (SIGTERM, then SIGKILL after 5 s) and waits for it. */
async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}

const trim = (url: string | undefined) => url?.replace(/\/+$/, '');

const started = performance.now();
const results = args['spawn-mock']
  ? await spawned()
  : args['provider-url']
    ? await verifyProvider({
        url: trim(args['provider-url']) as string,
        walletUrl: trim(args['wallet-provider-url']),
        kind,
        allowWrites: args['allow-writes'],
        hostedVersion: version,
        where: 'URL mode',
        controlToken: args['control-token'],
      })
    : await inProcess();
await printAll(formatReport(results));
if (args['report-dir']) {
  const files = writeReportFiles(args['report-dir'], results);
  await printAll(`reports: ${files.join(', ')}`);
}
await printAll(`(${((performance.now() - started) / 1000).toFixed(1)} s)`);
// The summary may go through a pipe (CI tees it): leave only once it has all gone out.
await exitWhenFlushed(allOk(results) ? 0 : 1);
