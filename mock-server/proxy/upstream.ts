import { parseSetCookie } from 'cookie';
import type { SetCookie } from '../domain/plumbing/request-parts.ts';
import type { RouteResponse } from '../routes/route-types.ts';

// The proxy's forwarder: one request of the client sent on to the backend as it came (method,
// path, query, headers, cookies, body), and the backend's answer handed back as it came — status,
// headers and body — but for what a hop must change: the connection headers, the body's transfer
// encoding (fetch decodes it; the bytes handed on are the decoded ones), CORS (the mock answers
// it for its own origin) and the session cookie's attributes (below).

/** A request to forward (the transport's, nothing parsed by the mock's schemas). */
export type UpstreamRequest = {
  method: string;
  path: string;
  /** The query string as sent (after `?`; '' when none). */
  rawQuery: string;
  headers: Record<string, string | string[] | undefined>;
  body?: string | Uint8Array | FormData;
};

/** The backend's answer as it came (the body decoded from any transfer compression). */
export type UpstreamAnswer = {
  status: number;
  headers: Record<string, string>;
  setCookies: string[];
  contentType: string | undefined;
  body: Uint8Array;
  ms: number;
};

/** Headers that belong to one hop (or to the mock itself) and are never passed on. */
const HOP_REQUEST = new Set([
  'host',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
  'proxy-authorization',
  'proxy-connection',
  'content-length',
  'accept-encoding',
  'x-mock-token',
  'x-bukka-world',
]);
const HOP_ANSWER = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-encoding',
  'content-length',
  'content-type',
  'set-cookie',
  'vary',
  'date',
]);

/** The mock's own cookie (which world a browser is in) never reaches the backend. */
const withoutMockCookies = (cookie: string): string =>
  cookie
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part !== '' && !part.startsWith('bukka_world='))
    .join('; ');

function forwardedHeaders(req: UpstreamRequest, from: string | undefined): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    const key = name.toLowerCase();
    if (value === undefined || HOP_REQUEST.has(key)) continue;
    // A multipart body gets its boundary from the FormData it is sent as.
    if (key === 'content-type' && req.body instanceof FormData) continue;
    const text = Array.isArray(value) ? value.join(', ') : value;
    if (key === 'cookie') {
      const kept = withoutMockCookies(text);
      if (kept) headers.set('cookie', kept);
      continue;
    }
    headers.set(key, text);
  }
  if (from) headers.set('x-forwarded-for', from);
  return headers;
}

export class UpstreamError extends Error {
  constructor(
    readonly status: 502 | 504,
    message: string,
  ) {
    super(message);
  }
}

/** Sends `req` to the backend at `base` and reads its whole answer. */
export async function forward(
  base: URL,
  req: UpstreamRequest,
  options: { timeoutMs: number; clientIp?: string },
): Promise<UpstreamAnswer> {
  const url = new URL(base.href.replace(/\/$/, '') + req.path);
  url.search = req.rawQuery;
  const began = performance.now();
  const hasBody = req.body !== undefined && req.method !== 'GET' && req.method !== 'HEAD';
  let response: Response;
  try {
    response = await fetch(url, {
      method: req.method,
      headers: forwardedHeaders(req, options.clientIp),
      body: hasBody ? (req.body as BodyInit) : undefined,
      redirect: 'manual',
      signal: AbortSignal.timeout(options.timeoutMs),
    });
  } catch (error) {
    const e = error as Error & { cause?: { code?: string } };
    if (e.name === 'TimeoutError')
      throw new UpstreamError(
        504,
        `The backend at ${base.origin} did not answer within ${options.timeoutMs / 1000} s`,
      );
    throw new UpstreamError(
      502,
      `The backend at ${base.origin} could not be reached: ${e.cause?.code ?? e.message}`,
    );
  }
  const body = new Uint8Array(await response.arrayBuffer());
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (!HOP_ANSWER.has(name) && !name.startsWith('access-control-')) headers[name] = value;
  });
  return {
    status: response.status,
    headers,
    setCookies: response.headers.getSetCookie(),
    contentType: response.headers.get('content-type') ?? undefined,
    body,
    ms: Math.round(performance.now() - began),
  };
}

/**
 * A backend's `Set-Cookie` as the browser must see it to keep the session on the mock's origin:
 * without `Domain` (the backend's domain would not match localhost, and the browser would drop
 * the cookie), without `Secure` when the mock is served over plain HTTP, and `SameSite=None`
 * (which needs `Secure`) made `Lax` then — the page and the mock share one origin. Name, value,
 * `HttpOnly`, `Path`, `Max-Age` and `Expires` stay as the backend set them.
 */
function localCookie(header: string, secure: boolean): SetCookie | undefined {
  const c = parseSetCookie(header);
  if (!c.name) return undefined;
  const sameSite = typeof c.sameSite === 'string' ? c.sameSite.toLowerCase() : undefined;
  const keepSecure = secure && c.secure === true;
  const out: SetCookie = { name: c.name, value: c.value ?? '' };
  if (c.httpOnly) out.httpOnly = true;
  if (keepSecure) out.secure = true;
  if (sameSite === 'lax' || sameSite === 'strict') out.sameSite = sameSite;
  else if (sameSite === 'none') out.sameSite = keepSecure ? 'none' : 'lax';
  if (c.path) out.path = c.path;
  if (c.maxAge !== undefined) out.maxAge = c.maxAge;
  if (c.expires) out.expires = c.expires;
  return out;
}

/** The backend's answer as a route answer the transports send byte for byte. */
export function routeAnswerOf(answer: UpstreamAnswer, secure: boolean): RouteResponse {
  const cookies = answer.setCookies
    .map((header) => localCookie(header, secure))
    .filter((c): c is SetCookie => c !== undefined);
  return {
    status: answer.status,
    body: answer.body,
    contentType: answer.contentType ?? 'application/octet-stream',
    headers: answer.headers,
    ...(cookies.length ? { cookies } : {}),
  };
}

/** The answer's body as JSON, when it is JSON (undefined otherwise). */
export function jsonOf(answer: {
  contentType: string | undefined;
  body: Uint8Array;
}): { value: unknown } | undefined {
  const text = new TextDecoder().decode(answer.body);
  if (answer.contentType && !/json/i.test(answer.contentType)) return undefined;
  try {
    return { value: JSON.parse(text) };
  } catch {
    return undefined;
  }
}
