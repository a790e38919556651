import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Table } from './table.ts';

// Random, seeded sequences of inserts, bulk inserts, patches and removes (valid and not) against a
// Table and a plain model. After every operation the collection holds exactly the model, and every
// index answers exactly what the collection's own queries answer, with the very same objects.

const SEED = 20_261_121;
const IDS = ['a', 'b', 'c', 'd', 'e', 'f'];
const OWNERS = ['x', 'y', 'z'];
const TAGS = ['t1', 't2', 't3'];

const schema = z.object({
  _id: z.string(),
  owner: z.string(),
  tags: z.array(z.string()),
  n: z.number().int(),
});
type Row = z.infer<typeof schema>;

const newTable = () =>
  new Table(schema, {
    owner: (r) => r.owner,
    tags: (r) => r.tags,
    parity: (r) => (r.n % 2 === 0 ? 'even' : null),
  });
type RowTable = ReturnType<typeof newTable>;

const BAD = 0.5; // not an integer: the schema refuses it
const rowArb = fc.record({
  _id: fc.constantFrom(...IDS),
  owner: fc.constantFrom(...OWNERS),
  tags: fc.subarray(TAGS),
  n: fc.oneof({ weight: 9, arbitrary: fc.integer({ min: -4, max: 4 }) }, fc.constant(BAD)),
});
const opArb = fc.oneof(
  rowArb.map((row) => ({ kind: 'insert' as const, row })),
  fc.array(rowArb, { minLength: 1, maxLength: 4 }).map((rows) => ({ kind: 'many' as const, rows })),
  fc
    .record(
      {
        id: fc.constantFrom(...IDS),
        owner: fc.constantFrom(...OWNERS),
        tags: fc.subarray(TAGS),
        n: fc.oneof({ weight: 9, arbitrary: fc.integer({ min: -4, max: 4 }) }, fc.constant(BAD)),
      },
      { requiredKeys: ['id'] },
    )
    .map(({ id, ...change }) => ({ kind: 'patch' as const, id, change })),
  fc.constantFrom(...IDS).map((id) => ({ kind: 'remove' as const, id })),
);
type Op = typeof opArb extends fc.Arbitrary<infer O> ? O : never;

const valid = (row: Row) => Number.isInteger(row.n);

/** Applies `op` to the table and to the model; checks the table succeeded exactly when it should. */
async function apply(table: RowTable, model: Map<string, Row>, op: Op): Promise<void> {
  switch (op.kind) {
    case 'insert': {
      const ok = !model.has(op.row._id) && valid(op.row);
      const result = table.insert(op.row);
      if (ok) {
        expect(await result).toEqual(op.row);
        model.set(op.row._id, op.row);
      } else await expect(result).rejects.toThrow(/duplicate|invalid/);
      return;
    }
    case 'many': {
      const ids = op.rows.map((r) => r._id);
      const ok =
        new Set(ids).size === ids.length &&
        ids.every((id) => !model.has(id)) &&
        op.rows.every(valid);
      const result = table.insertMany(op.rows);
      if (ok) {
        expect(await result).toEqual(op.rows);
        for (const row of op.rows) model.set(row._id, row);
      } else await expect(result).rejects.toThrow(/duplicate|invalid/);
      return;
    }
    case 'patch': {
      const prev = model.get(op.id);
      const next = prev && { ...prev, ...op.change };
      const result = table.patch(op.id, (draft) => Object.assign(draft, op.change));
      if (next && valid(next)) {
        expect(await result).toEqual(next);
        model.set(op.id, next);
      } else await expect(result).rejects.toThrow(prev ? /invalid/ : /no record/);
      return;
    }
    case 'remove':
      table.remove(op.id);
      model.delete(op.id);
      return;
  }
}

/** Sends `op` to the table without waiting for it. */
function send(table: RowTable, op: Op): Promise<unknown> | undefined {
  if (op.kind === 'insert') return table.insert(op.row);
  if (op.kind === 'many') return table.insertMany(op.rows);
  if (op.kind === 'patch') return table.patch(op.id, (draft) => Object.assign(draft, op.change));
  table.remove(op.id);
  return undefined;
}

/** The indexes agree with the collection, as an outside observer (not `check()`) sees it. */
function expectAgreement(table: RowTable): void {
  const held = table.collection.findMany();
  const same = (a: readonly Row[], b: readonly Row[]) =>
    a.length === b.length && a.every((r, i) => r === b[i]);
  expect(table.size).toBe(held.length);
  expect(table.collection.count()).toBe(held.length);
  expect(same(table.all(), held)).toBe(true);
  expect(same([...table.values()], held)).toBe(true);
  for (const record of held) expect(table.get(record._id)).toBe(record);
  for (const id of IDS) if (!held.some((r) => r._id === id)) expect(table.get(id)).toBeUndefined();
  const lookups: [Parameters<RowTable['lookup']>[0], string, Row[]][] = [
    ...OWNERS.map((k) => ['owner', k, table.collection.findMany((q) => q.where({ owner: k }))]),
    ...TAGS.map((k) => [
      'tags',
      k,
      table.collection.findMany((q) => q.where((r) => r.tags.includes(k))),
    ]),
    ['parity', 'even', table.collection.findMany((q) => q.where((r) => r.n % 2 === 0))],
    ['owner', 'nobody', []],
  ] as [Parameters<RowTable['lookup']>[0], string, Row[]][];
  for (const [name, key, want] of lookups) {
    expect(same(table.lookup(name, key), want), `${name}=${key}`).toBe(true);
    expect(table.first(name, key)).toBe(want[0]);
  }
  expect(table.check()).toEqual([]);
}

describe('Table (property: indexes and collection agree)', () => {
  it('after every operation of a random sequence, the collection is the model and the indexes agree', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { maxLength: 40 }), async (ops) => {
        const table = newTable();
        const model = new Map<string, Row>();
        for (const op of ops) {
          await apply(table, model, op);
          expect(table.collection.findMany()).toEqual([...model.values()]);
          expectAgreement(table);
        }
      }),
      { seed: SEED, numRuns: 300 },
    );
  });

  it('after the same operations sent at once (not awaited one by one), the indexes agree', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 30 }), async (ops) => {
        const table = newTable();
        const pending = ops.map((op) => send(table, op));
        await Promise.allSettled(pending);
        expectAgreement(table);
      }),
      { seed: SEED, numRuns: 200 },
    );
  });
});
