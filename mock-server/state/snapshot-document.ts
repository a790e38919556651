import { z } from 'zod';
import type { CheckoutMode } from '#shared/schemas/mock-control-names.ts';
import { createDb, type Db, recordSchemas, type TableName } from '../db/db.ts';
import {
  type DbRecords,
  exportRecords,
  issueProblems,
  type RecordProblem,
} from '../db/db-records.ts';
import { uploadRecord } from '../db/records.ts';
import { type Ctx, swapRecords } from '../domain/plumbing/context.ts';
import { createRng } from '../domain/plumbing/rng.ts';
import { isoOf } from '../domain/plumbing/wire.ts';
import { TOTAL_UPLOAD_QUOTA } from '../domain/uploads.ts';
import { noPace, type Pace } from '../seed/pace.ts';
import { jsonValue } from './paced-json.ts';
import { loadRecords, MAX_PROBLEMS } from './snapshot-records.ts';

export { MAX_PROBLEMS };

import { worldViolations } from '../simulator/world-invariants.ts';

// A snapshot: a world's records and meta as one JSON document, what `GET /__mock/snapshot` gives,
// what `PUT` takes, and (with uploads as files beside it) what `--state DIR` keeps in
// DIR/world.json. Browser-safe: the MSW transport serves the snapshot routes too.

const WORLD_FORMAT = 'bukka-mock-world' as const;
const WORLD_VERSION = 1 as const;

/** What a world is besides its records: enough to go on exactly where it was. */
export type WorldMeta = {
  seed: string | number;
  checkout: CheckoutMode;
  /** `--stores` of the seeded world (null: the default size). */
  stores: number | null;
  /** The world generator's position, so new ids never repeat saved ones. */
  rngState: number;
  /** How far `POST /__mock/clock/advance` had moved the clock. */
  clockAdvancedMs: number;
};

/** A snapshot read from a document, checked and loaded into its own db (not live yet). */
export type LoadedSnapshot = WorldMeta & { db: Db };

const toBase64 = (bytes: Uint8Array): string => {
  if (typeof globalThis.Buffer === 'function')
    return globalThis.Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString(
      'base64',
    );
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(text);
};

const fromBase64 = (text: string): Uint8Array => {
  if (typeof globalThis.Buffer === 'function')
    return new Uint8Array(globalThis.Buffer.from(text, 'base64'));
  return Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
};

const tableNames = Object.keys(recordSchemas) as TableName[];

/** Each table's record schema, with an upload's `data` as `data` says (base64 text, or bytes). */
const recordSchemasWith = (data: z.ZodType<Uint8Array, unknown>) =>
  Object.fromEntries(
    tableNames.map((name) => [
      name,
      name === 'uploads' ? uploadRecord.extend({ data }) : recordSchemas[name],
    ]),
  ) as unknown as Record<TableName, z.ZodType>;

/** The document's shape, each table's list checked with `list(name)`. */
function documentSchema(list: (name: TableName) => z.ZodType) {
  const tables = Object.fromEntries(tableNames.map((name) => [name, list(name).default([])]));
  return z.strictObject({
    format: z.literal(WORLD_FORMAT),
    version: z.literal(WORLD_VERSION),
    savedAt: z.string().optional(),
    seed: z.union([z.string(), z.number()]),
    checkout: z.enum(['card', 'wallet']),
    stores: z.number().int().min(1).max(50_000).nullable(),
    rngState: z.number().int(),
    clockAdvancedMs: z.number().int().nonnegative(),
    records: z.strictObject(tables),
  });
}

const base64Records = recordSchemasWith(
  z.base64('expected the upload as base64 text').transform(fromBase64),
);
/** Records whose uploads' bytes are already read (DIR/world.json with its upload files). */
const bytesRecords = recordSchemasWith(z.instanceof(Uint8Array));

/** A snapshot document (uploads inline as base64): the body of `GET`/`PUT /__mock/snapshot`. */
export const snapshotSchema = documentSchema((name) => z.array(base64Records[name]));

const unknownArray = z.array(z.unknown());
/**
 * Any array, and the message `z.array` gives what is not one: `z.array(z.unknown())` copies a
 * list member by member, ~15 ms in one turn for a 10,000-store world's records.
 */
const anyArray = z.custom<unknown[]>((value) => Array.isArray(value), {
  error: (issue) => unknownArray.safeParse(issue.input).error?.issues[0]?.message,
});

/** The document's shape with its records left unchecked: they are checked one by one. */
const documentShape = documentSchema(() => anyArray);

/** The world's meta and its records as they are now (the stored, frozen records: read only). */
export function captureSnapshot(ctx: Ctx): WorldMeta & { records: DbRecords } {
  return { ...worldMetaOf(ctx), records: exportRecords(ctx.db) };
}

/** The world's meta as it is now. */
export function worldMetaOf(ctx: Ctx): WorldMeta {
  return {
    seed: ctx.seed,
    checkout: ctx.options.checkout,
    stores: ctx.options.stores ?? null,
    rngState: ctx.rng.state(),
    clockAdvancedMs: ctx.clock.advancedMs(),
  };
}

type UploadRecord = DbRecords['uploads'][number];

/**
 * The document of a captured snapshot, each upload's bytes given as `upload(record)` says: base64
 * `data` for a snapshot (the default), a file name for the state directory.
 */
export function snapshotDocument<U extends object = { data: string }>(
  ctx: Ctx,
  snapshot: WorldMeta & { records: DbRecords },
  upload: (record: UploadRecord) => U = (record) => ({ data: toBase64(record.data) }) as U,
) {
  const { records, ...meta } = snapshot;
  return {
    format: WORLD_FORMAT,
    version: WORLD_VERSION,
    savedAt: isoOf(ctx.clock.now()),
    ...meta,
    records: {
      ...records,
      uploads: records.uploads.map((record) => {
        const { data: _data, ...rest } = record;
        return { ...rest, ...upload(record) };
      }),
    },
  };
}

/**
 * The same document as `snapshotDocument`, as text in pieces of about `chunk` characters (plus
 * `extra` fields after the meta), so a big world is written without one string of its whole
 * size and with room for other work between pieces.
 */
export function* snapshotDocumentText<U extends object>(
  ctx: Ctx,
  snapshot: WorldMeta & { records: DbRecords },
  upload: (record: UploadRecord) => U,
  extra: Record<string, unknown> = {},
  chunk = 1 << 20,
): Generator<string> {
  const { records, ...meta } = snapshot;
  const head = JSON.stringify({
    format: WORLD_FORMAT,
    version: WORLD_VERSION,
    savedAt: isoOf(ctx.clock.now()),
    ...meta,
    ...extra,
  });
  let out = `${head.slice(0, -1)},"records":{`;
  const names = Object.keys(records) as TableName[];
  for (const [t, name] of names.entries()) {
    out += `${t > 0 ? ',' : ''}${JSON.stringify(name)}:[`;
    const list = records[name] as readonly object[];
    for (let i = 0; i < list.length; i++) {
      let record = list[i]!;
      if (name === 'uploads') {
        const { data: _data, ...rest } = record as UploadRecord;
        record = { ...rest, ...upload(record as UploadRecord) };
      }
      out += `${i > 0 ? ',' : ''}${JSON.stringify(record)}`;
      if (out.length >= chunk) {
        yield out;
        out = '';
      }
    }
    out += ']';
  }
  yield `${out}}}`;
}

/** How a snapshot is read: in slices (`pace`), and what it may cost (`admit`). */
export type ReadOptions = {
  /** Called between records (await what it answers): other work runs between slices. */
  pace?: Pace;
  /**
   * Called with the document's record count and its uploads' bytes before anything is loaded:
   * throws to refuse them (the memory budget of `POST /__mock/worlds`).
   */
  admit?: (size: { records: number; uploadBytes: number }) => void;
};

/** The bytes of an upload's `data`, as base64 text or as bytes (0 for what is neither). */
function dataBytes(upload: unknown): number {
  const data = (upload as { data?: unknown } | null)?.data;
  if (data instanceof Uint8Array) return data.byteLength;
  if (typeof data !== 'string') return 0;
  const padding = data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0;
  return Math.max(0, Math.floor((data.length * 3) / 4) - padding);
}

/**
 * Checks a document — its shape, every record against its table's schema, duplicate ids, the
 * upload quota, then the world's money and order invariants — loading it into a fresh db record
 * by record as it is checked (`options.pace` between them: the same world however it is paced;
 * `loadRecords`). Records kept as text (`JsonText`, a big body's) are parsed one at a time.
 * Nothing live is touched, nor the document: on problems, the first `MAX_PROBLEMS` of them (path
 * + message).
 */
export async function readSnapshot(
  input: unknown,
  uploads: 'base64' | 'bytes' = 'base64',
  options: ReadOptions = {},
): Promise<{ ok: true; snapshot: LoadedSnapshot } | { ok: false; problems: RecordProblem[] }> {
  const pace = options.pace ?? noPace;
  const refuse = (problems: RecordProblem[]) =>
    ({ ok: false, problems: problems.slice(0, MAX_PROBLEMS) }) as const;
  const shape = documentShape.safeParse(input);
  if (!shape.success) return refuse(issueProblems(shape.error));
  const { records: lists, format: _f, version: _v, savedAt: _s, ...meta } = shape.data;
  const raw = lists as Record<TableName, unknown[]>;
  options.admit?.({
    records: tableNames.reduce((n, name) => n + raw[name].length, 0),
    uploadBytes: raw.uploads.reduce((sum: number, u) => sum + dataBytes(jsonValue(u)), 0),
  });
  const db = createDb();
  const schemas = uploads === 'base64' ? base64Records : bytesRecords;
  const loaded = await loadRecords(raw, schemas, db, pace);
  if (loaded.problems.length > 0) return refuse(loaded.problems);
  if (loaded.duplicates.length > 0) return refuse(loaded.duplicates);
  let uploadBytes = 0;
  for (const upload of db.uploads.values()) uploadBytes += upload.data.byteLength;
  if (uploadBytes > TOTAL_UPLOAD_QUOTA) {
    return refuse([
      {
        path: 'records.uploads',
        message: `uploads take ${uploadBytes} bytes; the mock keeps at most ${TOTAL_UPLOAD_QUOTA}`,
      },
    ]);
  }
  // The indexes of a freshly loaded db agree with its records by construction: the invariants a
  // document can break are its money and orders.
  const violations = worldViolations({ db } as Ctx, { indexes: false });
  if (violations.length > 0)
    return refuse(violations.map((message) => ({ path: 'records', message })));
  return { ok: true, snapshot: { ...meta, db } };
}

/**
 * Makes a loaded snapshot the world's live state, as a reset would: its records (`swapRecords`:
 * what was kept beside the old records starts afresh), seed, checkout mode, generator position
 * and clock advance; injected faults are cleared.
 */
export function applySnapshot(ctx: Ctx, snapshot: LoadedSnapshot): void {
  swapRecords(ctx, snapshot.db);
  ctx.seed = snapshot.seed;
  ctx.options.checkout = snapshot.checkout;
  ctx.options.stores = snapshot.stores ?? undefined;
  ctx.rng = createRng(snapshot.seed);
  ctx.rng.restore(snapshot.rngState);
  ctx.clock.reset();
  ctx.clock.advance(snapshot.clockAdvancedMs);
  ctx.faults.length = 0;
}
