import { describe, expect, it } from 'vitest';
import {
  type Change,
  encodeBatch,
  journalFile,
  journalGeneration,
  replay,
} from './journal-format.ts';
import type { WorldMeta } from './snapshot-document.ts';

// The journal's format without a disk: a batch as one line, and lines replayed onto world.json.

const meta = { seed: 1, checkout: 'card', stores: null, rngState: 7 } as unknown as WorldMeta;

describe('journal format', () => {
  it('names a generation and reads it back', () => {
    expect(journalFile(12)).toBe('journal-000012.ndjson');
    expect(journalGeneration(journalFile(1234567))).toBe(1234567);
    expect(journalGeneration('world.json')).toBeUndefined();
  });

  it('encodes a batch as one line, an upload by the name of its file', () => {
    const data = new Uint8Array([1, 2, 3]);
    const batch = [
      { t: 'users', put: { _id: 'u1', name: 'Ada' } },
      { t: 'uploads', put: { _id: 'f1', mimetype: 'image/png', data } },
      { t: 'orders', del: 'o1' },
    ] as unknown as Change[];
    const { text, uploads } = encodeBatch(batch, meta, () => 'uploads/abc.png', 1_700);
    expect(text.endsWith('\n')).toBe(true);
    expect(text.split('\n')).toHaveLength(2);
    expect(JSON.parse(text)).toEqual({
      at: 1_700,
      b: [
        { t: 'users', put: { _id: 'u1', name: 'Ada' } },
        { t: 'uploads', put: { _id: 'f1', mimetype: 'image/png', file: 'uploads/abc.png' } },
        { t: 'orders', del: 'o1' },
      ],
      m: meta,
    });
    expect(uploads).toEqual([{ file: 'uploads/abc.png', data }]);
  });

  it('replays puts in place, dels, the last meta, and drops a torn last line', () => {
    const doc: Record<string, unknown> = {
      rngState: 1,
      records: {
        users: [
          { _id: 'u1', name: 'Ada' },
          { _id: 'u2', name: 'Bola' },
        ],
      },
    };
    const lines = [
      encodeBatch(
        [{ t: 'users', put: { _id: 'u1', name: 'Ade' } }] as unknown as Change[],
        meta,
        String,
        1,
      ),
      encodeBatch([{ t: 'users', del: 'u2' }] as Change[], { ...meta, rngState: 9 }, String, 2),
    ].map((l) => l.text);
    const batches = replay(doc, [
      { name: 'journal-000001.ndjson', text: `${lines.join('')}{"b":` },
    ]);
    expect(batches).toBe(2);
    expect(doc.records).toEqual({ users: [{ _id: 'u1', name: 'Ade' }] });
    expect(doc.rngState).toBe(9);
  });

  it('refuses a damaged line before the end', () => {
    const good = encodeBatch([], meta, String, 1).text;
    const texts = [
      { name: 'journal-000001.ndjson', text: `not json\n${good}` },
      { name: 'journal-000002.ndjson', text: good },
    ];
    expect(() => replay({ records: {} }, texts)).toThrow('journal-000001.ndjson line 1 is damaged');
  });
});
