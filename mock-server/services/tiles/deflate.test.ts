import { inflateSync, crc32 as nodeCrc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { crc32, zlibDeflate } from './deflate.ts';

function sample(length: number, seed: number): Uint8Array {
  const out = new Uint8Array(length);
  let x = seed;
  for (let i = 0; i < length; i += 1) {
    x = (x * 1103515245 + 12345) >>> 0;
    out[i] = i % 7 === 0 ? (x >>> 16) & 0xff : (out[i - 1] ?? 0);
  }
  return out;
}

describe('zlibDeflate', () => {
  it('round-trips through zlib inflate (empty, random, repetitive, all byte values)', () => {
    const inputs = [
      new Uint8Array(0),
      Uint8Array.of(7),
      sample(5000, 1),
      new Uint8Array(100_000).fill(42),
      Uint8Array.from({ length: 1024 }, (_, i) => i & 0xff),
    ];
    for (const input of inputs) {
      for (const distances of [[1], [3, 769], [1, 2, 3, 300]]) {
        expect([...inflateSync(zlibDeflate(input, distances))]).toEqual([...input]);
      }
    }
  });

  it('compresses repetition well', () => {
    expect(zlibDeflate(new Uint8Array(200_000).fill(9), [1]).length).toBeLessThan(2_000);
  });
});

describe('crc32', () => {
  it('matches zlib', () => {
    for (const input of [new Uint8Array(0), Uint8Array.of(1, 2, 3), sample(3000, 7)]) {
      expect(crc32(input)).toBe(nodeCrc32(input));
    }
  });
});
