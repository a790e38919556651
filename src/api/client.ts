import { config as configureZod, safeParse, type z } from 'zod/mini';
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

/** Path plus query string; every key given is sent, in order, even when empty. */
export function apiPath(path: string, query?: Record<string, QueryValue>): string {
  if (!query) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) search.append(key, String(value));
  return `${path}?${search.toString()}`;
}

/** Encodes one path segment (ids, device ids). */
export function seg(value: string): string {
  return encodeURIComponent(value);
}

export interface ApiRequest<S extends z.core.$ZodType> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  query?: Record<string, QueryValue>;
  /** A JSON body. */
  json?: unknown;
  /** A multipart body. */
  form?: FormData;
  schema: S;
  signal?: AbortSignal;
}

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

/** Sends one call and returns its parsed body, or throws an `ApiError`. */
export async function apiRequest<S extends z.core.$ZodType>(
  req: ApiRequest<S>,
): Promise<z.output<S>> {
  const where = `${req.method} ${req.path}`;
  // Read once: the call keeps the config it started with.
  const config = current();
  const url = `${originFor(config.baseUrl)}${apiPath(req.path, req.query)}`;
  const headers = new Headers(config.cookieJar?.headers(url));
  headers.set('accept', 'application/json');
  let body: BodyInit | undefined;
  if (req.form) {
    body = req.form;
  } else if (req.json !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(req.json);
  }
  const doFetch = config.fetch ?? globalThis.fetch;

  let response: Response;
  try {
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
  let parsed = safeParse(req.schema, data);
  if (!parsed.success) {
    await loadEnglishMessages();
    parsed = safeParse(req.schema, data);
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
  return parsed.data;
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
