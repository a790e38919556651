import { open, rename, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { journalFile } from './journal-format.ts';
import { failed, type KeeperState, watchDb } from './keeper-state.ts';
import { captureSnapshot, snapshotDocumentText } from './snapshot-document.ts';
import { journals, syncDir, tempPath, WORLD_FILE } from './state-files.ts';
import { removeUnnamedUploads, uploadFile, writeUploads } from './upload-files.ts';

// Whole-world writes: the world captured between two requests, written into a new world.json
// piece by piece (the event loop free between pieces) naming the journal generation that follows
// it; older journals, and upload files nothing names any more, deleted once it is on disk. One at
// a time; appends go on meanwhile, into the next generation.

/** A journal this big (or half of world.json, if bigger) is folded into a new world.json. */
const COMPACT_AT_BYTES = 4 << 20;

/** The journal has grown enough to be folded into world.json. */
export const compactionDue = (state: KeeperState): boolean =>
  state.journalBytes >=
  (state.options.compactAtBytes ??
    Math.max(COMPACT_AT_BYTES, Math.floor((state.last?.bytes ?? 0) / 2)));

async function compact(state: KeeperState): Promise<void> {
  const { ctx, dir } = state;
  const { world, next } = await ctx.serial(async () => {
    if (ctx.db !== state.feed.watched) watchDb(state); // changes of the old db no longer matter
    state.uploads.sinceCapture.clear();
    state.generation += 1;
    state.journalBytes = 0;
    return { world: captureSnapshot(ctx), next: state.generation };
  });
  const began = performance.now();
  // The next generation's journal, made now so its first append pays no directory sync.
  const nextName = journalFile(next);
  await (await open(join(dir, nextName), 'a')).close();
  await syncDir(dir);
  state.created.add(nextName);
  const files = world.records.uploads.map((u) => ({ file: uploadFile(u), data: u.data }));
  await writeUploads(state.uploads, files);
  const bytes = await writeWorldFile(state, world, next);
  // Older journals are in this world.json now.
  for (const j of await journals(dir)) {
    if (j.generation >= next) continue;
    await unlink(join(dir, j.name)).catch(() => undefined);
    state.created.delete(j.name);
  }
  await removeUnnamedUploads(state.uploads, new Set(files.map((f) => f.file)));
  const ms = performance.now() - began;
  state.last = { ms, bytes, at: Date.now() };
  state.stats.compactions.push(ms);
}

/** Writes world.json (temp file in pieces, fsync, rename, directory sync); answers its size. */
async function writeWorldFile(
  state: KeeperState,
  world: ReturnType<typeof captureSnapshot>,
  journalGeneration: number,
): Promise<number> {
  const worldPath = join(state.dir, WORLD_FILE);
  const temp = tempPath(worldPath);
  const handle = await open(temp, 'w');
  let bytes = 0;
  try {
    const pieces = snapshotDocumentText(state.ctx, world, (u) => ({ file: uploadFile(u) }), {
      journalGeneration,
    });
    for (;;) {
      const t0 = performance.now();
      const piece = pieces.next();
      state.stats.longestPieceMs = Math.max(state.stats.longestPieceMs, performance.now() - t0);
      if (piece.done) break;
      bytes += Buffer.byteLength(piece.value);
      await handle.write(piece.value);
    }
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(temp, worldPath);
  await syncDir(state.dir);
  return bytes;
}

/** Writes the world whole now, or joins the write under way. */
export function runCompact(state: KeeperState): Promise<void> {
  state.compacting ??= compact(state)
    .catch((error: Error) => failed(state, 'save the world', error))
    .finally(() => {
      state.compacting = undefined;
    });
  return state.compacting;
}
