// Runs the bench's cases: each answers its status first (a wrong answer would measure an error
// page), then all are loaded in interleaved rounds, each with its server the only one of the
// bench running (bench/load.ts).
import { type Figures, measureInterleaved } from './load.ts';
import type { BenchCase } from './mock-cases.ts';
import { type Servers, urlOf } from './mock-servers.ts';

type CaseFigures = {
  figures: Figures[];
  /** The figures of the case named `name`. */
  of(name: string): Figures;
};

export async function runCases(
  cases: BenchCase[],
  servers: Servers,
  load: { rounds: number; seconds: number; connections: number; workers: number },
): Promise<CaseFigures> {
  for (const c of cases) {
    const answer = await fetch(urlOf(servers, c));
    await answer.arrayBuffer();
    if (answer.status !== c.status) {
      throw new Error(`${c.name}: ${urlOf(servers, c)} answered ${answer.status}, not ${c.status}`);
    }
  }
  const figures = await measureInterleaved(
    cases.map((c) => ({
      name: c.name,
      url: urlOf(servers, c),
      pid: servers[c.server]!.child.proc.pid,
    })),
    { ...load, alone: true },
  );
  const byName = new Map(figures.map((f) => [f.name, f]));
  return {
    figures,
    of: (name) => {
      const f = byName.get(name);
      if (!f) throw new Error(`no bench case named ${name}`);
      return f;
    },
  };
}
