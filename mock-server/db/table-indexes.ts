// The Map indexes of a table (table.ts): each declared key's record ids, in the collection's order,
// kept in step as records are added, changed and removed, and the check that they agree with the
// collection.

export type KeyFn<T> = (record: T) => string | readonly string[] | undefined | null;

export type Index<T> = { key: KeyFn<T>; map: Map<string, Set<string>> };

type Keyed = { _id: string };

/** The keys a record has in an index: none, one or several. */
function keysOf<T>(key: KeyFn<T>, record: T): readonly string[] {
  const value = key(record);
  if (value == null) return [];
  return typeof value === 'string' ? [value] : value;
}

function addKey(map: Map<string, Set<string>>, key: string, id: string): void {
  const set = map.get(key);
  if (set) set.add(id);
  else map.set(key, new Set([id]));
}

/** Adds a new record (the last in the collection's order) to every index. */
export function indexAdd<T extends Keyed>(indexes: ReadonlyMap<string, Index<T>>, record: T): void {
  for (const { key, map } of indexes.values()) {
    const value = key(record);
    if (value == null) continue;
    if (typeof value === 'string') addKey(map, value, record._id);
    else for (const k of value) addKey(map, k, record._id);
  }
}

/**
 * Moves only the keys that changed. A record that gains a key takes its place in the
 * collection's order among that key's records (rebuilt from `records`, the collection's: keys
 * rarely move).
 */
export function reindex<T extends Keyed>(
  indexes: ReadonlyMap<string, Index<T>>,
  prev: T,
  next: T,
  records: () => readonly T[],
): void {
  for (const { key, map } of indexes.values()) {
    const before = keysOf(key, prev);
    const after = keysOf(key, next);
    for (const k of before) {
      if (after.includes(k)) continue;
      const set = map.get(k);
      set?.delete(prev._id);
      if (set && set.size === 0) map.delete(k);
    }
    for (const k of after) {
      if (before.includes(k)) continue;
      if (!map.has(k)) {
        map.set(k, new Set([next._id]));
        continue;
      }
      const ids = new Set<string>();
      for (const record of records()) {
        if (keysOf(key, record).includes(k)) ids.add(record._id);
      }
      map.set(k, ids);
    }
  }
}

/** Takes a removed record out of every index. */
export function indexRemove<T extends Keyed>(
  indexes: ReadonlyMap<string, Index<T>>,
  record: T,
): void {
  for (const { key, map } of indexes.values()) {
    for (const k of keysOf(key, record)) {
      const set = map.get(k);
      set?.delete(record._id);
      if (set && set.size === 0) map.delete(k);
    }
  }
}

/** Where an index lists other records than those of `records` whose key it is, in their order. */
export function indexProblems<T extends Keyed>(
  indexes: ReadonlyMap<string, Index<T>>,
  records: readonly T[],
): string[] {
  const problems: string[] = [];
  for (const [name, { key, map }] of indexes) {
    const expected = new Map<string, string[]>();
    for (const record of records) {
      for (const k of keysOf(key, record)) {
        const ids = expected.get(k) ?? [];
        ids.push(record._id);
        expected.set(k, ids);
      }
    }
    for (const k of new Set([...expected.keys(), ...map.keys()])) {
      const want = (expected.get(k) ?? []).join(',');
      const have = [...(map.get(k) ?? [])].join(',');
      if (want !== have) problems.push(`index ${name}[${k}]: [${have}], collection: [${want}]`);
    }
  }
  return problems;
}
