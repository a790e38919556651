import { describe, expect, it } from 'vitest';
import { checkInvariants } from '#tests/support/mock/invariants.ts';
import { orderBody } from '#tests/support/mock/order-body.ts';
import { createTestApp } from '#tests/support/mock/test-app.ts';
import { swapRecords } from '../domain/plumbing/context.ts';
import { createDb, recordSchemas } from './db.ts';
import { dbRecordsSchema, exportRecords, importRecords } from './db-records.ts';

const upload = {
  _id: 'upload-1',
  userId: 'someone',
  filename: 'a.png',
  mimetype: 'image/png',
  data: new Uint8Array([137, 80, 78, 71]),
  createdAt: 1,
};

describe('db records (export / import)', () => {
  it('a world exported, copied and imported into an empty db serves the same answers', async () => {
    const t = await createTestApp(3);
    const buyer = await t.signIn('buyer@bukka.test');
    const placed = await t.call('POST', `/api/orders/demo-device/${t.ids.buyer}/${t.ids.vendor}`, {
      body: orderBody(t.ctx, t.ids.vendor),
      cookie: buyer,
    });
    expect(placed.status).toBe(200);
    await t.ctx.db.uploads.insert(upload);
    const asked = async () =>
      Promise.all(
        [
          '/api/users/stores?page=1&query=rice',
          `/api/orders/demo-device/allorders/${t.ids.buyer}`,
          `/api/transactions/demo-device/history/${t.ids.buyer}`,
          `/api/products/kitchen/${t.ids.vendor}`,
        ].map(async (url) => {
          const res = await t.call('GET', url, { cookie: buyer });
          expect(res.status, url).toBe(200);
          return res.body;
        }),
      );
    const before = await asked();

    const exported = exportRecords(t.ctx.db);
    expect(Object.keys(exported).sort()).toEqual(Object.keys(recordSchemas).sort());
    expect(exported.users).toHaveLength(t.ctx.db.users.size);
    const copy = structuredClone(exported); // what a persistence layer would write and read
    const db = createDb();
    await importRecords(db, copy);

    expect(exportRecords(db)).toEqual(exported);
    expect(db.uploads.get('upload-1')?.data).toEqual(upload.data);
    expect(db.users.first('email', 'buyer@bukka.test')?._id).toBe(t.ids.buyer);
    swapRecords(t.ctx, db);
    expect(checkInvariants(t.ctx)).toEqual([]);
    // Same stores, same orders, and the session cookie still signs the buyer in.
    expect(await asked()).toEqual(before);
  });

  it('takes a partial set (missing tables are empty)', async () => {
    const db = createDb();
    await importRecords(db, { uploads: [upload] });
    expect(db.uploads.size).toBe(1);
    expect(db.users.size).toBe(0);
  });

  it('refuses, loading nothing: a non-empty db, unknown tables, invalid records, duplicate ids', async () => {
    const full = createDb();
    await full.uploads.insert(upload);
    await expect(importRecords(full, {})).rejects.toThrow(/needs an empty db \(uploads/);

    const db = createDb();
    await expect(importRecords(db, { uplods: [upload] })).rejects.toThrow(/uplods/);
    await expect(importRecords(db, { uploads: [{ ...upload, data: 'AAAA' }] })).rejects.toThrow(
      /uploads\[0\]\.data/,
    );
    await expect(importRecords(db, null)).rejects.toThrow(/invalid records/);
    await expect(
      importRecords(db, {
        uploads: [upload, { ...upload, _id: 'upload-2' }],
        sessions: [
          { _id: 's', token: 't', userId: 'u', createdAt: 1, lastSeenAt: 1 },
          { _id: 's', token: 't2', userId: 'u', createdAt: 1, lastSeenAt: 1 },
        ],
      }),
    ).rejects.toThrow(/duplicate _id s in sessions/);
    expect(Object.values(exportRecords(db)).flat()).toEqual([]);
  });

  it('the records schema is the tables’ record schemas', () => {
    expect(dbRecordsSchema.safeParse({ users: [{ _id: 'x' }] }).success).toBe(false);
    expect(dbRecordsSchema.parse({})).toEqual(
      Object.fromEntries(Object.keys(recordSchemas).map((name) => [name, []])),
    );
  });
});
