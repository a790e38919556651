import { parseCookie, stringifySetCookie } from 'cookie';
import type { SetCookie } from '../domain/plumbing/request-parts.ts';
import type { RouteResponse } from '../routes/route-types.ts';

/** The exact bytes and headers every transport sends for a route answer. */
export function encodeAnswer(answer: RouteResponse): {
  status: number;
  headers: Record<string, string>;
  payload: string | Uint8Array;
} {
  const headers: Record<string, string> = { ...(answer.headers ?? {}) };
  if (answer.contentType) {
    headers['content-type'] = answer.contentType;
    const body = answer.body;
    return {
      status: answer.status,
      headers,
      payload: body instanceof Uint8Array ? body : String(body ?? ''),
    };
  }
  headers['content-type'] = 'application/json; charset=utf-8';
  return { status: answer.status, headers, payload: JSON.stringify(answer.body ?? null) };
}

/** `Set-Cookie` header value for a cookie (both transports send exactly this). */
export const serializeCookie = (c: SetCookie): string =>
  stringifySetCookie({ ...c, path: c.path ?? '/' });

/** The cookies of a Cookie request header (values URI-decoded; a bad escape is kept as sent). */
export function parseCookies(header: string | null | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(parseCookie(header ?? ''))) {
    if (value !== undefined) out[name] = value;
  }
  return out;
}

/** The hosted API's CORS allow-list (reference §1). */
export const ALLOWED_ORIGINS = [
  'http://localhost:3000',
  'http://127.0.0.1:3000',
  'https://localhost',
  'capacitor://localhost',
];
