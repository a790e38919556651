import type { z } from 'zod';
import type { Ctx } from '../domain/context.ts';

/** HTTP methods the route table uses. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/** A file received in a multipart request. */
export type UploadedFile = {
  field: string;
  filename: string;
  mimetype: string;
  data: Uint8Array;
};

/** A cookie the transport must set on the response (`maxAge` in seconds; 0 with `expires` epoch clears it). */
export type SetCookie = {
  name: string;
  value: string;
  httpOnly?: boolean;
  secure?: boolean;
  sameSite?: 'Lax' | 'Strict' | 'None';
  path?: string;
  maxAge?: number;
  expires?: Date;
};

/** What a transport hands to a route handler, already parsed. */
export type RouteRequest = {
  method: HttpMethod;
  /** Path without the query string, e.g. `/api/users/stores`. */
  path: string;
  params: Record<string, string>;
  query: Record<string, string>;
  /** Parsed JSON body (or the multipart text fields); `undefined` when there is none. */
  body: unknown;
  files: UploadedFile[];
  cookies: Record<string, string>;
  headers: Record<string, string>;
  /** Client address as the transport saw it (first X-Forwarded-For entry when present). */
  ip?: string;
  /** Cookies to set on the answer, filled by helpers such as session re-issue. */
  setCookies: SetCookie[];
};

/** What a route handler answers; transports translate it literally. */
export type RouteResponse = {
  status: number;
  /** JSON-serialisable body (a bare string is sent as a JSON string unless contentType says otherwise). */
  body: unknown;
  headers?: Record<string, string>;
  cookies?: SetCookie[];
  /** e.g. `image/svg+xml`, `text/html`; body is then a string or Uint8Array sent as-is. */
  contentType?: string;
};

export type RouteHandler = (ctx: Ctx, req: RouteRequest) => RouteResponse | Promise<RouteResponse>;

/** One row of the route table every transport (Fastify, MSW) serves. */
export type RouteDef = {
  method: HttpMethod;
  /** Fastify/MSW-style path with `:param` segments (and a trailing `*` for a wildcard). */
  path: string;
  summary: string;
  tags: string[];
  body?: z.core.$ZodType;
  query?: z.core.$ZodType;
  /** The request is multipart/form-data (text fields go to `body`, files to `files`). */
  multipart?: boolean;
  /** Response schemas by status, for the OpenAPI document and output tests. */
  responses?: Record<number, z.core.$ZodType>;
  /** Reads only: may run without waiting for queued writes (no session, no state change). */
  readOnly?: boolean;
  /** Leave out of the OpenAPI document (static files, HTML pages). */
  hidden?: boolean;
  handler: RouteHandler;
};

export const json = (status: number, body: unknown, cookies?: SetCookie[]): RouteResponse =>
  cookies ? { status, body, cookies } : { status, body };

export const message = (status: number, text: string): RouteResponse => ({
  status,
  body: { message: text },
});
