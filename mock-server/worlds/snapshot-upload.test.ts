import { request } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { orderBody } from '#tests/support/mock/order-body.ts';
import { createTestApp, pngBytes } from '#tests/support/mock/test-app.ts';
import { createMockServer } from '../create-mock.ts';
import { createDb } from '../db/db.ts';
import { exportRecords, importRecords } from '../db/db-records.ts';
import { createFixedClock } from '../domain/plumbing/clock.ts';
import { saveImage } from '../domain/uploads.ts';
import { readSnapshot, snapshotSchema } from '../state/snapshot-document.ts';
import { recordsOf, recordsWorldMb, snapshotWorldMb, worldMemoryMb } from './world-memory.ts';
import type { RegistryOptions } from './world-registry.ts';

// A world from a snapshot (`POST /__mock/worlds { snapshot }`): refused from its size before its
// body is read when it cannot fit the memory budget, and otherwise read and checked in slices —
// the other worlds answered meanwhile — into the very world a one-go read makes.

const START = Date.parse('2026-11-25T09:00:00Z');
const STORE_PAGE = '/api/users/stores?page=1&searchedLocation=&query=&popularFilter=&rating=';
type Mock = Awaited<ReturnType<typeof createMockServer>>;
let open: Mock[] = [];
afterEach(async () => {
  for (const m of open) await m.app.close();
  open = [];
});

async function mock(worlds: RegistryOptions = {}, stores?: number) {
  const m = await createMockServer({
    seed: 1,
    clock: createFixedClock(START),
    options: stores ? { stores } : {},
    worlds: { clock: () => createFixedClock(START), sweepEveryMs: 0, ...worlds },
  });
  open.push(m);
  return m;
}

const json = { 'content-type': 'application/json' };

/** A world with some of everything: an order, a reset request, an upload, a moved clock. */
async function busyDocument() {
  const t = await createTestApp(3);
  const buyer = await t.signIn('buyer@bukka.test');
  const placed = await t.call('POST', `/api/orders/demo-device/${t.ids.buyer}/${t.ids.vendor}`, {
    body: orderBody(t.ctx, t.ids.vendor),
    cookie: buyer,
  });
  expect(placed.status).toBe(200);
  await saveImage(t.ctx, t.ids.vendor, {
    field: 'imgs',
    filename: 'a.png',
    mimetype: 'image/png',
    data: pngBytes(3000),
  });
  await t.call('POST', '/__mock/clock/advance', { body: { ms: 60_000 } });
  return (await t.call('GET', '/__mock/snapshot')).body;
}

describe('a snapshot read in slices', { timeout: 120_000 }, () => {
  it('makes the very world a one-go read makes, byte for byte', async () => {
    const doc = await busyDocument();
    // The read as it was: the whole document through its schema, then loaded in one go.
    const whole = snapshotSchema.parse(doc);
    const db = createDb();
    await importRecords(db, whole.records);
    const reference = JSON.stringify(exportRecords(db), (_k, v) =>
      v instanceof Uint8Array ? Buffer.from(v).toString('base64') : v,
    );
    let slices = 0;
    const yieldEveryRecord = () => {
      slices++;
      return new Promise<void>((r) => setImmediate(r));
    };
    for (const pace of [undefined, yieldEveryRecord]) {
      const read = await readSnapshot(doc, 'base64', { pace });
      if (!read.ok) throw new Error(JSON.stringify(read.problems));
      const text = JSON.stringify(exportRecords(read.snapshot.db), (_k, v) =>
        v instanceof Uint8Array ? Buffer.from(v).toString('base64') : v,
      );
      expect(text).toBe(reference);
      expect(read.snapshot).toMatchObject({ seed: 3, clockAdvancedMs: 60_000 });
    }
    expect(slices).toBeGreaterThan(recordsOf({ db } as never));

    // A bad document gives the same problems however it is paced.
    const bad = {
      ...doc,
      records: { ...doc.records, users: [{ ...doc.records.users[0], email: 4 }] },
    };
    const once = await readSnapshot(bad);
    const sliced = await readSnapshot(bad, 'base64', { pace: yieldEveryRecord });
    expect(once.ok).toBe(false);
    expect(sliced).toEqual(once);
  });

  it('leaves the default world answering while a big snapshot is read', async () => {
    const source = await mock({}, 2_500);
    const doc = (await source.app.inject({ method: 'GET', url: '/__mock/snapshot' })).json();
    const m = await mock();
    let done = false;
    const made = m.app
      .inject({
        method: 'POST',
        url: '/__mock/worlds',
        headers: json,
        payload: JSON.stringify({ snapshot: doc }),
      })
      .finally(() => {
        done = true;
      });
    let answered = 0;
    while (!done) {
      await new Promise((r) => setTimeout(r, 1));
      const page = await m.app.inject({ method: 'GET', url: STORE_PAGE });
      expect(page.statusCode).toBe(200);
      if (!done) answered++;
    }
    const world = (await made).json();
    expect(world).toMatchObject({ from: 'snapshot', records: recordsOf(source.ctx) });
    // Read in one go, none would be answered until the world is made.
    expect(answered).toBeGreaterThan(10);
  });
});

describe('a snapshot past the memory budget', { timeout: 120_000 }, () => {
  it('is refused with 507 from its size before its body is read', async () => {
    const m = await mock({ maxWorldsMb: 50 });
    await m.app.listen({ port: 0, host: '127.0.0.1' });
    const address = m.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    // What a 10,000-store world's snapshot starts with, announced as 40 MB: only its first bytes
    // are sent, and the answer must come without the rest.
    const head = '{"snapshot":{"format":"bukka-mock-world","version":1,"seed":1,"stores":10000,';
    const answer = await new Promise<{ status: number; body: string }>((done, fail) => {
      const req = request({
        port,
        host: '127.0.0.1',
        method: 'POST',
        path: '/__mock/worlds',
        headers: { ...json, 'content-length': String(40 * 1024 * 1024) },
      });
      req.on('response', (res) => {
        let body = '';
        res.on('data', (d: Buffer) => {
          body += d;
        });
        res.on('end', () => {
          done({ status: res.statusCode ?? 0, body });
          req.destroy();
        });
      });
      req.on('error', fail);
      req.write(head);
    });
    expect(answer.status).toBe(507);
    const body = JSON.parse(answer.body);
    expect(body.message).toMatch(/^No room for the world of this snapshot \(about 118 MB\)/);
    expect(body).toMatchObject({ budgetMB: 50, neededMB: 118 });
    // A small world's snapshot fits: read, counted and made.
    const small = await m.app.inject({
      method: 'POST',
      url: '/__mock/worlds',
      headers: json,
      payload: JSON.stringify({ snapshot: await busyDocument() }),
    });
    expect(small.statusCode).toBe(201);
  });
});

describe('what a world costs', { timeout: 120_000 }, () => {
  it('counts the store search’s caches and answer bytes as they are held', async () => {
    const m = await mock();
    const before = worldMemoryMb(m.ctx);
    let answered = 0;
    for (let page = 1; page <= 4; page++) {
      for (const place of ['', 'Lagos', 'Ibadan']) {
        const res = await m.app.inject({
          method: 'GET',
          url: `/api/users/stores?page=${page}&searchedLocation=${place}&query=&popularFilter=&rating=`,
        });
        expect(res.statusCode).toBe(200);
        answered += res.body.length;
      }
    }
    const grown = (worldMemoryMb(m.ctx) - before) * 1024 * 1024;
    // At least the bytes of the answers it keeps, and the lists of stores behind them.
    expect(grown).toBeGreaterThanOrEqual(answered);
    expect(grown).toBeLessThan(answered + 2 * 1024 * 1024);
  });

  it('before a world exists, never more than it will cost (nothing that fits is refused)', async () => {
    const doc = await busyDocument();
    const text = JSON.stringify({ snapshot: doc });
    const read = await readSnapshot(doc);
    if (!read.ok) throw new Error('unreadable');
    const uploads = read.snapshot.db.uploads.all().reduce((n, u) => n + u.data.byteLength, 0);
    const actual = recordsWorldMb(recordsOf({ db: read.snapshot.db } as never), uploads);
    expect(snapshotWorldMb(text.length, doc.stores ?? undefined)).toBeLessThanOrEqual(actual);
    // A 10,000-store world: its seed's records, 2.4 KB each (what the process grows by).
    expect(snapshotWorldMb(40 * 1024 * 1024, 10_000)).toBeCloseTo(117, 0);
  });
});
