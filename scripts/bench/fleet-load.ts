import { readdirSync, readFileSync } from 'node:fs';
import autocannon from 'autocannon';

// `npm run bench -- --only fleet`'s load: autocannon over requests that name worlds (each request the next
// world's `X-Bukka-World`, so a fleet's replicas all work), and the CPU every server process of
// the target spent (the mocks, nginx's master and workers: utime + stime from /proc) per request.

const TICK_US = 1e6 / 100;

/** utime + stime of a process (all its threads), in µs; 0 once it is gone. */
function cpuUsOf(pid: number): number {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_US;
  } catch {
    return 0;
  }
}

/** The processes whose parent is `pid` (nginx's workers of its master). */
export function childrenOf(pid: number): number[] {
  const out: number[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid) out.push(Number(name));
    } catch {
      // gone meanwhile
    }
  }
  return out;
}

export type LoadFigures = {
  rps: number;
  p50: number;
  p99: number;
  bad: number;
  /** CPU µs of the target's server processes per request answered. */
  cpuUs: number;
  /** Those processes' CPU as cores busy over the run. */
  cores: number;
};

/**
 * Loads `url` + `path` for `seconds` after a 2 s warm-up, one request per world in turn; `pids`
 * are its servers.
 */
export async function loadWorlds(
  url: string,
  path: string,
  worlds: string[],
  pids: () => number[],
  options: { seconds: number; connections: number },
): Promise<LoadFigures> {
  const requests = worlds.map((world) => ({
    method: 'GET' as const,
    path,
    headers: { 'x-bukka-world': world },
  }));
  // A warm-up first (each world's store search caches, each process's JIT): not measured.
  await autocannon({ url, connections: options.connections, duration: 2, requests });
  const servers = pids();
  const before = servers.map(cpuUsOf);
  const began = performance.now();
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: options.seconds,
    requests,
  });
  const wallUs = (performance.now() - began) * 1_000;
  const spent = servers.reduce((sum, pid, i) => sum + (cpuUsOf(pid) - before[i]!), 0);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bad: result.non2xx + result.errors + result.timeouts,
    cpuUs: spent / Math.max(1, result.requests.total),
    cores: spent / wallUs,
  };
}
