import autocannon from 'autocannon';
import { fmt } from './args.ts';

export type Target = { name: string; url: string };
export type Round = { rps: number; p50: number; p99: number; bad: number };
export type Figures = Target & Round & { rounds: Round[] };

export const figuresLine = (name: string, f: Round) =>
  `${name.padEnd(36)} ${fmt(f.rps).padStart(8)} req/s   p50 ${fmt(f.p50, 1).padStart(5)} ms   p99 ${fmt(f.p99, 1).padStart(6)} ms${f.bad ? `   (${f.bad} errors/non-2xx)` : ''}`;

async function once(url: string, connections: number, seconds: number): Promise<Round> {
  const r = await autocannon({ url, connections, duration: seconds });
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    bad: r.non2xx + r.errors + r.timeouts,
  };
}

/**
 * Loads every target in interleaved rounds (A B C … A B C …) after a 2 s warm-up each, so a burst
 * of load from elsewhere on a shared machine does not land on one target only. Each target's
 * figures are its best round (highest req/s, with that round's latencies); all rounds print.
 */
export async function measureInterleaved(
  targets: Target[],
  options: { rounds: number; seconds: number; connections: number },
): Promise<Figures[]> {
  for (const t of targets) await once(t.url, options.connections, 2);
  const rounds: Round[][] = targets.map(() => []);
  for (let r = 0; r < options.rounds; r++) {
    for (const [i, t] of targets.entries()) {
      const round = await once(t.url, options.connections, options.seconds);
      rounds[i]!.push(round);
      console.log(`  round ${r + 1}  ${figuresLine(t.name, round)}`);
    }
  }
  return targets.map((t, i) => {
    const all = rounds[i]!;
    const best = all.reduce((a, b) => (b.rps > a.rps ? b : a));
    return { ...t, ...best, bad: all.reduce((n, x) => n + x.bad, 0), rounds: all };
  });
}
