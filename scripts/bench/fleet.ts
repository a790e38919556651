// The fleet case (`npm run bench -- --only fleet`; its flags in cases.ts) — prints figures (not a test): a store page read in made worlds (seed 1,
// the demo world, simulator off) by autocannon, through nginx in front of 1 and of 3 mock
// processes (`npm run fleet`), beside one mock without nginx; for each, requests per second, the
// latencies and the CPU its server processes (the mocks, nginx's master and workers) spent per
// request. Then the worlds held at refusal: demo worlds made one after another through the
// gateway until one is refused (507/429), with each process at `--max-worlds-mb` (`--fill-mb`,
// default 48), beside one mock with the same budget. Options: --duration S (default 8),
// --connections N (default 50), --port-base N (the servers' ports from N: default 4750),
// --no-fill. The load average is printed beside them: on a shared machine other work shows in
// every figure.
import { type ChildProcess, spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { type RunningFleet, startFleet } from '../fleet/fleet.ts';
import { childrenOf, type LoadFigures, loadWorlds } from './fleet-load.ts';
import { flag, fmt } from './report.ts';

const SECONDS = Number(flag('duration', '8'));
const CONNECTIONS = Number(flag('connections', '50'));
const PORT_BASE = Number(flag('port-base', '4750'));
const FILL_MB = Number(flag('fill-mb', '48'));
const FILL = !process.argv.includes('--no-fill');
const BUNDLE = resolve(import.meta.dirname, '../../dist-mock/server.mjs');
const PAGE = '/api/users/stores?page=1';
const FLAGS = ['--simulator', 'off'];

const post = async (base: string, path: string, body: unknown) => {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { id?: string; message?: string } };
};

/** One mock without nginx, on `port`, with `flags`; resolves once it answers. */
async function startMock(
  port: number,
  flags: string[],
): Promise<{ url: string; proc: ChildProcess }> {
  const proc = spawn(process.execPath, [BUNDLE, '--port', String(port), ...FLAGS, ...flags], {
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`the mock on ${port} exited`);
    if (
      await fetch(`${url}/__mock/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { url, proc };
    await new Promise((r) => setTimeout(r, 100));
  }
}

const stopMock = (proc: ChildProcess) =>
  new Promise<void>((done) => {
    if (proc.exitCode !== null) return done();
    proc.once('exit', () => done());
    proc.kill('SIGTERM');
  });

/** Makes `count` demo worlds through `base`; their ids. */
async function worldsOf(base: string, count: number): Promise<string[]> {
  const made = await Promise.all(
    Array.from({ length: count }, () => post(base, '/__mock/worlds', { seed: 1 })),
  );
  return made.map((m) => m.body.id!);
}

const fleetPids = (fleet: RunningFleet) => () => {
  const nginx = fleet.fleet.gateway.pid()!;
  return [nginx, ...childrenOf(nginx), ...fleet.replicas.map((r) => r.pid()!)];
};

const line = (name: string, f: LoadFigures) =>
  `${name.padEnd(34)} ${fmt(f.rps).padStart(7)} req/s  p50 ${fmt(f.p50, 1).padStart(5)} ms  p99 ${fmt(f.p99, 1).padStart(6)} ms  ${fmt(f.cpuUs, 1).padStart(6)} µs CPU/req (servers ${fmt(f.cores * 100).padStart(3)} % of a core)${f.bad ? `  ${f.bad} errors/non-2xx` : ''}`;

async function throughput(): Promise<void> {
  console.log(
    `\nA store page (${PAGE}) in 3 demo worlds, ${CONNECTIONS} connections, ${SECONDS} s each:`,
  );
  const load = { seconds: SECONDS, connections: CONNECTIONS };
  const alone = await startMock(PORT_BASE, []);
  try {
    const worlds = await worldsOf(alone.url, 3);
    console.log(
      line(
        'one mock, no nginx',
        await loadWorlds(alone.url, PAGE, worlds, () => [alone.proc.pid!], load),
      ),
    );
  } finally {
    await stopMock(alone.proc);
  }
  for (const replicas of [1, 3]) {
    const fleet = await startFleet({
      replicas,
      port: PORT_BASE,
      portBase: PORT_BASE + 1,
      entry: [BUNDLE],
      flags: FLAGS,
      log: () => undefined,
    });
    try {
      const worlds = await worldsOf(fleet.url, 3);
      const figures = await loadWorlds(fleet.url, PAGE, worlds, fleetPids(fleet), load);
      console.log(line(`nginx + ${replicas} mock${replicas > 1 ? 's' : ''}`, figures));
    } finally {
      await fleet.stop();
    }
  }
}

/** Demo worlds made one after another through `base` until one is refused; how many, and why. */
async function fill(base: string): Promise<{ held: number; refusal: string }> {
  for (let held = 0; ; held++) {
    const made = await post(base, '/__mock/worlds', { seed: held + 1 });
    if (made.status !== 201) return { held, refusal: `${made.status} ${made.body.message}` };
  }
}

async function worldsAtRefusal(): Promise<void> {
  console.log(
    `\nDemo worlds held until one is refused, each process at --max-worlds-mb ${FILL_MB}:`,
  );
  const flags = ['--max-worlds-mb', String(FILL_MB)];
  const alone = await startMock(PORT_BASE, flags);
  try {
    const { held, refusal } = await fill(alone.url);
    console.log(`  one mock:         ${held} worlds, then ${refusal.slice(0, 140)}`);
  } finally {
    await stopMock(alone.proc);
  }
  const fleet = await startFleet({
    replicas: 3,
    port: PORT_BASE,
    portBase: PORT_BASE + 1,
    entry: [BUNDLE],
    flags: [...FLAGS, ...flags],
    log: () => undefined,
  });
  try {
    const { held, refusal } = await fill(fleet.url);
    const info = (await (await fetch(`${fleet.url}/__mock/fleet`)).json()) as {
      replicas: { id: string; worlds: string[]; memory: { rssMB: number } }[];
    };
    const each = info.replicas
      .map((r) => `${r.id} ${r.worlds.length} (rss ${r.memory.rssMB} MB)`)
      .join(', ');
    console.log(`  nginx + 3 mocks:  ${held} worlds (${each}), then ${refusal.slice(0, 140)}`);
  } finally {
    await fleet.stop();
  }
}

console.log(
  `bench -- --only fleet — load average ${loadavg()
    .map((n) => fmt(n, 1))
    .join(' ')} (${join('dist-mock', 'server.mjs')}, nginx)`,
);
await throughput();
if (FILL) await worldsAtRefusal();
console.log(
  `\nload average after: ${loadavg()
    .map((n) => fmt(n, 1))
    .join(' ')}`,
);
