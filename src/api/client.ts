import { config as configureZod } from 'zod/mini';
import {
  type Answer,
  buildCall,
  type CallInput,
  jsonOf,
  readAnswer,
} from '#shared/endpoint-call.ts';
import type { Endpoint } from '#shared/schemas/endpoint.ts';
import {
  ApiError,
  errorText,
  isAbort,
  isTimeout,
  messageFromBody,
  parseJsonOrText,
  snippet,
} from '#src/api/api-error.ts';
import { env } from '#src/config/env.ts';

// The only place in the client that calls `fetch` (Biome refuses it anywhere else). Every API
// call sends credentials (the hosted API keeps the session in the httpOnly `auth_token` cookie)
// and parses the body with a zod schema; `fetchThirdParty` is the same door for the other services
// the client talks to (the geocoder), without credentials. A call is built and its answer read by
// shared/endpoint-call.ts, the pair the mock's control client uses too. The error every call
// throws and the call's types are read from here by the fetchers and the screens.
export type { Answer, CallInput, RequestOpts } from '#shared/endpoint-call.ts';
export { pathWithQuery as apiPath } from '#shared/endpoint-call.ts';
export { ApiError, isApiError } from '#src/api/api-error.ts';

let englishMessages: Promise<void> | undefined;

/**
 * zod/mini ships no messages: on the first parse failure, load the English ones that full zod
 * loads (once; a failed load leaves zod's generic text), so the error still names what was
 * expected ('expected number, received string'). Kept off the first load: bodies rarely fail.
 */
function loadEnglishMessages(): Promise<void> {
  englishMessages ??= import('zod/v4/locales/en.js').then(
    ({ default: en }) => {
      configureZod(en());
    },
    () => {
      englishMessages = undefined;
    },
  );
  return englishMessages;
}

/** Carries cookies where there is no browser jar (Node scenarios, Pact consumer tests). */
export interface CookieJarHook {
  /** Extra headers for a request to `url`, typically `{ cookie: 'auth_token=…' }`. */
  headers(url: string): Record<string, string>;
  /** Sees the headers of every response from `url`, to pick up `set-cookie`. */
  onResponse(url: string, headers: Headers): void;
}

export interface ApiConfig {
  /** API origin, no trailing slash; `''` = same origin (the browser default). */
  baseUrl: string;
  /** A fetch to use instead of the global one (tests inject a fake). */
  fetch?: typeof fetch;
  cookieJar?: CookieJarHook;
  /** API calls wait for this before they are sent: the static demo starts its in-page mock on the
   * first call, so the first screen paints before the mock's code runs. */
  ready?: () => Promise<unknown>;
  /** Give up on a call after this long (the hosted API leaves some requests unanswered);
   * 0 = never. Default 60 s (a cold hosted server can take that long to wake). */
  timeoutMs: number;
}

const envBaseUrl = env.VITE_API_URL ?? '';

const DEFAULT_TIMEOUT_MS = 60_000;

/** The mark the read-only proxy puts on its refusal of a write (mock-server/proxy): the request
 * never reached the backend. Told by this header, not by the refusal's words or its 403. Every
 * answer it forwards carries `read-only` in the same header, so the client knows before the first
 * write. */
const PROXY_HEADER = 'x-bukka-proxy';
const PROXY_REFUSED = 'refused';
const PROXY_READ_ONLY = 'read-only';

/** Whether the read-only proxy marked an answer or refused a write since the API was last
 * configured: the backend behind it is a read-only view, so an action that would start something
 * outside it (a card checkout) is not begun. */
let writesRefusedHere = false;

let config: ApiConfig = { baseUrl: envBaseUrl.replace(/\/+$/, ''), timeoutMs: DEFAULT_TIMEOUT_MS };

/** Overrides the base URL, fetch or cookie jar (fields left out keep their current value); what
 * was learnt of the backend (a refused write) starts afresh. */
export function configureApi(next: Partial<ApiConfig>): void {
  config = { ...config, ...next };
  writesRefusedHere = false;
  config.baseUrl = config.baseUrl.replace(/\/+$/, '');
}

/** Back to `VITE_API_URL`, the global fetch and no cookie jar. */
export function resetApiConfig(): void {
  config = { baseUrl: envBaseUrl.replace(/\/+$/, ''), timeoutMs: DEFAULT_TIMEOUT_MS };
  writesRefusedHere = false;
}

/** True once the read-only proxy has marked an answer or refused a write: the backend is a
 * read-only view. */
export function writesRefused(): boolean {
  return writesRefusedHere;
}

/**
 * Where the config comes from when several callers share this module at once (the scenario
 * runner's parallel scenarios, each in its own async scope): a function answering the caller's
 * config, or undefined for the module's own.
 */
let scoped: (() => ApiConfig | undefined) | undefined;

/** Installs (or, with `undefined`, removes) the per-caller config source. */
export function scopeApiConfig(source: (() => ApiConfig | undefined) | undefined): void {
  scoped = source;
}

/** The config of this call: the caller's scope's, else the module's. */
const current = (): ApiConfig => scoped?.() ?? config;

export function getApiBaseUrl(): string {
  return current().baseUrl;
}

/**
 * What to throw when sending or reading a call failed: the error itself when the caller aborted,
 * else a network `ApiError` (a time-out says so).
 */
function networkFailure(
  error: unknown,
  signal: AbortSignal | undefined,
  where: string,
  step: 'on' | 'reading',
): unknown {
  if (signal?.aborted || isAbort(error)) return error;
  return new ApiError({
    status: 0,
    kind: 'network',
    message: isTimeout(error)
      ? `${where} timed out after ${current().timeoutMs / 1000} s`
      : `network error ${step} ${where}: ${errorText(error)}`,
    cause: error,
  });
}

/**
 * Sends one call of `endpoint` and returns its body parsed by the endpoint's response schema, or
 * throws an `ApiError`.
 */
export async function apiRequest<E extends Endpoint>(
  endpoint: E,
  input: CallInput<E>,
): Promise<Answer<E>> {
  const call = buildCall(endpoint, input);
  const signal = input.signal;
  const where = `${call.method} ${call.path}`;
  // Read once: the call keeps the config it started with.
  const config = current();
  const url = `${originFor(config.baseUrl)}${call.target}`;
  const headers = new Headers(config.cookieJar?.headers(url));
  headers.set('accept', 'application/json');
  if (call.contentType) headers.set('content-type', call.contentType);
  const doFetch = config.fetch ?? globalThis.fetch;

  let response: Response;
  try {
    if (config.ready) await config.ready();
    const request = new Request(url, {
      method: call.method,
      headers,
      body: call.body,
      credentials: 'include',
      signal: withTimeout(signal, config.timeoutMs),
    });
    response = await doFetch(request);
  } catch (error) {
    throw networkFailure(error, signal, where, 'on');
  }
  config.cookieJar?.onResponse(url, response.headers);

  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    throw networkFailure(error, signal, where, 'reading');
  }

  if (response.headers.get(PROXY_HEADER) === PROXY_READ_ONLY) writesRefusedHere = true;
  if (!response.ok && response.headers.get(PROXY_HEADER) === PROXY_REFUSED) {
    writesRefusedHere = true;
    throw new ApiError({
      status: response.status,
      kind: 'refused',
      message: messageFromBody(text) ?? `${where} was not sent: the proxy is read-only`,
      body: parseJsonOrText(text),
    });
  }
  if (!response.ok) {
    throw new ApiError({
      status: response.status,
      kind: 'http',
      message: messageFromBody(text) ?? `${response.status} ${response.statusText}`.trim(),
      body: parseJsonOrText(text),
      route: `${endpoint.method} ${endpoint.path}`,
    });
  }

  const json = jsonOf(text);
  if (!json) {
    throw new ApiError({
      status: response.status,
      kind: 'parse',
      message: `${where} answered a body that is not JSON: ${snippet(text) || '(empty)'}`,
      body: text,
    });
  }
  const read = await readAnswer(endpoint.response, json.value, loadEnglishMessages);
  if ('issues' in read) {
    throw new ApiError({
      status: response.status,
      kind: 'parse',
      message: `unexpected response from ${where}: ${read.issues}`,
      body: json.value,
      cause: read.raw,
    });
  }
  return read.value as Answer<E>;
}

/**
 * A GET on another service than the API (the geocoder): no credentials, no cookie jar, the
 * caller's own error rules on the returned response. A relative URL resolves against the page.
 */
export function fetchThirdParty(
  url: string,
  init: { headers?: HeadersInit; signal?: AbortSignal } = {},
): Promise<Response> {
  const absolute = /^[a-z][a-z\d+.-]*:/i.test(url) ? url : `${originFor('')}${url}`;
  const doFetch = current().fetch ?? globalThis.fetch;
  return doFetch(
    new Request(absolute, {
      method: 'GET',
      headers: init.headers,
      credentials: 'omit',
      signal: init.signal,
    }),
  );
}

/** Same origin: in a browser (or jsdom) relative URLs resolve against the page's origin. */
function originFor(baseUrl: string): string {
  if (baseUrl !== '') return baseUrl;
  const origin = (globalThis as { location?: { origin?: string } }).location?.origin;
  return origin && origin !== 'null' ? origin : '';
}

function withTimeout(signal: AbortSignal | undefined, ms: number): AbortSignal | undefined {
  if (ms <= 0) return signal;
  const timeout = AbortSignal.timeout(ms);
  if (!signal) return timeout;
  return typeof AbortSignal.any === 'function' ? AbortSignal.any([signal, timeout]) : signal;
}
