import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createMemoryCookieJar } from '#scenarios/core/cookie-jar.ts';
import {
  createFakeFetch,
  type FakeFetch,
  jsonResponse,
  textResponse,
} from '#tests/support/fake-fetch.ts';
import { endpoint, reads, writes } from '../../shared/schemas/common.ts';
import { storeEndpoints } from '../../shared/schemas/stores.ts';
import {
  ApiError,
  apiPath,
  apiRequest,
  configureApi,
  fetchThirdParty,
  resetApiConfig,
} from './client.ts';
import { fetchProduct } from './products.ts';
import { searchStores } from './stores.ts';

let fake: FakeFetch;

beforeEach(() => {
  fake = createFakeFetch();
  configureApi({ baseUrl: 'http://api.test/', fetch: fake.fetch });
});

afterEach(() => resetApiConfig());

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('apiRequest', () => {
  it('parses a 2xx body with the schema, keeping extra fields', async () => {
    fake.queue.push(() =>
      jsonResponse({
        stores: [{ _id: 's1', businessName: 'Mama Put', tag: 'new' }],
        totalPages: 1,
      }),
    );
    const data = await searchStores({ page: 1 });
    expect(data.totalPages).toBe(1);
    expect(data.stores[0]).toEqual({ _id: 's1', businessName: 'Mama Put', tag: 'new' });
    expect(fake.last().url.startsWith('http://api.test/api/users/stores?')).toBe(true);
    expect(fake.last().credentials).toBe('include');
  });

  it('a { message } error body becomes an http ApiError with that message and status', async () => {
    fake.queue.push(() => jsonResponse({ message: 'sorry! you can not buy from yourself' }, 403));
    const error = await failure(fetchProduct('p1'));
    expect(error).toMatchObject({
      kind: 'http',
      status: 403,
      message: 'sorry! you can not buy from yourself',
    });
    expect(error.body).toEqual({ message: 'sorry! you can not buy from yourself' });
  });

  it('a bare JSON string error body is the message', async () => {
    fake.queue.push(() => jsonResponse('Cast to ObjectId failed for value "x"', 500));
    const error = await failure(fetchProduct('x'));
    expect(error).toMatchObject({
      kind: 'http',
      status: 500,
      message: 'Cast to ObjectId failed for value "x"',
    });
  });

  it('a plain-text error body is the message', async () => {
    fake.queue.push(() => textResponse('Unauthorized', 401));
    const error = await failure(fetchProduct('p1'));
    expect(error).toMatchObject({ kind: 'http', status: 401, message: 'Unauthorized' });
  });

  it("Express's HTML error page gives its text", async () => {
    const html = '<!DOCTYPE html><html><body><pre>Cannot GET /api/nope</pre></body></html>';
    fake.queue.push(() => textResponse(html, 404, 'text/html'));
    const error = await failure(fetchProduct('p1'));
    expect(error).toMatchObject({ kind: 'http', status: 404, message: 'Cannot GET /api/nope' });
  });

  it('an error without a usable body falls back to the status line', async () => {
    fake.queue.push(() => new Response('', { status: 502, statusText: 'Bad Gateway' }));
    const error = await failure(fetchProduct('p1'));
    expect(error).toMatchObject({ kind: 'http', status: 502, message: '502 Bad Gateway' });
  });

  it('a network failure is a network ApiError with status 0', async () => {
    fake.queue.push(() => {
      throw new TypeError('fetch failed');
    });
    const error = await failure(fetchProduct('p1'));
    expect(error.kind).toBe('network');
    expect(error.status).toBe(0);
    expect(error.message).toContain('fetch failed');
  });

  it('a connection cut while reading the body is a network ApiError with status 0', async () => {
    const broken = new ReadableStream({
      start(controller) {
        controller.error(new TypeError('terminated'));
      },
    });
    fake.queue.push(() => new Response(broken, { status: 200 }));
    const error = await failure(fetchProduct('p1'));
    expect(error).toMatchObject({ kind: 'network', status: 0 });
    expect(error.message).toContain('terminated');
  });

  it('a 2xx body that is not JSON is a parse ApiError', async () => {
    fake.queue.push(() => textResponse('<html>maintenance</html>', 200, 'text/html'));
    const error = await failure(fetchProduct('p1'));
    expect(error.kind).toBe('parse');
    expect(error.status).toBe(200);
    expect(error.message).toContain('not JSON');
  });

  it('a 2xx body missing a needed field is a parse ApiError naming the field', async () => {
    fake.queue.push(() => jsonResponse({ stores: [{ _id: 's1' }], totalPages: 1 }));
    const error = await failure(searchStores({}));
    expect(error.kind).toBe('parse');
    expect(error.message).toContain('GET /api/users/stores');
    expect(error.message).toContain('stores.0.businessName');
  });

  it('a 2xx body with a field of the wrong type is a parse ApiError naming the field', async () => {
    fake.queue.push(() => jsonResponse({ stores: [], totalPages: '3' }));
    const error = await failure(searchStores({}));
    expect(error.kind).toBe('parse');
    expect(error.message).toMatch(/totalPages: .*expected number/);
  });

  it('an aborted call rejects with the abort, not a network error', async () => {
    const controller = new AbortController();
    fake.queue.push(() => {
      controller.abort();
      throw new DOMException('aborted', 'AbortError');
    });
    const outcome = await apiRequest(
      endpoint({ method: 'GET', path: '/api/x', effect: reads, response: z.unknown() }),
      { signal: controller.signal },
    ).catch((e: unknown) => e);
    expect(outcome).not.toBeInstanceOf(ApiError);
    expect((outcome as Error).name).toBe('AbortError');
  });

  it('a call left unanswered times out as a network ApiError', async () => {
    configureApi({ timeoutMs: 20 });
    fake.queue.push(
      () =>
        new Promise<Response>((_resolve, reject) => {
          const signal = fake.last().signal;
          signal.addEventListener('abort', () => reject(signal.reason));
        }),
    );
    const error = await failure(fetchProduct('p1'));
    expect(error).toMatchObject({ kind: 'network', status: 0 });
    expect(error.message).toBe('GET /api/products/find/p1 timed out after 0.02 s');
  });

  it('sends JSON with a content type and no body for calls without one', async () => {
    fake.queue.push(() => jsonResponse({ ok: 1 }));
    fake.queue.push(() => jsonResponse({ ok: 2 }));
    await apiRequest(
      endpoint({
        method: 'POST',
        path: '/api/a',
        effect: writes('a'),
        body: z.unknown(),
        response: z.unknown(),
      }),
      {
        body: { a: 1 },
      },
    );
    await apiRequest(
      endpoint({ method: 'POST', path: '/api/b', effect: writes('b'), response: z.unknown() }),
      {},
    );
    const [withBody, without] = fake.requests;
    expect(withBody?.headers.get('content-type')).toBe('application/json');
    expect(await withBody?.text()).toBe('{"a":1}');
    expect(without?.headers.get('content-type')).toBeNull();
    expect(await without?.text()).toBe('');
  });

  it('uses the base URL without its trailing slash', async () => {
    fake.queue.push(() => jsonResponse({ stores: [], totalPages: 0 }));
    await apiRequest(
      endpoint({
        method: 'GET',
        path: '/api/users/stores',
        effect: reads,
        response: storeEndpoints.search.response,
      }),
      {},
    );
    expect(fake.last().url).toBe('http://api.test/api/users/stores');
  });
});

describe('fetchThirdParty (the same door for other services)', () => {
  it('sends a GET without credentials or the cookie jar, and hands back the raw response', async () => {
    const jar = createMemoryCookieJar();
    jar.onResponse('https://geo.test/', new Headers({ 'set-cookie': 'auth_token=secret; Path=/' }));
    configureApi({ cookieJar: jar });
    fake.queue.push(() => textResponse('slow down', 429));
    const response = await fetchThirdParty('https://geo.test/search?q=Lekki', {
      headers: { accept: 'application/json' },
    });
    expect(response.status).toBe(429);
    const request = fake.last();
    expect(request.method).toBe('GET');
    expect(request.url).toBe('https://geo.test/search?q=Lekki');
    expect(request.credentials).toBe('omit');
    expect(request.headers.get('cookie')).toBeNull();
    expect(request.headers.get('accept')).toBe('application/json');
  });

  it('resolves a relative URL against the page, not the API base', async () => {
    const page = (globalThis as { location?: unknown }).location;
    Object.defineProperty(globalThis, 'location', {
      value: { origin: 'http://page.test' },
      configurable: true,
    });
    try {
      await fetchThirdParty('/__mock/geo/search?q=Yaba');
      expect(fake.last().url).toBe('http://page.test/__mock/geo/search?q=Yaba');
    } finally {
      Object.defineProperty(globalThis, 'location', { value: page, configurable: true });
    }
  });
});

describe('apiPath', () => {
  it('keeps every key, in order, even when empty, and encodes values', () => {
    expect(apiPath('/api/x', { a: '', b: 'Lekki, Lagos', c: 2 })).toBe(
      '/api/x?a=&b=Lekki%2C+Lagos&c=2',
    );
    expect(apiPath('/api/x')).toBe('/api/x');
  });
});

describe('cookie jar hook (Node runners)', () => {
  it('carries auth_token from set-cookie to later calls and drops it on logout', async () => {
    const jar = createMemoryCookieJar();
    configureApi({ baseUrl: 'https://api.test', cookieJar: jar });
    const signedIn = new Headers();
    signedIn.append('set-cookie', 'auth_token=jwt.1; Path=/; HttpOnly; Secure; SameSite=None');
    fake.queue.push(() => jsonResponse({ user: { firstname: 'Ada', _id: 'u1' } }, 200, signedIn));
    await apiRequest(
      endpoint({
        method: 'POST',
        path: '/api/users/signin',
        effect: writes('signs in'),
        response: z.unknown(),
      }),
      {},
    );
    expect(fake.last().headers.get('cookie')).toBeNull();
    expect(jar.get('auth_token')).toBe('jwt.1');

    const loggedOut = new Headers();
    loggedOut.append('set-cookie', 'auth_token=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT');
    fake.queue.push(() => jsonResponse({ message: 'Logged out successfully' }, 200, loggedOut));
    await apiRequest(
      endpoint({
        method: 'POST',
        path: '/api/users/logout',
        effect: writes('signs out'),
        response: z.unknown(),
      }),
      {},
    );
    expect(fake.last().headers.get('cookie')).toBe('auth_token=jwt.1');
    expect(jar.get('auth_token')).toBeUndefined();

    fake.queue.push(() => jsonResponse([]));
    await apiRequest(
      endpoint({ method: 'GET', path: '/api/x', effect: reads, response: z.unknown() }),
      {},
    );
    expect(fake.last().headers.get('cookie')).toBeNull();
  });

  it('an expired cookie with a value is dropped too', () => {
    const jar = createMemoryCookieJar();
    const headers = new Headers();
    headers.append('set-cookie', 'a=1');
    headers.append('set-cookie', 'b=2; Max-Age=0');
    jar.onResponse('http://api.test/x', headers);
    expect(jar.headers('http://api.test/y')).toEqual({ cookie: 'a=1' });
  });

  it("keeps each site's cookies to that site, and a Secure cookie off plain http", () => {
    const jar = createMemoryCookieJar();
    jar.onResponse(
      'https://api.test/login',
      new Headers({ 'set-cookie': 'auth_token=t1; Path=/' }),
    );
    jar.onResponse('http://plain.test/', new Headers({ 'set-cookie': 's=1; Secure' }));
    expect(jar.headers('https://api.test/api/x')).toEqual({ cookie: 'auth_token=t1' });
    expect(jar.headers('https://other.test/api/x')).toEqual({});
    expect(jar.headers('http://plain.test/')).toEqual({});
    jar.onResponse('http://localhost:4010/', new Headers({ 'set-cookie': 'local=1; Secure' }));
    expect(jar.headers('http://localhost:4010/api')).toEqual({ cookie: 'local=1' });
    jar.clear();
    expect(jar.get('auth_token')).toBeUndefined();
  });
});
