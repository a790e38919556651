import { config as configureZod, safeParse, type z } from 'zod/mini';
import type { Endpoint, ParamNames } from '#src/api/schemas/endpoint.ts';
import { env } from '#src/config/env.ts';

// The only place in the client that calls `fetch` (Biome refuses it anywhere else). Every API
// call sends credentials (the hosted API keeps the session in the httpOnly `auth_token` cookie)
// and parses the body with a zod schema; `fetchThirdParty` is the same door for the other services
// the client talks to (the geocoder), without credentials.

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

/** How a call failed: the server said no (http), it was unreachable (network), or the body was
 * not the shape the client expects (parse). */
export type ApiErrorKind = 'http' | 'network' | 'parse';

export interface ApiErrorInit {
  status: number;
  kind: ApiErrorKind;
  message: string;
  body?: unknown;
  cause?: unknown;
}

/** The one error shape of `src/api`. `status` is 0 for network failures. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly kind: ApiErrorKind;
  /** The decoded body (JSON value or text) when there was one. */
  readonly body: unknown;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.kind = init.kind;
    this.body = init.body;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
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

let config: ApiConfig = { baseUrl: envBaseUrl.replace(/\/+$/, ''), timeoutMs: DEFAULT_TIMEOUT_MS };

/** Overrides the base URL, fetch or cookie jar (fields left out keep their current value). */
export function configureApi(next: Partial<ApiConfig>): void {
  config = { ...config, ...next };
  config.baseUrl = config.baseUrl.replace(/\/+$/, '');
}

/** Back to `VITE_API_URL`, the global fetch and no cookie jar. */
export function resetApiConfig(): void {
  config = { baseUrl: envBaseUrl.replace(/\/+$/, ''), timeoutMs: DEFAULT_TIMEOUT_MS };
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

export type QueryValue = string | number | boolean;

/** Path plus query string; every key given is sent, in order, even when empty (an `undefined`
 * value is a key left out). */
export function apiPath(path: string, query?: Record<string, QueryValue | undefined>): string {
  if (!query) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) search.append(key, String(value));
  }
  const text = search.toString();
  return text === '' ? path : `${path}?${text}`;
}

/** Encodes one path segment (ids, device ids). */
function seg(value: string): string {
  return encodeURIComponent(value);
}

/** The endpoint's path with each `:name` replaced by its encoded value. */
function fillPath(path: string, params: Readonly<Record<string, string>> = {}): string {
  return path.replace(/:([A-Za-z_]\w*)/g, (_all, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path}: no value for :${name}`);
    return seg(value);
  });
}

type Schema = z.core.$ZodType;

type ParamsPart<P extends string> = [ParamNames<P>] extends [never]
  ? { params?: undefined }
  : { params: Readonly<Record<ParamNames<P>, string>> };
type BodyPart<E extends Endpoint> = E['multipart'] extends true
  ? { form: FormData; body?: undefined }
  : E['body'] extends Schema
    ? { body: z.input<E['body']>; form?: undefined }
    : { body?: undefined; form?: undefined };
type QueryPart<E extends Endpoint> = E['query'] extends Schema
  ? { query?: z.input<E['query']> }
  : { query?: undefined };

/** What one call of `endpoint` takes: its path values, its body (typed by the endpoint's schema,
 * or a form for a multipart endpoint), its query, and the query's abort signal. */
export type CallInput<E extends Endpoint> = ParamsPart<E['path']> &
  BodyPart<E> &
  QueryPart<E> &
  RequestOpts;

/** The parsed success body of `endpoint`. */
export type Answer<E extends Endpoint> = z.output<E['response']>;

/** Options every call takes: the query's abort signal. */
export type RequestOpts = { signal?: AbortSignal };

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
  const path = fillPath(endpoint.path, input.params);
  const req = { method: endpoint.method, signal: input.signal };
  const where = `${req.method} ${path}`;
  // Read once: the call keeps the config it started with.
  const config = current();
  const query = input.query as Record<string, QueryValue | undefined> | undefined;
  const url = `${originFor(config.baseUrl)}${apiPath(path, query)}`;
  const headers = new Headers(config.cookieJar?.headers(url));
  headers.set('accept', 'application/json');
  let body: BodyInit | undefined;
  if (input.form) {
    body = input.form;
  } else if (input.body !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(input.body);
  }
  const doFetch = config.fetch ?? globalThis.fetch;

  let response: Response;
  try {
    if (config.ready) await config.ready();
    const request = new Request(url, {
      method: req.method,
      headers,
      body,
      credentials: 'include',
      signal: withTimeout(req.signal, config.timeoutMs),
    });
    response = await doFetch(request);
  } catch (error) {
    throw networkFailure(error, req.signal, where, 'on');
  }
  config.cookieJar?.onResponse(url, response.headers);

  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    throw networkFailure(error, req.signal, where, 'reading');
  }

  if (!response.ok) {
    throw new ApiError({
      status: response.status,
      kind: 'http',
      message: messageFromBody(text) ?? `${response.status} ${response.statusText}`.trim(),
      body: parseJsonOrText(text),
    });
  }

  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new ApiError({
      status: response.status,
      kind: 'parse',
      message: `${where} answered a body that is not JSON: ${snippet(text) || '(empty)'}`,
      body: text,
    });
  }
  let parsed = safeParse(endpoint.response, data);
  if (!parsed.success) {
    await loadEnglishMessages();
    parsed = safeParse(endpoint.response, data);
  }
  if (!parsed.success) {
    const issues = parsed.error.issues
      .slice(0, 3)
      .map((issue) => `${issue.path.length ? issue.path.join('.') : '(body)'}: ${issue.message}`)
      .join('; ');
    throw new ApiError({
      status: response.status,
      kind: 'parse',
      message: `unexpected response from ${where}: ${issues}`,
      body: data,
      cause: parsed.error,
    });
  }
  return parsed.data as Answer<E>;
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

/** The text to show for an error body: `{ message }`, a bare JSON string, or plain text. */
function messageFromBody(text: string): string | undefined {
  const value = parseJsonOrText(text);
  if (typeof value === 'string') {
    const plain = looksLikeHtml(value) ? htmlText(value) : value;
    return snippet(plain) || undefined;
  }
  if (value && typeof value === 'object' && 'message' in value) {
    const message = (value as { message: unknown }).message;
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return undefined;
}

function parseJsonOrText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function looksLikeHtml(text: string): boolean {
  return /^\s*<(!doctype|html|body|pre)/i.test(text);
}

function htmlText(html: string): string {
  const pre = /<pre>([\s\S]*?)<\/pre>/i.exec(html)?.[1];
  return (pre ?? html.replace(/<[^>]*>/g, ' ')).replace(/\s+/g, ' ').trim();
}

function snippet(text: string): string {
  const trimmed = text.trim();
  return trimmed.length > 300 ? `${trimmed.slice(0, 300)}…` : trimmed;
}

function withTimeout(signal: AbortSignal | undefined, ms: number): AbortSignal | undefined {
  if (ms <= 0) return signal;
  const timeout = AbortSignal.timeout(ms);
  if (!signal) return timeout;
  return typeof AbortSignal.any === 'function' ? AbortSignal.any([signal, timeout]) : signal;
}

function isAbort(error: unknown): boolean {
  return errorName(error) === 'AbortError';
}

function isTimeout(error: unknown): boolean {
  return errorName(error) === 'TimeoutError';
}

function errorName(error: unknown): string | undefined {
  return error && typeof error === 'object' && 'name' in error ? String(error.name) : undefined;
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
