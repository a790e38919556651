import fastifyMultipart from '@fastify/multipart';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type RouteOptions,
} from 'fastify';
import { UPLOAD_LIMITS } from '../domain/uploads.ts';
import type { MockApp } from '../pipeline/pipeline-types.ts';
import { buildOpenApi } from '../routes/openapi.ts';
import type { RouteDef } from '../routes/route-types.ts';
import { bodyAdmission, jsonBody, streamedJsonParser } from './fastify-body-admission.ts';
import { dropUnreadBody, errorAnswer, frameworkError, send } from './fastify-reply.ts';
import { flatQuery, pathOf, type RouteHandling, routeHandler } from './fastify-request.ts';
import { ALLOWED_ORIGINS } from './http-answer.ts';
import { createRequestGuard, type GuardOptions } from './request-guard.ts';
import { sendClientIndex, serveClient } from './serve-client.ts';

// The Fastify transport's wiring: the app, its body parsers, the checks every request passes
// (`admission`), the route table's routes (`fastify-request.ts`), docs and the client's files.

export type FastifyOptions = {
  serveDir?: string;
  logger?: boolean;
  /** Host, Origin and control-token checks (default: loopback only, no token). */
  guard?: GuardOptions;
  /** Socket and request time limits (defaults: `SERVER_TIMEOUTS`). */
  timeouts?: Partial<ServerTimeouts>;
};

export type ServerTimeouts = {
  /** Whole request (headers and body) must arrive within this (a slow body is answered 408). */
  requestTimeout: number;
  /** Headers must arrive within this. */
  headersTimeout: number;
  /** A socket with no traffic either way is closed after this (event streams tick every second). */
  connectionTimeout: number;
  /**
   * An idle keep-alive socket is closed after this (announced in `Keep-Alive: timeout=`; Node's
   * clients drop a pooled socket 1 s before it). Long, and under `connectionTimeout` so the idle
   * close is always this announced one: at Node's 5 s, a client whose event loop was held over
   * that second (a loaded CI machine, a big world built in-process) sent on a socket the server
   * had just closed — ECONNRESET / UND_ERR_SOCKET on a plain GET.
   */
  keepAliveTimeout: number;
  /** How often Node looks for requests over their time (the resolution of the two above). */
  checkEvery: number;
};

export const SERVER_TIMEOUTS: ServerTimeouts = {
  requestTimeout: 30_000,
  headersTimeout: 10_000,
  connectionTimeout: 60_000,
  keepAliveTimeout: 55_000,
  checkEvery: 1_000,
};

const CORS_METHODS = 'GET, POST, PUT, DELETE, PATCH';
const CORS_HEADERS = 'Content-Type, Authorization, X-Mock-Token';

/**
 * The checks of every request, then CORS: answers and returns true when the request is refused
 * (or is a preflight), before any body is read. Host (DNS rebinding), then for the control API:
 * Origin, JSON only and the token.
 */
function admission(guardOptions: GuardOptions | undefined) {
  const guard = createRequestGuard(guardOptions);
  return (req: FastifyRequest, reply: FastifyReply): boolean => {
    const refusal = guard({
      method: req.method,
      path: pathOf(req.url),
      query: () => flatQuery(req.query),
      headers: req.headers,
    });
    if (refusal) {
      dropUnreadBody(req, reply);
      send(reply, refusal);
      return true;
    }
    // CORS as the hosted API answers it (reference §1): its allow-list with credentials; any
    // OPTIONS is a preflight. Written here rather than by @fastify/cors, whose per-request option
    // copy and callbacks cost ~7 % of a light request's time.
    const origin = req.headers.origin;
    reply.header('vary', 'Origin');
    if (origin !== undefined && ALLOWED_ORIGINS.includes(origin))
      reply.header('access-control-allow-origin', origin);
    reply.header('access-control-allow-credentials', 'true');
    if (req.method === 'OPTIONS') {
      reply
        .header('access-control-allow-methods', CORS_METHODS)
        .header('access-control-allow-headers', CORS_HEADERS)
        .code(204)
        .header('content-length', '0')
        .send();
      return true;
    }
    return false;
  };
}

/** A body's limit unless its route says otherwise. */
const BODY_LIMIT = 1024 * 1024;

/** The Fastify instance: limits, timeouts, the JSON parser and its errors. */
function createInstance(options: FastifyOptions): FastifyInstance {
  const timeouts = { ...SERVER_TIMEOUTS, ...options.timeouts };
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: BODY_LIMIT,
    requestTimeout: timeouts.requestTimeout,
    connectionTimeout: timeouts.connectionTimeout,
    keepAliveTimeout: timeouts.keepAliveTimeout,
    http: {
      headersTimeout: Math.min(timeouts.headersTimeout, timeouts.requestTimeout),
      connectionsCheckingInterval: timeouts.checkEvery,
    },
    frameworkErrors: (error, _req, reply: FastifyReply) => frameworkError(error, reply),
    // A trailing slash routes as without it, as the pipeline's router (`pipeline/route-match.ts`)
    // routes it for MSW and the static demo, and as Express (the hosted API) does.
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) =>
    jsonBody(req, String(body), done),
  );
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, _body, done) =>
    done(null, undefined),
  );
  return app;
}

/**
 * Every route runs `admit` before its body is read: as its onRequest hook — except the route
 * table's GET routes (no body), which call it first thing in their handler, so the common path has
 * no hook to run at all (Fastify's hook runner costs ~1 µs a request). Routes added by plugins
 * (static files, Swagger UI) get the hook too; the not-found handler calls it itself.
 */
function admitEveryRoute(app: FastifyInstance, admit: RouteHandling['admit']): void {
  // A callback hook, not an async one: no promise per request.
  const admitHook = (req: FastifyRequest, reply: FastifyReply, done: () => void) => {
    if (!admit(req, reply)) done();
  };
  app.addHook('onRoute', (opts) => {
    if ((opts.config as { admitsItself?: boolean } | undefined)?.admitsItself) return;
    const own = opts.onRequest ? [opts.onRequest].flat() : [];
    opts.onRequest = [admitHook as never, ...own];
  });
  // Preflights to any path (answered by `admit`; this only makes OPTIONS a known route).
  app.options('*', (_req, reply) => {
    reply.code(204).send();
  });
}

/** The route table's routes; multipart ones, and those taking big JSON bodies, in scopes of their own. */
async function addRoutes(app: FastifyInstance, routes: RouteDef[], handling: RouteHandling) {
  const routeOf = (route: RouteDef): RouteOptions => ({
    method: route.method,
    url: route.path,
    ...(route.bodyLimit ? { bodyLimit: route.bodyLimit } : {}),
    ...(route.admitBody ? { preParsing: bodyAdmission(route.admitBody) } : {}),
    config: { admitsItself: route.method === 'GET' } as RouteOptions['config'],
    handler: routeHandler(route, handling),
  });
  const bigJson = (route: RouteDef) => (route.bodyLimit ?? 0) > BODY_LIMIT && !route.multipart;
  for (const route of routes) if (!route.multipart && !bigJson(route)) app.route(routeOf(route));
  // The routes that take big JSON bodies (a snapshot) decode theirs as it arrives.
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', streamedJsonParser);
    for (const route of routes) if (bigJson(route)) scope.route(routeOf(route));
  });
  // The multipart plugin adds two async hooks to every request of the scope it is registered in
  // (a close listener and a temp-file clean-up), which cost the common path about a tenth of its
  // throughput when registered for all routes.
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: UPLOAD_LIMITS });
    for (const route of routes) if (route.multipart) scope.route(routeOf(route));
  });
}

/**
 * A Fastify app serving the mock app's route table through its pipeline (and optionally a built
 * client with SPA fallback); the server's own errors go to the mock app's log.
 */
export async function createFastifyApp(
  mock: MockApp,
  options: FastifyOptions = {},
): Promise<FastifyInstance> {
  const { routes } = mock;
  const app = createInstance(options);
  const handling: RouteHandling = {
    mock,
    admit: admission(options.guard),
    // Open event streams, ended before the server closes (else close() would wait for them).
    streams: new Set<() => void>(),
  };
  app.addHook('preClose', async () => {
    for (const end of [...handling.streams]) end();
  });
  admitEveryRoute(app, handling.admit);
  app.setErrorHandler(errorAnswer(mock.log));
  await addRoutes(app, routes, handling);

  // Swagger UI over the generated document (served from node_modules, works offline).
  await app.register(fastifySwagger, {
    mode: 'static',
    specification: { document: buildOpenApi(routes) as never },
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/__mock/docs/ui' });

  if (options.serveDir) await serveClient(app, options.serveDir);

  app.setNotFoundHandler((req, reply) => {
    if (handling.admit(req, reply)) return reply;
    const path = pathOf(req.url);
    // Fastify's router routes the table itself (the same paths as the pipeline's router, faster);
    // what it leaves, the pipeline routes: in proxy mode an `/api` path the backend may know.
    const found = mock.match(req.method, path);
    // Admitted just above: the route's own handler need not admit it again.
    if (found) {
      const handle = routeHandler(found.route, { ...handling, admit: () => false }, found.params);
      return handle.call(app, req, reply);
    }
    const isApi = path.startsWith('/api') || path.startsWith('/__mock');
    if (options.serveDir && !isApi && (req.method === 'GET' || req.method === 'HEAD')) {
      return sendClientIndex(reply);
    }
    return send(reply, mock.notFound(req.method, path));
  });

  return app;
}
