import { type Ctx, memoryPart, memoryPartsBytes, partOf } from '../domain/plumbing/context.ts';
import type { Pace } from '../seed/pace.ts';

// What a world costs the process: an estimate cheap enough to sum over every world at each
// `POST /__mock/worlds` (the `--max-worlds-mb` budget) and to list in `GET /__mock/worlds`, and
// close enough that a mock filled to its budget stays within its start + the budget + 10 %.
// Heap deltas measured at build time would be wrong as soon as two worlds are built at once; the
// record counts are exact. A record counts what the process grows by per record, measured (RSS
// after a full GC, the bundled mock under Node 20, worlds made one after another: the worlds bench,
// "RSS per 10k world" against "listed per world"): a 10,000-store world of ~51,000
// records adds ~100–121 MB of RSS (~89 MB of heap) — the records as stored, their @msw/data copy,
// the table indexes — so 2.4 KB a record. On top, what grows with use
// is counted as it is held: the store search's caches and answer bytes (the memory parts that say
// their size, `memoryPart(create, bytes)`), and uploads at their byte size. A world's fixed part
// is 0.4 MB.

const MB = 1024 * 1024;
/** Process memory per stored record (RSS, averaged over the seeded tables: users, products…). */
const BYTES_PER_RECORD = 2_400;
/** Heap of a world with no records. */
const WORLD_BASE_BYTES = 0.4 * MB;

type Sized = { size: number };

export function recordsOf(ctx: Ctx): number {
  let n = 0;
  for (const table of Object.values(ctx.db)) n += (table as Sized).size;
  return n;
}

function uploadBytesOf(ctx: Ctx): number {
  let bytes = 0;
  for (const upload of ctx.db.uploads.values()) bytes += upload.data.byteLength;
  return bytes;
}

/**
 * The memory a world holds (estimated from its record counts, upload sizes and the caches its
 * use has built), in MB.
 */
export function worldMemoryMb(ctx: Ctx): number {
  const records = recordsOf(ctx) * BYTES_PER_RECORD;
  return (WORLD_BASE_BYTES + records + uploadBytesOf(ctx) + memoryPartsBytes(ctx)) / MB;
}

/**
 * The memory a world seeded with `stores` stores will hold, in MB, before it exists: the seed makes
 * ~12 records a store in a small world (a menu of 6–9 dishes, 2–5 reviews) and ~5 in a big one
 * (over 500 stores: 3–5 dishes, reviews of the first 200 only).
 */
export function seededWorldMb(stores: number): number {
  const records = stores > 500 ? stores * 5 + 950 : stores * 12 + 450;
  return (WORLD_BASE_BYTES + records * BYTES_PER_RECORD) / MB;
}

/** The memory a world of `records` records and `uploadBytes` of uploads will hold, in MB. */
export function recordsWorldMb(records: number, uploadBytes: number): number {
  return (WORLD_BASE_BYTES + records * BYTES_PER_RECORD + uploadBytes) / MB;
}

/** How many records a snapshot document lists (0 for what is no document: its check says why). */
export function snapshotRecordCount(document: unknown): number {
  const records = (document as { records?: unknown } | null)?.records;
  if (typeof records !== 'object' || records === null) return 0;
  let n = 0;
  for (const list of Object.values(records)) if (Array.isArray(list)) n += list.length;
  return n;
}

/**
 * The least memory the world of a snapshot sent as `bodyBytes` of JSON will hold, in MB, before
 * the body is read: a world seeded with the `stores` the document names has at least the records
 * its seed made, and the document's bytes are at least its uploads' base64 (¾ of a byte each).
 * A lower bound, so a world that fits is never refused from it; once its records are counted the
 * world is checked again (`recordsWorldMb`).
 */
export function snapshotWorldMb(bodyBytes: number, stores: number | undefined): number {
  const seeded = stores === undefined ? 0 : seededWorldMb(stores);
  return Math.max(seeded, (bodyBytes * 0.75) / MB);
}

/** Tables up to this size are measured record by record; bigger ones from an even sample. */
const EXACT_UP_TO = 2_000;
const SAMPLE = 500;

function jsonBytes(record: object): number {
  const data = (record as { data?: unknown }).data;
  if (data instanceof Uint8Array) {
    const { data: _d, ...rest } = record as { data: Uint8Array };
    return data.byteLength + JSON.stringify(rest).length;
  }
  return JSON.stringify(record).length;
}

/** The last measure of these records, by their tables' versions and sizes (a memory part). */
const DATA_BYTES = memoryPart((): { key: string; bytes: number } => ({ key: '', bytes: 0 }));

type Table = { version: number } & Sized & { all(): object[] };

const tablesOf = (ctx: Ctx) => Object.values(ctx.db) as unknown as Table[];
const keyOf = (tables: Table[]) => tables.map((t) => `${t.version}:${t.size}`).join(',');

/** The measure of `dataBytesOf`, pausing (yield) after each record it measures. */
function* measureData(tables: Table[]): Generator<void, number> {
  let bytes = 0;
  for (const table of tables) {
    const records = table.all();
    if (records.length <= EXACT_UP_TO) {
      for (const record of records) {
        bytes += jsonBytes(record);
        yield;
      }
      continue;
    }
    let sample = 0;
    const step = records.length / SAMPLE;
    for (let i = 0; i < SAMPLE; i++) {
      sample += jsonBytes(records[Math.floor(i * step)]!);
      yield;
    }
    bytes += Math.round((sample / SAMPLE) * records.length);
  }
  return bytes;
}

/**
 * Bytes of a world's records as JSON (uploads at their size): what the world holds, not the heap.
 * Exact for small tables; for big ones (a 10,000-store world's users and products) scaled from an
 * even sample, so listing many big worlds stays a few ms. Kept until a table changes.
 */
export function dataBytesOf(ctx: Ctx): number {
  const tables = tablesOf(ctx);
  const key = keyOf(tables);
  const cached = partOf(ctx, DATA_BYTES);
  if (cached.key === key) return cached.bytes;
  const walk = measureData(tables);
  let step = walk.next();
  while (!step.done) step = walk.next();
  cached.key = key;
  cached.bytes = step.value;
  return step.value;
}

/**
 * `dataBytesOf` measured ahead, in slices (`pace` between records): a 10,000-store world's
 * measure is ~10 ms, which the answer that makes the world would otherwise spend in one turn.
 */
export async function measureDataBytes(ctx: Ctx, pace: Pace): Promise<void> {
  const tables = tablesOf(ctx);
  const key = keyOf(tables);
  const cached = partOf(ctx, DATA_BYTES);
  if (cached.key === key) return;
  const walk = measureData(tables);
  let step = walk.next();
  while (!step.done) {
    const wait = pace();
    if (wait) await wait;
    step = walk.next();
  }
  cached.key = key;
  cached.bytes = step.value;
}
