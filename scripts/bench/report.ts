// How every bench case reads its flags and prints its figures: numbers, aligned rows, markdown
// tables (pasted into docs/performance.md), target lines (PASS or MISS), and the load generator's
// rounds with what bound each (server, generator or machine).

/** The value after `--name` on the case's command line, or `fallback`. */
export const flag = (name: string, fallback: string): string => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
};

/** `--name` is on the case's command line. */
export const has = (name: string): boolean => process.argv.includes(`--${name}`);

/** A number with thousands separators and at most `digits` decimals. */
export const fmt = (n: number, digits = 0): string =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits });

/** `a` as a percentage of `b`. */
export const pct = (a: number, b: number): string => `${fmt((a / b) * 100, 1)} %`;

/** `a` as a multiple of `b`: `1.23×`. */
const times = (a: number, b: number): string => `${fmt(a / b, 2)}×`;

/** A ratio as a signed change: 1.037 → `+3.7 %`. */
export const signedPct = (ratio: number): string =>
  `${ratio >= 1 ? '+' : ''}${fmt((ratio - 1) * 100, 1)} %`;

/** The middle value (the upper one of an even count). */
export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** The value at quantile `q` (0–1). */
export const quantile = (values: number[], q: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
};

/** A title, then `label  value` lines with the labels aligned. */
export function printRows(title: string, rows: readonly (readonly [string, string])[]): void {
  const width = Math.max(...rows.map(([label]) => label.length));
  console.log(title);
  for (const [label, value] of rows) console.log(`  ${label.padEnd(width)}  ${value}`);
}

/** A markdown table's lines: `align` per column, `r` right, `c` centred, else left. */
export function markdownTable(
  head: readonly string[],
  rows: readonly (readonly string[])[],
  align = '',
): string[] {
  const rule = head.map((_, i) => (align[i] === 'r' ? '---:' : align[i] === 'c' ? ':---:' : '---'));
  return [head, rule, ...rows].map((cells) => `| ${cells.join(' | ')} |`);
}

/** A target line: what, the figure, whether it is met. */
export type TargetRow = readonly [string, string, boolean];

export function printTargets(rows: readonly TargetRow[]): void {
  const width = Math.max(...rows.map(([label]) => label.length));
  console.log('\nTargets:');
  for (const [label, value, ok] of rows)
    console.log(`  ${ok ? 'PASS' : 'MISS'}  ${label.padEnd(width)}  ${value}`);
}

/** A loaded URL: `pid` is the server process whose CPU is read (Linux /proc). */
export type Target = { name: string; url: string; pid?: number };
export type Bound = 'server' | 'generator' | 'machine' | 'latency';
export type Round = {
  rps: number;
  p50: number;
  p99: number;
  bad: number;
  /** Server CPU µs per request answered (NaN without a pid). */
  cpuUs: number;
  /** Server CPU as a share of one core over the round. */
  serverCore: number;
  /** The generator's busiest thread as a share of one core. */
  generatorCore: number;
  /** The machine's busy share (all cores, all processes). */
  machineBusy: number;
  bound: Bound;
};
export type Figures = Target & Round & { rounds: Round[] };

const BOUND_TEXT: Record<Bound, string> = {
  server: 'server',
  generator: 'GENERATOR',
  machine: 'machine',
  latency: 'neither',
};

/** One round (or a target's best) in a line: req/s, CPU per request, p99, what bound it. */
export const figuresLine = (name: string, f: Round): string =>
  `${name.padEnd(36)} ${fmt(f.rps).padStart(8)} req/s  ${Number.isNaN(f.cpuUs) ? '       —' : `${fmt(f.cpuUs, 1).padStart(6)} µs`} CPU/req  p99 ${fmt(f.p99, 1).padStart(5)} ms  server ${fmt(f.serverCore * 100).padStart(3)} %, generator ${fmt(f.generatorCore * 100).padStart(3)} %, machine ${fmt(f.machineBusy * 100).padStart(3)} % → ${BOUND_TEXT[f.bound]}${f.bad ? `   (${f.bad} errors/non-2xx)` : ''}`;

/**
 * Says when a round was not the server's ceiling: the generator (one of its threads at a core)
 * or the machine (other work) bound it — then req/s ratios are compressed toward 100 % and the
 * CPU per request is the figure to read.
 */
export function saturationNote(figures: Figures[], workers: number): string[] {
  const notes: string[] = [];
  const boundBy = (bound: Bound) =>
    figures
      .filter((f) => f.rounds.some((r) => r.bound === bound))
      .map((f) => f.name)
      .join(', ');
  const generator = boundBy('generator');
  const machine = boundBy('machine');
  if (generator) {
    notes.push(
      `The load generator SATURATED (a generator thread at ≥ 90 % of a core while the server was below 90 %) in rounds of: ${generator}. Their req/s is the generator's ceiling, not the server's — ratios of req/s are compressed toward 100 %; read CPU per request, or run with more --workers on a machine with cores to spare.`,
    );
  }
  if (machine) {
    notes.push(
      `The machine was busy (≥ 90 % of all cores) with the server below 90 % of a core in rounds of: ${machine}: the generator (${workers} thread${workers > 1 ? 's' : ''}) and other work took the cores; req/s there is not the server's ceiling, CPU per request still is its cost.`,
    );
  }
  if (notes.length === 0)
    notes.push('Every round was bound by its server (the generator never saturated).');
  return notes;
}

/** The CPU table: each target's best req/s and lowest CPU per request, each against bare Fastify. */
export function printCpuTable(rows: { label: string; figures: Figures }[], hello: Figures): void {
  const lines = markdownTable(
    ['Target', 'best req/s', 'of bare', 'server CPU per request', '× bare CPU', 'bound by'],
    rows.map(({ label, figures: f }) => [
      label,
      fmt(f.rps),
      pct(f.rps, hello.rps),
      `${fmt(f.cpuUs, 1)} µs`,
      times(f.cpuUs, hello.cpuUs),
      [...new Set(f.rounds.map((r) => r.bound))].join(', '),
    ]),
    'lrrrrl',
  );
  for (const line of lines) console.log(line);
}

/** A target line on CPU per request: `f` at most `limit` × `base`'s CPU per request. */
export const cpuRow = (label: string, f: Figures, base: Figures, limit: number): TargetRow => [
  `${label} (≤ ${fmt(limit, 2)}× CPU/req)`,
  `${times(f.cpuUs, base.cpuUs)} (${fmt(f.cpuUs, 1)} vs ${fmt(base.cpuUs, 1)} µs; ${pct(base.cpuUs, f.cpuUs)} of bare's efficiency)`,
  f.cpuUs <= limit * base.cpuUs,
];

/** Pairs of figures set beside each other: what, then and now. */
type Beside = { what: string; previous: Figures; today: Figures }[];

/** The previous release beside today: req/s, share of bare Fastify, CPU per request. */
export function printBeside(pairs: Beside, hello: Figures): void {
  for (const { what, previous: then, today: now } of pairs) {
    console.log(
      `  ${what.padEnd(22)} ${fmt(then.rps).padStart(8)} → ${fmt(now.rps).padStart(8)} req/s (${signedPct(now.rps / then.rps)}), of bare Fastify ${pct(then.rps, hello.rps)} → ${pct(now.rps, hello.rps)}; CPU/req ${fmt(then.cpuUs, 1)} → ${fmt(now.cpuUs, 1)} µs`,
    );
  }
}

/**
 * The same, round by round: the rounds alternate (today's requests, …, the previous release's, …,
 * bare Fastify's, then again), each server alone while it is loaded, so drift between rounds
 * shows beside the difference between the releases.
 */
export function printRoundsBeside(pairs: Beside, hello: Figures): void {
  const line = (r: Round | undefined) =>
    r ? `${fmt(r.cpuUs, 1).padStart(5)} µs ${fmt(r.rps).padStart(7)} req/s` : '—';
  for (const { what, previous: then, today: now } of pairs) {
    const ratios = now.rounds.flatMap((r, i) => {
      const p = then.rounds[i];
      return p ? [r.cpuUs / p.cpuUs] : [];
    });
    const middle = ratios.length ? times(median(ratios), 1) : '—';
    console.log(
      `  ${what} (server CPU per request, req/s; today ÷ previous CPU/req, median of the rounds: ${middle}):`,
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
