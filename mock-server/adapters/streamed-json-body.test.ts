import { request } from 'node:http';
import { PassThrough } from 'node:stream';
import fc from 'fast-check';
import type { FastifyRequest } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createMockServer } from '../create-mock.ts';
import { createFixedClock } from '../domain/plumbing/clock.ts';
import { MALFORMED_JSON } from '../routes/run-route.ts';
import { streamedJsonParser } from './fastify-body-admission.ts';

// The routes that take big JSON bodies (a snapshot) decode theirs chunk by chunk as it arrives
// and parse the pieces in slices, never joining and decoding 40 MB in one turn: the value must be
// the one Fastify's own parser gives (JSON.parse of one `toString('utf8')` of the joined bytes),
// however the bytes are cut, with the same limits and errors.

/** What the parser makes of `chunks`: the value or the error it gave. */
function parse(chunks: Uint8Array[], bodyLimit = 1 << 20, declared?: number) {
  const payload = new PassThrough();
  const length = chunks.reduce((n, c) => n + c.length, 0);
  const req = {
    routeOptions: { bodyLimit },
    headers: { 'content-length': String(declared ?? length) },
  } as unknown as FastifyRequest;
  const outcome = new Promise<{ error?: Error & { statusCode?: number }; value?: unknown }>(
    (resolve) =>
      streamedJsonParser(req, payload, (error, value) =>
        resolve(error ? { error: error as Error & { statusCode?: number } } : { value }),
      ),
  );
  for (const chunk of chunks) payload.write(chunk);
  payload.end();
  return outcome;
}

/** `bytes` cut at `cuts` (positions, any order). */
const cut = (bytes: Uint8Array, cuts: number[]) => {
  const at = [...new Set(cuts.map((c) => c % (bytes.length + 1)))].sort((a, b) => a - b);
  const pieces: Uint8Array[] = [];
  let from = 0;
  for (const c of [...at, bytes.length]) {
    pieces.push(bytes.subarray(from, c));
    from = c;
  }
  return pieces;
};

describe('streamedJsonParser', { timeout: 60_000 }, () => {
  it('gives what JSON.parse of one toString of the joined bytes gives, however they are cut', async () => {
    const utf8 = (t: string) => new Uint8Array(Buffer.from(t));
    // JSON texts with any characters, and JSON strings of any bytes (not UTF-8 too: each bad
    // sequence becomes U+FFFD, as one toString makes it).
    const bytes = fc.oneof(
      fc.jsonValue().map((v) => utf8(JSON.stringify(v))),
      fc.string({ unit: 'grapheme', maxLength: 40 }).map((t) => utf8(JSON.stringify(t))),
      fc
        .uint8Array({ min: 0x20, maxLength: 120 })
        .map((b) => new Uint8Array([0x22, ...b.filter((x) => x !== 0x22 && x !== 0x5c), 0x22])),
    );
    await fc.assert(
      fc.asyncProperty(bytes, fc.array(fc.nat(), { maxLength: 12 }), async (all, cuts) => {
        const got = await parse(cut(all, cuts), 1 << 20);
        const text = Buffer.from(all).toString('utf8');
        let expected: unknown;
        try {
          expected = JSON.parse(text);
        } catch {
          expect(got.error?.statusCode).toBe(400);
          return;
        }
        expect(got.error).toBeUndefined();
        expect(got.value).toEqual(expected);
      }),
      { numRuns: 200 },
    );
  });

  it('gives what JSON.parse gives for a big document cut mid-character', async () => {
    const doc = {
      names: Array.from({ length: 30_000 }, (_, i) => `Ọláńrewájú Àdìgún 🍲 ${i}`),
      nested: { deep: [{ a: 'é'.repeat(5_000) }] },
    };
    const bytes = new Uint8Array(Buffer.from(JSON.stringify(doc)));
    expect(bytes.length).toBeGreaterThan(1 << 20); // parsed in slices
    const cuts = Array.from({ length: 600 }, (_, i) => i * 1_777 + 1);
    const got = await parse(cut(bytes, cuts), 8 << 20);
    expect(got.error).toBeUndefined();
    expect(got.value).toEqual(doc);
  });

  it('refuses as Fastify does: over the limit 413, a short body 400, not JSON 400', async () => {
    const body = new Uint8Array(Buffer.from('{"a":"xxxxxxxxxx"}'));
    expect((await parse([body], 10)).error?.statusCode).toBe(413);
    expect((await parse([body], 100, 1_000)).error?.statusCode).toBe(413);
    expect((await parse([body], 100, 50)).error?.statusCode).toBe(400);
    const broken = await parse([body.subarray(0, 8)], 100);
    expect(broken.error?.statusCode).toBe(400);
    expect(broken.error?.message).toBe(MALFORMED_JSON);
    expect((await parse([], 100)).value).toBeUndefined();
  });
});

describe('a snapshot sent to POST /__mock/worlds in small pieces', { timeout: 60_000 }, () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await close?.();
    close = undefined;
  });

  it('makes the world it names, multi-byte names and all', async () => {
    const { app } = await createMockServer({
      seed: 1,
      clock: createFixedClock(Date.parse('2026-11-25T09:00:00Z')),
      options: { stores: 300 },
      worlds: { sweepEveryMs: 0 },
    });
    close = () => app.close();
    const doc = (await app.inject({ method: 'GET', url: '/__mock/snapshot' })).json();
    doc.records.users[0].firstname = 'Ọláńrewájú 🍲';
    const bytes = Buffer.from(JSON.stringify({ snapshot: doc }));
    expect(bytes.length).toBeGreaterThan(1 << 20);
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(
        `${address}/__mock/worlds`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'content-length': bytes.length },
        },
        (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (d: string) => {
            body += d;
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        },
      );
      req.on('error', reject);
      // Pieces of an odd size, so many a multi-byte character is split between two.
      for (let at = 0; at < bytes.length; at += 4_093) req.write(bytes.subarray(at, at + 4_093));
      req.end();
    });
    expect(answer.status, answer.body).toBe(201);
    const { id } = JSON.parse(answer.body) as { id: string };
    const made = (
      await app.inject({
        method: 'GET',
        url: '/__mock/snapshot',
        headers: { 'x-bukka-world': id },
      })
    ).json();
    expect(made.records.users[0].firstname).toBe('Ọláńrewájú 🍲');
    expect(JSON.stringify(made.records)).toBe(JSON.stringify(doc.records));
  });
});
