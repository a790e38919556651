// The mock case (`npm run bench -- --only mock`; its flags in cases.ts): one run, the same data
// everywhere (seed 7, --stores stores, simulator off): today's mock as `npm start` runs it (bundled,
// plain node, the built client served) and as `npm run mock` runs it (every answer checked), the
// previous release's mock beside it (releases.ts), the ceiling — bare Fastify under plain node, a
// hello-world and the same 12-store page as fixed bytes — and json-server 0.17 on the same stores;
// with `--peers`, WireMock, Mockoon and Prism serving that page as a static stub. Every target is
// loaded by autocannon in interleaved rounds (A B C … A B C …), its server the only one of the
// bench running meanwhile (the others stopped with SIGSTOP, continued after: side by side on a
// 2-core machine they disturbed each other's figures); each prints its best round, the server's
// own CPU time per request (robust when other work shares the machine) and what bound the round
// (server, generator or machine), and the previous release is set beside today round by round.
// The requests are records (mock-requests.ts: server, path, expected status, row).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Child, rssMbOf, runJson, startNode, waitForUrl } from './children.ts';
import { generatorWorkers } from './load.ts';
import { measurePeers } from './mock-peers.ts';
import { loadRequests, mockRequests } from './mock-requests.ts';
import { benchPort, startCeiling, startMocks, urlOf } from './mock-servers.ts';
import { demoTargets, mockTargets, type Seeded } from './mock-targets.ts';
import { defaultReference, prepareRelease } from './releases.ts';
import {
  type Figures,
  figuresLine,
  flag,
  fmt,
  has,
  pct,
  printBeside,
  printCpuTable,
  printRoundsBeside,
  printTargets,
  saturationNote,
} from './report.ts';

const DURATION = Number(flag('duration', '10'));
const CONNECTIONS = Number(flag('connections', '50'));
const TERM = flag('term', 'Calabar');
const ROUNDS = Math.max(1, Number(flag('rounds', '2')));
const REFERENCE = flag('reference', '');
const WORKERS = Number(flag('workers', '0'));
const PEERS = has('peers');
const SEEDS = !has('no-seed');
const STORES = Number(flag('stores', '10000'));
const SEED = 7;
const WORLD = ['--seed', String(SEED), '--stores', String(STORES), '--simulator', 'off'];

const children: Child[] = [];
const dir = mkdtempSync(join(tmpdir(), 'bukka-bench-'));
const stopAll = async () => {
  await Promise.all(children.map((c) => c.stop()));
  rmSync(dir, { recursive: true, force: true });
};
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => void stopAll().then(() => process.exit(130)));

try {
  console.log(
    `Bukka mock benchmark — ${new Date().toISOString().slice(0, 10)}, ${CONNECTIONS} connections, ${DURATION} s per target`,
  );
  console.log(
    `Machine: ${availableParallelism()} CPUs (${cpus()[0]?.model.trim() ?? '?'}), Node ${process.version}, load average ${loadavg()[0]!.toFixed(1)} (req/s compares only within one run on an otherwise idle machine; CPU per request holds up when other work shares it)\n`,
  );

  let reference: string | undefined;
  try {
    reference = REFERENCE === 'none' ? undefined : REFERENCE || defaultReference();
  } catch (error) {
    // No release tag before HEAD: say how to make one, without a stack.
    console.error(`bench mock: ${(error as Error).message}`);
    await stopAll();
    process.exit(2);
  }
  const release = reference ? prepareRelease(reference) : undefined;
  if (release) console.log(`Previous release beside it: ${release.label}`);

  // 1. Worlds: seed time and RSS, each in a fresh process (twice; the faster counts).
  const fastest = (a: Seeded, b: Seeded) => (b.seedMs < a.seedMs ? b : a);
  const seed = (...args: string[]) =>
    runJson<Seeded>([join(import.meta.dirname, 'seed-world.ts'), ...args]);
  const dbPath = join(dir, 'db.json');
  const big = fastest(
    await seed(String(STORES), dbPath, TERM, String(SEED)),
    SEEDS ? await seed(String(STORES)) : await seed(String(STORES), '', TERM, String(SEED)),
  );
  const demo = SEEDS ? fastest(await seed('48'), await seed('48')) : undefined;
  let demoReady = Number.NaN;
  let demoWallMs = Number.NaN;
  if (SEEDS) {
    const port = await benchPort();
    const demoServer = startNode(['dist-mock/server.mjs', '--port', String(port)]);
    children.push(demoServer);
    demoWallMs = await waitForUrl(`http://127.0.0.1:${port}/__mock/health`, demoServer);
    demoReady = Number(/ready in (\d+) ms/.exec(demoServer.output())?.[1]);
    await demoServer.stop();
  }

  // 2. The servers, all on the same data.
  // `npm start` serves the built client too (`--serve dist`): built first when it is missing.
  if (!existsSync('dist/index.html')) {
    console.log('Building the client for `npm start` (dist/ is missing)…');
    execFileSync('npm', ['run', 'build', '--silent'], { stdio: 'ignore' });
  }
  const { servers, bukkaWallMs } = await startMocks(WORLD, dbPath, release, children);
  const bukka = servers.bukka!.child;
  const bukkaReady = Number(/ready in (\d+) ms/.exec(bukka.output())?.[1]);
  const requests = mockRequests(TERM, release?.ref);
  const requestNamed = (name: string) => requests.find((r) => r.name === name)!;
  const page = await (await fetch(urlOf(servers, requestNamed('Bukka stores page 1')))).text();
  const pagePath = join(dir, 'page.json');
  writeFileSync(pagePath, page);
  await startCeiling(pagePath, servers, children);

  // Same data: Bukka, its previous release and json-server hold the same stores.
  const read = async (name: string) => fetch(urlOf(servers, requestNamed(name)));
  const bukkaFound = (await (await read(`Bukka query=${TERM}`)).json()) as {
    stores: unknown[];
    totalPages: number;
  };
  const jsonAnswer = await read('json-server + businessName_like');
  const jsonFound = (await jsonAnswer.json()) as unknown[];
  const sameFirst = JSON.stringify(bukkaFound.stores[0]) === JSON.stringify(jsonFound[0]);
  const prevPage = servers.previous ? await (await read('previous: stores page 1')).text() : page;
  const checkedAnswers = await Promise.all(
    ['stores page 1', `query=${TERM}`, '/__mock/health'].map(async (what) => {
      const r = await read(`checked: ${what}`);
      return { status: r.status, text: await r.text() };
    }),
  );
  const checkedSame =
    checkedAnswers.every((a) => a.status === 200) && checkedAnswers[0]!.text === page;
  console.log(
    `Data: ${fmt(STORES)} stores, seed ${SEED}; the page is ${fmt(page.length)} bytes; "${TERM}" finds ${bukkaFound.totalPages} pages on Bukka and ${fmt(Number(jsonAnswer.headers.get('x-total-count')))} stores on json-server (first one identical: ${sameFirst ? 'yes' : 'NO'}); previous release's page identical: ${prevPage === page ? 'yes' : 'no (the data changed between releases)'}; \`npm run mock\` (answers checked) answers 200 with the same page: ${checkedSame ? 'yes' : 'NO'}\n`,
  );

  const workers = generatorWorkers(WORKERS);
  console.log(
    `Throughput (autocannon with ${workers} generator thread${workers > 1 ? 's' : ''}, ${CONNECTIONS} connections, ${ROUNDS} interleaved rounds of ${fmt(DURATION / ROUNDS, 1)} s per target, after a 2 s warm-up each; one server at a time: while a target is loaded every other server of the bench is stopped (SIGSTOP) and continued after, so nothing of the bench but the generator shares the machine with it (other work on the machine still may: see the load average); the servers were started one after another, each seeding alone; CPU/req = the server process's utime + stime (all its threads) over the round ÷ requests answered; "→" says what bound the round: the server at a core, the GENERATOR at a core (its ceiling, not the server's), or the machine busy with other work):`,
  );
  const load = { rounds: ROUNDS, seconds: DURATION / ROUNDS, connections: CONNECTIONS, workers };
  const { figures, of, beside: pairs } = await loadRequests(requests, servers, load);
  // The ceiling: the bare Fastify process with the lower CPU per request on its hello-world.
  const second = of('bare Fastify hello-world #2').cpuUs < of('bare Fastify hello-world').cpuUs;
  const hello = of(`bare Fastify hello-world${second ? ' #2' : ''}`);
  const fixed = of(`bare Fastify, same page bytes${second ? ' #2' : ''}`);
  const mock = (prefix: string) => ({
    page: of(`${prefix}stores page 1`),
    name: of(`${prefix}query=${TERM}`),
    health: of(`${prefix}/__mock/health`),
  });
  const b = mock('Bukka ');
  console.log('\nBest round per target (CPU/req: the lowest of the rounds):');
  for (const f of figures) console.log(`  ${figuresLine(f.name, f)}`);
  for (const note of saturationNote(figures, workers)) console.log(`\n${note}`);
  console.log('\nCPU per request (markdown, for docs/performance.md):\n');
  printCpuTable(
    [
      {
        label: `bare Fastify hello-world (plain node; the cheaper of two processes, ${fmt(of('bare Fastify hello-world').cpuUs, 1)} and ${fmt(of('bare Fastify hello-world #2').cpuUs, 1)} µs)`,
        figures: hello,
      },
      { label: 'bare Fastify, the same page bytes', figures: fixed },
      ...requests.flatMap((r) => (r.row ? [{ label: r.row, figures: of(r.name) }] : [])),
    ],
    hello,
  );
  const bukkaRssAfter = rssMbOf(bukka.proc.pid);
  const prevRssAfter = servers.previous ? rssMbOf(servers.previous.child.proc.pid) : Number.NaN;

  // 3. Peers (optional), in a phase of their own.
  const beside = (name: string) => ({ name, url: urlOf(servers, requestNamed(name)) });
  const peers = PEERS
    ? await measurePeers({
        bukkaName: beside(`Bukka query=${TERM}`),
        bukkaPage: beside('Bukka stores page 1'),
        jsonName: beside('json-server + businessName_like'),
        fixedPage: beside('bare Fastify, same page bytes'),
        hello: beside('bare Fastify hello-world'),
        term: TERM,
        page,
        dir,
        openapi: (await (
          await fetch(`${servers.bukka!.base}/__mock/openapi.json`)
        ).json()) as Record<string, unknown>,
        children,
        load,
      })
    : undefined;

  if (release) {
    console.log(`\nToday beside the previous release (${release.label}):`);
    printBeside(pairs, hello);
    console.log(`  RSS after the load      ${fmt(prevRssAfter)} → ${fmt(bukkaRssAfter)} MB`);
    console.log(
      `\nRound by round (each server alone; best req/s and lowest CPU/req above are over these; the load average now ${loadavg()[0]!.toFixed(1)}):`,
    );
    printRoundsBeside(pairs, hello);
  }
  console.log(
    `\nThe page's own cost: bare Fastify sends the same ${fmt(page.length)} bytes at ${pct(fixed.rps, hello.rps)} of its hello-world; Bukka's page is ${pct(b.page.rps, fixed.rps)} of that`,
  );
  const json = {
    page: of('json-server _page=1&_limit=12'),
    name: of('json-server + businessName_like'),
  };
  const rows = [
    ...mockTargets({
      bukka: b,
      checked: mock('checked: '),
      hello,
      json,
      stores: STORES,
      big,
      bukkaReady,
      bukkaWallMs,
      bukkaRssAfter,
    }),
    ...(demo ? demoTargets(demo, demoReady, demoWallMs) : []),
    ...(peers?.rows ?? []),
  ];
  console.log(
    `\nStore search rule alone (no HTTP), CPU per call over ${fmt(STORES)} stores: page 1 ${fmt(big.searchMs.page, 3)} ms, query=${TERM} ${fmt(big.searchMs.name, 3)} ms`,
  );
  console.log(`Load average at the end: ${loadavg()[0]!.toFixed(1)}`);
  printTargets(rows);
  const errors = [...figures, ...(peers?.figures ?? [])].filter((f: Figures) => f.bad > 0);
  if (errors.length)
    console.log(`\nWarning: errors or non-2xx answers in ${errors.map((e) => e.name).join(', ')}`);
} finally {
  await stopAll();
}
