import type { TableName } from '../db/db.ts';
import type { DbRecords } from '../db/db-records.ts';
import type { TableChange } from '../db/table.ts';
import type { WorldMeta } from './snapshot-document.ts';

// The journal's format, pure (no I/O): its file names, how a batch of changes becomes one line,
// and how lines are replayed onto a world.json document (see state-dir.ts for how it is kept).

const JOURNAL = /^journal-(\d{6,})\.ndjson$/;

/** The journal file of `generation`. */
export const journalFile = (generation: number) =>
  `journal-${String(generation).padStart(6, '0')}.ndjson`;

/** The generation of a journal file's name, or undefined when it names no journal. */
export function journalGeneration(name: string): number | undefined {
  const match = JOURNAL.exec(name);
  return match ? Number(match[1]) : undefined;
}

/** One change of a table, as the change feed gives it. */
export type Change = { t: TableName } & TableChange<{ _id: string }>;

type Upload = DbRecords['uploads'][number];

/**
 * One journal line: the changes of the requests answered since the last line, the meta, and when
 * the batch was taken (epoch ms): every request answered before `at` is in this line or an
 * earlier one, which is what a crash test measures the journal against. Replay ignores `at` (a
 * line written before it existed has none).
 */
type JournalLine = {
  at?: number;
  b: ({ t: TableName; put: Record<string, unknown> } | { t: TableName; del: string })[];
  m: WorldMeta;
};

/**
 * A batch taken at `at` (epoch ms) as its journal line (with its newline), an upload's bytes
 * replaced by the name of its file (`fileOf`); the uploads it names, to be on disk before the line.
 */
export function encodeBatch(
  batch: readonly Change[],
  meta: WorldMeta,
  fileOf: (upload: Upload) => string,
  at: number,
): { text: string; uploads: { file: string; data: Uint8Array }[] } {
  const uploads: { file: string; data: Uint8Array }[] = [];
  const line: JournalLine = {
    at,
    b: batch.map((c) => {
      if (c.del !== undefined) return { t: c.t, del: c.del };
      if (c.t !== 'uploads') return { t: c.t, put: c.put as Record<string, unknown> };
      const { data, ...rest } = c.put as Upload;
      const file = fileOf(c.put as Upload);
      uploads.push({ file, data });
      return { t: c.t, put: { ...rest, file } };
    }),
    m: meta,
  };
  return { text: `${JSON.stringify(line)}\n`, uploads };
}

/**
 * Applies journal lines to a parsed world.json document: a put replaces the record with its
 * `_id` where it stands or adds it at the end, a del removes it, the last meta wins. A line that
 * does not parse is the torn end of the last append when it is the file's last line (dropped
 * whole: one line is one batch); anywhere else the journal is damaged (thrown).
 */
export function replay(
  doc: Record<string, unknown>,
  texts: { name: string; text: string }[],
): number {
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
