import { createHash } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { Db } from '../db/db.ts';
import type { DbRecords } from '../db/db-records.ts';
import type { Ctx } from '../domain/context.ts';
import { applyWorld, captureWorld, readWorld, worldDocument } from './world-document.ts';

// `--state DIR`: the world is kept in DIR/world.json (the snapshot document, uploads as files under
// DIR/uploads named by their SHA-256) and loaded from there at start. Every file is written to a
// temporary name, flushed to disk (fsync) and renamed over the old one, so a crash at any moment
// leaves the previous file or the new one, never half of one; upload files are written before
// the world.json that names them and deleted only after a world.json that no longer does.

export const WORLD_FILE = 'world.json';
const UPLOADS = 'uploads';
const TEMP_MARK = '.tmp-';

export type StateOptions = {
  /** Quiet time after a change before it is saved (default 200 ms). */
  debounceMs?: number;
  /** How often the world is looked at for changes (default 50 ms). */
  pollMs?: number;
  log?: (line: string) => void;
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
  /** The last save: duration and size of world.json. */
  lastSave(): { ms: number; bytes: number; at: number } | null;
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

const dbIds = new WeakMap<Db, number>();
let dbs = 0;
/** Changes whenever anything kept changes (a new db after a reset or an import counts). */
function stamp(ctx: Ctx): string {
  let id = dbIds.get(ctx.db);
  if (id === undefined) {
    id = ++dbs;
    dbIds.set(ctx.db, id);
  }
  const versions = Object.values(ctx.db)
    .map((t) => t.version)
    .join('.');
  return `${id}|${versions}|${ctx.rng.state()}|${ctx.clock.advancedMs()}|${ctx.seed}|${ctx.options.checkout}`;
}

/** Temporary files a killed process left behind: never complete, never read. */
async function removeTemporaries(dir: string): Promise<void> {
  for (const d of [dir, join(dir, UPLOADS)]) {
    for (const name of await readdir(d)) {
      if (name.includes(TEMP_MARK)) await unlink(join(d, name)).catch(() => undefined);
    }
  }
}

/** Reads DIR/world.json and its upload files into a checked world (throws with the reason). */
async function readSaved(dir: string, text: string) {
  let doc: { records?: { uploads?: unknown } };
  try {
    doc = JSON.parse(text);
  } catch (error) {
    throw new Error(`${WORLD_FILE} is not JSON (${(error as Error).message})`);
  }
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
  const read = await readWorld(doc, 'bytes');
  if (!read.ok) {
    throw new Error(
      `${WORLD_FILE} is not a valid world: ${read.problems
        .slice(0, 5)
        .map((p) => `${p.path}: ${p.message}`)
        .join('; ')}`,
    );
  }
  return { world: read.world, savedAt: (doc as { savedAt?: string }).savedAt };
}

const stampOfTime = (ms: number) => new Date(ms).toISOString().replace(/[:.]/g, '-');

/**
 * Opens the state directory: loads the saved world into `ctx` (or, when there is none, calls
 * `seed` and saves the result), then saves every change after `debounceMs` of quiet — at most
 * `debounceMs` (or three times the last save's duration, if longer) after the previous save
 * while changes keep coming. A world.json that cannot be read is kept aside as
 * world.json.corrupt-<time> (never overwritten) and a seeded world is started instead.
 */
export async function openStateDir(
  ctx: Ctx,
  dir: string,
  seed: () => Promise<unknown>,
  options: StateOptions = {},
): Promise<StateKeeper> {
  const log = options.log ?? (() => {});
  const debounceMs = options.debounceMs ?? 200;
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
  if (text === undefined) {
    await seed();
    start = { kind: 'new' };
  } else {
    const began = performance.now();
    try {
      const { world, savedAt } = await readSaved(dir, text);
      applyWorld(ctx, world);
      start = { kind: 'loaded', savedAt, ms: Math.round(performance.now() - began) };
    } catch (error) {
      const keptAs = `${WORLD_FILE}.corrupt-${stampOfTime(Date.now())}`;
      await rename(worldPath, join(dir, keptAs));
      await syncDir(dir);
      await seed();
      start = { kind: 'corrupt', keptAs, reason: (error as Error).message };
    }
  }

  /** Upload files known to be on disk (written by us, or named by the loaded world). */
  const onDisk = new Set<string>();
  for (const u of ctx.db.uploads.values()) onDisk.add(uploadFile(u));
  if (start.kind === 'loaded') {
    // Files a killed save wrote before the world.json that would have named them.
    for (const name of await readdir(join(dir, UPLOADS))) {
      const file = `${UPLOADS}/${name}`;
      if (!onDisk.has(file)) await unlink(join(dir, file)).catch(() => undefined);
    }
  }
  let saved = start.kind === 'loaded' ? stamp(ctx) : '';
  let last: { ms: number; bytes: number; at: number } | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let saving: Promise<void> | undefined;
  let failing = false;

  async function save(): Promise<void> {
    // Between two requests' changes, never in the middle of one.
    const { now, world } = await ctx.serial(async () => ({
      now: stamp(ctx),
      world: captureWorld(ctx),
    }));
    const began = performance.now();
    const files = world.records.uploads.map(uploadFile);
    const fresh = [...new Set(files)].filter((f) => !onDisk.has(f));
    await Promise.all(
      fresh.map((file) =>
        writeAtomic(join(dir, file), world.records.uploads[files.indexOf(file)]!.data),
      ),
    );
    if (fresh.length > 0) await syncDir(join(dir, UPLOADS));
    for (const file of fresh) onDisk.add(file);
    const text = JSON.stringify(worldDocument(ctx, world, (u) => ({ file: uploadFile(u) })));
    await writeAtomic(worldPath, text);
    await syncDir(dir);
    saved = now;
    const named = new Set(files);
    for (const file of [...onDisk]) {
      if (named.has(file)) continue;
      onDisk.delete(file);
      await unlink(join(dir, file)).catch(() => undefined);
    }
    last = { ms: performance.now() - began, bytes: Buffer.byteLength(text), at: Date.now() };
    if (failing) log(`[state] saved to ${dir} again`);
    failing = false;
  }

  function run(): Promise<void> {
    timer = undefined;
    saving ??= save()
      .catch((error: Error) => {
        if (!failing) log(`[state] could not save the world to ${dir}: ${error.message}`);
        failing = true;
      })
      .finally(() => {
        saving = undefined;
      });
    return saving;
  }

  const poll = setInterval(() => {
    if (timer || saving || stamp(ctx) === saved) return;
    // While a save runs, changes wait for the next one (saves never overlap).
    timer = setTimeout(run, failing ? Math.max(debounceMs, 2_000) : debounceMs);
  }, options.pollMs ?? 50);
  poll.unref();

  if (start.kind !== 'loaded') await run();

  return {
    dir,
    start,
    async flush() {
      const began = performance.now();
      if (timer) clearTimeout(timer);
      timer = undefined;
      if (saving) await saving;
      const changed = stamp(ctx) !== saved;
      if (changed) {
        await run();
        if (failing) throw new Error(`could not save the world to ${dir}`);
      }
      return { saved: changed, ms: performance.now() - began };
    },
    stop() {
      clearInterval(poll);
      if (timer) clearTimeout(timer);
      timer = undefined;
    },
    lastSave: () => last,
  };
}
