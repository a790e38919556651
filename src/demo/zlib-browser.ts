// A browser stand-in for the two `node:zlib` functions the mock's tile encoder uses
// (mock-server/services/tiles/png.ts), aliased in by the static demo build only. `deflateSync`
// writes stored (uncompressed) deflate blocks in a zlib wrapper: valid PNG data, just larger.

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** CRC-32 (as node:zlib `crc32`), optionally continuing from `value`. */
export function crc32(data: Uint8Array | string, value = 0): number {
  const bytes = typeof data === 'string' ? new TextEncoder().encode(data) : data;
  let crc = (value ^ 0xffffffff) >>> 0;
  for (let i = 0; i < bytes.length; i++) crc = CRC_TABLE[(crc ^ bytes[i]!) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function adler32(data: Uint8Array): number {
  let a = 1;
  let b = 0;
  for (let i = 0; i < data.length; i++) {
    a = (a + data[i]!) % 65521;
    b = (b + a) % 65521;
  }
  return ((b << 16) | a) >>> 0;
}

const MAX_STORED = 65_535;

/** zlib stream of `input` in stored deflate blocks (the options are accepted and ignored). */
export function deflateSync(input: Uint8Array, _options?: unknown): Uint8Array {
  const blocks = Math.max(1, Math.ceil(input.length / MAX_STORED));
  const out = new Uint8Array(2 + blocks * 5 + input.length + 4);
  out[0] = 0x78;
  out[1] = 0x01;
  let o = 2;
  for (let i = 0; i < blocks; i++) {
    const start = i * MAX_STORED;
    const len = Math.min(MAX_STORED, input.length - start);
    out[o++] = i === blocks - 1 ? 1 : 0;
    out[o++] = len & 0xff;
    out[o++] = len >>> 8;
    out[o++] = ~len & 0xff;
    out[o++] = (~len >>> 8) & 0xff;
    out.set(input.subarray(start, start + len), o);
    o += len;
  }
  new DataView(out.buffer).setUint32(o, adler32(input));
  return out;
}
