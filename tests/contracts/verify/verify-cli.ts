import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createMockServer } from '#mock/create-mock.ts';
import { hostedStates, PENDING_ON_HOSTED } from './hosted-states.ts';
import { mockStates } from './mock-states.ts';
import { contractFiles, markPending, splitContracts } from './pact-files.ts';
import { type RunResult, report, runVerification } from './run-verification.ts';

// `npm run contracts:verify` — verifies contracts/*.json against:
//   (default)                      the mock, started in-process on free ports (card + wallet mode)
//   --provider-url URL             any running provider; a mock (it answers /__mock/health) gets
//                                  the control-API states, anything else the hosted fixtures
//   --wallet-provider-url URL      a mock in `--checkout wallet` mode for the wallet interactions
//   --spawn-mock                   starts two separate mock processes (tsx mock-server/server.ts)
//                                  and runs the URL mode against them (proves the switch)
// Exit code 1 when an interaction fails (pending ones are reported, not fatal).

const { values: args } = parseArgs({
  options: {
    'provider-url': { type: 'string' },
    'wallet-provider-url': { type: 'string' },
    'provider-kind': { type: 'string' },
    'spawn-mock': { type: 'boolean', default: false },
  },
});

const NO_WALLET_PROVIDER =
  'needs a provider in wallet-checkout mode (pass --wallet-provider-url of a mock started with --checkout wallet)';

async function isMock(url: string): Promise<boolean> {
  try {
    const answer = await fetch(`${url}/__mock/health`, { signal: AbortSignal.timeout(10_000) });
    return answer.ok && ((await answer.json()) as { ok?: boolean }).ok === true;
  } catch {
    return false;
  }
}

async function verifyAgainst(url: string, walletUrl: string | undefined, where: string) {
  const kind = args['provider-kind'] ?? ((await isMock(url)) ? 'mock' : 'hosted');
  const files = contractFiles();
  const results: RunResult[] = [];
  if (kind === 'mock') {
    const split = splitContracts(
      files,
      (i, wallet) => (wallet && !walletUrl ? markPending(i, NO_WALLET_PROVIDER) : i),
      Boolean(walletUrl),
    );
    results.push(await runVerification(`${where} ${url} (mock)`, url, split.main, mockStates(url)));
    if (walletUrl && split.wallet.length > 0) {
      const label = `${where} ${walletUrl} (mock, wallet checkout)`;
      results.push(await runVerification(label, walletUrl, split.wallet, mockStates(walletUrl)));
    }
  } else {
    const split = splitContracts(
      files,
      (i) => {
        const reason = PENDING_ON_HOSTED(i);
        return reason ? markPending(i, reason) : i;
      },
      false,
    );
    results.push(
      await runVerification(`${where} ${url} (hosted)`, url, split.main, hostedStates(url)),
    );
  }
  return results;
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

async function inProcess(): Promise<RunResult[]> {
  const card = await createMockServer({ seed: 1, options: { checkout: 'card' } });
  const wallet = await createMockServer({ seed: 1, options: { checkout: 'wallet' } });
  const cardUrl = await card.app.listen({ port: 0, host: '127.0.0.1' });
  const walletUrl = await wallet.app.listen({ port: 0, host: '127.0.0.1' });
  try {
    return await verifyAgainst(cardUrl, walletUrl, 'in-process mock');
  } finally {
    await Promise.all([card.app.close(), wallet.app.close()]);
  }
}

async function startMockProcess(checkout: 'card' | 'wallet') {
  const port = await freePort();
  const tsx = resolve(import.meta.dirname, '../../../node_modules/.bin/tsx');
  const cwd = resolve(import.meta.dirname, '../../..');
  const child = spawn(
    tsx,
    ['mock-server/server.ts', '--port', String(port), '--seed', '1', '--checkout', checkout],
    { cwd, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (!(await isMock(url))) {
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
    return await verifyAgainst(card.url, wallet.url, 'URL mode, separate mock process');
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

const started = performance.now();
const results = args['spawn-mock']
  ? await spawned()
  : args['provider-url']
    ? await verifyAgainst(
        args['provider-url'].replace(/\/+$/, ''),
        args['wallet-provider-url']?.replace(/\/+$/, ''),
        'URL mode',
      )
    : await inProcess();
const ok = report(results);
console.log(`(${((performance.now() - started) / 1000).toFixed(1)} s)`);
process.exit(ok ? 0 : 1);
