import type { FileHandle } from 'node:fs/promises';
import type { Db, TableName } from '../db/db.ts';
import type { TableChange } from '../db/table.ts';
import type { Ctx } from '../domain/plumbing/context.ts';
import type { Pace } from '../seed/pace.ts';
import type { Change } from './journal-format.ts';
import type { UploadFiles } from './upload-files.ts';

// The `--state` keeper's one state: everything its journal appends, its whole-world writes and
// its poll share, named here (the small factories of state-dir.ts, journal-append.ts and
// world-compaction.ts each take it, as msw's setupWorker shares its typed internal context).

export type StateOptions = {
  /** How often the changes are appended to the journal (default 50 ms). */
  pollMs?: number;
  /** Journal size that starts a compaction into world.json (default 4 MB or half of world.json). */
  compactAtBytes?: number;
  log?: (line: string) => void;
  /**
   * How the saved world is read at start (default in one go: nothing else waits then); a kept
   * world loaded while the server already listens is read in slices (`seed/pace.ts`).
   */
  pace?: Pace;
};

/** What saving has cost so far (for `npm run bench -- --only state` and the banner). */
export type StateStats = {
  /** Journal appends: how many, and each one's time (serialize, append, fdatasync) in ms. */
  appends: number[];
  /** Changes (records written or removed) they carried. */
  changes: number;
  /** Whole-world writes (world.json): each one's time in ms, start to rename. */
  compactions: number[];
  /** The longest the event loop was held by one piece of a world.json write, in ms. */
  longestPieceMs: number;
};

/** How the world came to be at start. */
export type StateStart =
  | { kind: 'loaded'; savedAt: string | undefined; ms: number }
  | { kind: 'new' }
  | { kind: 'corrupt'; keptAs: string; reason: string };

/** The last whole-world save: duration and size of world.json, and when. */
export type LastSave = { ms: number; bytes: number; at: number };

/**
 * The change feed: every table of the live db, re-attached when a reset or an import brings a
 * new db (whose records then reach disk by a whole-world write).
 */
type ChangeFeed = {
  /** Changes since the last append. */
  pending: Change[];
  /** Changes heard since the keeper opened (the feed's position). */
  heard: number;
  /** The feed's position the journal holds on disk (every change before it is flushed). */
  onDisk: number;
  /** The db whose tables are watched. */
  watched: Db | undefined;
  unwatch: (() => void)[];
};

export type KeeperState = {
  readonly ctx: Ctx;
  readonly dir: string;
  readonly options: StateOptions;
  readonly log: (line: string) => void;
  readonly uploads: UploadFiles;
  readonly feed: ChangeFeed;
  readonly stats: StateStats;
  /** The generation new journal lines go to. */
  generation: number;
  /** The open journal (appends follow the generation). */
  journal: { generation: number; handle: FileHandle } | undefined;
  /** Bytes appended to the journal since the last whole-world capture. */
  journalBytes: number;
  /** Journal files a compaction created ahead (their names already durable). */
  readonly created: Set<string>;
  /** `stamp` when the world was last saved. */
  saved: string;
  last: LastSave | null;
  /** The last save failed (logged once until a save works again). */
  failing: boolean;
  /** The append under way (one at a time). */
  appending: Promise<void> | undefined;
  /** The whole-world write under way (one at a time; appends go on meanwhile). */
  compacting: Promise<void> | undefined;
};

export function createKeeperState(
  ctx: Ctx,
  dir: string,
  options: StateOptions,
  uploads: UploadFiles,
  generation: number,
): KeeperState {
  return {
    ctx,
    dir,
    options,
    log: options.log ?? (() => {}),
    uploads,
    feed: { pending: [], heard: 0, onDisk: 0, watched: undefined, unwatch: [] },
    stats: { appends: [], changes: 0, compactions: [], longestPieceMs: 0 },
    generation,
    journal: undefined,
    journalBytes: 0,
    created: new Set(),
    saved: '',
    last: null,
    failing: false,
    appending: undefined,
    compacting: undefined,
  };
}

/** Changes whenever anything kept changes (a new world after a reset or an import counts). */
export function stamp(ctx: Ctx): string {
  const versions = Object.values(ctx.db)
    .map((t) => t.version)
    .join('.');
  return `${ctx.memory.recordsId}|${versions}|${ctx.rng.state()}|${ctx.clock.advancedMs()}|${ctx.seed}|${ctx.options.checkout}`;
}

/** Watches every table of the live db (after dropping the old db's watchers and changes). */
export function watchDb(state: KeeperState): void {
  const { ctx, feed } = state;
  unwatchDb(state);
  feed.watched = ctx.db;
  feed.pending = [];
  feed.unwatch = (Object.keys(ctx.db) as TableName[]).map((t) =>
    (ctx.db[t] as { watch(fn: (c: TableChange<{ _id: string }>) => void): () => void }).watch(
      (change) => {
        feed.heard++;
        feed.pending.push({ t, ...change } as Change);
      },
    ),
  );
}

export function unwatchDb(state: KeeperState): void {
  for (const stop of state.feed.unwatch) stop();
}

/** Anything to save: a new db, changes in the feed, or a stamp that moved. */
export const changedSinceSave = (state: KeeperState): boolean =>
  state.ctx.db !== state.feed.watched ||
  state.feed.pending.length > 0 ||
  stamp(state.ctx) !== state.saved;

/** A save failed: said once, until one works again (`savedAgain`). */
export function failed(state: KeeperState, what: string, error: Error): void {
  if (!state.failing) state.log(`[state] could not ${what} in ${state.dir}: ${error.message}`);
  state.failing = true;
}

/** A save worked: said when the last one had failed. */
export function savedAgain(state: KeeperState): void {
  if (state.failing) state.log(`[state] saving to ${state.dir} again`);
  state.failing = false;
}
