import { describe, expect, it } from 'vitest';
import { orderBody } from '#tests/support/mock/order-body.ts';
import { createTestApp, pngBytes, type TestApp } from '#tests/support/mock/test-app.ts';
import { saveImage } from '../domain/uploads.ts';

// `GET /__mock/snapshot` gives the whole world as one JSON document and
// `PUT /__mock/snapshot` loads one — checked whole, refused with its first problems listed, the
// live world untouched — so QA can attach a world to a bug report and anyone can load it.

const json = { 'content-type': 'application/json' };

async function snapshot(t: TestApp) {
  const res = await t.call('GET', '/__mock/snapshot');
  expect(res.status).toBe(200);
  return res.body;
}

/** The document without the time it was taken. */
const comparable = (doc: Record<string, unknown>) => ({ ...doc, savedAt: undefined });

async function busyWorld() {
  const t = await createTestApp(3);
  const buyer = await t.signIn('buyer@bukka.test');
  const placed = await t.call('POST', `/api/orders/demo-device/${t.ids.buyer}/${t.ids.vendor}`, {
    body: orderBody(t.ctx, t.ids.vendor),
    cookie: buyer,
  });
  expect(placed.status).toBe(200);
  await t.call('POST', '/api/users/resetpassword', {
    body: { email: 'buyer@bukka.test', fingerprint: 'f' },
  });
  await saveImage(t.ctx, t.ids.vendor, {
    field: 'imgs',
    filename: 'a.png',
    mimetype: 'image/png',
    data: pngBytes(3000),
  });
  await t.call('POST', '/__mock/clock/advance', { body: { ms: 3_600_000 } });
  return { t, buyer };
}

describe('GET/PUT /__mock/snapshot', { timeout: 60_000 }, () => {
  it('round trip: a snapshot PUT into a fresh world of another seed gives the same snapshot', async () => {
    const { t, buyer } = await busyWorld();
    const doc = await snapshot(t);
    expect(doc).toMatchObject({ format: 'bukka-mock-world', version: 1, seed: 3 });
    expect(doc.records.uploads).toHaveLength(1);
    expect(typeof doc.records.uploads[0].data).toBe('string'); // base64
    expect(doc.records.sessions.length).toBeGreaterThan(0);
    expect(doc.records.outbox.length).toBeGreaterThan(0);
    expect(doc.clockAdvancedMs).toBe(3_600_000);

    const fresh = await createTestApp(7);
    const put = await fresh.call('PUT', '/__mock/snapshot', { body: doc });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body).toMatchObject({ ok: true, seed: 3, checkout: 'card' });
    expect(put.body.records.uploads).toBe(1);
    expect(comparable(await snapshot(fresh))).toEqual(comparable(doc));

    // The same world: the buyer's session still signs her in, her order is there, the picture
    // is served, the clock is where it was.
    const orders = await fresh.call('GET', `/api/orders/demo-device/allorders/${t.ids.buyer}`, {
      cookie: buyer,
    });
    expect(orders.status).toBe(200);
    expect(orders.body).toEqual(
      (await t.call('GET', `/api/orders/demo-device/allorders/${t.ids.buyer}`, { cookie: buyer }))
        .body,
    );
    const upload = doc.records.uploads[0];
    const picture = await fresh.call('GET', `/__mock/media/uploads/${upload.filename}`);
    expect(picture.status).toBe(200);
    expect(fresh.ctx.clock.now()).toBe(t.ctx.clock.now());

    // New records get new ids (the generator goes on where it was, not from the seed again),
    // in the same order as in the world the snapshot came from.
    for (const app of [t, fresh]) {
      const res = await app.call('POST', `/api/orders/demo-device/${t.ids.buyer}/${t.ids.vendor}`, {
        body: orderBody(app.ctx, t.ids.vendor),
        cookie: buyer,
      });
      expect(res.status).toBe(200);
    }
    const lastOrder = (app: TestApp) => app.ctx.db.orders.all().at(-1)!._id;
    expect(lastOrder(fresh)).toBe(lastOrder(t));
    expect(fresh.ctx.db.orders.size).toBe(t.ctx.db.orders.size);
  });

  it('a bad document is refused with its first problems (path + message); the world stays', async () => {
    const { t } = await busyWorld();
    const doc = await snapshot(t);
    const target = await createTestApp(5);
    const before = comparable(await snapshot(target));
    const user = doc.records.users[0];
    const bad = [
      { doc: 'not a world', path: '(document)' },
      { doc: { ...doc, format: 'other' }, path: 'format' },
      { doc: { ...doc, version: 2 }, path: 'version' },
      {
        doc: {
          ...doc,
          records: {
            ...doc.records,
            users: [{ ...user, email: 42 }, ...doc.records.users.slice(1)],
            orders: [{ ...doc.records.orders[0], totalKobo: 'lots' }],
          },
        },
        path: 'records.users[0].email',
        also: 'records.orders[0].totalKobo',
      },
      { doc: { ...doc, records: { ...doc.records, usres: [] } }, path: 'records' },
      {
        doc: {
          ...doc,
          records: {
            ...doc.records,
            uploads: [{ ...doc.records.uploads[0], data: 'not base64!' }],
          },
        },
        path: 'records.uploads[0].data',
      },
      {
        doc: { ...doc, records: { ...doc.records, users: [user, user] } },
        path: 'records.users[1]._id',
      },
      {
        // Valid records, but money appears from nowhere: the ledger no longer adds up.
        doc: {
          ...doc,
          records: {
            ...doc.records,
            users: doc.records.users.map((u: typeof user, i: number) =>
              i === 0 ? { ...u, balanceKobo: u.balanceKobo + 100_00 } : u,
            ),
          },
        },
        path: 'records',
        message: /balance/,
      },
    ];
    for (const b of bad) {
      const res = await target.call('PUT', '/__mock/snapshot', { body: b.doc });
      expect(res.status, b.path).toBe(400);
      expect(res.body.message).toMatch(/^Invalid snapshot: .*the world was not changed$/);
      expect(res.body.problems.length).toBeGreaterThan(0);
      expect(res.body.problems.length).toBeLessThanOrEqual(20);
      const paths = res.body.problems.map((p: { path: string }) => p.path);
      expect(paths, JSON.stringify(res.body.problems)).toContain(b.path);
      if (b.also) expect(paths).toContain(b.also);
      if (b.message)
        expect(res.body.problems.map((p: { message: string }) => p.message).join()).toMatch(
          b.message,
        );
      for (const p of res.body.problems) expect(typeof p.message).toBe('string');
    }
    const malformed = await target.call('PUT', '/__mock/snapshot', {
      payload: '{"format":',
      headers: json,
    });
    expect(malformed.status).toBe(400);
    expect(comparable(await snapshot(target))).toEqual(before);
  });

  it('is control API: foreign Origin and non-JSON refused, the token required when set', async () => {
    const t = await createTestApp(1, {}, { guard: { controlToken: 'snapshot-token-123' } });
    const doc = JSON.stringify(
      (
        await t.app.inject({
          method: 'GET',
          url: '/__mock/snapshot',
          headers: { 'x-mock-token': 'snapshot-token-123' },
        })
      ).json(),
    );
    const seedBefore = t.ctx.seed;
    const attempts = [
      { method: 'GET', headers: {} },
      { method: 'PUT', headers: json, payload: doc },
      {
        method: 'PUT',
        headers: { ...json, origin: 'http://evil.example', 'x-mock-token': 'snapshot-token-123' },
        payload: doc,
        status: 403,
      },
      {
        method: 'PUT',
        headers: { 'content-type': 'text/plain', 'x-mock-token': 'snapshot-token-123' },
        payload: doc,
        status: 415,
      },
    ] as const;
    for (const a of attempts) {
      const res = await t.app.inject({
        method: a.method,
        url: '/__mock/snapshot',
        headers: a.headers,
        payload: 'payload' in a ? a.payload : undefined,
      });
      expect(res.statusCode, `${a.method} ${JSON.stringify(a.headers)}`).toBe(
        'status' in a ? a.status : 401,
      );
    }
    const put = await t.app.inject({
      method: 'PUT',
      url: '/__mock/snapshot',
      headers: { ...json, 'x-mock-token': 'snapshot-token-123' },
      payload: doc,
    });
    expect(put.statusCode).toBe(200);
    expect(t.ctx.seed).toBe(seedBefore);
  });

  it('is in the OpenAPI document', async () => {
    const t = await createTestApp(1);
    const doc = (await t.call('GET', '/__mock/openapi.json')).body;
    expect(Object.keys(doc.paths['/__mock/snapshot']).sort()).toEqual(['get', 'put']);
  });
});
