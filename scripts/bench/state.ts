// The state case (`npm run bench -- --only state`): what `--state DIR` costs per change: for
// the demo world and a 10,000-store one, a burst of writes (bank transfers and sign-ups, 8 at a
// time) for --seconds S (default 5); each journal append (serialize, append, fdatasync) is timed,
// then the whole world is folded into world.json once (as at a clean stop), piece by piece.
// Targets: an append ≤ 10 ms on the demo world and ≤ 50 ms at 10,000 stores (p99).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { createMockServer } from '#mock/create-mock.ts';
import { flag, fmt, printTargets, quantile, type TargetRow } from './report.ts';

const SECONDS = Number(flag('seconds', '5'));

console.log(
  `--state DIR: journal appends under a burst of writes (${SECONDS} s, 8 writers) and one whole-world save\n`,
);
const rows: TargetRow[] = [];
for (const [label, stores, limitMs] of [
  ['demo world (48 stores)', undefined, 10],
  ['10,000 stores', 10_000, 50],
] as const) {
  const dir = mkdtempSync(join(tmpdir(), 'bukka-bench-state-'));
  try {
    const began = performance.now();
    const { app, state, ctx } = await createMockServer({
      seed: 1,
      options: { stores },
      state: { dir },
    });
    await app.ready();
    const firstSave = state!.lastSave()!;
    const ready = performance.now() - began;
    const account = ctx.db.accounts.all()[0]!.accountNumber;
    const loop = monitorEventLoopDelay({ resolution: 5 });
    loop.enable();
    let writes = 0;
    let n = 0;
    const until = performance.now() + SECONDS * 1000;
    const writer = async () => {
      while (performance.now() < until) {
        const i = ++n;
        const res =
          i % 2 === 0
            ? await app.inject({
                method: 'POST',
                url: '/__mock/bank-transfer',
                payload: { accountNumber: account, amount: 100 + i },
              })
            : await app.inject({
                method: 'POST',
                url: '/api/users/register',
                payload: {
                  surname: 'Bench',
                  firstname: 'State',
                  password: 'Passw0rd!long',
                  age: '1990-01-01',
                  country: 'Nigeria',
                  state: 'Lagos',
                  email: `bench-${i}@bukka.test`,
                  fingerprint: 'bench-device',
                },
              });
        if (res.statusCode === 200) writes++;
      }
    };
    await Promise.all(Array.from({ length: 8 }, writer));
    await new Promise((r) => setTimeout(r, 200));
    const appends = [...state!.stats().appends];
    const changes = state!.stats().changes;
    const flush = await state!.flush();
    loop.disable();
    const stats = state!.stats();
    const fold = stats.compactions.at(-1)!;
    state!.stop();
    await app.close();
    const p50 = quantile(appends, 0.5);
    const p99 = quantile(appends, 0.99);
    console.log(
      `${label}: ready in ${fmt(ready)} ms, first world.json ${fmt(firstSave.bytes / 1024)} kB in ${fmt(firstSave.ms)} ms`,
    );
    console.log(
      `  ${fmt(writes)} writes answered → ${fmt(appends.length)} journal appends carrying ${fmt(changes)} record changes: p50 ${fmt(p50, 1)} ms, p99 ${fmt(p99, 1)} ms, max ${fmt(Math.max(...appends), 1)} ms`,
    );
    console.log(
      `  fold into world.json at the end: ${fmt(fold, 0)} ms (clean stop ${fmt(flush.ms)} ms), longest piece holding the event loop ${fmt(stats.longestPieceMs, 1)} ms; event loop delay p99 during the run ${fmt(loop.percentile(99) / 1e6, 1)} ms, max ${fmt(loop.max / 1e6, 1)} ms\n`,
    );
    rows.push([`append p99, ${label} (≤ ${limitMs} ms)`, `${fmt(p99, 1)} ms`, p99 <= limitMs]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
printTargets(rows);
