import type { SetCookie } from '../domain/request-parts.ts';
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

/** `Set-Cookie` header value for a cookie. */
export function serializeCookie(c: SetCookie): string {
  const parts = [`${c.name}=${encodeURIComponent(c.value)}`];
  if (c.maxAge !== undefined) parts.push(`Max-Age=${c.maxAge}`);
  if (c.expires) parts.push(`Expires=${c.expires.toUTCString()}`);
  parts.push(`Path=${c.path ?? '/'}`);
  if (c.httpOnly) parts.push('HttpOnly');
  if (c.secure) parts.push('Secure');
  if (c.sameSite) parts.push(`SameSite=${c.sameSite[0]!.toUpperCase()}${c.sameSite.slice(1)}`);
  return parts.join('; ');
}

/** Parses a Cookie request header. */
export function parseCookies(header: string | null | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const i = part.indexOf('=');
    if (i < 1) continue;
    const name = part.slice(0, i).trim();
    try {
      out[name] = decodeURIComponent(part.slice(i + 1).trim());
    } catch {
      out[name] = part.slice(i + 1).trim();
    }
  }
  return out;
}

export const ALLOWED_ORIGINS = [
  'http://localhost:3000',
  'http://127.0.0.1:3000',
  'https://localhost',
  'capacitor://localhost',
];
