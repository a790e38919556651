import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { recordProtocol } from './bulk-load.ts';
import { Table } from './table.ts';

const schema = z.object({ _id: z.string(), owner: z.string(), n: z.number() });

describe('Table', () => {
  it('keeps the id and secondary indexes up to date on insert, patch and remove', async () => {
    const t = new Table(schema, { owner: (r) => r.owner });
    await t.insert({ _id: 'a', owner: 'x', n: 1 });
    await t.insert({ _id: 'b', owner: 'x', n: 2 });
    expect(t.lookup('owner', 'x').map((r) => r._id)).toEqual(['a', 'b']);
    await t.patch('a', (d) => {
      d.owner = 'y';
      d.n = 5;
    });
    expect(t.get('a')?.n).toBe(5);
    expect(t.lookup('owner', 'x').map((r) => r._id)).toEqual(['b']);
    expect(t.first('owner', 'y')?._id).toBe('a');
    expect(t.collection.count()).toBe(2);
    t.remove('b');
    expect(t.lookup('owner', 'x')).toEqual([]);
    expect(t.size).toBe(1);
  });

  it('rejects records that do not match the schema and duplicate ids', async () => {
    const t = new Table(schema);
    await t.insert({ _id: 'a', owner: 'x', n: 1 });
    await expect(t.insert({ _id: 'a', owner: 'x', n: 1 })).rejects.toThrow();
  });

  it('bulk-loads records into the collection itself, validated, with the same indexes', async () => {
    const t = new Table(schema, { owner: (r) => r.owner });
    await t.insert({ _id: 'a', owner: 'x', n: 1 });
    const loaded = await t.insertMany([
      { _id: 'b', owner: 'x', n: 2 },
      { _id: 'c', owner: 'y', n: 3 },
    ]);
    expect(await recordProtocol()).not.toBeNull(); // the fast path, not the fallback
    expect(loaded.map((r) => r._id)).toEqual(['b', 'c']);
    expect(t.collection.count()).toBe(3);
    expect(t.collection.all().map((r) => r._id)).toEqual(['a', 'b', 'c']);
    expect(t.collection.all()[1]).toBe(t.get('b'));
    expect(t.collection.findFirst((q) => q.where({ owner: 'y' }))?._id).toBe('c');
    expect(t.lookup('owner', 'x').map((r) => r._id)).toEqual(['a', 'b']);
    await t.patch('b', (d) => {
      d.owner = 'y';
    });
    expect(t.collection.findMany((q) => q.where({ owner: 'y' })).map((r) => r._id)).toEqual([
      'b',
      'c',
    ]);
    t.remove('c');
    expect(t.collection.all().map((r) => r._id)).toEqual(['a', 'b']);
    expect(t.lookup('owner', 'y').map((r) => r._id)).toEqual(['b']);
  });

  it('bulk load rejects invalid records and duplicate ids, storing nothing of the batch', async () => {
    const t = new Table(schema);
    await t.insert({ _id: 'a', owner: 'x', n: 1 });
    const bad = { _id: 'b', owner: 'x', n: 'two' } as unknown as z.infer<typeof schema>;
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
  });
});
