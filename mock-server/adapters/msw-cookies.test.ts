import { getResponse, type HttpHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { createTestWorld } from '#tests/support/mock/test-world.ts';
import { DEMO_DEVICE, DEMO_PASSWORD } from '../seed/demo-accounts.ts';

const origin = 'http://localhost';

type Resolver = (info: {
  request: Request;
  params: Record<string, string>;
  cookies: Record<string, string>;
  requestId: string;
}) => Promise<Response>;

/**
 * The resolver of the handler that takes `path` (the mock's handlers: one for `/api/` and one for
 * `/__mock/` paths, on any origin), called as MSW calls it in a browser: cookies beside the request.
 */
function resolverOf(handlers: HttpHandler[], path: string): Resolver {
  const handler = handlers.find((h) => path.startsWith(String(h.info.path).slice(1, -1)));
  if (!handler) throw new Error(`no handler takes ${path}`);
  return (handler as unknown as { resolver: Resolver }).resolver;
}

async function signInToken(handlers: HttpHandler[]): Promise<string> {
  const res = await getResponse(
    handlers,
    new Request(`${origin}/api/users/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: 'vendor@bukka.test',
        password: DEMO_PASSWORD,
        fingerprint: DEMO_DEVICE,
      }),
    }),
  );
  expect(res?.status).toBe(200);
  const token = /auth_token=([^;]*)/.exec(res?.headers.get('set-cookie') ?? '')?.[1];
  if (!token) throw new Error('no auth_token cookie');
  return decodeURIComponent(token);
}

describe('MSW adapter session cookie', () => {
  it('reads the session from MSW `cookies` when the request has no Cookie header (browser)', async () => {
    const world = await createTestWorld(3);
    const token = await signInToken(world.handlers);
    const resolve = resolverOf(world.handlers, '/api/orders');
    const url = `${origin}/api/orders/${DEMO_DEVICE}/allorders/${world.ids.vendor}?query=all`;
    const params = { deviceId: DEMO_DEVICE, userId: world.ids.vendor };

    const anonymous = await resolve({
      request: new Request(url),
      params,
      cookies: {},
      requestId: 'a',
    });
    expect(anonymous.status).toBe(401);

    const signedIn = await resolve({
      request: new Request(url),
      params,
      cookies: { auth_token: token },
      requestId: 'b',
    });
    expect(signedIn.status).toBe(200);
    const body = (await signedIn.json()) as { counts: { all: number } };
    expect(body.counts.all).toBeGreaterThan(0);
  });

  it('lets the Cookie header win over MSW `cookies` (msw/node, where the header is present)', async () => {
    const world = await createTestWorld(3);
    const token = await signInToken(world.handlers);
    const resolve = resolverOf(world.handlers, '/api/orders');
    const url = `${origin}/api/orders/${DEMO_DEVICE}/allorders/${world.ids.vendor}?query=all`;
    const params = { deviceId: DEMO_DEVICE, userId: world.ids.vendor };

    const headerOnly = await resolve({
      request: new Request(url, { headers: { cookie: `auth_token=${token}` } }),
      params,
      cookies: {},
      requestId: 'c',
    });
    expect(headerOnly.status).toBe(200);

    const headerWins = await resolve({
      request: new Request(url, { headers: { cookie: `auth_token=${token}` } }),
      params,
      cookies: { auth_token: 'stale-token' },
      requestId: 'd',
    });
    expect(headerWins.status).toBe(200);

    const staleHeader = await resolve({
      request: new Request(url, { headers: { cookie: 'auth_token=stale-token' } }),
      params,
      cookies: { auth_token: token },
      requestId: 'e',
    });
    expect(staleHeader.status).toBe(401);
  });
});
