import type { z } from 'zod';
import type { EndpointEffect, ParamNames } from '#shared/schemas/endpoint.ts';
import type { UserRecord } from '../db/records.ts';
import type { Ctx } from '../domain/plumbing/context.ts';
import type {
  ClientInfo,
  JsonText,
  SetCookie,
  UploadedFile,
} from '../domain/plumbing/request-parts.ts';

/** HTTP methods the route table uses. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

type Schema = z.core.$ZodType;

/**
 * What a transport hands to the request pipeline (and it to `runRoute`): the request as
 * received, nothing checked yet.
 */
export type RouteRequest = {
  method: HttpMethod;
  /** Path without the query string, e.g. `/api/users/stores`. */
  path: string;
  params: Record<string, string>;
  query: Record<string, string>;
  /**
   * The query string as sent (after `?`, `''` when none), when the transport has it: the route's
   * parsed query is then kept per route and query string (the same page asked again skips the
   * schema).
   */
  rawQuery?: string;
  /** Parsed JSON body (or the multipart text fields); `undefined` when there is none. */
  body: unknown;
  /** The JSON body's text as received, when the transport read one (a webhook's signature is
   * over these very bytes, never over a re-serialised body). */
  rawBody?: string;
  files: UploadedFile[];
  cookies: Record<string, string>;
  headers: Record<string, string>;
  /** Client address as the transport saw it (first X-Forwarded-For entry when present). */
  ip?: string;
  /**
   * The body, read only when asked (a transport that streams multipart passes this instead of
   * `body` and `files`): `runRoute` asks after the route's `before` checks, so a refused upload
   * is never read. Throws a `BodyError` for a malformed or oversized body.
   */
  readBody?: () => Promise<{ body: unknown; files: UploadedFile[] }>;
};

/** What a route answers; transports translate it literally. */
export type RouteResponse<T = unknown> = {
  status: number;
  /** JSON-serialisable body (a bare string is sent as a JSON string unless contentType says otherwise). */
  body: T;
  headers?: Record<string, string>;
  cookies?: SetCookie[];
  /** e.g. `image/svg+xml`, `text/html`; body is then a string or Uint8Array sent as-is. */
  contentType?: string;
  /** An injected network fault: the transport drops the connection instead of answering. */
  dropConnection?: true;
  /**
   * A long-lived answer (server-sent events): the transport sends the status and headers, then
   * calls `stream` with a writer and calls the function it returns once the client is gone.
   */
  stream?: (write: (chunk: string) => void) => () => void;
};

/** The handler's view of a request: body, query and params already parsed by the route's schemas. */
export type RouteInput<Body, Query, Params> = {
  body: Body;
  query: Query;
  params: Params;
  /** Files of a multipart request (text fields are in `body`). */
  files: UploadedFile[];
  /** The JSON body's text as received (`undefined` without one). */
  rawBody: string | undefined;
  cookies: Record<string, string>;
  headers: Record<string, string>;
  client: ClientInfo;
  /**
   * The hosted auth middleware: the session user (401 without one). With `deviceId` the device
   * must be one of the user's verified devices. Re-issues the session cookie on the answer.
   */
  signedIn(deviceId?: string): Promise<UserRecord>;
  /** The session user if the cookie names a live session, else undefined (no error). */
  maybeSignedIn(): Promise<UserRecord | undefined>;
};

type Parsed<S, Otherwise> = S extends Schema ? z.output<S> : Otherwise;
type Answer<R> = R extends Schema
  ? RouteResponse<z.input<R> | JsonText<z.input<R>>>
  : RouteResponse;

type RouteSpec<Path extends string, B, Q, P, R> = {
  method: HttpMethod;
  /** Fastify/MSW-style path with `:param` segments. */
  path: Path;
  summary: string;
  tags: string[];
  /** JSON body (or, with `multipart`, the text fields); a mismatch answers 400 `{ message }`. */
  body?: B;
  query?: Q;
  /** Path parameters; without a schema each `:name` of the path is a string. */
  params?: P;
  /** The success body (status 200), for the OpenAPI document and the handler's type. */
  response?: R;
  /** The request is multipart/form-data (text fields go to `body`, files to `files`). */
  multipart?: boolean;
  /** What a call changes on a backend (the endpoint's, shared/schemas/endpoint.ts): the
   * read-only proxy reads it. */
  effect?: EndpointEffect;
  /** Refusals beyond the common ones (the endpoint's, shared/schemas/endpoint.ts). */
  refusals?: readonly number[];
  /** Answer fields a shape check cannot judge (the endpoint's). */
  unjudged?: readonly { field: string; why: string }[];
  /** Reads only: may run without waiting for queued writes (no session, no state change). */
  readOnly?: boolean;
  /** Largest body the transport accepts for this route (bytes; default 1 MB). */
  bodyLimit?: number;
  /**
   * Checks that need no body — the session, owner rules on the path or query — run before the
   * body is read (a refused multipart upload is never buffered). Throw (`fail`) to refuse.
   */
  before?(
    ctx: Ctx,
    input: RouteInput<
      undefined,
      Parsed<Q, Record<string, never>>,
      Parsed<P, { [K in ParamNames<Path>]: string }>
    >,
  ): unknown;
  /**
   * Checks on the headers and the first bytes of the body (`head`: what arrived with the
   * headers, up to 64 KB, as latin1 text), run by a transport that reads bodies from the network
   * before it reads the rest: a big body refused from what it says it is (its Content-Length, a
   * size field near its start) is never read. Throw (`fail`) to refuse; the handler checks again.
   */
  admitBody?(headers: Record<string, string | string[] | undefined>, head: string): void;
  /** Leave out of the OpenAPI document (static files, HTML pages). */
  hidden?: boolean;
  handler(
    ctx: Ctx,
    input: RouteInput<
      Parsed<B, undefined>,
      Parsed<Q, Record<string, never>>,
      Parsed<P, { [K in ParamNames<Path>]: string }>
    >,
  ): Answer<R> | Promise<Answer<R>>;
};

/** One row of the route table every transport (Fastify, MSW) serves. */
export type RouteDef = Omit<
  RouteSpec<string, Schema, Schema, Schema, Schema>,
  'handler' | 'before'
> & {
  before?(ctx: Ctx, input: RouteInput<undefined, unknown, unknown>): unknown;
  handler(
    ctx: Ctx,
    input: RouteInput<unknown, unknown, unknown>,
  ): RouteResponse | Promise<RouteResponse>;
};

/**
 * A route whose handler input is typed from its schemas: `body`, `query` and `params` arrive
 * parsed (a mismatch never reaches the handler), and a `response` schema types what it answers.
 */
export function defineRoute<
  const Path extends string,
  B extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  P extends Schema | undefined = undefined,
  R extends Schema | undefined = undefined,
>(spec: RouteSpec<Path, B, Q, P, R>): RouteDef {
  return spec as unknown as RouteDef;
}

/** A 200 answer, with the cookie to set when there is one. */
export const ok = <T>(body: T, cookie?: SetCookie): RouteResponse<T> =>
  cookie ? { status: 200, body, cookies: [cookie] } : { status: 200, body };

/** A 200 answer from a rule that answers a body and maybe a session cookie (sign-in and co). */
export const okWithCookie = <T>(answer: { body: T; cookie?: SetCookie }): RouteResponse<T> =>
  ok(answer.body, answer.cookie);
