import { z } from 'zod';
import { type Db, recordSchemas, type TableName } from './db.ts';

/** Every table's records, by table name (what `exportRecords` gives and `importRecords` takes). */
export type DbRecords = { [K in TableName]: z.infer<(typeof recordSchemas)[K]>[] };

const tableNames = Object.keys(recordSchemas) as TableName[];

/**
 * A whole set of records: every known table (a missing one is empty), no unknown table, each
 * record valid against its table's record schema.
 */
export const dbRecordsSchema = z.strictObject(
  Object.fromEntries(tableNames.map((name) => [name, z.array(recordSchemas[name]).default([])])),
) as unknown as z.ZodType<DbRecords>;

/**
 * Every table's records in the collection's order. They are the stored records themselves
 * (frozen): serialise them, do not change them. `uploads[].data` is a `Uint8Array`.
 */
export function exportRecords(db: Db): DbRecords {
  return Object.fromEntries(tableNames.map((name) => [name, db[name].all()])) as DbRecords;
}

/** One thing wrong with a set of records: where (`users[3].email`) and what. */
export type RecordProblem = { path: string; message: string };

const pathText = (path: readonly PropertyKey[]): string =>
  path.reduce<string>(
    (out, key) =>
      typeof key === 'number' ? `${out}[${key}]` : out ? `${out}.${String(key)}` : String(key),
    '',
  ) || '(document)';

/** A failed parse's issues as problems (`users[3].email`: what). */
export const issueProblems = (error: z.ZodError): RecordProblem[] =>
  error.issues.map((i) => ({ path: pathText(i.path), message: i.message }));

/**
 * Checks a whole set of records without loading it: the record schemas (unknown tables and
 * fields too) and duplicate `_id`s. Returns the parsed records, or every problem found in order.
 */
function checkRecords(
  input: unknown,
): { ok: true; records: DbRecords } | { ok: false; problems: RecordProblem[] } {
  const parsed = dbRecordsSchema.safeParse(input);
  if (!parsed.success) {
    return {
      ok: false,
      problems: issueProblems(parsed.error),
    };
  }
  const problems: RecordProblem[] = [];
  for (const name of tableNames) {
    const seen = new Set<string>();
    parsed.data[name].forEach((record, i) => {
      if (seen.has(record._id))
        problems.push({ path: `${name}[${i}]._id`, message: `duplicate _id ${record._id}` });
      seen.add(record._id);
    });
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, records: parsed.data };
}

/**
 * Loads a set of records into an empty world: all or nothing. The set is checked whole first
 * (`checkRecords`: schemas, unknown tables, duplicate `_id`s), then each table is filled in the
 * given order through its collection. For a live world, import into a fresh `createDb()` and swap
 * it in on success.
 */
export async function importRecords(db: Db, input: unknown): Promise<void> {
  const occupied = tableNames.filter((name) => db[name].size > 0);
  if (occupied.length > 0)
    throw new Error(`importRecords needs an empty db (${occupied.join(', ')} hold records)`);
  const checked = checkRecords(input);
  if (!checked.ok) {
    const duplicate = checked.problems.find((p) => p.message.startsWith('duplicate _id'));
    if (duplicate) throw new Error(`${duplicate.message} in ${duplicate.path.split('[')[0]}`);
    const lines = checked.problems.map((p) => `✖ ${p.message}\n  → at ${p.path}`);
    throw new Error(`invalid records:\n${lines.join('\n')}`);
  }
  for (const name of tableNames) {
    const table = db[name] as unknown as {
      insertMany(values: readonly unknown[]): Promise<unknown>;
    };
    await table.insertMany(checked.records[name]);
  }
}
