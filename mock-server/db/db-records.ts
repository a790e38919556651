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

/**
 * Loads a set of records into an empty world: all or nothing. The set is checked whole first
 * (schemas, unknown tables, duplicate `_id`s), then each table is filled in the given order
 * through its collection. For a live world, import into a fresh `createDb()` and swap it in on
 * success.
 */
export async function importRecords(db: Db, input: unknown): Promise<void> {
  const occupied = tableNames.filter((name) => db[name].size > 0);
  if (occupied.length > 0)
    throw new Error(`importRecords needs an empty db (${occupied.join(', ')} hold records)`);
  const parsed = dbRecordsSchema.safeParse(input);
  if (!parsed.success) throw new Error(`invalid records:\n${z.prettifyError(parsed.error)}`);
  for (const name of tableNames) {
    const seen = new Set<string>();
    for (const record of parsed.data[name]) {
      if (seen.has(record._id)) throw new Error(`duplicate _id ${record._id} in ${name}`);
      seen.add(record._id);
    }
  }
  for (const name of tableNames) {
    const table = db[name] as unknown as {
      insertMany(values: readonly unknown[]): Promise<unknown>;
    };
    await table.insertMany(parsed.data[name]);
  }
}
