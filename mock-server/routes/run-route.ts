import { z } from 'zod';
import type { Ctx } from '../domain/context.ts';
import { DomainError } from '../domain/errors.ts';
import { takeFault } from '../domain/faults.ts';
import type { SetCookie } from '../domain/request-parts.ts';
import { authenticate } from '../domain/session.ts';
import type { RouteDef, RouteInput, RouteRequest, RouteResponse } from './route-types.ts';

export const MALFORMED_JSON = 'Malformed JSON in request body';
export const MALFORMED_MULTIPART = 'Malformed multipart body';

const issuesText = (error: z.core.$ZodError): string =>
  error.issues
    .slice(0, 5)
    .map((i) => `${i.path.join('.') || 'body'}: ${i.message}`)
    .join('; ');

const invalid = (what: string, error: z.core.$ZodError): RouteResponse => ({
  status: 400,
  body: { message: `Invalid ${what}: ${issuesText(error)}` },
});

const errorAnswer = (ctx: Ctx, error: unknown): RouteResponse => {
  if (error instanceof DomainError) return { status: error.status, body: error.body };
  ctx.log(`[error] ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  return { status: 500, body: { message: 'Internal mock server error' } };
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The handler's input: the parsed parts plus the session helpers (which collect cookies). */
function inputOf(
  ctx: Ctx,
  req: RouteRequest,
  parsed: { body: unknown; query: unknown; params: unknown },
  setCookies: SetCookie[],
): RouteInput<unknown, unknown, unknown> {
  const signedIn = async (deviceId?: string) => {
    const { user, cookie } = await authenticate(ctx, req.cookies, deviceId);
    setCookies.push(cookie);
    return user;
  };
  return {
    ...parsed,
    files: req.files,
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

/**
 * Runs one route the same way for every transport: applies an injected fault, parses body, query
 * and params with the route's schemas, runs the handler serialised with every other request,
 * maps rule failures to their status and body, and never lets an exception escape.
 */
export async function runRoute(
  ctx: Ctx,
  route: RouteDef,
  req: RouteRequest,
): Promise<RouteResponse> {
  const fault = takeFault(ctx, req.method, req.path, route.path);
  if (fault?.kind === 'network') return { status: 0, body: null, dropConnection: true };
  if (fault && fault.delayMs > 0) await sleep(fault.delayMs);
  if (fault?.kind === 'status') return { status: fault.status, body: { message: fault.message } };

  const setCookies: SetCookie[] = [];
  try {
    let body: unknown;
    if (route.body) {
      const result = z.safeParse(route.body, req.body ?? {});
      if (!result.success) return invalid('request', result.error);
      body = result.data;
    }
    let query: unknown = {};
    if (route.query) {
      const result = z.safeParse(route.query, req.query);
      if (!result.success) return invalid('query', result.error);
      query = result.data;
    }
    let params: unknown = req.params;
    if (route.params) {
      const result = z.safeParse(route.params, req.params);
      if (!result.success) return invalid('path', result.error);
      params = result.data;
    }
    const input = inputOf(ctx, req, { body, query, params }, setCookies);
    const answer = route.readOnly
      ? await route.handler(ctx, input)
      : await ctx.serial(async () => route.handler(ctx, input));
    const cookies = [...setCookies, ...(answer.cookies ?? [])];
    return cookies.length > 0 ? { ...answer, cookies } : answer;
  } catch (error) {
    const answer = errorAnswer(ctx, error);
    return setCookies.length > 0 ? { ...answer, cookies: setCookies } : answer;
  }
}

export const notFoundAnswer = (method: string, path: string): RouteResponse => ({
  status: 404,
  body: { message: `Cannot ${method} ${path}` },
});
