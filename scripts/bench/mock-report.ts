// What `npm run bench:mock` prints about CPU per request: the markdown table for
// docs/performance.md (req/s and the server's CPU per request beside it, both against bare
// Fastify), what bound the rounds, and the target lines on CPU per request.
import { fmt, pct } from './args.ts';
import type { Figures, Round } from './load.ts';
import type { BenchCase } from './mock-cases.ts';

export type CpuRow = { label: string; figures: Figures };

const times = (a: number, b: number) => `${fmt(a / b, 2)}×`;

/** The table: each target's best req/s and lowest CPU per request, each against bare Fastify. */
export function printCpuTable(rows: CpuRow[], hello: Figures): void {
  console.log('| Target | best req/s | of bare | server CPU per request | × bare CPU | bound by |');
  console.log('| --- | ---: | ---: | ---: | ---: | --- |');
  for (const { label, figures: f } of rows) {
    const bounds = [...new Set(f.rounds.map((r) => r.bound))].join(', ');
    console.log(
      `| ${label} | ${fmt(f.rps)} | ${pct(f.rps, hello.rps)} | ${fmt(f.cpuUs, 1)} µs | ${times(f.cpuUs, hello.cpuUs)} | ${bounds} |`,
    );
  }
}

/**
 * Says when a round was not the server's ceiling: the generator (one of its threads at a core)
 * or the machine (other work) bound it — then req/s ratios are compressed toward 100 % and the
 * CPU per request is the figure to read.
 */
export function saturationNote(figures: Figures[], workers: number): string[] {
  const notes: string[] = [];
  const generatorBound = figures.filter((f) => f.rounds.some((r) => r.bound === 'generator'));
  const machineBound = figures.filter((f) => f.rounds.some((r) => r.bound === 'machine'));
  if (generatorBound.length > 0) {
    notes.push(
      `The load generator SATURATED (a generator thread at ≥ 90 % of a core while the server was below 90 %) in rounds of: ${generatorBound.map((f) => f.name).join(', ')}. Their req/s is the generator's ceiling, not the server's — ratios of req/s are compressed toward 100 %; read CPU per request, or run with more --workers on a machine with cores to spare.`,
    );
  }
  if (machineBound.length > 0) {
    notes.push(
      `The machine was busy (≥ 90 % of all cores) with the server below 90 % of a core in rounds of: ${machineBound.map((f) => f.name).join(', ')}: the generator (${workers} thread${workers > 1 ? 's' : ''}) and other work took the cores; req/s there is not the server's ceiling, CPU per request still is its cost.`,
    );
  }
  if (notes.length === 0)
    notes.push('Every round was bound by its server (the generator never saturated).');
  return notes;
}

/** A target line on CPU per request: `f` at most `limit` × `base`'s CPU per request. */
export const cpuRow = (label: string, f: Figures, base: Figures, limit: number): TargetRow => [
  `${label} (≤ ${fmt(limit, 2)}× CPU/req)`,
  `${times(f.cpuUs, base.cpuUs)} (${fmt(f.cpuUs, 1)} vs ${fmt(base.cpuUs, 1)} µs; ${pct(base.cpuUs, f.cpuUs)} of bare's efficiency)`,
  f.cpuUs <= limit * base.cpuUs,
];

/** The previous release's cases beside today's: req/s, share of bare Fastify, CPU per request. */
export function printBeside(
  cases: BenchCase[],
  of: (name: string) => Figures,
  hello: Figures,
): void {
  for (const c of cases) {
    if (!c.beside) continue;
    const then = of(c.name);
    const now = of(c.beside.today);
    console.log(
      `  ${c.beside.what.padEnd(22)} ${fmt(then.rps).padStart(8)} → ${fmt(now.rps).padStart(8)} req/s (${now.rps >= then.rps ? '+' : ''}${fmt((now.rps / then.rps - 1) * 100, 1)} %), of bare Fastify ${pct(then.rps, hello.rps)} → ${pct(now.rps, hello.rps)}; CPU/req ${fmt(then.cpuUs, 1)} → ${fmt(now.cpuUs, 1)} µs`,
    );
  }
}

/**
 * The same, round by round: the rounds alternate (today's requests, …, the previous release's, …,
 * bare Fastify's, then again), each server alone while it is loaded, so drift between rounds
 * shows beside the difference between the releases.
 */
export function printRoundsBeside(
  cases: BenchCase[],
  of: (name: string) => Figures,
  hello: Figures,
): void {
  const line = (r: Round | undefined) =>
    r ? `${fmt(r.cpuUs, 1).padStart(5)} µs ${fmt(r.rps).padStart(7)} req/s` : '—';
  for (const c of cases) {
    if (!c.beside) continue;
    const then = of(c.name);
    const now = of(c.beside.today);
    const ratios = now.rounds.flatMap((r, i) => {
      const p = then.rounds[i];
      return p ? [r.cpuUs / p.cpuUs] : [];
    });
    const median = [...ratios].sort((a, b) => a - b)[Math.floor(ratios.length / 2)];
    console.log(
      `  ${c.beside.what} (server CPU per request, req/s; today ÷ previous CPU/req, median of the rounds: ${median === undefined ? '—' : times(median, 1)}):`,
    );
    for (const [i, r] of now.rounds.entries()) {
      const p = then.rounds[i];
      const ratio = p ? ` → today ${times(r.cpuUs, p.cpuUs)} the previous CPU/req` : '';
      console.log(
        `    round ${i + 1}  today ${line(r)} · previous ${line(p)} · bare hello-world ${line(hello.rounds[i])}${ratio}`,
      );
    }
  }
}

/** A target line: what, the figure, whether it is met. */
export type TargetRow = [string, string, boolean];

export function printTargets(rows: TargetRow[]): void {
  console.log('\nTargets:');
  for (const [label, value, ok] of rows)
    console.log(`  ${ok ? 'PASS' : 'MISS'}  ${label.padEnd(66)} ${value}`);
}
