// The bench cases are records (scripts/bench/cases.ts): `npm run bench` runs them, its `--help`
// lists their flags, and docs/performance.md says how to reproduce each figure by `--only NAME`.
// Here: the records are whole, their quick runs use flags they declare, and the doc names each.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BENCH_CASES } from '../../scripts/bench/cases.ts';

const doc = readFileSync(resolve(import.meta.dirname, '../../docs/performance.md'), 'utf8');

describe('the bench cases', () => {
  it('each has its own name, and docs/performance.md says how to run it', () => {
    const names = BENCH_CASES.map((c) => c.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names.filter((name) => !doc.includes(`--only ${name}`))).toEqual([]);
  });

  it("a case's quick run sets only flags the case declares", () => {
    for (const c of BENCH_CASES) {
      const declared = new Set(c.flags.map(([flag]) => flag.split(' ')[0]));
      const quick = c.quick.split(' ').filter((word) => word.startsWith('--'));
      expect(
        quick.filter((flag) => !declared.has(flag)),
        c.name,
      ).toEqual([]);
    }
  });
});
