import { Collection } from '@msw/data';
import { z } from 'zod';

/**
 * How an @msw/data 1.x collection holds a record: the schema's output object plus two
 * non-enumerable symbols (its primary key and its relation map), appended to the array that
 * `all()` returns (the live store: "preserve exact record references", says the library).
 * `Collection.create` does exactly this after a deep sanitising copy and an async validation,
 * which is most of the seed's time at 10,000 stores; a bulk load validates with the same zod
 * schema and appends directly.
 *
 * The package does not export its symbols, so they are read off a probe record made by
 * `create` itself, and the probe checks that appending through `all()` is seen by `count()` and
 * by queries. Any other library behaviour → `null`, and callers fall back to `create`.
 */
export type RecordProtocol = {
  primaryKey: symbol;
  relationMap: symbol;
};

let probed: Promise<RecordProtocol | null> | undefined;

async function probe(): Promise<RecordProtocol | null> {
  const collection = new Collection({ schema: z.object({ _id: z.string() }) });
  const made = (await collection.create({ _id: 'a' })) as object;
  const symbols = Object.getOwnPropertySymbols(made);
  const primaryKey = symbols.find((s) => s.description === 'kPrimaryKey');
  const relationMap = symbols.find((s) => s.description === 'kRelationMap');
  if (!primaryKey || !relationMap || symbols.length !== 2) return null;
  const protocol = { primaryKey, relationMap };
  const store = collection.all();
  if (!Array.isArray(store) || store[0] !== made) return null;
  store.push(asRecord(protocol, { _id: 'b' }, 'probe-b') as never);
  const found = collection.findFirst((q) => q.where({ _id: 'b' }));
  if (collection.count() !== 2 || found?._id !== 'b') return null;
  const updated = await collection.update(found, {
    data: (draft) => {
      draft._id = 'c';
    },
  });
  if (updated?._id !== 'c' || collection.all()[1]?._id !== 'c') return null;
  collection.delete(updated);
  if (collection.count() !== 1) return null;
  return protocol;
}

/** The record layout of the installed @msw/data, or `null` when a bulk append is not safe. */
export function recordProtocol(): Promise<RecordProtocol | null> {
  probed ??= probe().catch(() => null);
  return probed;
}

/** Turns a validated value into a collection record (what `create` does after validation). */
export function asRecord<T extends object>(protocol: RecordProtocol, value: T, key: string): T {
  Object.defineProperties(value, {
    [protocol.primaryKey]: { value: key, enumerable: false, configurable: false },
    [protocol.relationMap]: { value: new Map(), enumerable: false, configurable: false },
  });
  return value;
}
