import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Ctx } from '../domain/plumbing/context.ts';
import { keptOnDisk } from './durable-writes.ts';
import { appendedNow, runAppend } from './journal-append.ts';
import {
  changedSinceSave,
  createKeeperState,
  type LastSave,
  type StateOptions,
  type StateStart,
  type StateStats,
  stamp,
  unwatchDb,
  watchDb,
} from './keeper-state.ts';
import { removeTemporaries, WORLD_FILE } from './state-files.ts';
import { loadState } from './state-load.ts';
import { removeStrayUploads, UPLOADS, uploadFilesOf } from './upload-files.ts';
import { compactionDue, runCompact } from './world-compaction.ts';

export type { StateOptions } from './keeper-state.ts';

// `--state DIR`: the world is kept in DIR/world.json (the snapshot document, uploads as files under
// DIR/uploads named by their SHA-256) plus an append-only journal of the changes since, the way
// Redis's AOF or SQLite's WAL work:
// - every 50 ms the changes of the requests answered since (never half of one) are appended to
//   DIR/journal-<generation>.ndjson as one line and flushed to disk (fdatasync) — a few ms whatever
//   the world's size, so a write answered more than ~100 ms before a crash is kept
//   (journal-append.ts; the line's format and its replay: journal-format.ts);
// - when the journal has grown (or at a reset, an import, a clean stop, a start that replayed a
//   journal) the world is written whole into a new world.json — piece by piece, with the event
//   loop free between pieces — naming the journal generation that follows it; older journals are
//   deleted once that world.json is on disk (world-compaction.ts).
// Every world.json is written to a temporary name, flushed and renamed over the old one, so a
// crash leaves the previous file or the new one; a journal's torn last line (a crash while
// appending) is one whole batch, dropped whole. Upload files are written before the line or the
// world.json that names them and deleted only once nothing names them (upload-files.ts).
// What the appends, the whole-world writes and the poll share is one `KeeperState`
// (keeper-state.ts).

export type StateKeeper = {
  dir: string;
  start: StateStart;
  /** Saves now if anything changed since the last save; resolves with how long it took. */
  flush(): Promise<{ saved: boolean; ms: number }>;
  /** Stops watching (after a last `flush` when closing). */
  stop(): void;
  /** The last whole-world save: duration and size of world.json. */
  lastSave(): LastSave | null;
  stats(): StateStats;
};

/**
 * Opens the state directory: loads the saved world and its journal into `ctx` (or, when there
 * is none, calls `seed` and saves the result), then journals every change (see the top of this
 * file). A world.json or journal that cannot be read is kept aside as <name>.corrupt-<time>
 * (never overwritten) and a seeded world is started instead.
 */
export async function openStateDir(
  ctx: Ctx,
  dir: string,
  seed: () => Promise<unknown>,
  options: StateOptions = {},
): Promise<StateKeeper> {
  await mkdir(join(dir, UPLOADS), { recursive: true });
  await removeTemporaries([dir, join(dir, UPLOADS)]);
  const { start, generation, replayed } = await loadState(ctx, dir, seed, options.pace);
  const uploads = uploadFilesOf(dir, ctx.db.uploads.values());
  if (start.kind === 'loaded') await removeStrayUploads(uploads);
  const state = createKeeperState(ctx, dir, options, uploads, generation);
  watchDb(state);
  state.saved = stamp(ctx);

  const poll = setInterval(() => {
    if (ctx.db !== state.feed.watched) {
      if (!state.compacting) void runCompact(state);
      return;
    }
    if (!state.appending && (state.feed.pending.length > 0 || stamp(ctx) !== state.saved)) {
      void runAppend(state).then(() => {
        if (!state.compacting && compactionDue(state)) void runCompact(state);
      });
    }
  }, options.pollMs ?? 50);
  poll.unref();

  // A new world, or one whose journal was replayed: written whole now (so the directory holds
  // one world.json that says it all).
  if (start.kind !== 'loaded' || replayed > 0) {
    await runCompact(state);
    if (start.kind === 'loaded')
      state.log(`[state] replayed ${replayed} journal entries into ${WORLD_FILE}`);
  }

  // From now on a write in this world is answered once its journal line is on disk.
  keptOnDisk(ctx, async () => {
    await appendedNow(state);
    if (!state.compacting && compactionDue(state)) void runCompact(state);
  });

  return {
    dir,
    start,
    async flush() {
      const began = performance.now();
      if (state.appending) await state.appending;
      if (state.compacting) await state.compacting;
      const changed = changedSinceSave(state);
      if (ctx.db === state.feed.watched && changed) await runAppend(state);
      // A clean stop leaves one world.json (and an empty journal).
      if (changed || state.journalBytes > 0) await runCompact(state);
      if (state.failing) throw new Error(`could not save the world to ${dir}`);
      return { saved: changed, ms: performance.now() - began };
    },
    stop() {
      keptOnDisk(ctx, undefined);
      clearInterval(poll);
      unwatchDb(state);
      void state.journal?.handle.close().catch(() => undefined);
    },
    lastSave: () => state.last,
    stats: () => state.stats,
  };
}
