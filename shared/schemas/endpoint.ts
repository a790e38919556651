import type { z } from 'zod/mini';

// One endpoint, described once: its method, path, query, body and answer. The client's call
// (`apiRequest` in src/api/client.ts) and the mock's route (`defineRoute` in
// mock-server/routes/route-types.ts) are both built from it, so neither can drift from the other.
// Each resource's file declares its endpoints with `endpoint()` (in common.ts).

type Schema = z.core.$ZodType;

type EndpointMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * What calling an endpoint changes on the backend, declared once per endpoint: the read-only
 * proxy and the hosted contract run read it (mock-server/proxy/read-only.ts), and docs/mock.md's
 * table of what reaches a backend is written from it.
 * - `read`: changes nothing the product keeps (a read may refresh the session cookie);
 * - `session`: starts or ends a session, and is sent by a read-only run only in the shape the
 *   client itself sends (`shape`: the body, checked strictly — a sign-in without its password is
 *   not a sign-in the client makes); `changes` says what it writes on the hosted API all the same;
 * - `write`: changes data (`changes` says what); a read-only run never sends it.
 */
export type EndpointEffect =
  | { kind: 'read' }
  | { kind: 'session'; changes: string; shape: Schema }
  | { kind: 'write'; changes: string };

/** `:name` segments of a route path (a name ends at `/` or `.`, as in `:y.png`). */
export type ParamNames<P extends string> = P extends `${string}:${infer Rest}`
  ? Rest extends `${infer Segment}/${infer Tail}`
    ? NameOf<Segment> | ParamNames<Tail>
    : NameOf<Rest>
  : never;
type NameOf<S extends string> = S extends `${infer Name}.${string}` ? Name : S;

export type Endpoint<
  Path extends string = string,
  B extends Schema | undefined = Schema | undefined,
  Q extends Schema | undefined = Schema | undefined,
  R extends Schema = Schema,
> = {
  method: EndpointMethod;
  /** Fastify/MSW-style path with `:param` segments. */
  path: Path;
  /** The JSON body (or, with `multipart`, the form's text fields). */
  body?: B;
  /** The query keys the server reads (each optional where a caller may leave it out). */
  query?: Q;
  /** The success body (status 200). */
  response: R;
  /** The body is multipart/form-data: text fields as `body` describes, plus files. */
  multipart?: boolean;
  /** What a call changes on the backend (every `/api` endpoint declares it: `endpoint()`). */
  effect?: EndpointEffect;
  /** Refusals it answers on purpose beyond `COMMON_REFUSALS` (the hosted API's 402 and 501). */
  refusals?: readonly number[];
  /** Fields of the answer whose shape passes whatever their meaning (the proxy's report lists
   * them): `field` as a JSON path, `why` a shape check cannot judge it. */
  unjudged?: readonly { field: string; why: string }[];
};

/**
 * The refusals every endpoint may answer, each with `{ message }`: a malformed request (400), no
 * or another session (401), not the reader's (403), not found (404), a conflict (409), a body too
 * large (413), too many tries (429). Any other status but 2xx and an endpoint's own `refusals` is
 * not an answer the endpoint gives on purpose: the proxy reports it as drift.
 */
export const COMMON_REFUSALS: readonly number[] = [400, 401, 403, 404, 409, 413, 429];
