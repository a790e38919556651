// Component-test helper (never imported by the app): the component project's shared msw/node
// server (tests/setup/component.ts, the mock's real handlers on the seed-1 world, reset before
// each test) answers every `src/api` call; this adds an in-memory cookie jar (jsdom keeps no
// httpOnly cookies), the device id `demo-device`, a request log and control-API shortcuts.
import type { TestWorld } from '#mock/adapters/msw.ts';
import { configureApi, resetApiConfig } from '#src/api/client.ts';
import { createMemoryCookieJar } from '#src/api/cookie-jar.ts';
import { setDeviceId } from '#src/api/device-id.ts';
import { signIn } from '#src/api/users.ts';
import { setUserInfo } from '#src/state/session.ts';
import { mockServer, mockWorld } from '#tests/setup/component.ts';

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

export async function startMockApi(): Promise<MockApi> {
  const world = mockWorld;
  const jar = createMemoryCookieJar();
  const requests: Request[] = [];
  const record = ({ request }: { request: Request }) => {
    requests.push(request.clone());
  };
  mockServer.events.on('request:start', record);
  configureApi({ baseUrl: TEST_ORIGIN, cookieJar: jar });
  setDeviceId('demo-device');
  const fetchThroughMock = (input: string, init: RequestInit) => fetch(input, init);

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
      mockServer.events.removeListener('request:start', record);
      resetApiConfig();
      setDeviceId(undefined);
    },
  };
  return api;
}
