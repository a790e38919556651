import { afterEach, describe, expect, it } from 'vitest';
import { createRequestGuard } from './request-guard.ts';
import { currentSession } from './session.ts';

// The verifier's last line of defence: what it refuses to pass on to the provider.

type Sent = { status?: number; body?: unknown; passed: boolean };

function send(
  guard: ReturnType<typeof createRequestGuard>,
  req: { method: string; path: string; url?: string; cookie?: string; body?: unknown },
) {
  const sent: Sent = { passed: false };
  const headers: Record<string, string | undefined> = { cookie: req.cookie };
  guard.middleware(
    { method: req.method, path: req.path, url: req.url ?? req.path, headers, body: req.body },
    {
      status: (code) => ({
        json: (body) => {
          sent.status = code;
          sent.body = body;
        },
      }),
    },
    () => {
      sent.passed = true;
    },
  );
  return { ...sent, cookie: headers.cookie };
}

afterEach(() => currentSession.clear());

describe('the request guard', () => {
  it('puts the state’s session in place of the example cookie', () => {
    const guard = createRequestGuard();
    currentSession.set('real-token');
    const sent = send(guard, { method: 'GET', path: '/x', cookie: 'a=1; auth_token=example' });
    expect(sent).toMatchObject({ passed: true, cookie: 'a=1; auth_token=real-token' });
  });

  it('in a read-only run passes GET, sign-in as the client sends it and logout, and refuses other writes', () => {
    const guard = createRequestGuard();
    guard.arm({ readOnly: true, forbidden: [] });
    const signin = { email: 'b@x.test', password: 'pw', fingerprint: 'dev' };
    expect(send(guard, { method: 'GET', path: '/api/users/stores' }).passed).toBe(true);
    expect(send(guard, { method: 'POST', path: '/api/users/signin', body: signin }).passed).toBe(
      true,
    );
    // As the verifier's proxy hands it on: the JSON body as bytes.
    const bytes = Buffer.from(JSON.stringify(signin));
    expect(send(guard, { method: 'POST', path: '/api/users/signin', body: bytes }).passed).toBe(
      true,
    );
    expect(send(guard, { method: 'POST', path: '/api/users/logout' }).passed).toBe(true);
    // A sign-in without its password skips the hosted API's password check: never sent.
    const { password: _, ...noPassword } = signin;
    expect(
      send(guard, { method: 'POST', path: '/api/users/signin', body: noPassword }).passed,
    ).toBe(false);
    const refused = send(guard, { method: 'POST', path: '/api/reviews' });
    expect(refused).toMatchObject({ passed: false, status: 599 });
    expect(send(guard, { method: 'PUT', path: '/api/orders/d/takeorder/a/b' }).passed).toBe(false);
    expect(guard.refused()).toEqual([
      'POST /api/users/signin in a read-only run',
      'POST /api/reviews in a read-only run',
      'PUT /api/orders/d/takeorder/a/b in a read-only run',
    ]);
    // The state-setup calls of Pact's verifier are not requests to the provider.
    expect(send(guard, { method: 'POST', path: '/_pactSetup' }).passed).toBe(true);
  });

  it('refuses a request that carries an example value in its path, query, cookie or body', () => {
    const guard = createRequestGuard();
    guard.arm({ readOnly: false, forbidden: ['6650a1b2c3d4e5f601000001', 'example-token'] });
    expect(
      send(guard, { method: 'GET', path: '/api/users/find/6650a1b2c3d4e5f601000001' }).passed,
    ).toBe(false);
    expect(
      send(guard, {
        method: 'GET',
        path: '/api/products',
        url: '/api/products?query=6650a1b2c3d4e5f601000001',
      }).passed,
    ).toBe(false);
    expect(
      send(guard, { method: 'GET', path: '/x', cookie: 'auth_token=example-token' }).passed,
    ).toBe(false);
    expect(
      send(guard, { method: 'POST', path: '/x', body: { reviewerId: '6650a1b2c3d4e5f601000001' } })
        .passed,
    ).toBe(false);
    expect(send(guard, { method: 'POST', path: '/x', body: Buffer.from('ok') }).passed).toBe(true);
  });
});
