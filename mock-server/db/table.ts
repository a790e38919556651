import { Collection } from '@msw/data';
import type { z } from 'zod';
import { asRecord, recordProtocol } from './bulk-load.ts';

type KeyFn<T> = (record: T) => string | readonly string[] | undefined | null;

/**
 * One @msw/data collection plus Map indexes (by `_id` and by any declared key), kept up to date
 * by going through this door for every write. Lookups are O(1); `all()` keeps insertion order.
 */
export class Table<T extends { _id: string }> {
  readonly collection: Collection<z.ZodType<T>>;
  readonly #schema: z.ZodType<T>;
  readonly #byId = new Map<string, T>();
  readonly #indexes: Map<string, { key: KeyFn<T>; map: Map<string, Set<string>> }>;

  constructor(schema: z.ZodType<T>, indexes: Record<string, KeyFn<T>> = {}) {
    this.#schema = schema;
    this.collection = new Collection({ schema });
    this.#indexes = new Map(
      Object.entries(indexes).map(([name, key]) => [name, { key, map: new Map() }]),
    );
  }

  /** Bumped on every write (cache keys for derived data). */
  version = 0;

  get size(): number {
    return this.#byId.size;
  }

  get(id: string | undefined | null): T | undefined {
    return id == null ? undefined : this.#byId.get(id);
  }

  /** Records whose index `name` has `key`, in insertion order. */
  lookup(name: string, key: string): T[] {
    const ids = this.#indexes.get(name)?.map.get(key);
    if (!ids) return [];
    const out: T[] = [];
    for (const id of ids) {
      const record = this.#byId.get(id);
      if (record) out.push(record);
    }
    return out;
  }

  first(name: string, key: string): T | undefined {
    const ids = this.#indexes.get(name)?.map.get(key);
    if (!ids) return undefined;
    for (const id of ids) return this.#byId.get(id);
    return undefined;
  }

  all(): T[] {
    return [...this.#byId.values()];
  }

  values(): IterableIterator<T> {
    return this.#byId.values();
  }

  async insert(values: T): Promise<T> {
    if (this.#byId.has(values._id)) throw new Error(`duplicate _id ${values._id}`);
    const record = (await this.collection.create(values as never)) as T;
    this.#byId.set(record._id, record);
    this.#indexAdd(record);
    this.version++;
    return record;
  }

  /**
   * Bulk load (the seed): each record is checked against the same zod schema as `insert`, then
   * the batch is appended to the collection in one go, without `Collection.create`'s per-record
   * sanitising copy (see bulk-load.ts). Falls back to `insert` when the library's record layout
   * is not the one probed, or when the collection has create hooks. Ids, order and indexes are
   * exactly those of inserting the records one by one.
   */
  async insertMany(values: readonly T[]): Promise<T[]> {
    const protocol = await recordProtocol();
    if (!protocol || this.collection.hooks.listenerCount('create') > 0) {
      const out: T[] = [];
      for (const v of values) out.push(await this.insert(v));
      return out;
    }
    const fresh = new Set<string>();
    const records = values.map((v) => {
      if (this.#byId.has(v._id) || fresh.has(v._id)) throw new Error(`duplicate _id ${v._id}`);
      fresh.add(v._id);
      const parsed = this.#schema.safeParse(v);
      if (!parsed.success) throw new Error(`invalid record ${v._id}: ${parsed.error.message}`);
      return asRecord(protocol, parsed.data, v._id);
    });
    const store = this.collection.all() as T[];
    for (const record of records) {
      store.push(record);
      this.#byId.set(record._id, record);
      this.#indexAdd(record);
    }
    if (records.length > 0) this.version++;
    return records;
  }

  /** Applies `change` to a draft of the record and stores the validated result. */
  async patch(id: string, change: (draft: T) => void): Promise<T> {
    const prev = this.#byId.get(id);
    if (!prev) throw new Error(`no record ${id}`);
    const next = (await this.collection.update(prev as never, {
      data: (draft) => {
        change(draft as T);
      },
    })) as T | undefined;
    if (!next) throw new Error(`update of ${id} failed`);
    this.#reindex(prev, next);
    this.#byId.set(id, next);
    this.version++;
    return next;
  }

  remove(id: string): void {
    const prev = this.#byId.get(id);
    if (!prev) return;
    this.collection.delete(prev as never);
    this.#byId.delete(id);
    this.#indexRemove(prev);
    this.version++;
  }

  #keys(key: KeyFn<T>, record: T): readonly string[] {
    const value = key(record);
    if (value == null) return [];
    return typeof value === 'string' ? [value] : value;
  }

  #indexAdd(record: T): void {
    for (const { key, map } of this.#indexes.values()) {
      for (const k of this.#keys(key, record)) {
        let set = map.get(k);
        if (!set) {
          set = new Set();
          map.set(k, set);
        }
        set.add(record._id);
      }
    }
  }

  /** Moves only the keys that changed, so unchanged keys keep their insertion order. */
  #reindex(prev: T, next: T): void {
    for (const { key, map } of this.#indexes.values()) {
      const before = this.#keys(key, prev);
      const after = this.#keys(key, next);
      for (const k of before) {
        if (after.includes(k)) continue;
        const set = map.get(k);
        set?.delete(prev._id);
        if (set && set.size === 0) map.delete(k);
      }
      for (const k of after) {
        if (before.includes(k)) continue;
        let set = map.get(k);
        if (!set) {
          set = new Set();
          map.set(k, set);
        }
        set.add(next._id);
      }
    }
  }

  #indexRemove(record: T): void {
    for (const { key, map } of this.#indexes.values()) {
      for (const k of this.#keys(key, record)) {
        const set = map.get(k);
        set?.delete(record._id);
        if (set && set.size === 0) map.delete(k);
      }
    }
  }
}
