import { Collection } from '@msw/data';
import type { z } from 'zod';
import { deepFreeze, type RecordSchema, validatingSchema } from './record-schema.ts';
import {
  type Index,
  indexAdd,
  indexProblems,
  indexRemove,
  type KeyFn,
  reindex,
} from './table-indexes.ts';

/** A write that took effect: the record as stored now, or the id of a removed record. */
export type TableChange<T> = { put: T; del?: undefined } | { del: string; put?: undefined };

/** What readers may do with a table's collection: query it. Writes go through the table. */
export type CollectionReader<T> = Pick<
  Collection<RecordSchema<T>>,
  'count' | 'findFirst' | 'findMany'
>;

/**
 * One @msw/data collection — the store of record — and the Map indexes over its records.
 *
 * Every write goes through the collection (`create`, `update`, `delete`), which validates it with
 * the record schema; stored records are frozen, so nothing changes them behind its back. The
 * indexes (by `_id` and by each declared key) hold the very record objects the collection holds
 * and follow each write here, after the collection has taken it: the library's `update` hook
 * fires per changed field with an intermediate draft, before the schema builds the stored record,
 * so hooks cannot give the indexes the stored object. Lookups are O(1); `lookup` and `all` list
 * records in the collection's order (creation order; an update keeps a record's place).
 *
 * Writes to one table run one at a time, in call order (each patch sees the latest record), so
 * parallel requests cannot lose an update. `remove` is synchronous and takes effect at once.
 */
export class Table<T extends { _id: string }, I extends string = never> {
  readonly #collection: Collection<RecordSchema<T>>;
  readonly #byId = new Map<string, T>();
  readonly #indexes: Map<I, Index<T>>;
  #writes: Promise<unknown> = Promise.resolve();
  readonly #watchers = new Set<(change: TableChange<T>) => void>();

  constructor(schema: z.ZodType<T>, indexes?: Record<I, KeyFn<T>>) {
    this.#collection = new Collection({ schema: validatingSchema(schema) });
    this.#indexes = new Map(
      Object.entries<KeyFn<T>>(indexes ?? {}).map(([name, key]) => [
        name as I,
        { key, map: new Map() },
      ]),
    );
  }

  /** Bumped on every write (cache keys for derived data). */
  version = 0;

  /**
   * Calls `watcher` after every write that took effect, in order (the `--state` journal); returns
   * the function that stops it.
   */
  watch(watcher: (change: TableChange<T>) => void): () => void {
    this.#watchers.add(watcher);
    return () => this.#watchers.delete(watcher);
  }

  #tell(change: TableChange<T>): void {
    for (const watcher of this.#watchers) watcher(change);
  }

  /** The collection itself, for queries (`findMany`, `findFirst`, `count`). */
  get collection(): CollectionReader<T> {
    return this.#collection;
  }

  get size(): number {
    return this.#collection.count();
  }

  get(id: string | undefined | null): T | undefined {
    return id == null ? undefined : this.#byId.get(id);
  }

  /** Records whose index `name` has `key`, in the collection's order. */
  lookup(name: I, key: string): T[] {
    const ids = this.#index(name).map.get(key);
    if (!ids) return [];
    const out: T[] = [];
    for (const id of ids) out.push(this.#byId.get(id)!);
    return out;
  }

  first(name: I, key: string): T | undefined {
    const ids = this.#index(name).map.get(key);
    if (!ids) return undefined;
    for (const id of ids) return this.#byId.get(id);
    return undefined;
  }

  /** Every record, in the collection's order (a copy of the list; the records are the stored ones). */
  all(): T[] {
    return [...this.#collection.all()];
  }

  /** Every record in the collection's order; safe to `remove` records while iterating. */
  values(): IterableIterator<T> {
    return this.#byId.values();
  }

  /** Stores a new record (validated); rejects a duplicate `_id`. */
  async insert(values: T): Promise<T> {
    const [record] = await this.insertMany([values]);
    return record!;
  }

  /**
   * Stores new records in order, each through the collection's `create` (validated). All or
   * nothing: a duplicate `_id` is refused before anything is written, and an invalid record
   * takes the records already created by this call back out. The library has no bulk path that
   * skips `create`'s sanitising copy (~15 µs a record, most of the 10,000-store seed's extra
   * second): measured and accepted rather than reaching into its private symbols. `pace` is
   * called between records (a big world's seeding lets other worlds' requests in meanwhile).
   */
  insertMany(values: readonly T[], pace?: () => Promise<void> | undefined): Promise<T[]> {
    return this.#write(async () => {
      const fresh = new Set<string>();
      for (const v of values) {
        // Paced too: over a big table's records this check alone is a long turn.
        if (pace) await pace();
        if (this.#byId.has(v._id) || fresh.has(v._id)) throw new Error(`duplicate _id ${v._id}`);
        fresh.add(v._id);
      }
      const created: T[] = [];
      try {
        for (const v of values) {
          if (pace) await pace();
          const record: T = deepFreeze(await this.#collection.create(v));
          this.#byId.set(record._id, record);
          indexAdd(this.#indexes, record);
          created.push(record);
        }
      } catch (error) {
        for (const record of created) this.#drop(record);
        throw error;
      }
      if (created.length > 0) this.version++;
      if (this.#watchers.size > 0) for (const record of created) this.#tell({ put: record });
      return created;
    });
  }

  /**
   * Applies `change` to a draft of the latest record; the collection validates and stores it.
   * Costs a scan of the table (@msw/data finds the record and its place by scanning, then copies
   * it twice): fine for a request, not for a loop over a big table — there, store the final
   * values when inserting.
   */
  patch(id: string, change: (draft: T) => void): Promise<T> {
    return this.#write(async () => {
      const prev = this.#byId.get(id);
      if (!prev) throw new Error(`no record ${id}`);
      let next: T | undefined;
      try {
        next = (await this.#collection.update(prev as never, {
          data: (draft) => {
            change(draft as T);
            if ((draft as T)._id !== id) throw new Error(`a patch cannot change _id (${id})`);
          },
        })) as T | undefined;
      } catch (error) {
        // Removed while the update was under way: the collection no longer has the record.
        if (this.#byId.get(id) !== prev) throw new Error(`no record ${id}`);
        throw error;
      }
      if (!next) throw new Error(`no record ${id}`);
      deepFreeze(next);
      this.#byId.set(id, next);
      reindex(this.#indexes, prev, next, () => this.#collection.all());
      this.version++;
      this.#tell({ put: next });
      return next;
    });
  }

  /** Deletes the record from the collection (no-op when there is none). */
  remove(id: string): void {
    const prev = this.#byId.get(id);
    if (!prev) return;
    this.#drop(prev);
    this.version++;
    this.#tell({ del: id });
  }

  /**
   * Disagreements between the indexes and the collection (empty when they agree): every stored
   * record is indexed by `_id` as the same object, and every index lists exactly the records
   * whose key it is, in the collection's order. O(records); for tests and invariant checks.
   */
  check(): string[] {
    const problems: string[] = [];
    const records: readonly T[] = this.#collection.all();
    if (records.length !== this.#byId.size)
      problems.push(`collection has ${records.length} records, _id index ${this.#byId.size}`);
    let i = 0;
    for (const id of this.#byId.keys()) {
      const record = records[i++];
      if (record?._id !== id) problems.push(`_id index order differs at ${i - 1} (${id})`);
      else if (this.#byId.get(id) !== record) problems.push(`_id index holds a copy of ${id}`);
    }
    problems.push(...indexProblems(this.#indexes, records));
    return problems;
  }

  #write<R>(task: () => Promise<R>): Promise<R> {
    const run = this.#writes.then(task);
    this.#writes = run.catch(() => undefined);
    return run;
  }

  #index(name: I): Index<T> {
    const index = this.#indexes.get(name);
    if (!index) throw new Error(`no index ${name}`);
    return index;
  }

  #drop(record: T): void {
    if (this.#byId.get(record._id) !== record) return;
    this.#collection.delete(record as never);
    this.#byId.delete(record._id);
    indexRemove(this.#indexes, record);
  }
}
