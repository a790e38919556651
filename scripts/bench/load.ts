import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import autocannon from 'autocannon';
import { type Bound, type Figures, figuresLine, type Round, type Target } from './report.ts';

// The load generator and what it measures beside req/s: the server's own CPU time per request
// (utime + stime of the server process, all its threads, from /proc/<pid>/stat, ÷ the requests
// answered) — a figure that holds when other work shares the machine, where req/s does not — and
// what bound each round: the server (a core's worth of CPU), the generator (one of its threads at
// a core's worth: the figure is the generator's ceiling, not the server's), or the machine (the
// cores busy with other work).

/** Generator threads (autocannon workers): enough that one is never the limit — half the cores,
 * at least one (the server takes a core of its own). `--workers N` overrides. */
export const generatorWorkers = (asked?: number): number =>
  asked && asked > 0 ? asked : Math.max(1, Math.floor(availableParallelism() / 2));

const TICK_US = 1e6 / 100; // USER_HZ: /proc counts CPU in 1/100 s on Linux.

/** utime + stime of a process or thread (all threads for a process), in µs. */
function cpuOf(statPath: string): number {
  try {
    const text = readFileSync(statPath, 'utf8');
    // Fields after the command (which may hold spaces) start after the last ')'.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_US;
  } catch {
    return Number.NaN;
  }
}

/** Busy and total jiffies of the whole machine (/proc/stat's first line). */
function machineTicks(): { busy: number; total: number } {
  const cols = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1);
  const n = cols.map(Number);
  const total = n.slice(0, 8).reduce((a, b) => a + b, 0);
  const idle = (n[3] ?? 0) + (n[4] ?? 0);
  return { busy: total - idle, total };
}

/** CPU µs of each thread of this process (the generator's workers are threads of it). */
function threadCpu(): Map<string, number> {
  const out = new Map<string, number>();
  for (const tid of readdirSync('/proc/self/task'))
    out.set(tid, cpuOf(`/proc/self/task/${tid}/stat`));
  return out;
}

/**
 * Samples the generator's threads every second during a round: workers start and end with the
 * round, so the busiest thread is judged between the first and the last sample it was seen in.
 */
function threadSampler() {
  const first = new Map<string, { us: number; at: number }>();
  const last = new Map<string, { us: number; at: number }>();
  const sample = () => {
    const at = performance.now();
    for (const [tid, us] of threadCpu()) {
      if (!first.has(tid)) first.set(tid, { us, at });
      last.set(tid, { us, at });
    }
  };
  const timer = setInterval(sample, 1_000);
  sample();
  return () => {
    clearInterval(timer);
    let busiest = 0;
    for (const [tid, a] of first) {
      const b = last.get(tid)!;
      const wallUs = (b.at - a.at) * 1000;
      if (wallUs >= 900_000) busiest = Math.max(busiest, (b.us - a.us) / wallUs);
    }
    return busiest;
  };
}

const boundOf = (r: Pick<Round, 'serverCore' | 'generatorCore' | 'machineBusy'>): Bound =>
  r.serverCore >= 0.9
    ? 'server'
    : r.generatorCore >= 0.9
      ? 'generator'
      : r.machineBusy >= 0.9
        ? 'machine'
        : 'latency';

async function once(
  target: Target,
  options: { connections: number; seconds: number; workers: number },
): Promise<Round> {
  const stat = target.pid ? `/proc/${target.pid}/stat` : undefined;
  const serverBefore = stat ? cpuOf(stat) : Number.NaN;
  const machineBefore = machineTicks();
  const started = performance.now();
  const busiest = threadSampler();
  const r = await autocannon({
    url: target.url,
    connections: options.connections,
    duration: options.seconds,
    ...(options.workers > 1 ? { workers: options.workers } : {}),
  });
  const generatorCore = busiest();
  const wallUs = (performance.now() - started) * 1000;
  const serverUs = stat ? cpuOf(stat) - serverBefore : Number.NaN;
  const machineAfter = machineTicks();
  const round = {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    bad: r.non2xx + r.errors + r.timeouts,
    cpuUs: serverUs / Math.max(1, r.requests.total),
    serverCore: serverUs / wallUs,
    generatorCore,
    machineBusy:
      (machineAfter.busy - machineBefore.busy) /
      Math.max(1, machineAfter.total - machineBefore.total),
  };
  return { ...round, bound: boundOf(round) };
}

const signal = (pid: number, name: NodeJS.Signals) => {
  try {
    process.kill(pid, name);
  } catch {
    // Gone already: nothing to stop or continue.
  }
};

/**
 * With `alone`, only `pid` runs: every other server of the bench is stopped (SIGSTOP) — its
 * collector, timers and leftover work from its own round included — and `pid` continued
 * (SIGCONT). Without a pid, every server runs.
 */
function runAlone(pid: number | undefined, servers: number[]): void {
  for (const other of servers) if (other !== pid) signal(other, 'SIGSTOP');
  if (pid !== undefined) signal(pid, 'SIGCONT');
}

/**
 * Loads every target in interleaved rounds (A B C … A B C …) after a 2 s warm-up each, so a burst
 * of load from elsewhere on a shared machine does not land on one target only, and drift shows
 * from round to round. With `alone`, each target's server is the only server of the bench running
 * while it is loaded (the others stopped: two servers on a 2-core machine disturb each other's
 * figures — the one just loaded goes on collecting its garbage into the next one's round); all
 * continue at the end. Each target's figures are its best round (highest req/s, with that round's
 * latencies) and its lowest CPU per request over the rounds (the figure least moved by other
 * work); all rounds print.
 */
export async function measureInterleaved(
  targets: Target[],
  options: {
    rounds: number;
    seconds: number;
    connections: number;
    workers?: number;
    alone?: boolean;
  },
): Promise<Figures[]> {
  const load = { ...options, workers: generatorWorkers(options.workers) };
  const servers = options.alone
    ? [...new Set(targets.flatMap((t) => (t.pid === undefined ? [] : [t.pid])))]
    : [];
  const loaded = async (t: Target, seconds: number) => {
    if (options.alone) runAlone(t.pid, servers);
    return once(t, { ...load, seconds });
  };
  const rounds: Round[][] = targets.map(() => []);
  try {
    for (const t of targets) await loaded(t, 2);
    for (let r = 0; r < options.rounds; r++) {
      for (const [i, t] of targets.entries()) {
        const round = await loaded(t, load.seconds);
        rounds[i]!.push(round);
        console.log(`  round ${r + 1}  ${figuresLine(t.name, round)}`);
      }
    }
  } finally {
    for (const pid of servers) signal(pid, 'SIGCONT');
  }
  return targets.map((t, i) => {
    const all = rounds[i]!;
    const best = all.reduce((a, b) => (b.rps > a.rps ? b : a));
    const cpuUs = Math.min(...all.map((x) => x.cpuUs));
    return { ...t, ...best, cpuUs, bad: all.reduce((n, x) => n + x.bad, 0), rounds: all };
  });
}
