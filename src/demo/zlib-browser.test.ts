import { inflateSync, crc32 as nodeCrc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { crc32, deflateSync } from './zlib-browser.ts';

describe('zlib-browser (the static demo’s node:zlib stand-in)', () => {
  const sample = (n: number) =>
    Uint8Array.from({ length: n }, (_, i) => (i * 31 + (i >> 7)) & 0xff);

  it('crc32 agrees with node:zlib', () => {
    for (const n of [0, 1, 13, 1000, 70_000]) expect(crc32(sample(n))).toBe(nodeCrc32(sample(n)));
    expect(crc32('IEND')).toBe(nodeCrc32('IEND'));
  });

  it('deflateSync output inflates back to the input (one and several stored blocks)', () => {
    for (const n of [0, 5, 65_535, 65_536, 196_864]) {
      const input = sample(n);
      expect(inflateSync(deflateSync(input)).equals(Buffer.from(input))).toBe(true);
    }
  });
});
