import type { z } from 'zod/mini';
import type { Endpoint, ParamNames } from './schemas/endpoint.ts';

// One call of an endpoint, built and read the same way by both of its callers: the client's one
// fetch door (`apiRequest`, src/api/client.ts) and the mock's control client
// (mock-server/control/control-client.ts). The request side fills the path and the query and
// writes the body; the answer side reads the text and checks it against the endpoint's response
// schema. Each caller keeps its own transport and its own error. Browser-safe and zod-free at run
// time (a schema is run through its Standard Schema interface), so the panel's page script can
// bundle it without the schemas.

type Schema = z.core.$ZodType;

type ParamsPart<P extends string> = [ParamNames<P>] extends [never]
  ? { params?: undefined }
  : { params: Readonly<Record<ParamNames<P>, string>> };
type BodyPart<E extends Endpoint> = E['multipart'] extends true
  ? { form: FormData; body?: undefined }
  : E['body'] extends Schema
    ? { body: z.input<E['body']>; form?: undefined }
    : { body?: undefined; form?: undefined };
type QueryPart<E extends Endpoint> = E['query'] extends Schema
  ? { query?: z.input<E['query']> }
  : { query?: undefined };

/** Options every call takes: the query's abort signal. */
export type RequestOpts = { signal?: AbortSignal };

/** What one call of `endpoint` takes: its path values, its body (typed by the endpoint's schema,
 * or a form for a multipart endpoint), its query, and the query's abort signal. */
export type CallInput<E extends Endpoint> = ParamsPart<E['path']> &
  BodyPart<E> &
  QueryPart<E> &
  RequestOpts;

/** The parsed success body of `endpoint`. */
export type Answer<E extends Endpoint> = z.output<E['response']>;

/** Path plus query string; every key given is sent, in order, even when empty (an `undefined`
 * value is a key left out). */
export function pathWithQuery(path: string, query?: Record<string, unknown>): string {
  if (!query) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) search.append(key, String(value));
  }
  const text = search.toString();
  return text === '' ? path : `${path}?${text}`;
}

/** The endpoint's path with each `:name` replaced by its encoded value. */
function fillPath(path: string, params: Readonly<Record<string, string>> = {}): string {
  return path.replace(/:([A-Za-z_]\w*)/g, (_all, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path}: no value for :${name}`);
    return encodeURIComponent(value);
  });
}

type LooseInput = {
  params?: Readonly<Record<string, string>>;
  query?: Record<string, unknown>;
  body?: unknown;
  form?: FormData;
};

type BuiltCall = {
  method: string;
  /** The endpoint's path with its params filled. */
  path: string;
  /** The same with the query appended: what is sent. */
  target: string;
  body?: string | FormData;
  contentType?: string;
};

/** The request of one call: its path (params filled, then the query appended), and its body —
 * the form as it is, or the JSON body as text with its content type — when it has one. */
export function buildCall(
  endpoint: Pick<Endpoint, 'method' | 'path'>,
  // Any call's input (a `CallInput` of the endpoint, checked where it is written).
  given: object = {},
): BuiltCall {
  const input = given as LooseInput;
  const path = fillPath(endpoint.path, input.params);
  const call = { method: endpoint.method, path, target: pathWithQuery(path, input.query) };
  if (input.form) return { ...call, body: input.form };
  if (input.body === undefined) return call;
  return { ...call, body: JSON.stringify(input.body), contentType: 'application/json' };
}

/** An answer's text as JSON, or undefined when it is none. */
export function jsonOf(text: string): { value: unknown } | undefined {
  try {
    return { value: JSON.parse(text) };
  } catch {
    return undefined;
  }
}

/**
 * `data` checked against the endpoint's response schema (as it is without one): the parsed value,
 * or the first three issues as `path: message` text. `beforeRetry`, when given, runs once after a
 * failed check and the check runs again (the client loads zod's English messages on its first
 * failure, so the retry names what was expected).
 */
export async function readAnswer(
  response: Endpoint['response'] | undefined,
  data: unknown,
  beforeRetry?: () => Promise<unknown>,
): Promise<{ value: unknown } | { issues: string; raw: unknown }> {
  if (!response) return { value: data };
  let result = await response['~standard'].validate(data);
  if (result.issues && beforeRetry) {
    await beforeRetry();
    result = await response['~standard'].validate(data);
  }
  if (!result.issues) return { value: result.value };
  const issues = result.issues
    .slice(0, 3)
    .map((i) => `${i.path?.length ? i.path.map(String).join('.') : '(body)'}: ${i.message}`)
    .join('; ');
  return { issues, raw: result.issues };
}
