import { describe, expect, it } from 'vitest';
import { createRng } from './rng.ts';

describe('createRng', () => {
  it('draws the same ids as ever for a seed (seeded worlds keep their ids across versions)', () => {
    const r = createRng(1);
    expect([r.objectId(), r.objectId(), r.hex(5), r.digits(6), r.objectId()]).toEqual([
      'd1db9e3869347dd5f3c4b1fc',
      'e9204f1fa1876427581a7772',
      '2acf3',
      '216839',
      'c7c02244645cbd457e84d976',
    ]);
    const s = createRng('bukka');
    expect([s.hex(12), s.objectId(), s.hex(0)]).toEqual([
      'f6c3c0f9f139',
      '8477c4e3124ce2240a49f813',
      '',
    ]);
  });
});

describe('rng.fork', () => {
  it('is its own stream: same seed and purpose draw alike, and the parent does not move', () => {
    const a = createRng(3);
    const b = createRng(3);
    const names = a.fork('names');
    expect([names.hex(8), names.hex(8)]).toEqual([b.fork('names').hex(8), expect.any(String)]);
    expect(a.fork('names').hex(8)).toBe(b.fork('names').hex(8));
    expect(a.fork('other').hex(8)).not.toBe(a.fork('names').hex(8));
    expect(a.objectId()).toBe(createRng(3).objectId());
  });
});

describe('rng.state / rng.restore', () => {
  it('a generator restored to a saved position draws what the original draws next', () => {
    const a = createRng(5);
    a.objectId();
    const saved = a.state();
    const b = createRng(5);
    b.restore(saved);
    expect([b.objectId(), b.int(1, 1000), b.digits(6)]).toEqual([
      a.objectId(),
      a.int(1, 1000),
      a.digits(6),
    ]);
    expect(createRng(5).objectId()).not.toBe(b.objectId());
  });
});
