import { afterEach, describe, expect, it } from 'vitest';
import { createMockServer } from '../create-mock.ts';
import { createFixedClock } from '../domain/plumbing/clock.ts';
import { DEMO_DEVICE, DEMO_PASSWORD } from '../seed/demo-accounts.ts';
import type { RecordingDocument } from './recorder.ts';

// A world's recording through the Fastify transport (`inject`): secrets never stored, a refused
// request kept as what it was, two actors interleaved, the size bound, and the other worlds left
// alone.

const START = Date.parse('2026-11-25T09:00:00Z');
type Mock = Awaited<ReturnType<typeof createMockServer>>;
let open: Mock[] = [];
afterEach(async () => {
  for (const m of open) await m.app.close();
  open = [];
});

async function mock() {
  const m = await createMockServer({
    seed: 1,
    clock: createFixedClock(START),
    options: { checkAnswers: true },
    worlds: { clock: () => createFixedClock(START), sweepEveryMs: 0 },
  });
  open.push(m);
  return m;
}

async function call(
  m: Mock,
  method: string,
  url: string,
  opts: { world?: string; body?: unknown; cookie?: string } = {},
) {
  const headers: Record<string, string> = {};
  if (opts.world) headers['x-bukka-world'] = opts.world;
  if (opts.cookie) headers.cookie = opts.cookie;
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  const res = await m.app.inject({
    method: method as 'GET',
    url,
    headers,
    payload: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  const cookie = [res.headers['set-cookie']].flat().find((c) => c?.startsWith('auth_token='));
  return { status: res.statusCode, body: res.json(), cookie: cookie?.split(';')[0] };
}

async function world(m: Mock): Promise<string> {
  return (await call(m, 'POST', '/__mock/worlds', { body: { seed: 1 } })).body.id;
}

const signIn = (m: Mock, id: string, email: string, password = DEMO_PASSWORD) =>
  call(m, 'POST', '/api/users/signin', {
    world: id,
    body: { email, password, fingerprint: DEMO_DEVICE },
  });

const recording = async (m: Mock, id: string) =>
  (await call(m, 'GET', `/__mock/worlds/${id}/recording`)).body as RecordingDocument;

// Each test makes a world and signs people in: generous under a loaded machine.
describe('recording a world', { timeout: 30_000 }, () => {
  it('keeps each /api request with its actor, and never a password or a code in the clear', async () => {
    const m = await mock();
    const id = await world(m);
    const started = await call(m, 'POST', `/__mock/worlds/${id}/recording`, {
      body: { action: 'start' },
    });
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({ on: true, world: id, seed: 1, count: 0 });
    await signIn(m, id, 'buyer@bukka.test');
    // A new device: the answer carries a device token, the mail a code.
    const fresh = await call(m, 'POST', '/api/users/signin', {
      world: id,
      body: { email: 'buyer@bukka.test', password: DEMO_PASSWORD, fingerprint: 'new-device-1' },
    });
    expect(fresh.body.user.rdt).toBeTruthy();
    const mail = (await call(m, 'GET', '/__mock/outbox?to=buyer@bukka.test', { world: id }))
      .body as Array<{ code: string }>;
    const code = mail.at(-1)!.code;
    await call(m, 'POST', '/api/users/verification', {
      world: id,
      body: {
        email: 'buyer@bukka.test',
        otpCode: code,
        forTokenFingerPrint: 'new-device-1',
        fingerprint: fresh.body.user.rdt,
        resetPasswordOtp: '',
      },
    });
    const doc = await recording(m, id);
    const text = JSON.stringify(doc);
    expect(text).not.toContain(DEMO_PASSWORD);
    expect(text).not.toContain(code);
    expect(doc.entries.map((e) => `${e.method} ${e.route} ${e.status}`)).toEqual([
      'POST /api/users/signin 200',
      'POST /api/users/signin 200',
      'POST /api/users/verification 200',
    ]);
    expect(doc.entries[0]).toMatchObject({
      n: 1,
      actor: { email: 'buyer@bukka.test', role: 'buyer', demo: true },
      body: { email: 'buyer@bukka.test', password: '***', fingerprint: DEMO_DEVICE },
    });
    expect(doc.entries[2]!.body).toMatchObject({ otpCode: '***' });
    expect(doc.limits).toEqual({ maxEntries: 500, maxBytes: 2_000_000 });
    // The control API's own reads (the outbox) are not part of the journey.
    expect(doc.entries.some((e) => e.path.startsWith('/__mock/outbox'))).toBe(false);
    // Another world is not recorded.
    const other = await call(m, 'GET', '/__mock/worlds/default/recording');
    expect(other.body).toMatchObject({ on: false, world: 'default', entries: [] });
    expect((await call(m, 'GET', '/__mock/worlds/default/recording/scenario')).status).toBe(404);
  });

  it('keeps a refused request as what it was: its status and message', async () => {
    const m = await mock();
    const id = await world(m);
    await call(m, 'POST', `/__mock/worlds/${id}/recording`, { body: { action: 'start' } });
    const refused = await signIn(m, id, 'buyer@bukka.test', 'not-the-password');
    expect(refused.status).toBe(401);
    const [entry] = (await recording(m, id)).entries;
    expect(entry).toMatchObject({
      status: 401,
      answer: { message: refused.body.message },
      body: { password: '***' },
      actor: { role: 'buyer' },
    });
  });

  it('tells two actors apart when their requests interleave', async () => {
    const m = await mock();
    const id = await world(m);
    const buyer = (await signIn(m, id, 'buyer@bukka.test')).cookie!;
    const vendor = (await signIn(m, id, 'vendor@bukka.test')).cookie!;
    const accounts = (await call(m, 'GET', '/__mock/accounts', { world: id })).body as Array<{
      role: string;
      _id: string;
    }>;
    const idOf = (role: string) => accounts.find((a) => a.role === role)!._id;
    await call(m, 'POST', `/__mock/worlds/${id}/recording`, { body: { action: 'start' } });
    const tab = (who: string, cookie: string) =>
      call(m, 'GET', `/api/orders/${DEMO_DEVICE}/allorders/${idOf(who)}?query=all`, {
        world: id,
        cookie,
      });
    await tab('buyer', buyer);
    await tab('vendor', vendor);
    await tab('buyer', buyer);
    await call(m, 'GET', '/api/users/stores?location=Lekki', { world: id });
    const doc = await recording(m, id);
    expect(doc.entries.map((e) => e.actor?.role ?? 'nobody')).toEqual([
      'buyer',
      'vendor',
      'buyer',
      'nobody',
    ]);
    expect(doc.entries[1]!.query).toEqual({ query: 'all' });
  });

  it('stops at its bound and says so; a stop keeps what was recorded', async () => {
    const m = await mock();
    const id = await world(m);
    await call(m, 'POST', `/__mock/worlds/${id}/recording`, {
      body: { action: 'start', maxEntries: 2 },
    });
    for (let i = 0; i < 4; i++)
      await call(m, 'GET', '/api/users/stores?location=Lekki', { world: id });
    const doc = await recording(m, id);
    expect(doc.on).toBe(false);
    expect(doc.entries).toHaveLength(2);
    expect(doc.stoppedBecause).toMatch(/^The recording stopped at its bound \(2 requests/);
    const bytes = await call(m, 'POST', `/__mock/worlds/${id}/recording`, {
      body: { action: 'start', maxBytes: 1_000 },
    });
    expect(bytes.body).toMatchObject({ on: true, count: 0 });
    await call(m, 'GET', '/api/users/stores?location=Lekki', { world: id });
    const big = await recording(m, id);
    expect(big.on).toBe(false);
    expect(big.stoppedBecause).toContain('1000 bytes');
    const stopped = await call(m, 'POST', `/__mock/worlds/${id}/recording`, {
      body: { action: 'stop' },
    });
    expect(stopped.body).toMatchObject({ on: false });
  });

  it('answers the recording as a scenario module to download', async () => {
    const m = await mock();
    const id = await world(m);
    await call(m, 'POST', `/__mock/worlds/${id}/recording`, { body: { action: 'start' } });
    await signIn(m, id, 'buyer@bukka.test');
    const res = await m.app.inject({
      method: 'GET',
      url: `/__mock/worlds/${id}/recording/scenario?name=my-journey`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="my-journey.ts"');
    expect(res.body).toContain('export const myJourney: Scenario = {');
    expect(res.body).toContain("signInStep('buyer', { expect: 'session' })");
  });
});
