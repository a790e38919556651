import type { z } from 'zod';
import { type Db, recordSchemas, type TableName } from '../db/db.ts';
import { issueProblems, type RecordProblem } from '../db/db-records.ts';
import type { Pace } from '../seed/pace.ts';
import { jsonValue } from './paced-json.ts';

// A snapshot's records checked one by one and loaded into a fresh db as they are checked
// (`snapshot-document.ts` reads a document with them): `pace` is called between records, so a big
// world's 50,000 are read in slices. A record kept as text (`JsonText`: a big body's records) is
// parsed as it is checked, and the checked copies go into the db in small batches, so neither the
// document's values nor a table's checked copy are ever held whole: what a read holds at any
// moment is what the collector has to copy when it collects (tens of ms a collection, for a whole
// table held).

/** How many problems a refused document lists. */
export const MAX_PROBLEMS = 20;

/** Checked records wait for the db in batches of this many. */
const BATCH = 256;

const tableNames = Object.keys(recordSchemas) as TableName[];

/** `records.users[3]` and a record's own path (`email`, `[0].x`, or none). */
const recordPath = (table: string, i: number, path: string) =>
  `records.${table}[${i}]${path === '(document)' ? '' : path.startsWith('[') ? path : `.${path}`}`;

type Loading = { problems: RecordProblem[]; duplicates: RecordProblem[] };

const clean = (loading: Loading) =>
  loading.problems.length === 0 && loading.duplicates.length === 0;

/** One table's records checked in order, and loaded while none had a problem. */
async function loadTable(
  name: TableName,
  list: readonly unknown[],
  schema: z.ZodType,
  db: Db,
  pace: Pace,
  loading: Loading,
): Promise<void> {
  const { problems, duplicates } = loading;
  const table = db[name] as unknown as {
    insertMany(values: readonly unknown[], pace?: Pace): Promise<unknown>;
  };
  const seen = new Set<string>();
  let batch: unknown[] = [];
  const flush = async () => {
    const records = batch;
    batch = [];
    if (records.length > 0 && clean(loading)) await table.insertMany(records, pace);
  };
  for (let i = 0; i < list.length && problems.length < MAX_PROBLEMS; i++) {
    const wait = pace();
    if (wait) await wait;
    const parsed = schema.safeParse(jsonValue(list[i]));
    if (!parsed.success) {
      for (const p of issueProblems(parsed.error))
        problems.push({ ...p, path: recordPath(name, i, p.path) });
      continue;
    }
    const id = (parsed.data as { _id: string })._id;
    if (seen.has(id))
      duplicates.push({ path: `records.${name}[${i}]._id`, message: `duplicate _id ${id}` });
    seen.add(id);
    if (!clean(loading)) continue;
    batch.push(parsed.data);
    if (batch.length >= BATCH) await flush();
  }
  await flush();
}

/**
 * Every record against its table's schema, in document order (stops at `MAX_PROBLEMS`), and
 * records sharing an `_id` with one before them in their table; while there is neither, each
 * checked record is loaded into `db` (a fresh one: with problems, what it holds is let go with
 * it). The problems are what to refuse the document for, the duplicates when there are none.
 */
export async function loadRecords(
  raw: Record<TableName, readonly unknown[]>,
  schemas: Record<TableName, z.ZodType>,
  db: Db,
  pace: Pace,
): Promise<Loading> {
  const loading: Loading = { problems: [], duplicates: [] };
  for (const name of tableNames) await loadTable(name, raw[name], schemas[name], db, pace, loading);
  return loading;
}
