import type { z } from 'zod';
import { recordSchemas, type TableName } from '../db/db.ts';
import { type DbRecords, issueProblems, type RecordProblem } from '../db/db-records.ts';
import type { Pace } from '../seed/pace.ts';

// A snapshot's records checked one by one (`snapshot-document.ts` reads a document with them):
// `pace` is called between records, so a big world's 50,000 are checked in slices.

/** How many problems a refused document lists. */
export const MAX_PROBLEMS = 20;

const tableNames = Object.keys(recordSchemas) as TableName[];

/** `records.users[3]` and a record's own path (`email`, `[0].x`, or none). */
const recordPath = (table: string, i: number, path: string) =>
  `records.${table}[${i}]${path === '(document)' ? '' : path.startsWith('[') ? path : `.${path}`}`;

/** Every record against its table's schema, in document order (stops at `MAX_PROBLEMS`). */
export async function checkedRecords(
  raw: Record<TableName, unknown[]>,
  schemas: Record<TableName, z.ZodType>,
  pace: Pace,
): Promise<{ records: DbRecords; problems: RecordProblem[] }> {
  const problems: RecordProblem[] = [];
  const records = {} as Record<TableName, unknown[]>;
  for (const name of tableNames) {
    const list = raw[name];
    const out: unknown[] = new Array(list.length);
    for (let i = 0; i < list.length && problems.length < MAX_PROBLEMS; i++) {
      const wait = pace();
      if (wait) await wait;
      const parsed = schemas[name].safeParse(list[i]);
      if (parsed.success) out[i] = parsed.data;
      else
        for (const p of issueProblems(parsed.error))
          problems.push({ ...p, path: recordPath(name, i, p.path) });
    }
    records[name] = out;
  }
  return { records: records as DbRecords, problems };
}

/** Records sharing an `_id` with one before them in their table. */
export async function duplicateIds(records: DbRecords, pace: Pace): Promise<RecordProblem[]> {
  const problems: RecordProblem[] = [];
  for (const name of tableNames) {
    const seen = new Set<string>();
    const list: readonly { _id: string }[] = records[name];
    for (let i = 0; i < list.length; i++) {
      const wait = pace();
      if (wait) await wait;
      const id = list[i]!._id;
      if (seen.has(id))
        problems.push({ path: `records.${name}[${i}]._id`, message: `duplicate _id ${id}` });
      seen.add(id);
    }
  }
  return problems;
}
