import { z } from 'zod';
import type { Ctx } from '../domain/context.ts';
import type { ClientInfo } from '../domain/devices.ts';
import { DomainError } from '../domain/errors.ts';
import { type FaultAction, takeFault } from '../domain/faults.ts';
import { authenticate } from '../domain/session.ts';
import type { RouteDef, RouteRequest, RouteResponse } from './route-types.ts';

export const MALFORMED_JSON = 'Malformed JSON in request body';
export const MALFORMED_MULTIPART = 'Malformed multipart body';

const issuesText = (error: z.core.$ZodError): string =>
  error.issues
    .slice(0, 5)
    .map((i) => `${i.path.join('.') || 'body'}: ${i.message}`)
    .join('; ');

/** The parsed body as an object (`{}` when absent or not an object). */
export const bodyOf = (req: RouteRequest): Record<string, unknown> =>
  typeof req.body === 'object' && req.body !== null && !Array.isArray(req.body)
    ? (req.body as Record<string, unknown>)
    : {};

export const clientOf = (req: RouteRequest): ClientInfo => ({
  ip: req.ip ?? req.headers['x-forwarded-for']?.split(',')[0]?.trim() ?? '127.0.0.1',
  userAgent: req.headers['user-agent'] ?? '',
});

/** The hosted auth middleware: the session user; re-issues the cookie on the answer. */
export async function signedIn(ctx: Ctx, req: RouteRequest, fingerprint?: string) {
  const { user, cookie } = await authenticate(ctx, req.cookies, fingerprint);
  req.setCookies.push(cookie);
  return user;
}

/** The session user if the cookie names a live session, else undefined (no error). */
export async function maybeSignedIn(ctx: Ctx, req: RouteRequest) {
  try {
    return await signedIn(ctx, req);
  } catch {
    return undefined;
  }
}

const errorAnswer = (ctx: Ctx, error: unknown): RouteResponse => {
  if (error instanceof DomainError) return { status: error.status, body: error.body };
  ctx.log(`[error] ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  return { status: 500, body: { message: 'Internal mock server error' } };
};

/** The fault to apply for this request (consumed), if any. */
export const faultFor = (ctx: Ctx, route: RouteDef, req: RouteRequest): FaultAction | null =>
  takeFault(ctx, req.method, req.path, route.path);

/**
 * Runs one route the same way for every transport: validates body/query with the route's wire
 * schemas, runs the handler serialised with every other request, maps rule failures to their
 * status and body, and never lets an exception escape.
 */
export async function runRoute(
  ctx: Ctx,
  route: RouteDef,
  req: RouteRequest,
): Promise<RouteResponse> {
  try {
    if (route.body) {
      const parsed = z.safeParse(route.body, req.body ?? {});
      if (!parsed.success)
        return { status: 400, body: { message: `Invalid request: ${issuesText(parsed.error)}` } };
      req.body = parsed.data;
    }
    if (route.query) {
      const parsed = z.safeParse(route.query, req.query);
      if (!parsed.success)
        return { status: 400, body: { message: `Invalid query: ${issuesText(parsed.error)}` } };
    }
    const answer = route.readOnly
      ? await route.handler(ctx, req)
      : await ctx.serial(async () => route.handler(ctx, req));
    const cookies = [...req.setCookies, ...(answer.cookies ?? [])];
    return cookies.length > 0 ? { ...answer, cookies } : answer;
  } catch (error) {
    const answer = errorAnswer(ctx, error);
    return req.setCookies.length > 0 ? { ...answer, cookies: req.setCookies } : answer;
  }
}

export const notFoundAnswer = (method: string, path: string): RouteResponse => ({
  status: 404,
  body: { message: `Cannot ${method} ${path}` },
});
