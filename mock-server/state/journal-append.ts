import { open } from 'node:fs/promises';
import { join } from 'node:path';
import { encodeBatch, journalFile } from './journal-format.ts';
import { failed, type KeeperState, savedAgain, stamp } from './keeper-state.ts';
import { worldMetaOf } from './snapshot-document.ts';
import { syncDir } from './state-files.ts';
import { uploadFile, writeUploads } from './upload-files.ts';

// Journal appends: the changes of the requests answered since the last line (never half of one)
// appended as one line and flushed to disk (fdatasync); one at a time, into the generation the
// last whole-world write named.

async function append(state: KeeperState): Promise<void> {
  const { ctx, feed, stats } = state;
  // Between two requests: every request answered before `at` has its changes in this batch or
  // an earlier one (the feed is filled as a request writes, before its answer is sent).
  const { batch, meta, now, same, at, upTo } = await ctx.serial(async () => ({
    upTo: feed.heard,
    batch: feed.pending.splice(0),
    meta: worldMetaOf(ctx),
    now: stamp(ctx),
    same: ctx.db === feed.watched,
    at: Date.now(),
  }));
  if (!same) return; // a new db: the next whole-world write takes it
  const began = performance.now();
  const { text, uploads } = encodeBatch(batch, meta, uploadFile, at);
  await writeUploads(state.uploads, uploads);
  const journal = await journalFor(state);
  await journal.handle.write(text);
  await journal.handle.datasync();
  feed.onDisk = upTo;
  state.journalBytes += Buffer.byteLength(text);
  state.saved = now;
  stats.appends.push(performance.now() - began);
  stats.changes += batch.length;
  savedAgain(state);
}

/** The open journal of the current generation (the previous one closed). */
async function journalFor(state: KeeperState) {
  const { generation } = state;
  if (state.journal?.generation === generation) return state.journal;
  const previous = state.journal;
  const name = journalFile(generation);
  const handle = await open(join(state.dir, name), 'a');
  const journal = { generation, handle };
  state.journal = journal;
  // The new file's name is on disk before anything counts on it (a compaction made it so).
  if (!state.created.has(name)) await syncDir(state.dir);
  await previous?.handle.close();
  return journal;
}

/** Appends now, or joins the append under way. */
export function runAppend(state: KeeperState): Promise<void> {
  state.appending ??= append(state)
    .catch((error: Error) => failed(state, 'save the latest changes', error))
    .finally(() => {
      state.appending = undefined;
    });
  return state.appending;
}

/**
 * Resolves once every change heard so far is in a journal line on disk: the append under way, or
 * one started now for the changes it did not take (a write waits for it before it is answered, and
 * the writes answered meanwhile share the next line). A new db (a reset, an import) is written
 * whole by the next compaction: then it resolves once that is done.
 */
export async function appendedNow(state: KeeperState): Promise<void> {
  const { feed } = state;
  const target = feed.heard;
  for (let tries = 0; feed.onDisk < target && tries < 3; tries++) {
    if (state.ctx.db !== feed.watched) {
      await state.compacting;
      return;
    }
    await runAppend(state);
  }
}
