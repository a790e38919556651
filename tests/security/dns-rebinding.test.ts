import { describe, expect, it } from 'vitest';
import { hostnameOf, isLoopbackName } from '#mock/adapters/request-guard.ts';
import { requestOrigin } from '#mock/services/paystack/paystack-service.ts';
import { createTestApp } from '#tests/support/mock/test-app.ts';

// The attack as a test: attacker.example first resolves to the attacker's server,
// then to 127.0.0.1. The victim's browser, still on attacker.example, now talks to the mock as
// "same origin" — and every request carries `Host: attacker.example`.

const ATTACKER = 'attacker.example';

describe('DNS rebinding: the Host header', { timeout: 30_000 }, () => {
  it('GET /__mock/outbox with a foreign Host is refused and shows no code', async () => {
    const t = await createTestApp(1);
    await t.call('POST', '/api/users/resetpassword', {
      body: { email: 'buyer@bukka.test', fingerprint: 'f' },
    });
    const code = t.lastCode('buyer@bukka.test');
    const res = await t.app.inject({
      method: 'GET',
      url: '/__mock/outbox',
      headers: { host: `${ATTACKER}:4010` },
    });
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain(code);
    expect(JSON.parse(res.body).message).toMatch(/Host "attacker.example" is not allowed/);
    // Not only the control API: every route (the session cookie would ride along).
    for (const url of ['/api/users/stores?page=1', '/__mock/health', '/__mock/panel']) {
      const r = await t.app.inject({ method: 'GET', url, headers: { host: ATTACKER } });
      expect(r.statusCode, url).toBe(403);
    }
  });

  it('the emulated Paystack never puts a foreign Host into authorization_url', async () => {
    const t = await createTestApp(1);
    const body = { key: 'pk_test_x', email: 'buyer@bukka.test', amount: 150_000 };
    const transactions = t.ctx.db.providerTransactions.size;
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/__mock/paystack/transaction/initialize',
      headers: { host: ATTACKER, 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    expect(foreign.statusCode).toBe(403);
    expect(Object.keys(JSON.parse(foreign.body))).toEqual(['message']);
    expect(t.ctx.db.providerTransactions.size).toBe(transactions);
    const own = await t.app.inject({
      method: 'POST',
      url: '/__mock/paystack/transaction/initialize',
      headers: { host: 'localhost:4010', 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    expect(own.statusCode).toBe(200);
    expect(JSON.parse(own.body).data.authorization_url).toMatch(
      /^http:\/\/localhost:4010\/__mock\/paystack\/checkout\?access_code=[0-9a-f]{20}$/,
    );
    // Whatever a transport passes on, a Host that is not host[:port] is never echoed.
    expect(requestOrigin({ host: 'evil.example/x?' })).toBe('');
    expect(requestOrigin({ host: 'a"b' })).toBe('');
    expect(requestOrigin({ host: 'localhost:1', 'x-forwarded-proto': 'javascript' })).toBe(
      'http://localhost:1',
    );
  });

  it('accepts loopback names, the --host it listens on and --allowed-host extras', async () => {
    const t = await createTestApp(
      1,
      {},
      {
        guard: { host: 'bukka-laptop.local', allowedHosts: ['demo.lan', '192.168.1.20'] },
      },
    );
    for (const host of [
      'localhost:4010',
      '127.0.0.1:4010',
      '[::1]:4010',
      'app.localhost',
      'bukka-laptop.local:4010',
      'DEMO.LAN',
      '192.168.1.20:4010',
    ]) {
      const r = await t.app.inject({ method: 'GET', url: '/__mock/health', headers: { host } });
      expect(r.statusCode, host).toBe(200);
    }
    for (const host of [
      'demo.lan.attacker.example',
      '192.168.1.21',
      'localhost.attacker.example',
    ]) {
      const r = await t.app.inject({ method: 'GET', url: '/__mock/health', headers: { host } });
      expect(r.statusCode, host).toBe(403);
    }
  });

  it('parses Host names', () => {
    expect(hostnameOf('LocalHost.:4010')).toBe('localhost');
    expect(hostnameOf('[::1]:80')).toBe('[::1]');
    expect(hostnameOf('::1')).toBe('[::1]');
    expect(isLoopbackName('127.8.0.1')).toBe(true);
    expect(isLoopbackName('[::ffff:127.0.0.1]')).toBe(true);
    expect(isLoopbackName('127.0.0.1.nip.io')).toBe(false);
    expect(isLoopbackName('0.0.0.0')).toBe(false);
  });
});
