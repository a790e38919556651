// What a phase of `npm test` cost in CPU, beside its wall time: on a 2-core machine a phase's wall
// time follows its CPU, so the table says which phases are short of cores (busy near 2 of 2) and
// which leave cores idle while they wait (sockets, timers, child processes) — the ones worth running
// beside another. Read from Linux (elsewhere the figures are left out):
// - the CPU of every process the phase ran: `npm test` moves itself into a cgroup (v2) of its own
//   where it may (root, as on CI), which counts every descendant whoever reaps it — a browser's
//   renderers, left to init when their zygote goes first, included; elsewhere /proc/self/stat's
//   cutime + cstime, which count a descendant only once it has been waited for, all the way up
//   (then the figure is a floor, and says so);
// - how busy the machine's cores were meanwhile: /proc/stat's first line, whatever ran them (on a
//   quiet machine, the phase; on a shared one, the phase and its neighbours).
import { mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Linux reports both files in USER_HZ ticks, 100 per second on every architecture Node runs on. */
const TICKS_PER_SECOND = 100;

export type CpuMark = {
  children: number;
  whole: boolean;
  busy: number;
  all: number;
  cores: number;
};
export type CpuSpent = {
  /** CPU-seconds of the phase's processes. */
  seconds: number;
  /** Whether `seconds` counts every process (a cgroup), or only those waited for (a floor). */
  whole: boolean;
  /** Cores kept busy on average (by anything), out of `cores`. */
  busyCores: number;
  cores: number;
};

/** The cgroup v2 mount point, from /proc/self/mountinfo (`/sys/fs/cgroup`, or `…/unified`). */
function cgroup2Mount(): string | undefined {
  for (const line of readFileSync('/proc/self/mountinfo', 'utf8').split('\n')) {
    const [before, after] = line.split(' - ');
    if (after?.startsWith('cgroup2 ')) return before?.split(' ')[4];
  }
  return undefined;
}

/**
 * This process in a new cgroup beneath its own, so that the CPU of all it starts is counted; it
 * goes back and the cgroup is removed at exit. Undefined where that is not allowed (not root, no
 * cgroup v2): the caller counts waited-for processes instead.
 */
function adoptCgroup(): string | undefined {
  try {
    const mount = cgroup2Mount();
    const own = readFileSync('/proc/self/cgroup', 'utf8').match(/^0::(\/.*)$/m)?.[1];
    if (!mount || own === undefined) return undefined;
    const home = join(mount, own);
    const dir = join(home, `npm-test-${process.pid}`);
    mkdirSync(dir);
    try {
      writeFileSync(join(dir, 'cgroup.procs'), String(process.pid));
      readFileSync(join(dir, 'cpu.stat'), 'utf8');
    } catch {
      rmdirSync(dir);
      return undefined;
    }
    process.once('exit', () => {
      try {
        writeFileSync(join(home, 'cgroup.procs'), String(process.pid));
        rmdirSync(dir); // refused while a stray descendant still runs: then it stays, empty later
      } catch {}
    });
    return dir;
  } catch {
    return undefined;
  }
}

let cgroup: string | undefined | null = null;

/** CPU of this process's descendants so far, in ticks, and whether all of them are counted. */
function childTicks(): { ticks: number; whole: boolean } {
  if (cgroup === null) cgroup = adoptCgroup();
  if (cgroup) {
    const usec = readFileSync(join(cgroup, 'cpu.stat'), 'utf8').match(/^usage_usec (\d+)$/m)?.[1];
    if (usec) return { ticks: (Number(usec) / 1e6) * TICKS_PER_SECOND, whole: true };
  }
  return { ticks: waitedTicks(), whole: false };
}

function waitedTicks(): number {
  const stat = readFileSync('/proc/self/stat', 'utf8');
  // Fields after the command name (which may hold spaces) start at field 3 (state); cutime and
  // cstime are fields 16 and 17.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[13]) + Number(fields[14]);
}

function machineTicks(): { busy: number; all: number; cores: number } {
  const lines = readFileSync('/proc/stat', 'utf8').split('\n');
  const [user, nice, system, idle, iowait, irq, softirq, steal] = (lines[0] ?? '')
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number) as number[];
  const busy = (user ?? 0) + (nice ?? 0) + (system ?? 0) + (irq ?? 0) + (softirq ?? 0);
  // Time the hypervisor gave to other machines was not ours to use: counted as not busy.
  const all = busy + (idle ?? 0) + (iowait ?? 0) + (steal ?? 0);
  const cores = lines.filter((l) => /^cpu\d+ /.test(l)).length;
  return { busy, all, cores };
}

/** Now, for `cpuSince`; undefined where /proc is not there to read. */
export function cpuMark(): CpuMark | undefined {
  try {
    const { ticks, whole } = childTicks();
    return { children: ticks, whole, ...machineTicks() };
  } catch {
    return undefined;
  }
}

export function cpuSince(mark: CpuMark | undefined): CpuSpent | undefined {
  const now = cpuMark();
  if (!mark || !now || now.all === mark.all) return undefined;
  const share = (now.busy - mark.busy) / (now.all - mark.all);
  return {
    seconds: (now.children - mark.children) / TICKS_PER_SECOND,
    whole: mark.whole && now.whole,
    busyCores: share * now.cores,
    cores: now.cores,
  };
}

/** "CPU 412 s, cores busy 1.7 of 2" (or "CPU ≥ 412 s" where only waited-for processes count) */
export function cpuLine(spent: CpuSpent | undefined): string {
  if (!spent) return '';
  const seconds = spent.seconds < 10 ? spent.seconds.toFixed(1) : Math.round(spent.seconds);
  return `CPU ${spent.whole ? '' : '≥ '}${seconds} s, cores busy ${spent.busyCores.toFixed(1)} of ${spent.cores}`;
}
