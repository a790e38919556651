// Proxy mode against a backend with planted drifts (a tiny Fastify upstream): the answers come
// back as the backend sent them, the drifts are named precisely per endpoint (field path, what
// was seen, status), writes are refused before anything is sent, the session cookie is made to
// stick on the mock's origin, and the report says the same as `GET /__mock/proxy`.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockServer } from '../create-mock.ts';

type Mock = Awaited<ReturnType<typeof createMockServer>>;

let upstream: FastifyInstance;
let upstreamUrl = '';
const received: string[] = [];
let proxy: Mock;
let proxyUrl = '';
const dir = mkdtempSync(join(tmpdir(), 'bukka-proxy-'));
const reportFile = join(dir, 'drift.html');

const store = {
  // `businessName` renamed, `km` sent as a string: two drifts the client's schema sees.
  storeName: 'Mama Put',
  _id: '6650a1b2c3d4e5f602000002',
  businessImg: 'https://img.example/store.png',
  verified: true,
  rating: 4.5,
  km: '3.2',
  deliveryRate: 30,
  physicalAddress: '12 Herbert Macaulay Way, Yaba',
  placesCanDeliverTo: ['Yaba'],
};

beforeAll(async () => {
  upstream = Fastify();
  upstream.addHook('onRequest', async (req) => {
    received.push(`${req.method} ${req.url}`);
  });
  upstream.get('/api/users/stores', async (_req, reply) =>
    reply
      .header('x-backend', 'planted')
      .header('cache-control', 'max-age=60')
      .send({ stores: [store], totalPages: 1, page: 1 }),
  );
  // A 500 where the contract says 401 (the order list without a session cookie).
  upstream.get('/api/orders/:device/allorders/:user', async (_req, reply) =>
    reply.code(500).send({ message: 'Cannot read properties of undefined (reading token)' }),
  );
  upstream.post('/api/users/signin', async (req, reply) =>
    reply
      .header(
        'set-cookie',
        'auth_token=tok123; Domain=api.example.com; Path=/; HttpOnly; Secure; SameSite=None',
      )
      .send({ user: { firstname: 'Ada', _id: '6650a1b2c3d4e5f601000001', echo: req.body } }),
  );
  upstream.get('/api/not-in-the-spine', async () => ({ ok: true }));
  // An upload, read as the raw bytes it arrived as.
  upstream.addContentTypeParser(
    /^multipart\/form-data/,
    { parseAs: 'buffer' },
    (_req, body, done) => done(null, body),
  );
  upstream.post('/api/products/post/:device', async (req) => {
    const text = (req.body as Buffer).toString('latin1');
    return {
      type: req.headers['content-type'],
      query: req.query,
      name: /name="name"\r\n\r\n([^\r]*)/.exec(text)?.[1],
      file: /name="imgs"; filename="([^"]+)"\r\nContent-Type: ([^\r]+)\r\n\r\n(PNGDATA)/
        .exec(text)
        ?.slice(1),
    };
  });
  upstreamUrl = await upstream.listen({ port: 0, host: '127.0.0.1' });
  proxy = await createMockServer({
    seed: 1,
    proxy: { upstream: upstreamUrl, allowWrites: false, report: reportFile },
  });
  proxyUrl = await proxy.app.listen({ port: 0, host: '127.0.0.1' });
}, 60_000);

afterAll(async () => {
  await proxy?.app.close();
  await upstream?.close();
  rmSync(dir, { recursive: true, force: true });
});

const drift = async () =>
  (await (await fetch(`${proxyUrl}/__mock/proxy`)).json()) as {
    on: boolean;
    upstream: string;
    totals: Record<string, number>;
    endpoints: {
      method: string;
      route: string;
      seen: number;
      drifted: number;
      problems: { source: string; text: string; status: number; path: string }[];
    }[];
  };

describe('proxy mode', () => {
  it("hands back the backend's answer as it came: status, headers, body", async () => {
    const answer = await fetch(`${proxyUrl}/api/users/stores?page=1`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-backend')).toBe('planted');
    expect(answer.headers.get('cache-control')).toBe('max-age=60');
    expect(await answer.json()).toEqual({ stores: [store], totalPages: 1, page: 1 });
    expect(received).toContain('GET /api/users/stores?page=1');
  });

  it('names each drift with its field path and what was seen', async () => {
    const stores = (await drift()).endpoints.find((e) => e.route === '/api/users/stores');
    expect(stores).toMatchObject({ method: 'GET', seen: 1, drifted: 1 });
    const texts = stores!.problems.map((p) => `${p.source}: ${p.text}`);
    expect(texts).toContain(
      'spine: $.stores[0].businessName: expected string, saw nothing (the field is missing)',
    );
    expect(texts).toContain('spine: $.stores[0].km: expected number, saw string "3.2"');
    // The contract's interaction for the home page says the same of the renamed field.
    expect(texts).toContain(
      'contract: $.stores[0].businessName: expected string, saw nothing (the field is missing)',
    );
    expect(stores!.problems[0]).toMatchObject({ status: 200, path: '/api/users/stores' });
  });

  it('names a status the contract does not give for the request', async () => {
    const answer = await fetch(`${proxyUrl}/api/orders/d1/allorders/u1?query=all`);
    expect(answer.status).toBe(500);
    const list = (await drift()).endpoints.find(
      (e) => e.route === '/api/orders/:deviceId/allorders/:userId',
    );
    expect(list?.problems.map((p) => p.text)).toContain('status 500 where the contract says 401');
  });

  it('refuses a write with 403 { message } and sends nothing', async () => {
    const before = received.length;
    const answer = await fetch(`${proxyUrl}/api/reviews`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ msg: 'hi' }),
    });
    expect(answer.status).toBe(403);
    expect(await answer.json()).toEqual({
      message:
        'POST /api/reviews is a write; the read-only proxy does not send it to the backend (nothing was sent) — start the mock with --allow-writes against a staging copy',
    });
    expect(received.length).toBe(before);
    expect((await drift()).totals.refusedWrites).toBe(1);
  });

  it('lets sign-in through and keeps its session cookie on the mock origin', async () => {
    const answer = await fetch(`${proxyUrl}/api/users/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'ada@x.test', password: 'secret-pw', fingerprint: 'dev' }),
    });
    expect(answer.status).toBe(200);
    // The body went as it came; the cookie lost the backend's Domain and (over HTTP) Secure.
    expect((await answer.json()).user.echo).toEqual({
      email: 'ada@x.test',
      password: 'secret-pw',
      fingerprint: 'dev',
    });
    expect(answer.headers.getSetCookie()).toEqual([
      'auth_token=tok123; Path=/; HttpOnly; SameSite=Lax',
    ]);
  });

  it('with --allow-writes passes an upload on as multipart, its fields and files whole', async () => {
    const writer = await createMockServer({
      seed: 1,
      proxy: { upstream: upstreamUrl, allowWrites: true },
    });
    try {
      const url = await writer.app.listen({ port: 0, host: '127.0.0.1' });
      const form = new FormData();
      form.append('name', 'Pepper soup');
      form.append('imgs', new Blob(['PNGDATA'], { type: 'image/png' }), 'soup.png');
      const answer = await fetch(`${url}/api/products/post/dev1?userId=u1`, {
        method: 'POST',
        headers: { cookie: 'auth_token=tok123' },
        body: form,
      });
      expect(answer.status).toBe(200);
      const echo = await answer.json();
      expect(echo.type).toMatch(/^multipart\/form-data; boundary=/);
      expect(echo).toMatchObject({
        query: { userId: 'u1' },
        name: 'Pepper soup',
        file: ['soup.png', 'image/png', 'PNGDATA'],
      });
    } finally {
      await writer.app.close();
    }
  });

  it("keeps the mock's injected faults in front of the backend (nothing forwarded, nothing judged)", async () => {
    const fault = await fetch(`${proxyUrl}/__mock/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ method: 'GET', path: '/api/users/riders', status: 503, times: 1 }),
    });
    expect(fault.status).toBe(200);
    const before = received.length;
    const { totals } = await drift();
    expect((await fetch(`${proxyUrl}/api/users/riders?query=&page=`)).status).toBe(503);
    expect(received.length).toBe(before);
    expect((await drift()).totals.forwarded).toBe(totals.forwarded);
  });

  it('forwards a path the spine does not know, and says so', async () => {
    const answer = await fetch(`${proxyUrl}/api/not-in-the-spine`);
    expect(await answer.json()).toEqual({ ok: true });
    const unknown = (await drift()).endpoints.find((e) => e.route === '/api/not-in-the-spine');
    expect(unknown?.problems[0]?.text).toMatch(/is no endpoint of the spine/);
  });

  it('keeps /__mock local and writes the same findings in the HTML report', async () => {
    const health = await (await fetch(`${proxyUrl}/__mock/health`)).json();
    expect(health).toMatchObject({ ok: true, seed: 1 });
    expect(received.some((r) => r.includes('/__mock'))).toBe(false);
    const page = await (await fetch(`${proxyUrl}/__mock/proxy/report`)).text();
    expect(page).toContain('GET /api/users/stores');
    expect(page).toContain('$.stores[0].km: expected number, saw string &#34;3.2&#34;');
    expect(page).toContain('status 500 where the contract says 401');
    await proxy.app.close();
    const file = readFileSync(reportFile, 'utf8');
    expect(file).toContain('$.stores[0].km: expected number, saw string &#34;3.2&#34;');
    expect(file).toContain(`${upstreamUrl} (read-only)`);
  });
});
