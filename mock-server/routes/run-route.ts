import { z } from 'zod';
import type { Ctx } from '../domain/plumbing/context.ts';
import { DomainError } from '../domain/plumbing/errors.ts';
import type { SetCookie } from '../domain/plumbing/request-parts.ts';
import { authenticate } from '../domain/session.ts';
import { checkedAnswer, issuesText } from './answer-check.ts';
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
 * Runs one route over a world the same way for every transport: parses body, query and params
 * with the route's schemas, runs the route's `before` checks (before a body given as `readBody`
 * is read), runs the handler serialised with every other request, maps rule failures to their
 * status and body, and never lets an exception escape. Injected faults act before this, in the
 * request pipeline (`pipeline/mock-app.ts`), whatever runs the request. Always a promise; the
 * pipeline calls `runRouteMaybeSync`.
 */
export function runRoute(ctx: Ctx, route: RouteDef, req: RouteRequest): Promise<RouteResponse> {
  return Promise.resolve(runRouteMaybeSync(ctx, route, req));
}

/**
 * `runRoute` without the promise when none is needed: the answer itself for a read-only route
 * with nothing to wait for (no `before`, no body to read) whose handler answers at once — the
 * common read; a promise of the answer for any other request. "Maybe": callers must handle both.
 */
export function runRouteMaybeSync(
  ctx: Ctx,
  route: RouteDef,
  req: RouteRequest,
): RouteResponse | Promise<RouteResponse> {
  if (!route.readOnly || route.before || req.readBody) return runRouteInTurn(ctx, route, req);
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
): Promise<RouteResponse> {
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
