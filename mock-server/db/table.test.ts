import { describe, expect, it } from 'vitest';
import { z } from 'zod';
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
});
