import { type Ctx, memoryPart, partOf } from '../domain/plumbing/context.ts';

// What a world costs the process (issue 29 #3): an estimate from its tables' sizes, cheap enough
// to sum over every world at each `POST /__mock/worlds` (the `--max-worlds-mb` budget) and to list
// in `GET /__mock/worlds`. Heap deltas measured at build time would be wrong as soon as two worlds
// are built at once; the record counts are exact. Measured (heap after a full GC, Node 20): a
// 10,000-store world (~51,000 records) holds ~50 MB as seeded, ~87 MB once its store search has
// run (the search's caches), and adds ~105 MB of RSS; a demo world (~830 records) ~1.2 MB. So a
// record counts 1.75 KB (records, indexes, @msw/data bookkeeping and the caches built over them),
// a world's fixed part 0.4 MB, uploads their byte size.

const MB = 1024 * 1024;
/** Heap per stored record, averaged over the seeded tables (users, products, reviews, orders…). */
const BYTES_PER_RECORD = 1_750;
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

/** The heap a world holds (estimated from its record counts and upload sizes), in MB. */
export function worldMemoryMb(ctx: Ctx): number {
  return (WORLD_BASE_BYTES + recordsOf(ctx) * BYTES_PER_RECORD + uploadBytesOf(ctx)) / MB;
}

/**
 * The heap a world seeded with `stores` stores will hold, in MB, before it exists: the seed makes
 * ~12 records a store in a small world (a menu of 6–9 dishes, 2–5 reviews) and ~5 in a big one
 * (over 500 stores: 3–5 dishes, reviews of the first 200 only).
 */
export function seededWorldMb(stores: number): number {
  const records = stores > 500 ? stores * 5 + 950 : stores * 12 + 450;
  return (WORLD_BASE_BYTES + records * BYTES_PER_RECORD) / MB;
}

/** The heap of a loaded (not yet live) world's records, in MB. */
export function loadedWorldMb(db: Ctx['db']): number {
  return worldMemoryMb({ db } as Ctx);
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

/**
 * Bytes of a world's records as JSON (uploads at their size): what the world holds, not the heap.
 * Exact for small tables; for big ones (a 10,000-store world's users and products) scaled from an
 * even sample, so listing many big worlds stays a few ms. Kept until a table changes.
 */
export function dataBytesOf(ctx: Ctx): number {
  const tables = Object.values(ctx.db) as unknown as ({ version: number } & Sized & {
      all(): object[];
    })[];
  const key = tables.map((t) => `${t.version}:${t.size}`).join(',');
  const cached = partOf(ctx, DATA_BYTES);
  if (cached.key === key) return cached.bytes;
  let bytes = 0;
  for (const table of tables) {
    const records = table.all();
    if (records.length <= EXACT_UP_TO) {
      for (const record of records) bytes += jsonBytes(record);
      continue;
    }
    let sample = 0;
    const step = records.length / SAMPLE;
    for (let i = 0; i < SAMPLE; i++) sample += jsonBytes(records[Math.floor(i * step)]!);
    bytes += Math.round((sample / SAMPLE) * records.length);
  }
  cached.key = key;
  cached.bytes = bytes;
  return bytes;
}
