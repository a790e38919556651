// `npm run bench:worlds` — prints figures (not a test). What one more world costs a mock
// process: the heap and RSS each demo-size world adds (measured over --count worlds, after a
// full GC), how many fit in 1 GB, and how long making one takes from a seed and from a snapshot
// (the `POST /__mock/worlds` a test fixture or a QA script sends). Options: --count N (default
// 20), --stores N (world size; default the demo world). Run through `node --expose-gc` (the npm
// script does) so heap figures are taken after a GC.
// Then big worlds against running servers — this tree's bundled mock, and each ref
// of --reference (default: main and the newest release of scripts/bench/releases.json; `none`
// leaves them out): the default world's store page latency while --builds (3) worlds of
// --big-stores (10,000) stores are made at once, the RSS per such world over --big-worlds (5),
// and the RSS left once they are dropped. Servers listen from --port (4596) up. With --fill (or
// --fill-only): a mock filled to its memory budget against its start + budget + 10 %
// (scripts/bench/budget-fill.ts).

import { type ControlTarget, controlCall } from '../mock-server/control/control-client.ts';
import { snapshotEndpoints } from '../mock-server/control/snapshot-endpoints.ts';
import { worldEndpoints } from '../mock-server/control/world-endpoints.ts';
import { createMockServer } from '../mock-server/create-mock.ts';
import { createOffsetClock } from '../mock-server/domain/plumbing/clock.ts';
import { bigWorldRows } from './bench/big-worlds.ts';
import { budgetFillRows } from './bench/budget-fill.ts';
import { injectSend } from './bench/control.ts';

const flag = (name: string, fallback?: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
};
const COUNT = Number(flag('count', '20'));
const STORES = flag('stores') === undefined ? undefined : Number(flag('stores'));
const MB = 1024 * 1024;

// `--fill-only`: just the fill-to-the-budget figures (scripts/bench/budget-fill.ts).
if (process.argv.includes('--fill-only')) {
  for (const line of await budgetFillRows()) console.log(line);
  process.exit(0);
}

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) console.log('(no --expose-gc: figures include garbage not yet collected)\n');

const { app } = await createMockServer({
  seed: 1,
  clock: createOffsetClock(() => Date.now()),
  options: STORES ? { stores: STORES } : {},
  worlds: { maxWorlds: COUNT * 2 + 2, sweepEveryMs: 0 },
});
await app.ready();

const control: ControlTarget = { baseUrl: '', send: injectSend(app) };

const post = (body: { snapshot?: unknown }) =>
  controlCall(control, worldEndpoints.create, { body });

function memory() {
  gc?.();
  gc?.();
  const m = process.memoryUsage();
  return { heap: m.heapUsed / MB, rss: m.rss / MB };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

// Warm-up: the first world pays for module-level caches (pictures, compiled schemas).
const warm = await post({});
await controlCall(control, worldEndpoints.drop, { params: { id: warm.id } });

const before = memory();
const fromSeed: number[] = [];
const wallSeed: number[] = [];
for (let i = 0; i < COUNT; i++) {
  const began = performance.now();
  const made = await post({});
  wallSeed.push(performance.now() - began);
  fromSeed.push(made.buildMs);
}
const after = memory();
const heapPerWorld = (after.heap - before.heap) / COUNT;
const rssPerWorld = (after.rss - before.rss) / COUNT;

const snapshot = await controlCall(control, snapshotEndpoints.snapshot);
const snapshotBytes = JSON.stringify(snapshot).length;
const wallSnapshot: number[] = [];
for (let i = 0; i < Math.min(COUNT, 10); i++) {
  const began = performance.now();
  await post({ snapshot });
  wallSnapshot.push(performance.now() - began);
}
const listed = await controlCall(control, worldEndpoints.list);
const one = listed.worlds[1]!;

const rows: [string, string][] = [
  ['worlds measured', `${COUNT} (${STORES ?? 'demo'} stores, ${one.records} records each)`],
  ['heap per world (after GC)', `${heapPerWorld.toFixed(1)} MB`],
  ['RSS per world', `${rssPerWorld.toFixed(1)} MB`],
  ['records as JSON per world', `${(one.dataBytes / MB).toFixed(2)} MB`],
  [
    'worlds in 1 GB of heap',
    `${Math.floor(1024 / Math.max(heapPerWorld, 0.01))} (by RSS: ${Math.floor(1024 / Math.max(rssPerWorld, 0.01))})`,
  ],
  [
    'make one from a seed (median)',
    `${median(wallSeed).toFixed(0)} ms (build ${median(fromSeed)} ms)`,
  ],
  [
    'make one from a snapshot (median)',
    `${median(wallSnapshot).toFixed(0)} ms (snapshot ${(snapshotBytes / MB).toFixed(2)} MB of JSON)`,
  ],
  ['process RSS at the end', `${memory().rss.toFixed(0)} MB with ${listed.worlds.length} worlds`],
];
const width = Math.max(...rows.map(([k]) => k.length));
console.log(`Worlds — Node ${process.version}, ${new Date().toISOString().slice(0, 10)}`);
for (const [k, v] of rows) console.log(`  ${k.padEnd(width)}  ${v}`);
await app.close();

console.log('');
for (const line of await bigWorldRows()) console.log(line);
if (process.argv.includes('--fill')) {
  console.log('');
  for (const line of await budgetFillRows()) console.log(line);
}
