// The read-only proxy in front of a fake backend that notes every request that reaches it: what
// the spine declares a write never arrives, a session call arrives only in the shape the client
// sends it (a sign-in without its password is the hosted API's hole: it never leaves), and the
// report tells what it checked, what it refused (by endpoint) and what it cannot judge.
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProxyStatus } from '#mock/proxy/proxy-status.ts';
import { createMockServer } from '../create-mock.ts';

type Mock = Awaited<ReturnType<typeof createMockServer>>;

let upstream: FastifyInstance;
const arrived: { method: string; url: string; body: unknown }[] = [];
let proxy: Mock;
let proxyUrl = '';

const DEVICE = 'browser-7f3a';
const signin = { email: 'buyer@bukka.test', password: 'bukka-demo', fingerprint: DEVICE };
const deviceCode = {
  email: 'buyer@bukka.test',
  otpCode: '123456',
  forTokenFingerPrint: DEVICE,
  fingerprint: DEVICE,
  resetPasswordOtp: '',
};

beforeAll(async () => {
  upstream = Fastify();
  upstream.addHook('preHandler', async (req) => {
    arrived.push({ method: req.method, url: req.url, body: req.body });
  });
  upstream.post('/api/users/signin', async () => ({
    user: { email: 'buyer@bukka.test', url: 'abc', rdt: DEVICE },
  }));
  upstream.post('/api/users/verification', async (_req, reply) =>
    reply
      .header('set-cookie', 'auth_token=tok1; Path=/; HttpOnly')
      .send({ user: { firstname: 'Ngozi', _id: '6650a1b2c3d4e5f601000001' } }),
  );
  upstream.post('/api/users/logout', async () => ({ message: 'Logged out successfully' }));
  upstream.post('/api/products/recommended', async () => []);
  // A 500 where the endpoint answers 200: drift, named with the status and the message.
  upstream.get('/api/users/riders', async (_req, reply) =>
    reply.code(500).send({ message: 'Cannot read properties of null (reading address)' }),
  );
  upstream.get('/api/users/stores', async () => ({
    stores: [{ _id: '6650a1b2c3d4e5f602000002', businessName: 'Mama Put', km: 57 }],
    totalPages: 1,
  }));
  upstream.get('/api/somewhere-else', async () => ({ ok: true }));
  upstream.get('/api/products/pings', async (_req, reply) => reply.code(304).send());
  const upstreamUrl = await upstream.listen({ port: 0, host: '127.0.0.1' });
  proxy = await createMockServer({ seed: 1, proxy: { upstream: upstreamUrl, allowWrites: false } });
  proxyUrl = await proxy.app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await proxy?.app.close();
  await upstream?.close();
});

const post = (path: string, body?: unknown) =>
  fetch(`${proxyUrl}${path}`, {
    method: 'POST',
    ...(body === undefined
      ? {}
      : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });

const reached = (path: string) => arrived.filter((r) => r.url.split('?')[0] === path);
const status = async () => (await (await fetch(`${proxyUrl}/__mock/proxy`)).json()) as ProxyStatus;

describe('the read-only proxy sends only what the spine says it may', () => {
  it.each([
    [
      'a sign-in without a password',
      '/api/users/signin',
      { email: signin.email, fingerprint: DEVICE },
    ],
    ['a sign-in with an empty password', '/api/users/signin', { ...signin, password: '' }],
    [
      'a sign-in with a field the client never sends',
      '/api/users/signin',
      { ...signin, admin: true },
    ],
    ['a sign-in without a device', '/api/users/signin', { ...signin, fingerprint: '' }],
    ['an account code (no device)', '/api/users/verification', { ...deviceCode, fingerprint: '' }],
    [
      'a password-reset code',
      '/api/users/verification',
      { ...deviceCode, resetPasswordOtp: 'resetPasswordOtp' },
    ],
    [
      'a register',
      '/api/users/register',
      {
        ...signin,
        surname: 'A',
        firstname: 'B',
        age: '2000-01-01',
        country: 'Nigeria',
        state: 'Lagos',
      },
    ],
    ['a password reset', '/api/users/resetpassword', { email: signin.email, fingerprint: DEVICE }],
    ['a code resent', '/api/users/resendOtp', { email: signin.email, fingerprint: DEVICE }],
    ['a review', '/api/reviews', { msg: 'lovely', rating: 5 }],
  ])(
    '%s never reaches the backend: 403, a message, the refusal header',
    async (_name, path, body) => {
      const answer = await post(path, body);
      expect(answer.status).toBe(403);
      expect(answer.headers.get('x-bukka-proxy')).toBe('refused');
      expect(((await answer.json()) as { message: string }).message).toMatch(
        /^POST \/api\/\S+ (is a write|is sent to the backend only as the app sends it)/,
      );
      expect(reached(path)).toEqual([]);
    },
  );

  it('sends a sign-in with its password and device, its device code and the sign-out', async () => {
    expect((await post('/api/users/signin', signin)).status).toBe(200);
    const code = await post('/api/users/verification', deviceCode);
    expect(code.status).toBe(200);
    expect(code.headers.get('set-cookie')).toMatch(/^auth_token=tok1/);
    // Every forwarded answer says the proxy is read-only (the client knows before its first write).
    expect(code.headers.get('x-bukka-proxy')).toBe('read-only');
    expect((await post('/api/users/logout')).status).toBe(200);
    expect(reached('/api/users/signin').map((r) => r.body)).toEqual([signin]);
    expect(reached('/api/users/verification').map((r) => r.body)).toEqual([deviceCode]);
    expect(reached('/api/users/logout')).toHaveLength(1);
  });

  it('sends a POST the spine declares a read (the recommendations)', async () => {
    const answer = await post('/api/products/recommended', { product: {}, cartItems: [] });
    expect(answer.status).toBe(200);
    expect(reached('/api/products/recommended')).toHaveLength(1);
  });
});

describe('the report tells the truth', () => {
  it('names each refused request by method and route template, with its count', async () => {
    const { refused, totals } = await status();
    expect(refused).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ method: 'POST', route: '/api/users/signin', times: 4 }),
        expect.objectContaining({ method: 'POST', route: '/api/users/verification', times: 2 }),
        expect.objectContaining({ method: 'POST', route: '/api/reviews', times: 1 }),
      ]),
    );
    expect(totals.refusedWrites).toBe(10);
  });

  it('counts a 500 where the endpoint answers 200 as drift, with its status and message', async () => {
    const answer = await fetch(`${proxyUrl}/api/users/riders?query=Yaba`);
    expect(answer.status).toBe(500);
    const riders = (await status()).endpoints.find((e) => e.route === '/api/users/riders');
    expect(riders?.drifted).toBe(1);
    expect(riders?.problems[0]?.text).toBe(
      'status 500 where the endpoint answers 200 or a refusal (400, 401, 403, 404, 409, 413, 429): "Cannot read properties of null (reading address)"',
    );
  });

  it('counts a 304 (a cached copy revalidated) as not checkable, never as drift', async () => {
    const answer = await fetch(`${proxyUrl}/api/products/pings`, {
      headers: { 'if-none-match': '"abc"' },
    });
    expect(answer.status).toBe(304);
    const pings = (await status()).endpoints.find((e) => e.route === '/api/products/pings');
    expect(pings).toMatchObject({ seen: 1, drifted: 0, notCheckable: 1, problems: [] });
  });

  it('says what each answer was checked against, and lists the fields it cannot judge', async () => {
    await fetch(`${proxyUrl}/api/users/stores?searchedLocation=Yaba`);
    await fetch(`${proxyUrl}/api/somewhere-else`);
    const { totals, unjudged, endpoints } = await status();
    expect(totals.forwarded).toBe(
      totals.checkedByContract + totals.checkedBySchemaOnly + totals.notCheckable,
    );
    expect(totals.notCheckable).toBeGreaterThanOrEqual(1);
    expect(endpoints.find((e) => e.route === '/api/somewhere-else')?.notCheckable).toBe(1);
    expect(unjudged).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ route: '/api/users/stores', field: '$.stores[].km' }),
        expect.objectContaining({ route: '/api/users/riders', field: '$[].km' }),
      ]),
    );
    const report = await (await fetch(`${proxyUrl}/__mock/proxy/report`)).text();
    expect(report).toContain(`${totals.forwarded} answers seen`);
    expect(report).toContain('Refused, not sent to the backend');
    expect(report).toContain('What the checks cannot judge');
    expect(report).not.toContain('bukka-demo');
  });
});
