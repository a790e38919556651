import { parseCookie, stringifySetCookie } from 'cookie';
import type { SetCookie } from '../domain/plumbing/request-parts.ts';
import type { RouteResponse } from '../routes/route-types.ts';

const JSON_TYPE = 'application/json; charset=utf-8';

/** A route answer's content type and bytes (what every transport sends as its body). */
export function answerBody(answer: RouteResponse): {
  contentType: string;
  payload: string | Uint8Array;
} {
  if (answer.contentType) {
    const body = answer.body;
    return {
      contentType: answer.contentType,
      payload: body instanceof Uint8Array ? body : String(body ?? ''),
    };
  }
  return { contentType: JSON_TYPE, payload: JSON.stringify(answer.body ?? null) };
}

/** The exact bytes and headers every transport sends for a route answer. */
export function encodeAnswer(answer: RouteResponse): {
  status: number;
  headers: Record<string, string>;
  payload: string | Uint8Array;
} {
  const { contentType, payload } = answerBody(answer);
  return {
    status: answer.status,
    headers: { ...(answer.headers ?? {}), 'content-type': contentType },
    payload,
  };
}

/** `Set-Cookie` header value for a cookie (both transports send exactly this). */
export const serializeCookie = (c: SetCookie): string =>
  stringifySetCookie({ ...c, path: c.path ?? '/' });

/** The cookies of a Cookie request header (values URI-decoded; a bad escape is kept as sent). */
export function parseCookies(header: string | null | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (!header) return out;
  for (const [name, value] of Object.entries(parseCookie(header))) {
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
