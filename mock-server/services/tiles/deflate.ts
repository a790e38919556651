// A small, dependency-free zlib encoder (RFC 1950/1951, one fixed-Huffman block) and CRC-32,
// so tiles render the same in Node and in the browser (the MSW static demo has no node:zlib).
// Matching is greedy and looks only at the previous pixel (distance 3) and the row above
// (distance = row length): that is where map tiles repeat themselves.

const LENGTH_BASE = [
  3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131,
  163, 195, 227, 258,
];
const LENGTH_EXTRA = [
  0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
];
const DIST_BASE = [
  1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049,
  3073, 4097, 6145, 8193, 12289, 16385, 24577,
];
const DIST_EXTRA = [
  0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
];
const MAX_MATCH = 258;

class BitWriter {
  private readonly out: number[] = [];
  private acc = 0;
  private count = 0;

  /** Writes `n` bits of `value`, least significant first. */
  bits(value: number, n: number): void {
    for (let i = 0; i < n; i += 1) {
      this.acc |= ((value >>> i) & 1) << this.count;
      this.count += 1;
      if (this.count === 8) {
        this.out.push(this.acc);
        this.acc = 0;
        this.count = 0;
      }
    }
  }

  /** Writes a Huffman code (most significant bit first). */
  code(value: number, n: number): void {
    for (let i = n - 1; i >= 0; i -= 1) this.bits((value >>> i) & 1, 1);
  }

  finish(): number[] {
    if (this.count > 0) this.out.push(this.acc);
    this.acc = 0;
    this.count = 0;
    return this.out;
  }
}

function literalLength(w: BitWriter, symbol: number): void {
  if (symbol < 144) w.code(0x30 + symbol, 8);
  else if (symbol < 256) w.code(0x190 + symbol - 144, 9);
  else if (symbol < 280) w.code(symbol - 256, 7);
  else w.code(0xc0 + symbol - 280, 8);
}

function lastIndexAtMost(table: readonly number[], value: number): number {
  let i = table.length - 1;
  while (table[i]! > value) i -= 1;
  return i;
}

function match(w: BitWriter, length: number, distance: number): void {
  const li = lastIndexAtMost(LENGTH_BASE, length);
  literalLength(w, 257 + li);
  w.bits(length - LENGTH_BASE[li]!, LENGTH_EXTRA[li]!);
  const di = lastIndexAtMost(DIST_BASE, distance);
  w.code(di, 5);
  w.bits(distance - DIST_BASE[di]!, DIST_EXTRA[di]!);
}

function matchLength(data: Uint8Array, pos: number, distance: number): number {
  if (distance > pos) return 0;
  const limit = Math.min(MAX_MATCH, data.length - pos);
  let n = 0;
  while (n < limit && data[pos + n] === data[pos + n - distance]) n += 1;
  return n;
}

/** Raw DEFLATE data: one final block with the fixed Huffman codes. */
export function deflateRaw(data: Uint8Array, distances: readonly number[]): Uint8Array {
  const w = new BitWriter();
  w.bits(1, 1); // BFINAL
  w.bits(1, 2); // BTYPE = fixed Huffman
  let pos = 0;
  while (pos < data.length) {
    let bestLength = 0;
    let bestDistance = 0;
    for (const distance of distances) {
      const length = matchLength(data, pos, distance);
      if (length > bestLength) {
        bestLength = length;
        bestDistance = distance;
      }
    }
    if (bestLength >= 3) {
      match(w, bestLength, bestDistance);
      pos += bestLength;
    } else {
      literalLength(w, data[pos]!);
      pos += 1;
    }
  }
  literalLength(w, 256);
  return Uint8Array.from(w.finish());
}

function adler32(data: Uint8Array): number {
  let a = 1;
  let b = 0;
  for (let i = 0; i < data.length; i += 1) {
    a = (a + data[i]!) % 65521;
    b = (b + a) % 65521;
  }
  return ((b << 16) | a) >>> 0;
}

/** A zlib stream (what a PNG IDAT holds). `distances` are the back-references to try. */
export function zlibDeflate(data: Uint8Array, distances: readonly number[] = [1]): Uint8Array {
  const body = deflateRaw(
    data,
    distances.filter((d) => d >= 1 && d <= 32768),
  );
  const out = new Uint8Array(body.length + 6);
  out[0] = 0x78;
  out[1] = 0x01;
  out.set(body, 2);
  new DataView(out.buffer).setUint32(out.length - 4, adler32(data));
  return out;
}

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n += 1) {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

export function crc32(data: Uint8Array): number {
  let c = 0xffffffff;
  for (let i = 0; i < data.length; i += 1) c = CRC_TABLE[(c ^ data[i]!) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
