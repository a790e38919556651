import { resolve } from 'node:path';
import { bindsLoopbackOnly } from './adapters/request-guard.ts';
import { mockFlagsHelp } from './cli-flags.ts';
import { parseCli } from './cli-options.ts';
import { createMockServer } from './create-mock.ts';
import { cryptoSecrets } from './domain/plumbing/secrets.ts';
import { DEMO_DEVICE, DEMO_PASSWORD, demoAccounts } from './seed/demo-accounts.ts';
import { exposureLines } from './start-banner.ts';
import { stateLines } from './state-banner.ts';
import { fullGc, scavengeOnMainThread } from './worlds/full-gc.ts';

// CLI entry: `tsx mock-server/server.ts [flags]` — the flags are MOCK_FLAGS in cli-flags.ts
// (`--help` prints them; docs/mock-flags.md is the same list; the profiles:
// docs/hosted-divergences.md).

const started = performance.now();
scavengeOnMainThread();
let options: ReturnType<typeof parseCli>;
try {
  options = parseCli(process.argv.slice(2), process.env);
} catch (error) {
  console.error(`mock-server: ${(error as Error).message}`);
  process.exit(2);
}
if (options.help) {
  console.log(mockFlagsHelp());
  process.exit(0);
}

// Beyond loopback the control API needs a token: the given one, else one made up now.
const exposed = !bindsLoopbackOnly(options.host);
const controlToken = options.controlToken ?? (exposed ? cryptoSecrets().hex(32) : undefined);

// A clean stop: no new requests, the last ones answered, the simulator stopped, then (with
// --state) the last changes saved before the process exits. Installed before the world is built:
// a signal during start-up exits at once (a save in progress is whole or absent on disk); a
// second signal does not wait.
let mock: Awaited<ReturnType<typeof createMockServer>> | undefined;
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping || !mock) process.exit(1);
    stopping = true;
    const began = performance.now();
    const { app, state } = mock;
    app.close().then(
      () => {
        if (state) {
          const ms = Math.round(performance.now() - began);
          console.log(`[state] ${signal}: world saved to ${state.dir}, stopped in ${ms} ms`);
        }
        process.exit(0);
      },
      (error: Error) => {
        console.error(`mock-server: stopping failed: ${error.message}`);
        process.exit(1);
      },
    );
  });
}

try {
  mock = await createMockServer({
    seed: options.seed,
    options: {
      checkout: options.checkout,
      stores: options.stores,
      profile: options.profile,
      hangMs: options.hangMs,
      checkAnswers: options.checkAnswers,
    },
    serveDir: options.serve ? resolve(options.serve) : undefined,
    log: (line) => console.log(line),
    guard: { host: options.host, allowedHosts: options.allowedHosts, controlToken },
    state: options.state ? { dir: resolve(options.state) } : undefined,
    worlds: {
      ttlMs: options.worldTtlMinutes * 60_000,
      maxWorlds: options.maxWorlds,
      maxWorldsMb: options.maxWorldsMb,
      collect: fullGc(),
      replicaId: options.replicaId,
      keep: options.keepWorlds && options.state ? { dir: resolve(options.state) } : undefined,
    },
    simulator: { on: options.simulator, speed: options.speed },
    proxy: options.proxy
      ? {
          upstream: options.proxy,
          allowWrites: options.allowWrites,
          report: options.report ? resolve(options.report) : undefined,
        }
      : undefined,
  });
} catch (error) {
  console.error(`mock-server: ${(error as Error).message}`);
  process.exit(1);
}
const { ctx, app, state } = mock;

process.on('unhandledRejection', (reason) => console.log('[error] unhandled rejection', reason));

const address = await app.listen({ port: options.port, host: options.host });
const ms = Math.round(performance.now() - started);
const url = address.replace('[::1]', 'localhost');
console.log(
  `Bukka mock API listening on ${url} (seed ${String(ctx.seed)}, ${ctx.db.users.lookup('store', 'yes').length} stores, checkout ${ctx.options.checkout}, profile ${options.profile}${options.profile === 'hosted' ? ` (V-A, hangs ${options.hangMs} ms)` : ''}, simulator ${options.simulator ? `on at ${options.speed}×` : 'off'}) — ready in ${ms} ms, rss ${Math.round(process.memoryUsage().rss / 1e6)} MB`,
);
if (state) {
  const world = {
    seed: ctx.seed,
    checkout: ctx.options.checkout,
    users: ctx.db.users.size,
    orders: ctx.db.orders.size,
  };
  for (const line of stateLines(state, options, world)) console.log(line);
}
if (options.serve) console.log(`Serving the client from ${resolve(options.serve)} at ${url}/`);
if (mock.proxy) {
  const { upstream, contractInteractions } = mock.proxy.info();
  console.log(
    `Proxy: ${url}/api → ${upstream}/api (${options.allowWrites ? 'writes allowed: everything is sent' : 'read-only: reads, and sign-in, a new device code and sign-out as the app sends them; every other call refused with 403, nothing sent'}); each answer checked against the client's schemas and the ${contractInteractions} contract interactions loaded — drifts at ${url}/__mock/proxy, on the panel and in ${options.report ? resolve(options.report) : `${url}/__mock/proxy/report`}`,
    exposed
      ? `WARNING: the proxy listens on ${options.host}: anyone who can reach this machine can send requests (sign-ins among them) to ${upstream} through it. Use --host 127.0.0.1 unless that is what you want.`
      : `The proxy listens on loopback only (${options.host}): only this machine can send through it (--host widens it).`,
  );
}
console.log(`Docs: ${url}/__mock/docs   OpenAPI: ${url}/__mock/openapi.json`);
for (const line of exposureLines({
  host: options.host,
  port: options.port,
  controlToken,
  tokenGenerated: controlToken !== undefined && options.controlToken === undefined,
  allowedHosts: options.allowedHosts,
})) {
  console.log(line);
}
console.log(
  `Worlds: POST ${url}/__mock/worlds makes an isolated one (idle ones dropped after ${options.worldTtlMinutes} min, at most ${options.maxWorlds} and ${options.maxWorldsMb} MB${state ? (options.keepWorlds ? `; every world is kept in --state (${mock.keptWorlds.count} coming back)` : '; only the default world is kept in --state') : ''}${options.replicaId ? `; replica ${options.replicaId}: its worlds are named ${options.replicaId}-…` : ''})`,
);
const panelQuery = controlToken ? `?token=${encodeURIComponent(controlToken)}` : '';
console.log(`Simulator panel: ${url}/__mock/panel${panelQuery}   Presenter's guide: DEMO.md`);
console.log(
  `Demo accounts (password "${DEMO_PASSWORD}", device id "${DEMO_DEVICE}" already verified):`,
);
for (const a of demoAccounts) console.log(`  ${a.role.padEnd(6)} ${a.email}`);
