import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCli } from '#mock/cli-options.ts';
import { type SpawnedServer, spawnServer } from '#tests/support/mock/spawn-server.ts';
import { createTestApp, type TestApp } from '#tests/support/mock/test-app.ts';

// The attack as a test: the mock listens on 0.0.0.0 so phones can reach it; anyone
// else on the café Wi-Fi can then reset the world, mint money by bank transfer, read every code
// in the outbox or inject faults — unless the control API wants a token.

const TOKEN = 'test-control-token-1234';
const json = { 'content-type': 'application/json' };

describe('control API beyond loopback needs a token', { timeout: 30_000 }, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(1, {}, { guard: { host: '0.0.0.0', controlToken: TOKEN } });
  }, 30_000);

  it('without the token: no reset, no free money, no codes, no faults', async () => {
    const account = t.ctx.db.accounts.all()[0]!;
    const balance = t.ctx.db.users.get(account.userId)!.balanceKobo;
    const attempts = [
      { method: 'POST', url: '/__mock/reset', payload: '{"seed":9}' },
      {
        method: 'POST',
        url: '/__mock/bank-transfer',
        payload: JSON.stringify({ accountNumber: account.accountNumber, amount: 100_000_00 }),
      },
      { method: 'GET', url: '/__mock/outbox' },
      { method: 'GET', url: '/__mock/accounts' },
      { method: 'POST', url: '/__mock/faults', payload: '{"path":"/api/pay","status":503}' },
      { method: 'GET', url: '/__mock/events' },
      { method: 'POST', url: '/__mock/reset', payload: '{}', token: 'wrong-token-123' },
    ] as const;
    for (const a of attempts) {
      const res = await t.app.inject({
        method: a.method,
        url: a.url,
        payload: 'payload' in a ? a.payload : undefined,
        headers: {
          ...('payload' in a ? json : {}),
          ...('token' in a ? { 'x-mock-token': a.token } : {}),
        },
      });
      expect(res.statusCode, a.url).toBe(401);
      expect(JSON.parse(res.body).message).toMatch(/needs its control token.*X-Mock-Token/);
    }
    expect(t.ctx.seed).toBe(1);
    expect(t.ctx.db.users.get(account.userId)!.balanceKobo).toBe(balance);
    expect(t.ctx.faults).toEqual([]);
  });

  it('with the token (header) it works; health and the hosted API need none', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/__mock/health' });
    expect(health.statusCode).toBe(200);
    const stores = await t.app.inject({ method: 'GET', url: '/api/users/stores?page=1' });
    expect(stores.statusCode).toBe(200);
    const outbox = await t.app.inject({
      method: 'GET',
      url: '/__mock/outbox',
      headers: { 'x-mock-token': TOKEN },
    });
    expect(outbox.statusCode).toBe(200);
    const advance = await t.app.inject({
      method: 'POST',
      url: '/__mock/clock/advance',
      headers: { ...json, 'x-mock-token': TOKEN },
      payload: '{"ms":1}',
    });
    expect(advance.statusCode).toBe(200);
  });

  it('the panel: a page explaining the token, then the printed link sets a same-site cookie', async () => {
    const bare = await t.app.inject({ method: 'GET', url: '/__mock/panel' });
    expect(bare.statusCode).toBe(401);
    expect(bare.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(bare.body).toContain('This mock needs its control token');
    const wrong = await t.app.inject({ method: 'GET', url: '/__mock/panel?token=nope-nope-nope' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.headers['set-cookie']).toBeUndefined();

    const link = await t.app.inject({ method: 'GET', url: `/__mock/panel?token=${TOKEN}` });
    expect(link.statusCode).toBe(303);
    expect(link.headers.location).toBe('/__mock/panel');
    const cookie = String(link.headers['set-cookie']);
    expect(cookie).toMatch(/^bukka_mock_token=/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Path=/__mock');
    const jar = cookie.split(';')[0]!;
    const page = await t.app.inject({
      method: 'GET',
      url: '/__mock/panel',
      headers: { cookie: jar },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Bukka mock');
    // The panel's own calls (and the event stream) carry the cookie.
    const sim = await t.app.inject({
      method: 'POST',
      url: '/__mock/simulator',
      headers: { ...json, cookie: jar },
      payload: '{"on":false}',
    });
    expect(sim.statusCode).toBe(200);
  });
});

describe('the CLI bound to 0.0.0.0', { timeout: 90_000 }, () => {
  let server: SpawnedServer;
  beforeAll(async () => {
    server = await spawnServer(['--host', '0.0.0.0', '--simulator', 'off', '--stores', '5']);
  }, 90_000);
  afterAll(async () => {
    await server?.stop();
  });

  it('warns, prints a generated token and the panel link, and requires the token', async () => {
    const out = server.output();
    expect(out).toMatch(/WARNING: listening on 0\.0\.0\.0, beyond this machine/);
    const token =
      /needs the token ([0-9a-f]{32}) \(the mock listens beyond loopback; generated/.exec(out)?.[1];
    expect(token).toBeDefined();
    expect(out).toContain(`/__mock/panel?token=${token}`);
    const refused = await fetch(`${server.baseUrl}/__mock/outbox`);
    expect(refused.status).toBe(401);
    const allowed = await fetch(`${server.baseUrl}/__mock/outbox`, {
      headers: { 'x-mock-token': token! },
    });
    expect(allowed.status).toBe(200);
  });
});

describe('CLI flags', () => {
  it('--control-token / MOCK_CONTROL_TOKEN and --allowed-host / MOCK_ALLOWED_HOSTS', () => {
    expect(parseCli(['--control-token', 'abcdefgh12'], {}).controlToken).toBe('abcdefgh12');
    expect(parseCli([], { MOCK_CONTROL_TOKEN: 'from-env-123' }).controlToken).toBe('from-env-123');
    expect(parseCli([], {}).controlToken).toBeUndefined();
    expect(() => parseCli(['--control-token', 'short'], {})).toThrow(/8 to 200/);
    expect(() => parseCli(['--control-token'], {})).toThrow(/8 to 200/);
    expect(parseCli(['--allowed-host', 'demo.lan, 10.0.0.5'], {}).allowedHosts).toEqual([
      'demo.lan',
      '10.0.0.5',
    ]);
    expect(parseCli([], { MOCK_ALLOWED_HOSTS: 'a.lan' }).allowedHosts).toEqual(['a.lan']);
    expect(() => parseCli(['--allowed-host', 'http://x/'], {})).toThrow(/host names/);
  });
});
