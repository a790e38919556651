import { parseCookies } from '../adapters/http-answer.ts';
import type { HttpMethod, RouteRequest } from '../routes/route-types.ts';
import type { HarEntry } from './har-file.ts';
import { forwards } from './proxy.ts';
import type { UpstreamAnswer } from './upstream.ts';

// A HAR's entries as the exchanges the proxy would have forwarded: the `/api` requests sent to
// the one origin the session's API calls went to (the origin most of them went to), each as the
// request the pipeline hands the proxy (`RouteRequest`) and the backend's answer as the proxy's
// forwarder reads it (`UpstreamAnswer`). The rest — pages, scripts, pictures, other origins'
// calls, preflights — is counted, not checked.

const METHODS = new Set<string>(['GET', 'POST', 'PUT', 'DELETE', 'PATCH']);

export type HarExchange = {
  /** When the browser sent it (the HAR's `startedDateTime`). */
  at: Date;
  /** The request as a transport hands it to the pipeline (`params` are the route's, filled later). */
  request: RouteRequest;
  /** The backend's answer; undefined when the browser got none (status 0: blocked, aborted). */
  answer: UpstreamAnswer | undefined;
  multipart: boolean;
};

export type HarIgnored = {
  /** Entries outside `/api` (pages, scripts, styles, pictures, `/__mock`). */
  notApi: number;
  /** `/api` entries sent to another origin than the session's API. */
  otherOrigins: number;
  /** `/api` entries of a method the API has none of (CORS preflights, HEAD). */
  otherMethods: number;
};

export type HarSelection = {
  /** The origin the session's `/api` calls went to (undefined: there were none). */
  origin: string | undefined;
  exchanges: HarExchange[];
  ignored: HarIgnored;
  total: number;
};

type NameValue = { name: string; value?: string | undefined };

/** Headers by lower-case name (repeated ones joined as HTTP joins them; no HTTP/2 pseudo-headers). */
function headersOf(list: readonly NameValue[], skip?: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const { name, value = '' } of list) {
    const key = name.toLowerCase();
    if (key.startsWith(':') || key === skip) continue;
    out[key] = out[key] === undefined ? value : `${out[key]}, ${value}`;
  }
  return out;
}

/** The body as the transports parse it: JSON, a form's fields, else the text itself. */
function bodyOf(postData: HarEntry['request']['postData']) {
  const type = (postData?.mimeType ?? '').toLowerCase();
  const text = postData?.text;
  if (type.includes('multipart/form-data')) {
    const fields: Record<string, string> = {};
    for (const p of postData?.params ?? [])
      if (p.fileName === undefined) fields[p.name] = p.value ?? '';
    return { body: fields as unknown, rawBody: undefined, multipart: true };
  }
  if (text === undefined || text === '')
    return { body: undefined, rawBody: text, multipart: false };
  if (type.includes('json')) {
    try {
      return { body: JSON.parse(text) as unknown, rawBody: text, multipart: false };
    } catch {
      return { body: text as unknown, rawBody: text, multipart: false };
    }
  }
  if (type.includes('application/x-www-form-urlencoded'))
    return { body: Object.fromEntries(new URLSearchParams(text)), rawBody: text, multipart: false };
  return { body: text as unknown, rawBody: text, multipart: false };
}

/** The answer as the forwarder reads a backend's (body bytes decoded, cookies as `Set-Cookie`). */
function answerOf(entry: HarEntry): UpstreamAnswer | undefined {
  const { response } = entry;
  if (response.status === 0) return undefined;
  const { text = '', encoding, mimeType } = response.content;
  const body =
    encoding === 'base64'
      ? new Uint8Array(Buffer.from(text, 'base64'))
      : new TextEncoder().encode(text);
  const headers = headersOf(response.headers, 'set-cookie');
  const fromHeaders = response.headers
    .filter((h) => h.name.toLowerCase() === 'set-cookie')
    .flatMap((h) => (h.value ?? '').split('\n'))
    .filter(Boolean);
  const setCookies = fromHeaders.length
    ? fromHeaders
    : (response.cookies ?? []).map((c) => `${c.name}=${c.value ?? ''}`);
  return {
    status: response.status,
    headers,
    setCookies,
    contentType: headers['content-type'] ?? (mimeType || undefined),
    body,
    ms: Math.round(entry.time ?? 0),
  };
}

function exchangeOf(entry: HarEntry, url: URL): HarExchange {
  const headers = headersOf(entry.request.headers);
  const fromList = Object.fromEntries(
    (entry.request.cookies ?? []).map((c) => [c.name, c.value ?? '']),
  );
  const { body, rawBody, multipart } = bodyOf(entry.request.postData);
  const request: RouteRequest = {
    method: entry.request.method.toUpperCase() as HttpMethod,
    path: url.pathname,
    params: {},
    query: Object.fromEntries(url.searchParams.entries()),
    rawQuery: url.search.replace(/^\?/, ''),
    body,
    rawBody,
    files: [],
    cookies: { ...parseCookies(headers.cookie), ...fromList },
    headers,
  };
  const at = new Date(entry.startedDateTime);
  return {
    at: Number.isNaN(at.getTime()) ? new Date(0) : at,
    request,
    answer: answerOf(entry),
    multipart,
  };
}

const urlOf = (entry: HarEntry): URL | undefined => {
  try {
    return new URL(entry.request.url);
  } catch {
    return undefined;
  }
};

/** The origin most `/api` entries went to (the first seen on a tie). */
function apiOrigin(entries: readonly HarEntry[]): string | undefined {
  const counts = new Map<string, number>();
  for (const entry of entries) {
    const url = urlOf(entry);
    if (url && forwards(url.pathname)) counts.set(url.origin, (counts.get(url.origin) ?? 0) + 1);
  }
  let best: string | undefined;
  for (const [origin, n] of counts) if (best === undefined || n > counts.get(best)!) best = origin;
  return best;
}

/** The `/api` exchanges of `entries` in the order they were sent, and what was left out. */
export function selectExchanges(entries: readonly HarEntry[]): HarSelection {
  const origin = apiOrigin(entries);
  const ignored: HarIgnored = { notApi: 0, otherOrigins: 0, otherMethods: 0 };
  const exchanges: HarExchange[] = [];
  for (const entry of entries) {
    const url = urlOf(entry);
    if (!url || !forwards(url.pathname)) ignored.notApi++;
    else if (url.origin !== origin) ignored.otherOrigins++;
    else if (!METHODS.has(entry.request.method.toUpperCase())) ignored.otherMethods++;
    else exchanges.push(exchangeOf(entry, url));
  }
  // Stable: entries sent at the same millisecond keep the file's order.
  exchanges.sort((a, b) => a.at.getTime() - b.at.getTime());
  return { origin, exchanges, ignored, total: entries.length };
}
