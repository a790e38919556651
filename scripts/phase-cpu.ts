// What a phase of `npm test` cost in CPU, beside its wall time: on a 2-core machine a phase's wall
// time follows its CPU, so the table says which phases are short of cores (busy near 2 of 2) and
// which leave cores idle while they wait (sockets, timers, child processes) — the ones worth running
// beside another. Read from Linux's /proc (elsewhere the figures are left out):
// - the CPU of every process the phase ran: /proc/self/stat's cutime + cstime, which count each
//   descendant once it has been waited for (a runner's workers and browsers are);
// - how busy the machine's cores were meanwhile: /proc/stat's first line, whatever ran them (on a
//   quiet machine, the phase; on a shared one, the phase and its neighbours).
import { readFileSync } from 'node:fs';

/** Linux reports both files in USER_HZ ticks, 100 per second on every architecture Node runs on. */
const TICKS_PER_SECOND = 100;

export type CpuMark = { children: number; busy: number; all: number; cores: number };
export type CpuSpent = {
  /** CPU-seconds of the phase's processes. */
  seconds: number;
  /** Cores kept busy on average (by anything), out of `cores`. */
  busyCores: number;
  cores: number;
};

function childTicks(): number {
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
    return { children: childTicks(), ...machineTicks() };
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
    busyCores: share * now.cores,
    cores: now.cores,
  };
}

/** "CPU 412 s, cores busy 1.7 of 2" */
export function cpuLine(spent: CpuSpent | undefined): string {
  if (!spent) return '';
  const seconds = spent.seconds < 10 ? spent.seconds.toFixed(1) : Math.round(spent.seconds);
  return `CPU ${seconds} s, cores busy ${spent.busyCores.toFixed(1)} of ${spent.cores}`;
}
