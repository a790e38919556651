// `tsx scripts/build/make-demo-world.ts OUT.json`: the static demo's world, made by the same
// createWorld as the mock's (seed DEMO_WORLD_SEED) as a GET /__mock/snapshot document, checked by
// readSnapshot as a PUT would be. Run by the demo build (scripts/build/demo-world.ts).
import { writeFileSync } from 'node:fs';
import { DEMO_WORLD_SEED } from '#demo/demo-world-file.ts';
import { createOffsetClock } from '#mock/domain/plumbing/clock.ts';
import { captureSnapshot, readSnapshot, snapshotDocument } from '#mock/state/snapshot-document.ts';
import { createWorld } from '#mock/worlds/create-world.ts';

const out = process.argv[2];
if (!out) throw new Error('usage: make-demo-world.ts OUT.json');
const { ctx } = await createWorld({
  seed: DEMO_WORLD_SEED,
  clock: createOffsetClock(() => Date.now()),
  log: () => {},
});
const text = JSON.stringify(snapshotDocument(ctx, captureSnapshot(ctx)));
const read = await readSnapshot(JSON.parse(text));
if (!read.ok) throw new Error(`the demo world does not load: ${JSON.stringify(read.problems)}`);
writeFileSync(out, text);
