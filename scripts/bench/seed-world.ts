// Child process of the mock case: seeds one world, measures it, optionally writes the
// stores as a json-server db.json, prints one JSON line and exits.
// Usage: node --import tsx scripts/bench/seed-world.ts <stores> [db.json path] [name term] [seed]
import { writeFileSync } from 'node:fs';
import { createOffsetClock } from '#mock/domain/plumbing/clock.ts';
import { createCtx } from '#mock/domain/plumbing/context.ts';
import { storeCardWire } from '#mock/domain/plumbing/wire.ts';
import { activeStores } from '#mock/domain/store-search-caches.ts';
import { searchStores } from '#mock/domain/stores.ts';
import { seedRecords } from '#mock/seed/world.ts';

const loadedMs = performance.now();
const stores = Number(process.argv[2] ?? 48);
const out = process.argv[3];
const ctx = createCtx({
  seed: Number(process.argv[5] ?? 1),
  clock: createOffsetClock(() => Date.now()),
  options: { stores: stores === 48 ? undefined : stores },
});
const started = performance.now();
const cpu = process.cpuUsage();
await seedRecords(ctx);
const seedMs = performance.now() - started;
const used = process.cpuUsage(cpu);
const seedCpuMs = (used.user + used.system) / 1000;
const rssMb = process.memoryUsage().rss / 1024 / 1024;
const heapMb = process.memoryUsage().heapUsed / 1024 / 1024;
/** CPU ms per call of the store search rule itself (no HTTP), after a warm-up. */
const term = process.argv[4] ?? 'Calabar';
const perQuery = (q: Record<string, string>) => {
  for (let i = 0; i < 50; i++) searchStores(ctx, q);
  const before = process.cpuUsage();
  const n = 500;
  for (let i = 0; i < n; i++) searchStores(ctx, q);
  const d = process.cpuUsage(before);
  return (d.user + d.system) / 1000 / n;
};
const searchMs = { page: perQuery({ page: '1' }), name: perQuery({ page: '1', query: term }) };
if (out)
  writeFileSync(out, JSON.stringify({ stores: activeStores(ctx).map((u) => storeCardWire(u)) }));
console.log(
  JSON.stringify({
    stores: ctx.db.users.lookup('store', 'yes').length,
    products: ctx.db.products.size,
    moduleLoadMs: loadedMs,
    seedMs,
    seedCpuMs,
    rssMb,
    searchMs,
    heapMb,
  }),
);
