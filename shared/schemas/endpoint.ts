import type { z } from 'zod/mini';

// One endpoint, described once: its method, path, query, body and answer. The client's call
// (`apiRequest` in src/api/client.ts) and the mock's route (`defineRoute` in
// mock-server/routes/route-types.ts) are both built from it, so neither can drift from the other.
// Each resource's file declares its endpoints with `endpoint()` (in common.ts).

type Schema = z.core.$ZodType;

type EndpointMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

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
};
