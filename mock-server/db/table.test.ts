import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { InvalidRecordError } from './record-schema.ts';
import { Table } from './table.ts';

const schema = z.object({ _id: z.string(), owner: z.string(), n: z.number() });
type Row = z.infer<typeof schema>;
const ids = (rows: readonly Row[]) => rows.map((r) => r._id);

describe('Table', () => {
  it('keeps the id and secondary indexes up to date on insert, patch and remove', async () => {
    const t = new Table(schema, { owner: (r) => r.owner });
    await t.insert({ _id: 'a', owner: 'x', n: 1 });
    await t.insert({ _id: 'b', owner: 'x', n: 2 });
    expect(ids(t.lookup('owner', 'x'))).toEqual(['a', 'b']);
    await t.patch('a', (d) => {
      d.owner = 'y';
      d.n = 5;
    });
    expect(t.get('a')?.n).toBe(5);
    expect(ids(t.lookup('owner', 'x'))).toEqual(['b']);
    expect(t.first('owner', 'y')?._id).toBe('a');
    expect(t.collection.count()).toBe(2);
    t.remove('b');
    expect(t.lookup('owner', 'x')).toEqual([]);
    expect(t.size).toBe(1);
    expect(t.check()).toEqual([]);
  });

  it('rejects records that do not match the schema and duplicate ids', async () => {
    const t = new Table(schema);
    await t.insert({ _id: 'a', owner: 'x', n: 1 });
    await expect(t.insert({ _id: 'a', owner: 'x', n: 1 })).rejects.toThrow(/duplicate _id a/);
    const bad = { _id: 'b', owner: 'x', n: 'two' } as unknown as Row;
    await expect(t.insert(bad)).rejects.toThrow(InvalidRecordError);
    await expect(t.insert(bad)).rejects.toThrow(/invalid record b:[\s\S]*expected number[\s\S]*n/);
    await expect(
      t.patch('a', (d) => {
        (d as { n: unknown }).n = 'five';
      }),
    ).rejects.toThrow(InvalidRecordError);
    await expect(t.patch('a', (d) => Object.assign(d, { _id: 'z' }))).rejects.toThrow(/_id/);
    await expect(t.patch('nope', () => {})).rejects.toThrow(/no record nope/);
    expect(t.get('a')).toEqual({ _id: 'a', owner: 'x', n: 1 });
    expect(t.size).toBe(1);
    expect(t.check()).toEqual([]);
  });

  it('reads are the collection: the same record objects, in its order, never a stale copy', async () => {
    const t = new Table(schema, { owner: (r) => r.owner });
    await t.insertMany([
      { _id: 'a', owner: 'x', n: 1 },
      { _id: 'b', owner: 'x', n: 2 },
      { _id: 'c', owner: 'y', n: 3 },
    ]);
    const before = t.get('b');
    const after = await t.patch('b', (d) => {
      d.n = 20;
    });
    const held = t.collection.findMany();
    expect(held[1]).toBe(after);
    expect(t.get('b')).toBe(after);
    expect(t.lookup('owner', 'x')[1]).toBe(after);
    expect(t.all()).toEqual(held);
    expect(t.all().every((r, i) => r === held[i])).toBe(true);
    expect(before).not.toBe(after);
    expect(t.collection.findFirst((q) => q.where({ n: 20 }))).toBe(t.get('b'));
  });

  it('stored records are frozen: the only way to change one is a write through the table', async () => {
    const t = new Table(
      z.object({ _id: z.string(), tags: z.array(z.object({ name: z.string() })) }),
    );
    const record = await t.insert({ _id: 'a', tags: [{ name: 'x' }] });
    expect(() => {
      (record as { _id: string })._id = 'b';
    }).toThrow(TypeError);
    expect(() => record.tags.push({ name: 'y' })).toThrow(TypeError);
    expect(() => {
      record.tags[0]!.name = 'z';
    }).toThrow(TypeError);
    const next = await t.patch('a', (d) => {
      d.tags.push({ name: 'y' });
    });
    expect(next.tags).toEqual([{ name: 'x' }, { name: 'y' }]);
    expect(Object.isFrozen(next.tags[1])).toBe(true);
  });

  it('bulk-loads records into the collection itself, validated, with the same indexes', async () => {
    const t = new Table(schema, { owner: (r) => r.owner });
    await t.insert({ _id: 'a', owner: 'x', n: 1 });
    const loaded = await t.insertMany([
      { _id: 'b', owner: 'x', n: 2 },
      { _id: 'c', owner: 'y', n: 3 },
    ]);
    expect(ids(loaded)).toEqual(['b', 'c']);
    expect(t.collection.count()).toBe(3);
    expect(ids(t.collection.findMany())).toEqual(['a', 'b', 'c']);
    expect(t.collection.findMany()[1]).toBe(t.get('b'));
    expect(t.collection.findFirst((q) => q.where({ owner: 'y' }))?._id).toBe('c');
    expect(ids(t.lookup('owner', 'x'))).toEqual(['a', 'b']);
    await t.patch('b', (d) => {
      d.owner = 'y';
    });
    expect(ids(t.collection.findMany((q) => q.where({ owner: 'y' })))).toEqual(['b', 'c']);
    // A record that gains a key takes its collection place among that key's records.
    expect(ids(t.lookup('owner', 'y'))).toEqual(['b', 'c']);
    t.remove('c');
    expect(ids(t.collection.findMany())).toEqual(['a', 'b']);
    expect(ids(t.lookup('owner', 'y'))).toEqual(['b']);
    expect(t.check()).toEqual([]);
  });

  it('bulk load rejects invalid records and duplicate ids, storing nothing of the batch', async () => {
    const t = new Table(schema, { owner: (r) => r.owner });
    await t.insert({ _id: 'a', owner: 'x', n: 1 });
    const bad = { _id: 'b', owner: 'x', n: 'two' } as unknown as Row;
    await expect(t.insertMany([{ _id: 'c', owner: 'x', n: 3 }, bad])).rejects.toThrow(/invalid/);
    await expect(t.insertMany([{ _id: 'a', owner: 'x', n: 1 }])).rejects.toThrow(/duplicate/);
    await expect(
      t.insertMany([
        { _id: 'd', owner: 'x', n: 1 },
        { _id: 'd', owner: 'x', n: 2 },
      ]),
    ).rejects.toThrow(/duplicate/);
    expect(t.collection.count()).toBe(1);
    expect(t.size).toBe(1);
    expect(ids(t.lookup('owner', 'x'))).toEqual(['a']);
    expect(t.check()).toEqual([]);
  });

  it('applies parallel writes one at a time: no update is lost', async () => {
    const t = new Table(schema);
    await t.insert({ _id: 'a', owner: 'x', n: 0 });
    await Promise.all(
      Array.from({ length: 20 }, () =>
        t.patch('a', (d) => {
          d.n += 1;
        }),
      ),
    );
    expect(t.get('a')?.n).toBe(20);
  });

  it('a record removed while its patch is under way stays removed; the patch fails', async () => {
    const t = new Table(schema, { owner: (r) => r.owner });
    await t.insert({ _id: 'a', owner: 'x', n: 0 });
    const patched = t.patch('a', (d) => {
      d.owner = 'y';
    });
    t.remove('a');
    await expect(patched).rejects.toThrow(/no record a/);
    await t.insert({ _id: 'b', owner: 'x', n: 0 });
    // Removed after the collection's update took the record, before it stored the next one.
    await expect(
      t.patch('b', (d) => {
        t.remove('b');
        d.owner = 'y';
      }),
    ).rejects.toThrow(/no record b/);
    expect(t.size).toBe(0);
    expect(t.lookup('owner', 'y')).toEqual([]);
    expect(t.check()).toEqual([]);
  });

  it('refuses a lookup on an index it does not have', () => {
    const t = new Table(schema, { owner: (r) => r.owner });
    expect(() => t.lookup('nope' as 'owner', 'x')).toThrow(/no index nope/);
  });
});
