// Component-test helper (never imported by the app): the mock's real handlers answer every
// `src/api` call through `configureApi({ fetch })`, on a seeded world with a fixed clock, with an
// in-memory cookie jar and the device id `demo-device`.
import { getResponse } from 'msw';
import { createTestWorld, type TestWorld } from '#mock/adapters/msw.ts';
import { configureApi, resetApiConfig } from '#src/api/client.ts';
import { createMemoryCookieJar } from '#src/api/cookie-jar.ts';
import { setDeviceId } from '#src/api/device-id.ts';
import { signIn } from '#src/api/users.ts';
import { setUserInfo } from '#src/state/session.ts';

export const TEST_ORIGIN = 'http://bukka.test';
export const DEMO_PASSWORD = 'bukka-demo';
export const DEMO = {
  buyer: 'buyer@bukka.test',
  vendor: 'vendor@bukka.test',
  rider: 'rider@bukka.test',
} as const;

export interface MockApi {
  world: TestWorld;
  /** Every request sent, in order. */
  requests: Request[];
  /** A control or API call straight to the mock (JSON body answered). */
  call<T = unknown>(method: string, path: string, body?: unknown): Promise<T>;
  /** The newest code e-mailed to an address. */
  lastCode(to: string): Promise<string>;
  /** Signs a demo (or any) account in and stores the session like the sign-in screen does. */
  signInAs(email: string, password?: string): Promise<{ _id: string; firstname: string }>;
  close(): void;
}

export async function startMockApi(seed = 1): Promise<MockApi> {
  const world = await createTestWorld(seed);
  const jar = createMemoryCookieJar();
  const requests: Request[] = [];
  const fetchThroughMock = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push(request.clone());
    const response = await getResponse(world.handlers, request);
    return response ?? new Response(`unhandled ${request.method} ${request.url}`, { status: 599 });
  };
  configureApi({ baseUrl: TEST_ORIGIN, fetch: fetchThroughMock, cookieJar: jar });
  setDeviceId('demo-device');

  const api: MockApi = {
    world,
    requests,
    async call(method, path, body) {
      const headers = new Headers(jar.headers());
      if (body !== undefined) headers.set('content-type', 'application/json');
      const response = await fetchThroughMock(`${TEST_ORIGIN}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      jar.onResponse(response.headers);
      const text = await response.text();
      if (!response.ok) throw new Error(`${method} ${path} → ${response.status} ${text}`);
      return (text ? JSON.parse(text) : undefined) as never;
    },
    async lastCode(to) {
      const mails = await api.call<Array<{ code: string }>>(
        'GET',
        `/__mock/outbox?to=${encodeURIComponent(to)}`,
      );
      const code = mails.at(-1)?.code;
      if (!code) throw new Error(`no code e-mailed to ${to}`);
      return code;
    },
    async signInAs(email, password = DEMO_PASSWORD) {
      const { user } = await signIn({ email, password });
      if (!('_id' in user) || typeof user._id !== 'string') throw new Error('sign-in needs a code');
      const firstname = String(user.firstname ?? '');
      setUserInfo({ user, firstname });
      return { _id: user._id, firstname };
    },
    close() {
      resetApiConfig();
      setDeviceId(undefined);
    },
  };
  return api;
}
