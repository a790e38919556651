import { afterEach, describe, expect, it } from 'vitest';
import { createMockServer } from '../create-mock.ts';
import { createFixedClock } from '../domain/plumbing/clock.ts';
import { DEMO_DEVICE, DEMO_PASSWORD } from '../seed/demo-accounts.ts';
import type { RegistryOptions } from './world-registry.ts';

// Worlds through the Fastify transport (`inject`): made, named by header or cookie, listed,
// entered, dropped, expired, limited, copied from a snapshot, and guarded by the control token.

const START = Date.parse('2026-11-25T09:00:00Z');
type Mock = Awaited<ReturnType<typeof createMockServer>>;
let open: Mock[] = [];
afterEach(async () => {
  for (const m of open) await m.app.close();
  open = [];
});

async function mock(worlds: RegistryOptions = {}, controlToken?: string) {
  const m = await createMockServer({
    seed: 1,
    clock: createFixedClock(START),
    options: { checkAnswers: true },
    worlds: { clock: () => createFixedClock(START), sweepEveryMs: 0, ...worlds },
    guard: controlToken ? { controlToken } : undefined,
  });
  open.push(m);
  return m;
}

type Call = {
  world?: string;
  body?: unknown;
  cookie?: string;
  headers?: Record<string, string>;
};

async function call(m: Mock, method: string, url: string, opts: Call = {}) {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.world) headers['x-bukka-world'] = opts.world;
  if (opts.cookie) headers.cookie = opts.cookie;
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  const res = await m.app.inject({
    method: method as 'GET',
    url,
    headers,
    payload: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  const json = String(res.headers['content-type']).includes('json') ? res.json() : res.body;
  return { status: res.statusCode, body: json, headers: res.headers };
}

async function newWorld(m: Mock, body: Record<string, unknown> = {}) {
  const made = await call(m, 'POST', '/__mock/worlds', { body });
  expect(made.status).toBe(201);
  return made.body.id as string;
}

describe('worlds', () => {
  it('a request without a world reaches the default one; a named world is its own', async () => {
    const m = await mock();
    const id = await newWorld(m, { checkout: 'wallet' });
    expect(id).toMatch(/^[0-9a-f]{24}$/);
    expect((await call(m, 'GET', '/__mock/health')).body).toMatchObject({
      world: 'default',
      checkout: 'card',
    });
    expect((await call(m, 'GET', '/__mock/health', { world: id })).body).toMatchObject({
      world: id,
      seed: 1,
      checkout: 'wallet',
    });
    // Same seed, same demo accounts and ids: a test's world starts as the default one did.
    const accountsDefault = (await call(m, 'GET', '/__mock/accounts')).body;
    expect((await call(m, 'GET', '/__mock/accounts', { world: id })).body).toEqual(accountsDefault);

    const list = (await call(m, 'GET', '/__mock/worlds')).body;
    expect(list.worlds.map((w: { id: string }) => w.id)).toEqual(['default', id]);
    expect(list.worlds[1]).toMatchObject({ seed: 1, checkout: 'wallet', from: 'seed' });
    expect(list.worlds[1].records).toBeGreaterThan(100);
    expect(list.worlds[1].dataBytes).toBeGreaterThan(10_000);
    expect(list.worlds[0].expires).toBeNull();
    expect(list.limits).toEqual({
      maxWorlds: 64,
      maxWorldsMB: 2048,
      usedMB: expect.any(Number),
      ttlMinutes: 30,
    });
    expect(list.worlds[1].memoryMB).toBeGreaterThan(0.5);
    expect(list.process.rssMB).toBeGreaterThan(0);
  });

  it('on /__mock paths a world can be named in the query (the panel and its event stream)', async () => {
    const m = await mock();
    const id = await newWorld(m, { checkout: 'wallet' });
    expect((await call(m, 'GET', `/__mock/health?world=${id}`)).body.world).toBe(id);
    const panel = await call(m, 'GET', `/__mock/panel?world=${id}`);
    expect(panel.status).toBe(200);
    // The hosted API's paths take no such parameter: it would be the API's own query.
    const stores = await call(m, 'GET', `/api/users/stores?page=1&world=nope`);
    expect(stores.status).toBe(200);
  });

  it('a world that does not exist is an error, never the default world', async () => {
    const m = await mock();
    const id = await newWorld(m);
    expect((await call(m, 'DELETE', `/__mock/worlds/${id}`)).body).toEqual({
      ok: true,
      dropped: id,
    });
    const gone = await call(m, 'POST', '/__mock/reset', { world: id, body: {} });
    expect(gone.status).toBe(404);
    expect(gone.body.message).toMatch(/^World ".+" does not exist: it was dropped, or it expired/);
    expect((await call(m, 'DELETE', `/__mock/worlds/${id}`)).status).toBe(404);
    expect((await call(m, 'DELETE', '/__mock/worlds/default')).body).toEqual({
      message: 'The default world cannot be dropped (reset it with POST /__mock/reset)',
    });
  });

  it('a browser enters a world with a cookie and leaves it for the default one', async () => {
    const m = await mock();
    const id = await newWorld(m);
    const enter = await call(m, 'GET', `/__mock/worlds/${id}/enter?to=/account`);
    expect(enter.status).toBe(303);
    expect(enter.headers.location).toBe('/account');
    const cookie = String(enter.headers['set-cookie']);
    expect(cookie).toMatch(new RegExp(`^bukka_world=${id}; Path=/; HttpOnly; SameSite=Lax`));
    const inWorld = `bukka_world=${id}`;
    expect((await call(m, 'GET', '/__mock/health', { cookie: inWorld })).body.world).toBe(id);
    // A header beats the cookie (a script in a browser's world can still name another).
    expect(
      (await call(m, 'GET', '/__mock/health', { cookie: inWorld, world: 'default' })).body.world,
    ).toBe('default');
    const leave = await call(m, 'GET', '/__mock/worlds/default/enter', { cookie: inWorld });
    expect(String(leave.headers['set-cookie'])).toMatch(/^bukka_world=; Max-Age=0; Path=\//);
    // Never a redirect to another site.
    expect((await call(m, 'GET', `/__mock/worlds/${id}/enter?to=//evil.example`)).status).toBe(400);
    expect((await call(m, 'GET', '/__mock/worlds/nope/enter')).status).toBe(404);
    // A stale cookie does not lock the browser out of the registry.
    await call(m, 'DELETE', `/__mock/worlds/${id}`);
    expect((await call(m, 'GET', '/__mock/worlds', { cookie: inWorld })).status).toBe(200);
    expect((await call(m, 'GET', '/api/users/stores?page=1', { cookie: inWorld })).status).toBe(
      404,
    );
  });

  it('idle worlds expire after the TTL; a used one stays', async () => {
    let now = START;
    const m = await mock({ ttlMs: 60_000, now: () => now });
    const idle = await newWorld(m);
    const used = await newWorld(m);
    now += 45_000;
    await call(m, 'GET', '/__mock/health', { world: used });
    now += 30_000;
    const ids = (await call(m, 'GET', '/__mock/worlds')).body.worlds.map(
      (w: { id: string }) => w.id,
    );
    expect(ids).toEqual(['default', used]);
    expect((await call(m, 'GET', '/__mock/health', { world: idle })).status).toBe(404);
  });

  it('at most --max-worlds worlds: the next is refused with 429 and a message', async () => {
    const m = await mock({ maxWorlds: 2 });
    const first = await newWorld(m);
    await newWorld(m);
    const refused = await call(m, 'POST', '/__mock/worlds', { body: {} });
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.body.message).toMatch(/already holds 2 worlds, its limit \(--max-worlds\)/);
    await call(m, 'DELETE', `/__mock/worlds/${first}`);
    expect((await call(m, 'POST', '/__mock/worlds', { body: {} })).status).toBe(201);
  });

  it('a world made from a snapshot starts as the snapshot; a bad snapshot makes none', async () => {
    const m = await mock();
    const cookie = await signIn(m);
    const buyer = (await call(m, 'GET', '/__mock/accounts')).body[0]._id;
    await call(m, 'POST', `/api/payment/create/${buyer}`, { cookie });
    const snapshot = (await call(m, 'GET', '/__mock/snapshot')).body;
    const made = await call(m, 'POST', '/__mock/worlds', { body: { snapshot } });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ from: 'snapshot', seed: 1 });
    const copy = (await call(m, 'GET', '/__mock/snapshot', { world: made.body.id })).body;
    expect(copy.records).toEqual(snapshot.records);
    const bad = await call(m, 'POST', '/__mock/worlds', { body: { snapshot: { format: 'x' } } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^Invalid snapshot: .*no world was created$/);
    expect((await call(m, 'GET', '/__mock/worlds')).body.worlds).toHaveLength(2);
    const unknown = await call(m, 'POST', '/__mock/worlds', { body: { colour: 'red' } });
    expect(unknown.status).toBe(400);
  });

  it('with a control token, making, listing and entering worlds need it', async () => {
    const token = 'worlds-token-1234';
    const m = await mock({}, token);
    expect((await call(m, 'POST', '/__mock/worlds', { body: {} })).status).toBe(401);
    expect((await call(m, 'GET', '/__mock/worlds')).status).toBe(401);
    const made = await call(m, 'POST', '/__mock/worlds', {
      body: {},
      headers: { 'x-mock-token': token },
    });
    expect(made.status).toBe(201);
    // A browser opens the enter link with ?token=…: the token moves into the control cookie,
    // the rest of the query stays.
    const link = await call(m, 'GET', `${made.body.enter}?token=${token}&to=/cart`);
    expect(link.status).toBe(303);
    expect(link.headers.location).toBe(`${made.body.enter}?to=%2Fcart`);
    // The hosted API's routes need no token in any world.
    expect((await call(m, 'GET', '/api/users/stores?page=1', { world: made.body.id })).status).toBe(
      200,
    );
  });
});

async function signIn(m: Mock, world?: string) {
  const res = await call(m, 'POST', '/api/users/signin', {
    world,
    body: { email: 'buyer@bukka.test', password: DEMO_PASSWORD, fingerprint: DEMO_DEVICE },
  });
  expect(res.status).toBe(200);
  const token = /auth_token=([^;]*)/.exec(String(res.headers['set-cookie']))?.[1];
  return `auth_token=${token}`;
}
