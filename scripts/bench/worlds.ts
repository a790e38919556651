// The worlds case (`npm run bench -- --only worlds`; its flags in cases.ts): what one more world
// costs a mock process — the heap and RSS each demo-size world adds (measured over --count
// worlds, after a full GC, the case running under `node --expose-gc`), how many fit in 1 GB, and
// how long making one takes from a seed and from a snapshot (the `POST /__mock/worlds` a test
// fixture or a QA script sends). Then big worlds against running servers (big-worlds.ts) and,
// with --fill or --fill-only, a mock filled to its memory budget (budget-fill.ts).
import { type ControlTarget, controlCall } from '#mock/control/control-client.ts';
import { snapshotEndpoints } from '#mock/control/snapshot-endpoints.ts';
import { worldEndpoints } from '#mock/control/world-endpoints.ts';
import { createMockServer } from '#mock/create-mock.ts';
import { createOffsetClock } from '#mock/domain/plumbing/clock.ts';
import { bigWorldRows } from './big-worlds.ts';
import { budgetFillRows } from './budget-fill.ts';
import { injectSend } from './control.ts';
import { flag, has, median, printRows } from './report.ts';

const COUNT = Number(flag('count', '20'));
const STORES = flag('stores', '') ? Number(flag('stores', '')) : undefined;
const MB = 1024 * 1024;

// `--fill-only`: just the fill-to-the-budget figures (scripts/bench/budget-fill.ts).
if (has('fill-only')) {
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

printRows(`Worlds — Node ${process.version}, ${new Date().toISOString().slice(0, 10)}`, [
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
]);
await app.close();

console.log('');
for (const line of await bigWorldRows()) console.log(line);
if (has('fill')) {
  console.log('');
  for (const line of await budgetFillRows()) console.log(line);
}
