// `npm run bench:mock` — prints figures (not a test). In one run on the same data: Bukka's store
// search over a 10,000-store world, json-server 0.17 serving the same stores, and a bare Fastify
// hello-world, each under autocannon (50 connections); plus world start/seed times and RSS.
// Options: --duration S (default 10), --connections N (default 50), --term NAME (default Calabar).
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { type Child, freePort, rssMbOf, runJson, startNode, waitForUrl } from './bench/children.ts';

const flag = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
};
const DURATION = Number(flag('duration', '10'));
const CONNECTIONS = Number(flag('connections', '50'));
const TERM = flag('term', 'Calabar');
const STORES = 10_000;

type Seeded = {
  seedCpuMs: number;
  searchMs: { page: number; name: number };
  stores: number;
  products: number;
  moduleLoadMs: number;
  seedMs: number;
  rssMb: number;
};
type Figures = { name: string; url: string; rps: number; p50: number; p99: number; bad: number };

const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits });

async function load(name: string, url: string): Promise<Figures> {
  await autocannon({ url, connections: CONNECTIONS, duration: 2 }); // warm-up
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION });
  const bad = r.non2xx + r.errors + r.timeouts;
  const figures = {
    name,
    url,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    bad,
  };
  console.log(
    `  ${name.padEnd(34)} ${fmt(figures.rps).padStart(8)} req/s   p50 ${fmt(figures.p50, 1).padStart(5)} ms   p99 ${fmt(figures.p99, 1).padStart(5)} ms${bad ? `   (${bad} errors/non-2xx)` : ''}`,
  );
  return figures;
}

const children: Child[] = [];
const dir = mkdtempSync(join(tmpdir(), 'bukka-bench-'));
const stopAll = async () => {
  await Promise.all(children.map((c) => c.stop()));
  rmSync(dir, { recursive: true, force: true });
};
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => void stopAll().then(() => process.exit(130)));

try {
  const ports = {
    bukka: await freePort(),
    jsonServer: await freePort(),
    fastify: await freePort(),
    demo: await freePort(),
  };
  console.log(`Bukka mock benchmark — ${CONNECTIONS} connections, ${DURATION} s per target\n`);
  const load0 = loadavg()[0]!;
  console.log(
    `Machine: ${availableParallelism()} CPUs, load average ${load0.toFixed(1)} (figures are only comparable on an otherwise idle machine)\n`,
  );

  // 1. Worlds: seed time and RSS (each in a fresh process).
  const demo = await runJson<Seeded>(['scripts/bench/seed-world.ts', '48']);
  const dbPath = join(dir, 'db.json');
  const big = await runJson<Seeded>(['scripts/bench/seed-world.ts', String(STORES), dbPath, TERM]);
  const demoServer = startNode(
    ['mock-server/server.ts', '--port', String(ports.demo), '--simulator', 'off'],
    { tsx: true },
  );
  children.push(demoServer);
  const demoWallMs = await waitForUrl(`http://127.0.0.1:${ports.demo}/__mock/health`, demoServer);
  const demoReady = Number(/ready in (\d+) ms/.exec(demoServer.output())?.[1]);
  await demoServer.stop();

  // 2. The three servers on the same data.
  const bukka = startNode(
    ['mock-server/server.ts', '--port', String(ports.bukka), '--stores', String(STORES)],
    { tsx: true },
  );
  const require = createRequire(import.meta.url);
  const jsonServerBin = join(require.resolve('json-server/package.json'), '..', 'lib/cli/bin.js');
  const jsonServer = startNode([
    jsonServerBin,
    '--quiet',
    '--port',
    String(ports.jsonServer),
    dbPath,
  ]);
  const fastify = startNode(['scripts/bench/hello-fastify.ts', String(ports.fastify)], {
    tsx: true,
  });
  children.push(bukka, jsonServer, fastify);
  const bukkaWallMs = await waitForUrl(`http://127.0.0.1:${ports.bukka}/__mock/health`, bukka);
  await waitForUrl(`http://127.0.0.1:${ports.jsonServer}/stores?_limit=1`, jsonServer);
  await waitForUrl(`http://127.0.0.1:${ports.fastify}/`, fastify);
  const bukkaReady = Number(/ready in (\d+) ms/.exec(bukka.output())?.[1]);

  const urls = {
    bukkaPage: `http://127.0.0.1:${ports.bukka}/api/users/stores?page=1`,
    bukkaName: `http://127.0.0.1:${ports.bukka}/api/users/stores?page=1&query=${TERM}`,
    jsonPage: `http://127.0.0.1:${ports.jsonServer}/stores?_page=1&_limit=12`,
    jsonName: `http://127.0.0.1:${ports.jsonServer}/stores?_page=1&_limit=12&businessName_like=${TERM}`,
    fastify: `http://127.0.0.1:${ports.fastify}/`,
  };

  // Same data: both servers hold the same stores and find the same matches.
  const b1 = (await (await fetch(urls.bukkaPage)).json()) as {
    stores: unknown[];
    totalPages: number;
  };
  const b2 = (await (await fetch(urls.bukkaName)).json()) as {
    stores: unknown[];
    totalPages: number;
  };
  const j1 = await fetch(urls.jsonPage);
  const j2 = await fetch(urls.jsonName);
  const total = (r: Response) => Number(r.headers.get('x-total-count'));
  const [j1Body, j2Body] = [(await j1.json()) as unknown[], (await j2.json()) as unknown[]];
  console.log(
    `Data: Bukka ${fmt(b1.totalPages)} pages of 12 (${b2.totalPages} pages for "${TERM}"); json-server ${fmt(total(j1))} stores (${fmt(total(j2))} for "${TERM}"), page 1 = ${j1Body.length}/${j2Body.length} stores`,
  );
  const sameFirst = JSON.stringify(b2.stores[0]) === JSON.stringify(j2Body[0]);
  console.log(`First "${TERM}" store identical on both: ${sameFirst ? 'yes' : 'NO'}\n`);

  console.log('Throughput (autocannon):');
  const bPage = await load('Bukka stores page 1', urls.bukkaPage);
  const bName = await load(`Bukka stores page 1, query=${TERM}`, urls.bukkaName);
  const jPage = await load('json-server _page=1&_limit=12', urls.jsonPage);
  const jName = await load(`json-server + businessName_like`, urls.jsonName);
  const hello = await load('bare Fastify hello-world', urls.fastify);
  const bukkaRssAfter = rssMbOf(bukka.proc.pid);

  const ratio = (a: number, b: number) => a / b;
  const rows: [string, string, boolean][] = [
    [
      'Bukka / json-server (paged)',
      `${fmt(ratio(bPage.rps, jPage.rps), 1)}×`,
      ratio(bPage.rps, jPage.rps) >= 20,
    ],
    [
      'Bukka / json-server (name filter)',
      `${fmt(ratio(bName.rps, jName.rps), 1)}×`,
      ratio(bName.rps, jName.rps) >= 20,
    ],
    [
      'Bukka paged / bare Fastify',
      `${fmt(ratio(bPage.rps, hello.rps) * 100, 1)} %`,
      ratio(bPage.rps, hello.rps) >= 0.3,
    ],
    [
      'Bukka filtered / bare Fastify',
      `${fmt(ratio(bName.rps, hello.rps) * 100, 1)} %`,
      ratio(bName.rps, hello.rps) >= 0.3,
    ],
    ['Bukka p99 (paged)', `${fmt(bPage.p99, 1)} ms`, bPage.p99 <= 25],
    ['Bukka p99 (name filter)', `${fmt(bName.p99, 1)} ms`, bName.p99 <= 25],
    [
      'Demo world seed (48 stores, buildWorld)',
      `${fmt(demo.seedMs)} ms, ${fmt(demo.seedCpuMs)} ms CPU (module load ${fmt(demo.moduleLoadMs)} ms)`,
      demo.seedMs < 1_000,
    ],
    [
      'Demo server ready (process start → listening)',
      `${fmt(demoReady)} ms (first answer after ${fmt(demoWallMs)} ms)`,
      demoReady < 1_000,
    ],
    [
      `${fmt(STORES)}-store world seed (buildWorld)`,
      `${fmt(big.seedMs)} ms, ${fmt(big.seedCpuMs)} ms CPU; ${fmt(big.stores)} stores, ${fmt(big.products)} products`,
      big.seedMs < 5_000,
    ],
    ['RSS after the 10k seed (seed process)', `${fmt(big.rssMb)} MB`, big.rssMb < 400],
    [
      '10k server ready / RSS after load',
      `${fmt(bukkaReady)} ms (first answer ${fmt(bukkaWallMs)} ms) / ${fmt(bukkaRssAfter)} MB`,
      bukkaRssAfter < 400,
    ],
  ];
  console.log(
    `\nStore search rule alone (no HTTP), CPU per call over ${fmt(STORES)} stores: page 1 ${fmt(big.searchMs.page, 3)} ms, query=${TERM} ${fmt(big.searchMs.name, 3)} ms`,
  );
  console.log(`Load average at the end: ${loadavg()[0]!.toFixed(1)}`);
  console.log('\nTargets:');
  for (const [label, value, ok] of rows)
    console.log(`  ${ok ? 'PASS' : 'MISS'}  ${label.padEnd(46)} ${value}`);
  const errors = [bPage, bName, jPage, jName, hello].filter((f) => f.bad > 0);
  if (errors.length)
    console.log(`\nWarning: errors or non-2xx answers in ${errors.map((e) => e.name).join(', ')}`);
} finally {
  await stopAll();
}
