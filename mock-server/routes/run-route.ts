import { z } from 'zod';
import type { Ctx } from '../domain/plumbing/context.ts';
import { DomainError } from '../domain/plumbing/errors.ts';
import { takeFault } from '../domain/plumbing/faults.ts';
import type { SetCookie } from '../domain/plumbing/request-parts.ts';
import { authenticate } from '../domain/session.ts';
import type { RouteDef, RouteInput, RouteRequest, RouteResponse } from './route-types.ts';

export const MALFORMED_JSON = 'Malformed JSON in request body';
export const MALFORMED_MULTIPART = 'Malformed multipart body';

/** A body that could not be read: malformed (400) or over a limit (413). */
export class BodyError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** A request refused before its handler: the answer to send. */
class Refusal extends Error {
  constructor(readonly answer: RouteResponse) {
    super('refused');
  }
}

/** `path: message`, or the message alone when it already names its field ('name must be…'). */
const issueText = (i: z.core.$ZodIssue): string => {
  const key = i.path.at(-1);
  if (typeof key === 'string' && i.message.startsWith(`${key} `)) return i.message;
  return `${i.path.join('.') || 'body'}: ${i.message}`;
};

const issuesText = (error: z.core.$ZodError): string =>
  error.issues.slice(0, 5).map(issueText).join('; ');

const invalid = (what: string, error: z.core.$ZodError): RouteResponse => ({
  status: 400,
  body: { message: `Invalid ${what}: ${issuesText(error)}` },
});

const errorAnswer = (ctx: Ctx, error: unknown): RouteResponse => {
  if (error instanceof DomainError) {
    return error.headers
      ? { status: error.status, body: error.body, headers: error.headers }
      : { status: error.status, body: error.body };
  }
  ctx.log(`[error] ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  return { status: 500, body: { message: 'Internal mock server error' } };
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The handler's input: the parsed parts plus the session helpers (which collect cookies). */
function inputOf(
  ctx: Ctx,
  req: RouteRequest,
  parsed: { body: unknown; query: unknown; params: unknown; files: RouteRequest['files'] },
  setCookies: SetCookie[],
): RouteInput<unknown, unknown, unknown> {
  const signedIn = async (deviceId?: string) => {
    const { user, cookie } = await authenticate(ctx, req.cookies, deviceId);
    // `before` and the handler may both ask: one cookie on the answer.
    if (!setCookies.some((c) => c.name === cookie.name)) setCookies.push(cookie);
    return user;
  };
  // Every property written out (no spread): an object spread over parts whose shapes differ per
  // route sends V8 to its slow generic copy, which cost ~40% of a light request's time.
  return {
    body: parsed.body,
    query: parsed.query,
    params: parsed.params,
    files: parsed.files,
    rawBody: req.rawBody,
    cookies: req.cookies,
    headers: req.headers,
    client: {
      ip: req.ip ?? req.headers['x-forwarded-for']?.split(',')[0]?.trim() ?? '127.0.0.1',
      userAgent: req.headers['user-agent'] ?? '',
    },
    signedIn,
    maybeSignedIn: () => signedIn().catch(() => undefined),
  };
}

const parsePart = (schema: z.core.$ZodType, value: unknown, what: string): unknown => {
  const result = z.safeParse(schema, value);
  if (!result.success) throw new Refusal(invalid(what, result.error));
  return result.data;
};

/** The answer with the cookies the session helpers collected in front of its own. */
const withCookies = (answer: RouteResponse, setCookies: SetCookie[]): RouteResponse =>
  setCookies.length === 0
    ? answer
    : { ...answer, cookies: [...setCookies, ...(answer.cookies ?? [])] };

/** A JSON body as a value: a pre-serialised JSON answer is parsed back; other types are skipped. */
function jsonValueOf(answer: RouteResponse): { value: unknown } | undefined {
  if (answer.contentType === undefined) return { value: answer.body };
  if (!answer.contentType.startsWith('application/json')) return undefined;
  return { value: typeof answer.body === 'string' ? JSON.parse(answer.body) : answer.body };
}

/**
 * How a world checks a route's 200 answers: every one until `PROVEN_AFTER` in a row have matched
 * (the route's shape is proven in this world), then one in `SAMPLE_EVERY`; a mismatch fails
 * loudly whenever it is seen and puts the route back to checking every answer. Checking every
 * answer of a hot route cost 2.4× the CPU of the request (the JSON read back and walked by zod);
 * sampled, the check costs a few per cent (docs/performance.md).
 */
export const ANSWER_CHECKS = { PROVEN_AFTER: 64, SAMPLE_EVERY: 64 } as const;

/**
 * Per world, per route: answers matched in a row (up to PROVEN_AFTER), then answers seen; and the
 * last pre-serialised answer that matched (the same bytes again — a cached page — match again).
 */
type Proof = { matched: number; seen: number; text: string | undefined };
const proofs = new WeakMap<Ctx, Map<RouteDef, Proof>>();

function proofOf(ctx: Ctx, route: RouteDef): Proof {
  let routes = proofs.get(ctx);
  if (!routes) {
    routes = new Map();
    proofs.set(ctx, routes);
  }
  let proof = routes.get(route);
  if (!proof) {
    proof = { matched: 0, seen: 0, text: undefined };
    routes.set(route, proof);
  }
  return proof;
}

/** This answer is checked: the route is not proven yet, or it is this one's turn in the sample. */
function dueForCheck(proof: Proof): boolean {
  if (proof.matched < ANSWER_CHECKS.PROVEN_AFTER) return true;
  proof.seen += 1;
  return proof.seen % ANSWER_CHECKS.SAMPLE_EVERY === 0;
}

/**
 * With `checkAnswers` (tests, `npm run mock`): a 200 answer that does not match the route's
 * `response` schema — the contract the client parses with — becomes a 500 naming the drift, so it
 * fails where it starts instead of in the client's parse or a Pact run. Every answer until the
 * route's shape is proven in this world, then a sample (`ANSWER_CHECKS`); the very bytes of the
 * last pre-serialised answer that matched are not read again.
 */
function checkedAnswer(ctx: Ctx, route: RouteDef, answer: RouteResponse): RouteResponse {
  if (!route.response || answer.status !== 200 || answer.stream) return answer;
  const proof = proofOf(ctx, route);
  const text = typeof answer.body === 'string' ? answer.body : undefined;
  if (text !== undefined && text === proof.text) return answer;
  if (!dueForCheck(proof)) return answer;
  const json = jsonValueOf(answer);
  if (!json) return answer;
  const result = z.safeParse(route.response, json.value);
  if (result.success) {
    if (proof.matched < ANSWER_CHECKS.PROVEN_AFTER) proof.matched += 1;
    if (text !== undefined) proof.text = text;
    return answer;
  }
  proof.matched = 0;
  proof.seen = 0;
  proof.text = undefined;
  const message = `The mock's answer to ${route.method} ${route.path} does not match its response schema: ${issuesText(result.error)}`;
  ctx.log(`[error] ${message}`);
  return { status: 500, body: { message } };
}

/** The handler's answer as sent: checked when the world checks answers, with the cookies. */
const finalAnswer = (
  ctx: Ctx,
  route: RouteDef,
  answer: RouteResponse,
  setCookies: SetCookie[],
): RouteResponse =>
  withCookies(ctx.options.checkAnswers ? checkedAnswer(ctx, route, answer) : answer, setCookies);

/** A failure as its answer: a refusal, a bad body, a rule's status, or a 500 (logged). */
const failureAnswer = (ctx: Ctx, error: unknown, setCookies: SetCookie[]): RouteResponse => {
  const answer =
    error instanceof Refusal
      ? error.answer
      : error instanceof BodyError
        ? { status: error.status, body: { message: error.message } }
        : errorAnswer(ctx, error);
  return setCookies.length > 0 ? { ...answer, cookies: setCookies } : answer;
};

/**
 * Runs one route the same way for every transport: applies an injected fault, parses body, query
 * and params with the route's schemas, runs the route's `before` checks (before a body given as
 * `readBody` is read), runs the handler serialised with every other request, maps rule failures
 * to their status and body, and never lets an exception escape. Always a promise; a transport on
 * the hot path calls `runRouteSync`.
 */
export function runRoute(ctx: Ctx, route: RouteDef, req: RouteRequest): Promise<RouteResponse> {
  return Promise.resolve(runRouteSync(ctx, route, req));
}

/**
 * `runRoute`'s fast path: a read-only route with nothing to wait for (no fault, no `before`, no
 * body to read) answers without a promise when its handler does — the common read; any other
 * request answers with `runRoute`'s promise.
 */
export function runRouteSync(
  ctx: Ctx,
  route: RouteDef,
  req: RouteRequest,
): RouteResponse | Promise<RouteResponse> {
  const fault = takeFault(ctx, req.method, req.path, route.path);
  if (fault || !route.readOnly || route.before || req.readBody) {
    return runRouteInTurn(ctx, route, req, fault);
  }
  const setCookies: SetCookie[] = [];
  try {
    const input = inputOf(ctx, req, partsOf(route, req, true), setCookies);
    const answer = route.handler(ctx, input);
    return answer instanceof Promise
      ? answer.then(
          (a) => finalAnswer(ctx, route, a, setCookies),
          (error) => failureAnswer(ctx, error, setCookies),
        )
      : finalAnswer(ctx, route, answer, setCookies);
  } catch (error) {
    return failureAnswer(ctx, error, setCookies);
  }
}

/** Parsed queries per route by query string (bounded: made-up queries cannot grow it). */
const parsedQueries = new WeakMap<RouteDef, Map<string, unknown>>();
const PARSED_QUERIES_PER_ROUTE = 256;

/**
 * The route's query parsed with its schema — kept per route and query string when the transport
 * gives the string, so a page asked again (a list polled, the same search) skips the schema: a
 * third of a light read's own time. The kept value is frozen: handlers read their query, never
 * write it.
 */
function parsedQuery(route: RouteDef & { query: z.core.$ZodType }, req: RouteRequest): unknown {
  if (req.rawQuery === undefined) return parsePart(route.query, req.query, 'query');
  let kept = parsedQueries.get(route);
  if (!kept) {
    kept = new Map();
    parsedQueries.set(route, kept);
  }
  const known = kept.get(req.rawQuery);
  if (known !== undefined) return known;
  const parsed = parsePart(route.query, req.query, 'query');
  if (kept.size >= PARSED_QUERIES_PER_ROUTE) kept.clear();
  kept.set(req.rawQuery, typeof parsed === 'object' && parsed ? Object.freeze(parsed) : parsed);
  return parsed;
}

/**
 * Body, query and params parsed with the route's schemas (a mismatch throws its 400); the body
 * only when it is already read (`withBody`).
 */
function partsOf(route: RouteDef, req: RouteRequest, withBody: boolean) {
  return {
    body: withBody && route.body ? parsePart(route.body, req.body ?? {}, 'request') : undefined,
    query: route.query ? parsedQuery(route as RouteDef & { query: z.core.$ZodType }, req) : {},
    params: route.params ? parsePart(route.params, req.params, 'path') : req.params,
    files: req.files,
  };
}

async function runRouteInTurn(
  ctx: Ctx,
  route: RouteDef,
  req: RouteRequest,
  fault: ReturnType<typeof takeFault>,
): Promise<RouteResponse> {
  if (fault?.kind === 'network') return { status: 0, body: null, dropConnection: true };
  if (fault && fault.delayMs > 0) await sleep(fault.delayMs);
  if (fault?.kind === 'status') return { status: fault.status, body: { message: fault.message } };

  const setCookies: SetCookie[] = [];
  try {
    const parts = partsOf(route, req, !req.readBody);
    if (route.before) {
      const early = inputOf(ctx, req, { ...parts, body: undefined, files: [] }, setCookies);
      await route.before(ctx, early as RouteInput<undefined, unknown, unknown>);
    }
    if (req.readBody) {
      const read = await req.readBody();
      parts.files = read.files;
      parts.body = route.body ? parsePart(route.body, read.body ?? {}, 'request') : undefined;
    }
    const input = inputOf(ctx, req, parts, setCookies);
    const answer = route.readOnly
      ? await route.handler(ctx, input)
      : await ctx.serial(async () => route.handler(ctx, input));
    return finalAnswer(ctx, route, answer, setCookies);
  } catch (error) {
    return failureAnswer(ctx, error, setCookies);
  }
}

export const notFoundAnswer = (method: string, path: string): RouteResponse => ({
  status: 404,
  body: { message: `Cannot ${method} ${path}` },
});
