// `npm run bench:mock` — prints figures (not a test). One run, the same data everywhere (seed 7,
// 10,000 stores, simulator off): today's mock as `npm start` runs it (bundled, plain node, the
// built client served) and as `npm run mock` runs it (every answer checked against its endpoint),
// the previous release's mock beside it (the newest release tag before HEAD, run the way that
// release's `npm start` ran its mock), the ceiling — bare Fastify under plain node, a hello-world
// and the same 12-store page as fixed bytes — and json-server 0.17 on the same stores; with
// `--peers`, WireMock, Mockoon and Prism serving that page as a static stub. Every target is
// loaded by autocannon in interleaved rounds; each prints its best round, the server's own CPU
// time per request (robust when other work shares the machine) and what bound the round (server,
// generator or machine). Options: --duration S per target (default 10), --rounds N (default 2),
// --connections N (50), --workers N (generator threads, default half the cores), --term NAME
// (default Calabar), --reference REF (default: the newest v* tag that is an ancestor of HEAD, not
// HEAD; `--reference none` leaves it out), --peers, --no-seed (skip the seed-time rows).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '#tests/support/mock/free-port.ts';
import { flag, fmt, pct } from './bench/args.ts';
import { type Child, rssMbOf, runJson, startNode, waitForUrl } from './bench/children.ts';
import {
  type Figures,
  figuresLine,
  generatorWorkers,
  measureInterleaved,
  type Target,
} from './bench/load.ts';
import { cpuRow, printCpuTable, saturationNote } from './bench/mock-report.ts';
import { installPeers, type Peer, startMockoon, startPrism, startWireMock } from './bench/peers.ts';
import { defaultReference, prepareRelease } from './bench/releases.ts';

const DURATION = Number(flag('duration', '10'));
const CONNECTIONS = Number(flag('connections', '50'));
const TERM = flag('term', 'Calabar');
const ROUNDS = Math.max(1, Number(flag('rounds', '2')));
const REFERENCE = flag('reference', '');
const WORKERS = Number(flag('workers', '0'));
const PEERS = process.argv.includes('--peers');
const SEEDS = !process.argv.includes('--no-seed');
const STORES = 10_000;
const SEED = 7;
const WORLD = ['--seed', String(SEED), '--stores', String(STORES), '--simulator', 'off'];

type Seeded = {
  seedCpuMs: number;
  searchMs: { page: number; name: number };
  stores: number;
  products: number;
  moduleLoadMs: number;
  seedMs: number;
  rssMb: number;
};

const children: Child[] = [];
const dir = mkdtempSync(join(tmpdir(), 'bukka-bench-'));
const stopAll = async () => {
  await Promise.all(children.map((c) => c.stop()));
  rmSync(dir, { recursive: true, force: true });
};
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => void stopAll().then(() => process.exit(130)));

/** A ratio as a signed change: 1.037 → `+3.7 %`. */
const signedPct = (ratio: number) => `${ratio >= 1 ? '+' : ''}${fmt((ratio - 1) * 100, 1)} %`;

const storeQuery = (term: string) =>
  `/api/users/stores?page=1&searchedLocation=&query=${term}&popularFilter=&rating=`;

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
    console.error(`bench:mock: ${(error as Error).message}`);
    await stopAll();
    process.exit(2);
  }
  const release = reference ? prepareRelease(reference) : undefined;
  if (release) console.log(`Previous release beside it: ${release.label}`);

  // 1. Worlds: seed time and RSS, each in a fresh process (twice; the faster counts).
  const fastest = (a: Seeded, b: Seeded) => (b.seedMs < a.seedMs ? b : a);
  const seed = (...args: string[]) => runJson<Seeded>(['scripts/bench/seed-world.ts', ...args]);
  const dbPath = join(dir, 'db.json');
  const big = fastest(
    await seed(String(STORES), dbPath, TERM, String(SEED)),
    SEEDS ? await seed(String(STORES)) : await seed(String(STORES), '', TERM, String(SEED)),
  );
  const demo = SEEDS ? fastest(await seed('48'), await seed('48')) : undefined;
  let demoReady = Number.NaN;
  let demoWallMs = Number.NaN;
  if (SEEDS) {
    const port = await freePort();
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
  const ports = {
    bukka: await freePort(),
    checked: await freePort(),
    previous: await freePort(),
    jsonServer: await freePort(),
    fastify: await freePort(),
    fastify2: await freePort(),
  };
  // As `npm start` and `npm run mock` run the mock (package.json), on the same world.
  const bukka = startNode([
    '--enable-source-maps',
    'dist-mock/server.mjs',
    '--serve',
    'dist',
    '--port',
    String(ports.bukka),
    ...WORLD,
  ]);
  const checked = startNode([
    '--enable-source-maps',
    'dist-mock/server.mjs',
    '--check-answers',
    'on',
    '--port',
    String(ports.checked),
    ...WORLD,
  ]);
  const previous = release
    ? startNode(release.nodeArgs(['--port', String(ports.previous), ...WORLD]), {
        cwd: release.dir,
      })
    : undefined;
  const require = createRequire(import.meta.url);
  const jsonServerBin = join(require.resolve('json-server/package.json'), '..', 'lib/cli/bin.js');
  const jsonServer = startNode([
    jsonServerBin,
    '--quiet',
    '--port',
    String(ports.jsonServer),
    dbPath,
  ]);
  children.push(bukka, checked, jsonServer, ...(previous ? [previous] : []));
  const bukkaWallMs = await waitForUrl(`http://127.0.0.1:${ports.bukka}/__mock/health`, bukka);
  await waitForUrl(`http://127.0.0.1:${ports.checked}/__mock/health`, checked);
  if (previous) await waitForUrl(`http://127.0.0.1:${ports.previous}/__mock/health`, previous);
  await waitForUrl(`http://127.0.0.1:${ports.jsonServer}/stores?_limit=1`, jsonServer);
  const bukkaReady = Number(/ready in (\d+) ms/.exec(bukka.output())?.[1]);

  const b = `http://127.0.0.1:${ports.bukka}`;
  const p = `http://127.0.0.1:${ports.previous}`;
  const c = `http://127.0.0.1:${ports.checked}`;
  const page = await (await fetch(`${b}${storeQuery('')}`)).text();
  const pagePath = join(dir, 'page.json');
  writeFileSync(pagePath, page);
  // The ceiling in two processes: one V8 process can settle in a slower state than another
  // running the same code (±30 % between runs was seen); the cheaper one is the ceiling, so a slow
  // ceiling never flatters Bukka.
  const fastify = startNode(['scripts/bench/hello-fastify.mjs', String(ports.fastify), pagePath]);
  const fastify2 = startNode(['scripts/bench/hello-fastify.mjs', String(ports.fastify2), pagePath]);
  children.push(fastify, fastify2);
  await waitForUrl(`http://127.0.0.1:${ports.fastify}/`, fastify);
  await waitForUrl(`http://127.0.0.1:${ports.fastify2}/`, fastify2);

  const urls = {
    bukkaPage: `${b}${storeQuery('')}`,
    bukkaName: `${b}${storeQuery(TERM)}`,
    bukkaHealth: `${b}/__mock/health`,
    checkedPage: `${c}${storeQuery('')}`,
    checkedName: `${c}${storeQuery(TERM)}`,
    checkedHealth: `${c}/__mock/health`,
    prevPage: `${p}${storeQuery('')}`,
    prevName: `${p}${storeQuery(TERM)}`,
    prevHealth: `${p}/__mock/health`,
    jsonPage: `http://127.0.0.1:${ports.jsonServer}/stores?_page=1&_limit=12`,
    jsonName: `http://127.0.0.1:${ports.jsonServer}/stores?_page=1&_limit=12&businessName_like=${TERM}`,
    hello: `http://127.0.0.1:${ports.fastify}/`,
    fixedPage: `http://127.0.0.1:${ports.fastify}/page`,
    hello2: `http://127.0.0.1:${ports.fastify2}/`,
    fixedPage2: `http://127.0.0.1:${ports.fastify2}/page`,
  };

  // Same data: Bukka, its previous release and json-server hold the same stores.
  const b2 = (await (await fetch(urls.bukkaName)).json()) as {
    stores: unknown[];
    totalPages: number;
  };
  const j2 = await fetch(urls.jsonName);
  const j2Body = (await j2.json()) as unknown[];
  const sameFirst = JSON.stringify(b2.stores[0]) === JSON.stringify(j2Body[0]);
  const prevPage = previous ? await (await fetch(urls.prevPage)).text() : page;
  const checkedAnswers = await Promise.all(
    [urls.checkedPage, urls.checkedName, urls.checkedHealth].map(async (u) => {
      const r = await fetch(u);
      return { status: r.status, text: await r.text() };
    }),
  );
  const checkedSame =
    checkedAnswers.every((a) => a.status === 200) && checkedAnswers[0]!.text === page;
  console.log(
    `Data: ${fmt(STORES)} stores, seed ${SEED}; the page is ${fmt(page.length)} bytes; "${TERM}" finds ${b2.totalPages} pages on Bukka and ${fmt(Number(j2.headers.get('x-total-count')))} stores on json-server (first one identical: ${sameFirst ? 'yes' : 'NO'}); previous release's page identical: ${prevPage === page ? 'yes' : 'no (the data changed between releases)'}; \`npm run mock\` (answers checked) answers 200 with the same page: ${checkedSame ? 'yes' : 'NO'}\n`,
  );

  const pids = {
    bukka: bukka.proc.pid,
    checked: checked.proc.pid,
    previous: previous?.proc.pid,
    fastify: fastify.proc.pid,
    fastify2: fastify2.proc.pid,
    json: jsonServer.proc.pid,
  };
  const targets: Target[] = [
    { name: 'Bukka stores page 1', url: urls.bukkaPage, pid: pids.bukka },
    { name: `Bukka stores, query=${TERM}`, url: urls.bukkaName, pid: pids.bukka },
    { name: 'Bukka /__mock/health', url: urls.bukkaHealth, pid: pids.bukka },
    { name: 'checked: stores page 1', url: urls.checkedPage, pid: pids.checked },
    { name: `checked: query=${TERM}`, url: urls.checkedName, pid: pids.checked },
    { name: 'checked: /__mock/health', url: urls.checkedHealth, pid: pids.checked },
    ...(previous
      ? [
          { name: 'previous: stores page 1', url: urls.prevPage, pid: pids.previous },
          { name: `previous: query=${TERM}`, url: urls.prevName, pid: pids.previous },
          { name: 'previous: /__mock/health', url: urls.prevHealth, pid: pids.previous },
        ]
      : []),
    { name: 'bare Fastify hello-world', url: urls.hello, pid: pids.fastify },
    { name: 'bare Fastify, same page bytes', url: urls.fixedPage, pid: pids.fastify },
    { name: 'bare Fastify hello-world #2', url: urls.hello2, pid: pids.fastify2 },
    { name: 'bare Fastify, same page bytes #2', url: urls.fixedPage2, pid: pids.fastify2 },
    { name: 'json-server _page=1&_limit=12', url: urls.jsonPage, pid: pids.json },
    { name: 'json-server + businessName_like', url: urls.jsonName, pid: pids.json },
  ];
  const workers = generatorWorkers(WORKERS);
  console.log(
    `Throughput (autocannon with ${workers} generator thread${workers > 1 ? 's' : ''}, ${CONNECTIONS} connections, ${ROUNDS} interleaved rounds of ${fmt(DURATION / ROUNDS, 1)} s per target; CPU/req = the server process's utime + stime ÷ requests answered; "→" says what bound the round: the server at a core, the GENERATOR at a core (its ceiling, not the server's), or the machine busy with other work):`,
  );
  const figures = await measureInterleaved(targets, {
    rounds: ROUNDS,
    seconds: DURATION / ROUNDS,
    connections: CONNECTIONS,
    workers,
  });
  const byName = (name: string) => figures.find((f) => f.name === name)!;
  const bPage = byName('Bukka stores page 1');
  const bName = byName(`Bukka stores, query=${TERM}`);
  const bHealth = byName('Bukka /__mock/health');
  // The ceiling: the bare Fastify process with the lower CPU per request on its hello-world.
  const second =
    byName('bare Fastify hello-world #2').cpuUs < byName('bare Fastify hello-world').cpuUs;
  const hello = byName(`bare Fastify hello-world${second ? ' #2' : ''}`);
  const fixed = byName(`bare Fastify, same page bytes${second ? ' #2' : ''}`);
  const jPage = byName('json-server _page=1&_limit=12');
  const jName = byName('json-server + businessName_like');
  const cPage = byName('checked: stores page 1');
  const cName = byName(`checked: query=${TERM}`);
  const cHealth = byName('checked: /__mock/health');
  console.log('\nBest round per target (CPU/req: the lowest of the rounds):');
  for (const f of figures) console.log(`  ${figuresLine(f.name, f)}`);
  for (const note of saturationNote(figures, workers)) console.log(`\n${note}`);
  console.log('\nCPU per request (markdown, for docs/performance.md):\n');
  printCpuTable(
    [
      {
        label: `bare Fastify hello-world (plain node; the cheaper of two processes, ${fmt(byName('bare Fastify hello-world').cpuUs, 1)} and ${fmt(byName('bare Fastify hello-world #2').cpuUs, 1)} µs)`,
        figures: hello,
      },
      { label: 'bare Fastify, the same page bytes', figures: fixed },
      { label: 'Bukka as `npm start` runs it, stores page 1', figures: bPage },
      { label: `Bukka as \`npm start\` runs it, query=${TERM}`, figures: bName },
      { label: 'Bukka as `npm start` runs it, health', figures: bHealth },
      { label: 'Bukka as `npm run mock` runs it (answers checked), page 1', figures: cPage },
      { label: `Bukka as \`npm run mock\` runs it, query=${TERM}`, figures: cName },
      { label: 'Bukka as `npm run mock` runs it, health', figures: cHealth },
      ...(previous
        ? [
            {
              label: `previous release ${release!.ref}, page 1`,
              figures: byName('previous: stores page 1'),
            },
            {
              label: `previous release, query=${TERM}`,
              figures: byName(`previous: query=${TERM}`),
            },
            { label: 'previous release, health', figures: byName('previous: /__mock/health') },
          ]
        : []),
    ],
    hello,
  );
  const bukkaRssAfter = rssMbOf(bukka.proc.pid);
  const prevRssAfter = previous ? rssMbOf(previous.proc.pid) : Number.NaN;

  // 3. Peers (optional), in a phase of their own — a JVM and two Node servers idling beside the
  // targets above would take from them — measured beside Bukka and the ceiling again.
  const peers: Peer[] = [];
  let peerFigures: Figures[] = [];
  if (PEERS) {
    const peerDir = installPeers(console.log);
    const openapi = (await (await fetch(`${b}/__mock/openapi.json`)).json()) as Record<
      string,
      unknown
    >;
    peers.push(
      startWireMock(peerDir, await freePort(), page, dir),
      startMockoon(peerDir, await freePort(), page, dir),
      startPrism(peerDir, await freePort(), page, dir, openapi),
    );
    children.push(...peers.map((x) => x.child));
    console.log('');
    for (const peer of peers) {
      await waitForUrl(peer.ready, peer.child, 120_000);
      const body = await (await fetch(peer.url)).text();
      const same = JSON.stringify(JSON.parse(body)) === JSON.stringify(JSON.parse(page));
      console.log(`${peer.name} ${peer.version} serves the same page: ${same ? 'yes' : 'NO'}`);
    }
    console.log('\nPeers, beside Bukka and the ceiling again:');
    peerFigures = await measureInterleaved(
      [
        { name: `Bukka stores, query=${TERM}`, url: urls.bukkaName },
        { name: 'Bukka stores page 1', url: urls.bukkaPage },
        ...peers.map((x) => ({ name: `${x.name} static stub`, url: x.url })),
        { name: 'json-server + businessName_like', url: urls.jsonName },
        { name: 'bare Fastify, same page bytes', url: urls.fixedPage },
        { name: 'bare Fastify hello-world', url: urls.hello },
      ],
      { rounds: ROUNDS, seconds: DURATION / ROUNDS, connections: CONNECTIONS },
    );
    await Promise.all(peers.map((x) => x.child.stop()));
  }

  if (previous) {
    const pPage = byName('previous: stores page 1');
    const pName = byName(`previous: query=${TERM}`);
    const pHealth = byName('previous: /__mock/health');
    console.log(`\nToday beside the previous release (${release!.label}):`);
    const line = (what: string, now: Figures, then: Figures) =>
      console.log(
        `  ${what.padEnd(22)} ${fmt(then.rps).padStart(8)} → ${fmt(now.rps).padStart(8)} req/s (${now.rps >= then.rps ? '+' : ''}${fmt((now.rps / then.rps - 1) * 100, 1)} %), of bare Fastify ${pct(then.rps, hello.rps)} → ${pct(now.rps, hello.rps)}; CPU/req ${fmt(then.cpuUs, 1)} → ${fmt(now.cpuUs, 1)} µs`,
      );
    line('stores page 1', bPage, pPage);
    line(`query=${TERM}`, bName, pName);
    line('/__mock/health', bHealth, pHealth);
    console.log(`  RSS after the load      ${fmt(prevRssAfter)} → ${fmt(bukkaRssAfter)} MB`);
  }

  console.log(
    `\nThe page's own cost: bare Fastify sends the same ${fmt(page.length)} bytes at ${pct(fixed.rps, hello.rps)} of its hello-world; Bukka's page is ${pct(bPage.rps, fixed.rps)} of that`,
  );

  const rows: [string, string, boolean][] = [
    cpuRow('Bukka paged / bare Fastify', bPage, hello, 1.25),
    cpuRow('Bukka filtered / bare Fastify', bName, hello, 1.25),
    cpuRow('Bukka health / bare Fastify', bHealth, hello, 1.1),
    [
      'Answer check: npm run mock / npm start, paged (≤ +15 % CPU/req)',
      signedPct(cPage.cpuUs / bPage.cpuUs),
      cPage.cpuUs <= 1.15 * bPage.cpuUs,
    ],
    [
      'Answer check: npm run mock / npm start, filtered (≤ +15 % CPU/req)',
      signedPct(cName.cpuUs / bName.cpuUs),
      cName.cpuUs <= 1.15 * bName.cpuUs,
    ],
    [
      'Bukka paged / bare Fastify (≥ 80 %)',
      pct(bPage.rps, hello.rps),
      bPage.rps >= 0.8 * hello.rps,
    ],
    [
      'Bukka filtered / bare Fastify (≥ 80 %)',
      pct(bName.rps, hello.rps),
      bName.rps >= 0.8 * hello.rps,
    ],
    [
      'Bukka /__mock/health / bare Fastify (≥ 90 %)',
      pct(bHealth.rps, hello.rps),
      bHealth.rps >= 0.9 * hello.rps,
    ],
    ['Bukka p99, paged (≤ 10 ms)', `${fmt(bPage.p99, 1)} ms`, bPage.p99 <= 10],
    ['Bukka p99, filtered (≤ 10 ms)', `${fmt(bName.p99, 1)} ms`, bName.p99 <= 10],
    [
      'Bukka / json-server, paged (≥ 20×)',
      `${fmt(bPage.rps / jPage.rps, 1)}×`,
      bPage.rps / jPage.rps >= 20,
    ],
    [
      'Bukka / json-server, filtered (≥ 20×)',
      `${fmt(bName.rps / jName.rps, 1)}×`,
      bName.rps / jName.rps >= 20,
    ],
    [
      `${fmt(STORES)}-store world seed (≤ 2 s)`,
      `${fmt(big.seedMs)} ms, ${fmt(big.seedCpuMs)} ms CPU; ${fmt(big.stores)} stores, ${fmt(big.products)} products`,
      big.seedMs <= 2_000,
    ],
    [
      '10k server ready / RSS after load (≤ 300 MB)',
      `${fmt(bukkaReady)} ms (first answer ${fmt(bukkaWallMs)} ms) / ${fmt(bukkaRssAfter)} MB`,
      bukkaRssAfter <= 300,
    ],
  ];
  if (demo) {
    rows.push(
      [
        'Demo world seed (48 stores, ≤ 1 s)',
        `${fmt(demo.seedMs)} ms, ${fmt(demo.seedCpuMs)} ms CPU (module load ${fmt(demo.moduleLoadMs)} ms)`,
        demo.seedMs < 1_000,
      ],
      [
        'Demo server ready (≤ 1 s)',
        `${fmt(demoReady)} ms (first answer after ${fmt(demoWallMs)} ms)`,
        demoReady < 1_000,
      ],
    );
  }
  if (peers.length) {
    const inPeers = (name: string) => peerFigures.find((f) => f.name === name)!;
    const stubs = peers.map((x) => inPeers(`${x.name} static stub`));
    const best = stubs.reduce((a, c) => (c.rps > a.rps ? c : a));
    const pName = inPeers(`Bukka stores, query=${TERM}`);
    const pHello = inPeers('bare Fastify hello-world');
    rows.push([
      `Bukka filtered / fastest static stub (≥ 1/1.5)`,
      `${pct(pName.rps, best.rps)} of ${best.name}`,
      pName.rps >= best.rps / 1.5,
    ]);
    console.log('\nPeers (markdown, for docs/performance.md):\n');
    console.log('| Server | What it serves | req/s | p50 ms | p99 ms | of bare Fastify |');
    console.log('| --- | --- | ---: | ---: | ---: | ---: |');
    const md = (name: string, what: string, f: Figures) =>
      console.log(
        `| ${name} | ${what} | ${fmt(f.rps)} | ${fmt(f.p50, 1)} | ${fmt(f.p99, 1)} | ${pct(f.rps, pHello.rps)} |`,
      );
    md('Bukka (today)', `stateful search, query=${TERM}`, pName);
    md('Bukka (today)', 'stateful search, page 1', inPeers('Bukka stores page 1'));
    for (const [i, peer] of peers.entries())
      md(`${peer.name} ${peer.version}`, 'the same page, static stub', stubs[i]!);
    md(
      'json-server 0.17',
      `same stores, businessName_like=${TERM}`,
      inPeers('json-server + businessName_like'),
    );
    md('bare Fastify', 'the same page bytes', inPeers('bare Fastify, same page bytes'));
    md('bare Fastify', 'hello-world', pHello);
  }
  console.log(
    `\nStore search rule alone (no HTTP), CPU per call over ${fmt(STORES)} stores: page 1 ${fmt(big.searchMs.page, 3)} ms, query=${TERM} ${fmt(big.searchMs.name, 3)} ms`,
  );
  console.log(`Load average at the end: ${loadavg()[0]!.toFixed(1)}`);
  console.log('\nTargets:');
  for (const [label, value, ok] of rows)
    console.log(`  ${ok ? 'PASS' : 'MISS'}  ${label.padEnd(66)} ${value}`);
  const errors = [...figures, ...peerFigures].filter((f) => f.bad > 0);
  if (errors.length)
    console.log(`\nWarning: errors or non-2xx answers in ${errors.map((e) => e.name).join(', ')}`);
} finally {
  await stopAll();
}
