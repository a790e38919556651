import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { exportRecords } from '../db/db-records.ts';
import { createFixedClock } from '../domain/plumbing/clock.ts';
import { createCtx } from '../domain/plumbing/context.ts';
import type { Pace } from '../seed/pace.ts';
import { createWorld } from '../worlds/create-world.ts';
import { openStateDir } from './state-dir.ts';
import { WORLD_FILE } from './state-files.ts';
import { loadState } from './state-load.ts';

// A kept world loaded while the server answers others reads its world.json in slices — decoded
// and parsed a piece at a time — into the very world a one-go read makes, and a world.json that
// is not JSON is still kept aside, saying so.

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

const START = Date.parse('2026-11-25T09:00:00Z');
const freshCtx = () => createCtx({ seed: 1, clock: createFixedClock(START) });
const noSeed = async () => {
  throw new Error('the saved world was not read');
};
/** Yields to the event loop at every slice. */
const everySlice: Pace = () => new Promise<void>((resolve) => setImmediate(resolve));

async function savedWorld(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'bukka-state-load-'));
  dirs.push(dir);
  const { ctx } = await createWorld({
    seed: 3,
    clock: createFixedClock(START),
    options: { stores: 600 },
  });
  const keeper = await openStateDir(ctx, dir, async () => undefined);
  await keeper.flush();
  keeper.stop();
  return dir;
}

describe('a world.json read in slices', { timeout: 60_000 }, () => {
  it('makes the world a one-go read makes', async () => {
    const dir = await savedWorld();
    const once = freshCtx();
    expect((await loadState(once, dir, noSeed)).start.kind).toBe('loaded');
    let slices = 0;
    const paced = freshCtx();
    const loaded = await loadState(paced, dir, noSeed, () => {
      slices++;
      return everySlice();
    });
    expect(loaded.start.kind).toBe('loaded');
    expect(slices).toBeGreaterThan(1000);
    const text = (ctx: typeof once) =>
      JSON.stringify(exportRecords(ctx.db), (_k, v) =>
        v instanceof Uint8Array ? Buffer.from(v).toString('base64') : v,
      );
    expect(text(paced)).toBe(text(once));
  });

  it('keeps a world.json that is not JSON aside, saying so', async () => {
    const dir = await savedWorld();
    await writeFile(join(dir, WORLD_FILE), '{"format":"bukka-mock-world","records":{"users":[{');
    let seeded = false;
    const loaded = await loadState(
      freshCtx(),
      dir,
      async () => {
        seeded = true;
      },
      everySlice,
    );
    expect(loaded.start).toMatchObject({
      kind: 'corrupt',
      reason: expect.stringMatching(/not JSON/),
    });
    expect(seeded).toBe(true);
  });
});
