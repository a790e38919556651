import { crc32, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodePng } from './png.ts';
import { isValidTile, latToPixel, lonToPixel, renderTile, tileCacheSize } from './render-tile.ts';

function readChunks(png: Uint8Array) {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  const chunks: { type: string; data: Uint8Array; crcOk: boolean }[] = [];
  let offset = 8;
  while (offset < png.length) {
    const length = view.getUint32(offset);
    const type = String.fromCharCode(...png.subarray(offset + 4, offset + 8));
    const data = png.subarray(offset + 8, offset + 8 + length);
    const crc = view.getUint32(offset + 8 + length);
    chunks.push({
      type,
      data,
      crcOk: crc === crc32(png.subarray(offset + 4, offset + 8 + length)),
    });
    offset += 12 + length;
  }
  return chunks;
}

function pixels(png: Uint8Array): { at(x: number, y: number): number[] } {
  const raw = inflateSync(readChunks(png).find((c) => c.type === 'IDAT')!.data);
  const stride = 256 * 3 + 1;
  return { at: (x, y) => [...raw.subarray(y * stride + 1 + x * 3, y * stride + 4 + x * 3)] };
}

function tileOf(lat: number, lon: number, z: number) {
  return { x: Math.floor(lonToPixel(lon, z) / 256), y: Math.floor(latToPixel(lat, z) / 256) };
}

describe('encodePng', () => {
  it('writes the signature, IHDR, IDAT and IEND with valid CRCs', () => {
    const png = encodePng(2, 1, Uint8Array.of(255, 0, 0, 0, 0, 255));
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const chunks = readChunks(png);
    expect(chunks.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect(chunks.every((c) => c.crcOk)).toBe(true);
    expect([...inflateSync(chunks[1]!.data)]).toEqual([0, 255, 0, 0, 0, 0, 255]);
  });

  it('refuses a buffer of the wrong size', () => {
    expect(() => encodePng(2, 2, new Uint8Array(3))).toThrow();
  });
});

describe('renderTile', () => {
  it('renders a 256×256 8-bit RGB PNG', () => {
    const png = renderTile(0, 0, 0);
    const ihdr = readChunks(png)[0]!;
    expect(ihdr.type).toBe('IHDR');
    const view = new DataView(ihdr.data.buffer, ihdr.data.byteOffset, 13);
    expect(view.getUint32(0)).toBe(256);
    expect(view.getUint32(4)).toBe(256);
    expect([...ihdr.data.subarray(8)]).toEqual([8, 2, 0, 0, 0]);
  });

  it('draws land, sea and place dots around Lagos at the default zoom', () => {
    const { x, y } = tileOf(6.4281, 3.4219, 13); // Victoria Island
    const img = pixels(renderTile(13, x, y));
    const colours = new Set<string>();
    for (let py = 0; py < 256; py += 4)
      for (let px = 0; px < 256; px += 4) colours.add(img.at(px, py).join());
    expect(colours.has('242,239,233')).toBe(true); // land
    const south = pixels(renderTile(13, x, y + 1)); // the Atlantic south of Victoria Island
    expect(south.at(128, 250)).toEqual([170, 211, 223]);
    const cx = Math.round(lonToPixel(3.4219, 13)) - x * 256;
    const cy = Math.round(latToPixel(6.4281, 13)) - y * 256;
    expect(img.at(cx, cy)).toEqual([200, 140, 60]); // the suburb dot
  });

  it('caches rendered tiles', () => {
    const first = renderTile(5, 16, 15);
    const size = tileCacheSize();
    expect(renderTile(5, 16, 15)).toBe(first);
    expect(tileCacheSize()).toBe(size);
  });

  it('validates tile numbers', () => {
    expect(isValidTile(0, 0, 0)).toBe(true);
    expect(isValidTile(2, 3, 3)).toBe(true);
    expect(isValidTile(2, 4, 0)).toBe(false);
    expect(isValidTile(-1, 0, 0)).toBe(false);
    expect(isValidTile(20, 0, 0)).toBe(false);
    expect(isValidTile(1.5, 0, 0)).toBe(false);
    expect(() => renderTile(1, 2, 0)).toThrow(RangeError);
  });
});
