import { createHash } from 'node:crypto';
import { type FileHandle, mkdir, open, readdir, readFile, rename, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { Db, TableName } from '../db/db.ts';
import type { DbRecords } from '../db/db-records.ts';
import type { TableChange } from '../db/table.ts';
import type { Ctx } from '../domain/plumbing/context.ts';
import {
  applySnapshot,
  captureSnapshot,
  readSnapshot,
  snapshotDocumentText,
  type WorldMeta,
  worldMetaOf,
} from './snapshot-document.ts';

// `--state DIR`: the world is kept in DIR/world.json (the snapshot document, uploads as files under
// DIR/uploads named by their SHA-256) plus an append-only journal of the changes since, the way
// Redis's AOF or SQLite's WAL work:
// - every 50 ms the changes of the requests answered since (never half of one) are appended to
//   DIR/journal-<generation>.ndjson as one line and flushed to disk (fdatasync) — a few ms whatever
//   the world's size, so a write answered more than ~100 ms before a crash is kept;
// - when the journal has grown (or at a reset, an import, a clean stop, a start that replayed a
//   journal) the world is written whole into a new world.json — piece by piece, with the event
//   loop free between pieces — naming the journal generation that follows it; older journals are
//   deleted once that world.json is on disk.
// Every world.json is written to a temporary name, flushed and renamed over the old one, so a
// crash leaves the previous file or the new one; a journal's torn last line (a crash while
// appending) is one whole batch, dropped whole. Upload files are written before the line or the
// world.json that names them and deleted only once nothing names them.

export const WORLD_FILE = 'world.json';
const UPLOADS = 'uploads';
const TEMP_MARK = '.tmp-';
const JOURNAL = /^journal-(\d{6,})\.ndjson$/;
const journalFile = (generation: number) => `journal-${String(generation).padStart(6, '0')}.ndjson`;
/** A journal this big (or half of world.json, if bigger) is folded into a new world.json. */
const COMPACT_AT_BYTES = 4 << 20;

export type StateOptions = {
  /** How often the changes are appended to the journal (default 50 ms). */
  pollMs?: number;
  /** Journal size that starts a compaction into world.json (default 4 MB or half of world.json). */
  compactAtBytes?: number;
  log?: (line: string) => void;
};

/** What saving has cost so far (for `npm run bench:state` and the banner). */
type StateStats = {
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
type StateStart =
  | { kind: 'loaded'; savedAt: string | undefined; ms: number }
  | { kind: 'new' }
  | { kind: 'corrupt'; keptAs: string; reason: string };

export type StateKeeper = {
  dir: string;
  start: StateStart;
  /** Saves now if anything changed since the last save; resolves with how long it took. */
  flush(): Promise<{ saved: boolean; ms: number }>;
  /** Stops watching (after a last `flush` when closing). */
  stop(): void;
  /** The last whole-world save: duration and size of world.json. */
  lastSave(): { ms: number; bytes: number; at: number } | null;
  stats(): StateStats;
};

let counter = 0;

/** Writes `path` whole or not at all: temp file, fsync, rename. */
async function writeAtomic(path: string, data: string | Uint8Array): Promise<void> {
  const temp = `${path}${TEMP_MARK}${process.pid}-${++counter}`;
  const handle = await open(temp, 'w');
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(temp, path);
}

/** Makes the renames in `dir` durable (a directory's entries are its own data). */
async function syncDir(dir: string): Promise<void> {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};
const UPLOAD_FILE = /^uploads\/[0-9a-f]{64}\.[a-z0-9]{1,8}$/;

// A memo keyed by the bytes themselves, which never change once stored: never stale, nothing of a
// world's to reset (another world's uploads are other arrays, or the same bytes).
const hashes = new WeakMap<Uint8Array, string>();
/** An upload's file name (by content: a stored upload's bytes never change). */
function uploadFile(upload: DbRecords['uploads'][number]): string {
  let hash = hashes.get(upload.data);
  if (!hash) {
    hash = createHash('sha256').update(upload.data).digest('hex');
    hashes.set(upload.data, hash);
  }
  return `${UPLOADS}/${hash}.${EXTENSIONS[upload.mimetype] ?? 'bin'}`;
}

/** Changes whenever anything kept changes (a new world after a reset or an import counts). */
function stamp(ctx: Ctx): string {
  const versions = Object.values(ctx.db)
    .map((t) => t.version)
    .join('.');
  return `${ctx.memory.recordsId}|${versions}|${ctx.rng.state()}|${ctx.clock.advancedMs()}|${ctx.seed}|${ctx.options.checkout}`;
}

/** Temporary files a killed process left behind: never complete, never read. */
async function removeTemporaries(dir: string): Promise<void> {
  for (const d of [dir, join(dir, UPLOADS)]) {
    for (const name of await readdir(d)) {
      if (name.includes(TEMP_MARK)) await unlink(join(d, name)).catch(() => undefined);
    }
  }
}

/** The journal files in DIR, oldest generation first. */
async function journals(dir: string): Promise<{ generation: number; name: string }[]> {
  const out: { generation: number; name: string }[] = [];
  for (const name of await readdir(dir)) {
    const match = JOURNAL.exec(name);
    if (match) out.push({ generation: Number(match[1]), name });
  }
  return out.sort((a, b) => a.generation - b.generation);
}

/** One journal line: the changes of the requests answered since the last line, and the meta. */
type JournalLine = {
  b: ({ t: TableName; put: Record<string, unknown> } | { t: TableName; del: string })[];
  m: WorldMeta;
};

/**
 * Applies journal lines to a parsed world.json document: a put replaces the record with its
 * `_id` where it stands or adds it at the end, a del removes it, the last meta wins. A line that
 * does not parse is the torn end of the last append when it is the file's last line (dropped
 * whole: one line is one batch); anywhere else the journal is damaged (thrown).
 */
function replay(doc: Record<string, unknown>, texts: { name: string; text: string }[]): number {
  const records = (doc.records ?? {}) as Record<string, Record<string, unknown>[]>;
  const tables = new Map<string, Map<string, Record<string, unknown>>>();
  const table = (name: string) => {
    let map = tables.get(name);
    if (!map) {
      map = new Map((records[name] ?? []).map((r) => [String(r._id), r]));
      tables.set(name, map);
    }
    return map;
  };
  let batches = 0;
  for (const [f, { name, text }] of texts.entries()) {
    const lines = text.split('\n');
    if (lines.at(-1) === '') lines.pop();
    for (const [i, raw] of lines.entries()) {
      let line: JournalLine;
      try {
        line = JSON.parse(raw);
        if (!Array.isArray(line.b) || typeof line.m !== 'object') throw new Error('not a batch');
      } catch (error) {
        if (f === texts.length - 1 && i === lines.length - 1) break; // torn last append
        throw new Error(`${name} line ${i + 1} is damaged (${(error as Error).message})`);
      }
      for (const change of line.b) {
        if ('del' in change) table(change.t).delete(change.del);
        else table(change.t).set(String(change.put._id), change.put);
      }
      Object.assign(doc, line.m);
      batches++;
    }
  }
  for (const [name, map] of tables) records[name] = [...map.values()];
  return batches;
}

/**
 * Reads DIR/world.json, replays the journals that follow it, and reads the upload files into a
 * checked world (throws with the reason).
 */
async function readSaved(dir: string, text: string) {
  let doc: { records?: { uploads?: unknown }; journalGeneration?: unknown };
  try {
    doc = JSON.parse(text);
  } catch (error) {
    throw new Error(`${WORLD_FILE} is not JSON (${(error as Error).message})`);
  }
  const from = typeof doc?.journalGeneration === 'number' ? doc.journalGeneration : 0;
  delete doc.journalGeneration;
  const files = (await journals(dir)).filter((j) => j.generation >= from);
  const texts = [];
  for (const j of files)
    texts.push({ name: j.name, text: await readFile(join(dir, j.name), 'utf8') });
  const batches = replay(doc as Record<string, unknown>, texts);
  const uploads = doc?.records?.uploads;
  if (Array.isArray(uploads)) {
    for (const [i, upload] of uploads.entries()) {
      const file = (upload as { file?: unknown })?.file;
      if (typeof file !== 'string' || !UPLOAD_FILE.test(file))
        throw new Error(`records.uploads[${i}].file: expected uploads/<sha256>.<ext>`);
      const { file: _file, ...record } = upload as Record<string, unknown>;
      try {
        uploads[i] = { ...record, data: new Uint8Array(await readFile(join(dir, file))) };
      } catch {
        throw new Error(`records.uploads[${i}]: ${file} is missing`);
      }
    }
  }
  const read = await readSnapshot(doc, 'bytes');
  if (!read.ok) {
    throw new Error(
      `${WORLD_FILE} is not a valid world: ${read.problems
        .slice(0, 5)
        .map((p) => `${p.path}: ${p.message}`)
        .join('; ')}`,
    );
  }
  const last = files.at(-1)?.generation ?? from;
  return { world: read.snapshot, savedAt: (doc as { savedAt?: string }).savedAt, batches, last };
}

const stampOfTime = (ms: number) => new Date(ms).toISOString().replace(/[:.]/g, '-');

type Change = { t: TableName } & TableChange<{ _id: string }>;

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
  const log = options.log ?? (() => {});
  await mkdir(join(dir, UPLOADS), { recursive: true });
  await removeTemporaries(dir);

  const worldPath = join(dir, WORLD_FILE);
  let start: StateStart;
  let text: string | undefined;
  try {
    text = await readFile(worldPath, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  /** The generation new journal lines go to. */
  let generation = 0;
  let replayed = 0;
  if (text === undefined) {
    // Journals without a world.json: a first save that never finished; nothing to go on from.
    for (const j of await journals(dir)) await unlink(join(dir, j.name));
    await seed();
    start = { kind: 'new' };
  } else {
    const began = performance.now();
    try {
      const { world, savedAt, batches, last } = await readSaved(dir, text);
      applySnapshot(ctx, world);
      replayed = batches;
      generation = last;
      start = { kind: 'loaded', savedAt, ms: Math.round(performance.now() - began) };
    } catch (error) {
      const time = stampOfTime(Date.now());
      const keptAs = `${WORLD_FILE}.corrupt-${time}`;
      await rename(worldPath, join(dir, keptAs));
      for (const j of await journals(dir))
        await rename(join(dir, j.name), join(dir, `${j.name}.corrupt-${time}`));
      await syncDir(dir);
      await seed();
      start = { kind: 'corrupt', keptAs, reason: (error as Error).message };
    }
  }

  /** Upload files known to be on disk (written by us, or named by the loaded world). */
  const onDisk = new Set<string>();
  for (const u of ctx.db.uploads.values()) onDisk.add(uploadFile(u));
  if (start.kind === 'loaded') {
    // Files a killed save wrote before the line or world.json that would have named them.
    for (const name of await readdir(join(dir, UPLOADS))) {
      const file = `${UPLOADS}/${name}`;
      if (!onDisk.has(file)) await unlink(join(dir, file)).catch(() => undefined);
    }
  }
  /** Upload files written since the last whole-world capture (not in that world.json). */
  const sinceCapture = new Set<string>();

  const stats: StateStats = { appends: [], changes: 0, compactions: [], longestPieceMs: 0 };
  let last: { ms: number; bytes: number; at: number } | null = null;
  let failing = false;
  const failed = (what: string, error: Error) => {
    if (!failing) log(`[state] could not ${what} in ${dir}: ${error.message}`);
    failing = true;
  };

  // The change feed: every table of the live db, re-attached when a reset or an import brings a
  // new db (whose records then reach disk by a whole-world write).
  let pending: Change[] = [];
  let watched: Db | undefined;
  let unwatch: (() => void)[] = [];
  const watch = () => {
    for (const stop of unwatch) stop();
    watched = ctx.db;
    pending = [];
    unwatch = (Object.keys(ctx.db) as TableName[]).map((t) =>
      (ctx.db[t] as { watch(fn: (c: TableChange<{ _id: string }>) => void): () => void }).watch(
        (change) => pending.push({ t, ...change } as Change),
      ),
    );
  };
  watch();
  let saved = stamp(ctx);

  async function writeUploads(files: { file: string; data: Uint8Array }[]): Promise<void> {
    // One write per file not on disk yet (uploads with the same bytes share their file).
    const fresh = [...new Map(files.map((f) => [f.file, f])).values()].filter(
      (f) => !onDisk.has(f.file),
    );
    await Promise.all(fresh.map((f) => writeAtomic(join(dir, f.file), f.data)));
    if (fresh.length > 0) await syncDir(join(dir, UPLOADS));
    for (const f of fresh) {
      onDisk.add(f.file);
      sinceCapture.add(f.file);
    }
  }

  // Journal appends: one at a time; the handle follows the generation.
  let journal: { generation: number; handle: FileHandle } | undefined;
  let journalBytes = 0;
  let appending: Promise<void> | undefined;
  /** Journal files a compaction created ahead (their names already durable). */
  const created = new Set<string>();

  async function append(): Promise<void> {
    const { batch, meta, now, same } = await ctx.serial(async () => ({
      batch: pending.splice(0),
      meta: worldMetaOf(ctx),
      now: stamp(ctx),
      same: ctx.db === watched,
    }));
    if (!same) return; // a new db: the next whole-world write takes it
    const began = performance.now();
    const uploads: { file: string; data: Uint8Array }[] = [];
    const line: JournalLine = {
      b: batch.map((c) => {
        if (c.del !== undefined) return { t: c.t, del: c.del };
        if (c.t !== 'uploads') return { t: c.t, put: c.put as Record<string, unknown> };
        const { data, ...rest } = c.put as DbRecords['uploads'][number];
        const file = uploadFile(c.put as DbRecords['uploads'][number]);
        uploads.push({ file, data });
        return { t: c.t, put: { ...rest, file } };
      }),
      m: meta,
    };
    await writeUploads(uploads);
    const text = `${JSON.stringify(line)}\n`;
    if (journal?.generation !== generation) {
      const previous = journal;
      const name = journalFile(generation);
      const handle = await open(join(dir, name), 'a');
      journal = { generation, handle };
      // The new file's name is on disk before anything counts on it (a compaction made it so).
      if (!created.has(name)) await syncDir(dir);
      await previous?.handle.close();
    }
    await journal.handle.write(text);
    await journal.handle.datasync();
    journalBytes += Buffer.byteLength(text);
    saved = now;
    stats.appends.push(performance.now() - began);
    stats.changes += batch.length;
    if (failing) log(`[state] saving to ${dir} again`);
    failing = false;
  }

  // Whole-world writes: one at a time, appends go on meanwhile (into the next generation).
  let compacting: Promise<void> | undefined;
  const compactAt = () =>
    options.compactAtBytes ?? Math.max(COMPACT_AT_BYTES, Math.floor((last?.bytes ?? 0) / 2));

  async function compact(): Promise<void> {
    const { world, next } = await ctx.serial(async () => {
      if (ctx.db !== watched) watch(); // changes of the old db no longer matter
      sinceCapture.clear();
      generation += 1;
      journalBytes = 0;
      return { world: captureSnapshot(ctx), next: generation };
    });
    const began = performance.now();
    // The next generation's journal, made now so its first append pays no directory sync.
    const nextName = journalFile(next);
    await (await open(join(dir, nextName), 'a')).close();
    await syncDir(dir);
    created.add(nextName);
    const files = world.records.uploads.map((u) => ({ file: uploadFile(u), data: u.data }));
    await writeUploads(files);
    const temp = `${worldPath}${TEMP_MARK}${process.pid}-${++counter}`;
    const handle = await open(temp, 'w');
    let bytes = 0;
    try {
      const pieces = snapshotDocumentText(ctx, world, (u) => ({ file: uploadFile(u) }), {
        journalGeneration: next,
      });
      for (;;) {
        const t0 = performance.now();
        const piece = pieces.next();
        stats.longestPieceMs = Math.max(stats.longestPieceMs, performance.now() - t0);
        if (piece.done) break;
        bytes += Buffer.byteLength(piece.value);
        await handle.write(piece.value);
      }
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, worldPath);
    await syncDir(dir);
    // Older journals are in this world.json now.
    for (const j of await journals(dir)) {
      if (j.generation >= next) continue;
      await unlink(join(dir, j.name)).catch(() => undefined);
      created.delete(j.name);
    }
    const named = new Set(files.map((f) => f.file));
    for (const file of [...onDisk]) {
      if (named.has(file) || sinceCapture.has(file)) continue;
      onDisk.delete(file);
      await unlink(join(dir, file)).catch(() => undefined);
    }
    const ms = performance.now() - began;
    last = { ms, bytes, at: Date.now() };
    stats.compactions.push(ms);
  }

  function runAppend(): Promise<void> {
    appending ??= append()
      .catch((error: Error) => failed('save the latest changes', error))
      .finally(() => {
        appending = undefined;
      });
    return appending;
  }
  function runCompact(): Promise<void> {
    compacting ??= compact()
      .catch((error: Error) => failed('save the world', error))
      .finally(() => {
        compacting = undefined;
      });
    return compacting;
  }

  const poll = setInterval(() => {
    if (ctx.db !== watched) {
      if (!compacting) void runCompact();
      return;
    }
    if (!appending && (pending.length > 0 || stamp(ctx) !== saved)) {
      void runAppend().then(() => {
        if (!compacting && journalBytes >= compactAt()) void runCompact();
      });
    }
  }, options.pollMs ?? 50);
  poll.unref();

  // A new world, or one whose journal was replayed: written whole now (so the directory holds
  // one world.json that says it all).
  if (start.kind !== 'loaded' || replayed > 0) {
    await runCompact();
    if (start.kind === 'loaded')
      log(`[state] replayed ${replayed} journal entries into ${WORLD_FILE}`);
  }

  return {
    dir,
    start,
    async flush() {
      const began = performance.now();
      if (appending) await appending;
      if (compacting) await compacting;
      const changed = ctx.db !== watched || pending.length > 0 || stamp(ctx) !== saved;
      if (ctx.db === watched && changed) await runAppend();
      // A clean stop leaves one world.json (and an empty journal).
      if (changed || journalBytes > 0) await runCompact();
      if (failing) throw new Error(`could not save the world to ${dir}`);
      return { saved: changed, ms: performance.now() - began };
    },
    stop() {
      clearInterval(poll);
      for (const off of unwatch) off();
      void journal?.handle.close().catch(() => undefined);
    },
    lastSave: () => last,
    stats: () => stats,
  };
}
