// The component tests' one door to the API: the component project's msw/node server
// (tests/support/mock/component-mock.ts: the mock's real route handlers over the seed-1 world, reset before
// each test when a test changed it) answers every `src/api` call. `installMockApi()` points the
// API client at it with an in-memory cookie jar (jsdom keeps no httpOnly cookies) and the device
// id `demo-device`, records every request, and offers control-API shortcuts.
import type { RequestHandler } from 'msw';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createMemoryCookieJar } from '#scenarios/core/cookie-jar.ts';
import { signIn } from '#src/api/auth.ts';
import { configureApi, resetApiConfig } from '#src/api/client.ts';
import { setDeviceId } from '#src/api/device-id.ts';
import { setUserInfo } from '#src/state/session.ts';
import { mockServer, mockWorld } from '#tests/support/mock/component-mock.ts';
import type { TestWorld } from '#tests/support/mock/test-world.ts';

const TEST_ORIGIN = 'http://bukka.test';
const DEMO_DEVICE = 'demo-device';
const DEMO_PASSWORD = 'bukka-demo';
export const DEMO = {
  buyer: 'buyer@bukka.test',
  vendor: 'vendor@bukka.test',
  rider: 'rider@bukka.test',
} as const;

interface FaultOptions {
  status?: number;
  message?: string;
  /** How many matching calls fail; every one when left out. */
  times?: number;
}

export interface MockApi {
  /** The mock's world: its context (db, clock) and the demo ids. */
  readonly world: TestWorld;
  /** Every request sent in the current test, in order. */
  readonly requests: Request[];
  /** A control or API call straight to the mock with the test's cookies (JSON answered). */
  call<T = unknown>(method: string, path: string, body?: unknown): Promise<T>;
  /** Makes matching calls fail (`path`: exact, a route pattern such as `/api/x/:id`, or `prefix*`). */
  fail(method: string, path: string, options?: FaultOptions): Promise<void>;
  /**
   * Answers matching requests with these msw handlers instead, for the current test only: for
   * what the control API's faults cannot do (the emulated services under /__mock, e.g. a geocoder
   * answering 429).
   */
  use(...handlers: RequestHandler[]): void;
  /** The newest code e-mailed to an address. */
  lastCode(to: string): Promise<string>;
  /** Signs a demo (or any) account in and stores the session like the sign-in screen does. */
  signInAs(email: string, password?: string): Promise<{ _id: string; firstname: string }>;
}

/**
 * Call once at the top of a component test file. Before each test: a fresh cookie jar, the device
 * id `demo-device` and an empty request log (the world itself is reset by the setup file).
 */
export function installMockApi(): MockApi {
  let jar = createMemoryCookieJar();
  const requests: Request[] = [];
  const record = ({ request }: { request: Request }) => {
    requests.push(request.clone());
  };
  const configure = () => {
    jar = createMemoryCookieJar();
    requests.length = 0;
    configureApi({ baseUrl: TEST_ORIGIN, cookieJar: jar });
    setDeviceId(DEMO_DEVICE);
  };

  beforeAll(() => {
    mockServer.events.on('request:start', record);
    configure();
  });
  beforeEach(configure);
  afterAll(() => {
    mockServer.events.removeListener('request:start', record);
    resetApiConfig();
    setDeviceId(undefined);
  });

  const api: MockApi = {
    world: mockWorld,
    requests,
    async call(method, path, body) {
      const url = `${TEST_ORIGIN}${path}`;
      const headers = new Headers(jar.headers(url));
      if (body !== undefined) headers.set('content-type', 'application/json');
      const response = await fetch(url, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      jar.onResponse(url, response.headers);
      const text = await response.text();
      if (!response.ok) throw new Error(`${method} ${path} → ${response.status} ${text}`);
      return (text ? JSON.parse(text) : undefined) as never;
    },
    async fail(method, path, { status = 500, message = 'something went wrong', times } = {}) {
      await api.call('POST', '/__mock/faults', { method, path, status, message, times });
    },
    use(...handlers) {
      mockServer.use(...handlers);
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
  };
  return api;
}
