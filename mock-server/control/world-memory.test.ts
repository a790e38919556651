import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/support/mock/test-app.ts';
import { MAX_WRONG_PER_ACCOUNT } from '../domain/code-guesses.ts';
import { SESSION_IDLE_MS } from '../domain/session.ts';
import { type CityEvent, cityListenerCount, onCityEvent } from '../simulator/city-events.ts';
import { stepSimulator } from '../simulator/simulator-step.ts';

// What the mock keeps beside a world — the store search's caches, the simulator's
// memory, the preset, wrong-code windows, the session sweep — belongs to that world. A reset
// (`POST /__mock/reset`) or an import (`PUT /__mock/snapshot`) swaps the world in place, and none
// of it may answer for the new one. The city feed's listeners (the panel's streams) watch the mock,
// not a world: they stay.

const apps: TestApp[] = [];
const app = async (seed: number) => {
  const t = await createTestApp(seed);
  apps.push(t);
  return t;
};
afterAll(async () => {
  for (const t of apps) await t.app.close();
});

const STORE_QUESTIONS = [
  '/api/users/stores?page=1&searchedLocation=&query=&popularFilter=&rating=',
  '/api/users/stores?page=3&searchedLocation=&query=&popularFilter=&rating=',
  '/api/users/stores?page=1&searchedLocation=&query=kitchen&popularFilter=&rating=',
  '/api/users/stores?page=1&searchedLocation=&query=&popularFilter=rice&rating=',
  '/api/users/stores?page=1&searchedLocation=&query=&popularFilter=suya&rating=',
  '/api/users/stores?page=1&searchedLocation=Ikeja&query=&popularFilter=&rating=',
  '/api/users/location?query=Kano',
];

const storeAnswers = async (t: TestApp) => {
  const out: unknown[] = [];
  for (const url of STORE_QUESTIONS) out.push((await t.call('GET', url)).body);
  return out;
};

const versions = (t: TestApp) => Object.values(t.ctx.db).map((table) => table.version);

async function snapshotOf(t: TestApp) {
  const res = await t.call('GET', '/__mock/snapshot');
  expect(res.status).toBe(200);
  return res.body;
}

async function load(t: TestApp, doc: unknown) {
  const put = await t.call('PUT', '/__mock/snapshot', { body: doc });
  expect(put.status, JSON.stringify(put.body)).toBe(200);
}

describe('the store search after a world swap', { timeout: 60_000 }, () => {
  it('answers for the new world after a reset to another seed', async () => {
    const t = await app(1);
    const two = await app(2);
    const before = await storeAnswers(t); // every cache warm with world 1
    const expected = await storeAnswers(two);
    expect(before).not.toEqual(expected);
    const products = t.ctx.db.products.version;

    expect((await t.call('POST', '/__mock/reset', { body: { seed: 2 } })).status).toBe(200);
    // The products table counts as many writes in both worlds: a cache by version alone would bite.
    expect(t.ctx.db.products.version).toBe(products);
    expect(await storeAnswers(t)).toEqual(expected);
  });

  it('answers for the new world after an import, even when every table version is the same', async () => {
    const t = await app(1);
    const docs = [await snapshotOf(await app(2)), await snapshotOf(await app(3))];
    const expected = [];
    for (const doc of docs) {
      const fresh = await app(4);
      await load(fresh, doc);
      expected.push(await storeAnswers(fresh));
    }
    expect(expected[0]).not.toEqual(expected[1]);

    await load(t, docs[0]);
    expect(await storeAnswers(t)).toEqual(expected[0]);
    const imported = versions(t);
    await load(t, docs[1]);
    expect(versions(t)).toEqual(imported); // same versions, other records
    expect(await storeAnswers(t)).toEqual(expected[1]);
  });
});

describe('wrong codes and sessions after a world swap', { timeout: 60_000 }, () => {
  const VICTIM = 'buyer@bukka.test';
  const askReset = async (t: TestApp) => {
    const res = await t.call('POST', '/api/users/resetpassword', {
      body: { email: VICTIM, fingerprint: 'laptop' },
    });
    expect(res.status).toBe(200);
    return t.lastCode(VICTIM);
  };
  const guess = (t: TestApp, otpCode: string) =>
    t.call('POST', '/api/users/verification', {
      body: { email: VICTIM, otpCode, fingerprint: 'laptop', resetPasswordOtp: 'resetPasswordOtp' },
    });
  const wrongFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('counts wrong codes per world: a reset starts the count over', async () => {
    const t = await app(1);
    for (let round = 0; round * 5 < MAX_WRONG_PER_ACCOUNT; round++) {
      const code = await askReset(t);
      for (let i = 0; i < 5; i++) expect((await guess(t, wrongFor(code))).status).toBe(401);
    }
    expect((await guess(t, await askReset(t))).status).toBe(429);

    await t.call('POST', '/__mock/reset', {});
    expect((await guess(t, await askReset(t))).status).toBe(200);
  });

  it("sweeps an imported world's expired sessions at its first sign-in", async () => {
    const t = await app(1);
    await t.signIn(VICTIM); // the sweep runs (world 1's clock)
    const expired = t.ctx.db.sessions.all().map((s) => s._id);
    const advance = await t.call('POST', '/__mock/clock/advance', {
      body: { ms: SESSION_IDLE_MS + 60_000 },
    });
    expect(advance.status).toBe(200);
    const doc = await snapshotOf(t); // holds the session, expired by its own clock
    expect(doc.records.sessions.map((s: { _id: string }) => s._id)).toEqual(expired);
    await t.signIn(VICTIM); // the sweep runs at the same time the imported world will start at

    await load(t, doc);
    expect(t.ctx.db.sessions.all().map((s) => s._id)).toEqual(expired);
    await t.signIn(VICTIM);
    const left = t.ctx.db.sessions.all().map((s) => s._id);
    expect(left).toHaveLength(1);
    expect(expired).not.toContain(left[0]);
  });
});

describe('the simulator after a world swap', { timeout: 60_000 }, () => {
  it('starts its memory over, and keeps the city listeners', async () => {
    const t = await app(2);
    const seen: CityEvent[] = [];
    const stop = onCityEvent(t.ctx, (e) => seen.push(e));
    expect((await t.call('POST', '/__mock/simulator', { body: { on: true } })).status).toBe(200);
    for (let i = 0; i < 30; i++) await stepSimulator(t.ctx, 5_000);
    expect(seen.length).toBeGreaterThan(0);
    expect((await t.call('GET', '/__mock/simulator')).body.ticks).toBe(30);
    const city = (await t.call('GET', '/__mock/city')).body;
    expect(city.lastSeq).toBeGreaterThan(0);
    const doc = await snapshotOf(t);

    await t.call('POST', '/__mock/reset', {});
    const after = (await t.call('GET', '/__mock/city')).body;
    expect(after).toMatchObject({ lastSeq: 0, events: [] });
    expect(after.world).not.toBe(city.world);
    expect((await t.call('GET', '/__mock/simulator')).body).toMatchObject({
      on: true, // the controls are the mock's, not the world's
      ticks: 0,
      placed: 0,
      following: 0,
      onTheRoad: 0,
    });
    // The listener hears the new world, its events numbered from 1 again.
    expect(cityListenerCount(t.ctx)).toBe(1);
    seen.length = 0;
    for (let i = 0; i < 30 && seen.length === 0; i++) await stepSimulator(t.ctx, 5_000);
    expect(seen[0]?.seq).toBe(1);

    await load(t, doc);
    expect((await t.call('GET', '/__mock/city')).body).toMatchObject({ lastSeq: 0, events: [] });
    expect((await t.call('GET', '/__mock/simulator')).body).toMatchObject({ ticks: 0 });
    expect(cityListenerCount(t.ctx)).toBe(1);
    stop();
    expect(cityListenerCount(t.ctx)).toBe(0);
  });

  it('forgets the preset: the swap cleared the faults, the outage the preset made among them', async () => {
    const t = await app(1);
    const doc = await snapshotOf(t);
    expect((await t.call('POST', '/__mock/presets/lunch-rush')).status).toBe(200);
    expect((await t.call('POST', '/__mock/presets/payment-outage')).status).toBe(200);
    expect((await t.call('GET', '/__mock/city')).body).toMatchObject({
      preset: 'payment-outage',
      cardChecksDown: true,
    });

    await t.call('POST', '/__mock/reset', {});
    expect((await t.call('GET', '/__mock/city')).body).toMatchObject({
      preset: null,
      cardChecksDown: false,
    });
    expect((await t.call('GET', '/__mock/presets')).body.current).toBeNull();
    // The controls are the mock's: the simulator keeps the presets' speed and demand.
    expect((await t.call('GET', '/__mock/simulator')).body).toMatchObject({
      on: true,
      speed: 10,
      demand: 3,
    });

    await t.call('POST', '/__mock/presets/lunch-rush');
    expect((await t.call('GET', '/__mock/presets')).body.current).toBe('lunch-rush');
    await load(t, doc);
    expect((await t.call('GET', '/__mock/presets')).body.current).toBeNull();
  });
});
