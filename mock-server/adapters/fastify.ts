import fastifyMultipart from '@fastify/multipart';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type RouteOptions,
} from 'fastify';
import type { Ctx } from '../domain/plumbing/context.ts';
import type { UploadedFile } from '../domain/plumbing/request-parts.ts';
import { UPLOAD_LIMIT_TEXT, UPLOAD_LIMITS } from '../domain/uploads.ts';
import { recordRoute } from '../recording/recorder.ts';
import { buildOpenApi } from '../routes/openapi.ts';
import type { HttpMethod, RouteDef, RouteRequest, RouteResponse } from '../routes/route-types.ts';
import {
  BodyError,
  MALFORMED_JSON,
  MALFORMED_MULTIPART,
  notFoundAnswer,
  runRouteSync,
} from '../routes/run-route.ts';
import {
  ALLOWED_ORIGINS,
  answerBody,
  encodeAnswer,
  parseCookies,
  serializeCookie,
} from './http-answer.ts';
import { createRequestGuard, type GuardOptions } from './request-guard.ts';
import { sendClientIndex, serveClient } from './serve-client.ts';

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
  /** An idle keep-alive socket is closed after this. */
  keepAliveTimeout: number;
  /** How often Node looks for requests over their time (the resolution of the two above). */
  checkEvery: number;
};

export const SERVER_TIMEOUTS: ServerTimeouts = {
  requestTimeout: 30_000,
  headersTimeout: 10_000,
  connectionTimeout: 60_000,
  keepAliveTimeout: 5_000,
  checkEvery: 1_000,
};

/**
 * The client's address: the socket's, or the first X-Forwarded-For entry when the socket is a
 * proxy on this machine (Vite's dev server). A remote client cannot pick its own address (the
 * code-guess limit counts per address).
 */
function clientAddress(req: FastifyRequest): string {
  const header = req.headers['x-forwarded-for'];
  // Most requests come straight from their client: the socket's address, no pattern to test.
  if (header === undefined) return req.ip;
  const forwarded = header.toString().split(',')[0]?.trim();
  const peer = req.socket.remoteAddress ?? req.ip;
  const local = /^(127\.|::1$|::ffff:127\.)/.test(peer);
  return (local && forwarded) || req.ip;
}

const CORS_METHODS = 'GET, POST, PUT, DELETE, PATCH';
const CORS_HEADERS = 'Content-Type, Authorization, X-Mock-Token';

/** The path of a request URL (without the query string). */
const pathOf = (url: string): string => {
  const q = url.indexOf('?');
  return q < 0 ? url : url.slice(0, q);
};

/** Query values as single strings (the first of repeated keys); the parsed object itself when
 * every value already is one (most requests: no copy). */
function flatQuery(query: unknown): Record<string, string> {
  const q = query as Record<string, unknown>;
  let flat = true;
  for (const k in q) {
    if (typeof q[k] !== 'string') {
      flat = false;
      break;
    }
  }
  if (flat) return q as Record<string, string>;
  const out: Record<string, string> = {};
  for (const k in q) {
    const v = q[k];
    out[k] = Array.isArray(v) ? String(v[0]) : String(v);
  }
  return out;
}

/** Reads a multipart body part by part; a limit or a malformed part stops it (`BodyError`). */
async function readMultipart(
  req: FastifyRequest,
): Promise<{ fields: Record<string, string>; files: UploadedFile[] }> {
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        files.push({
          field: part.fieldname,
          filename: part.filename,
          mimetype: part.mimetype,
          data: new Uint8Array(data),
        });
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    const status = (error as { statusCode?: number }).statusCode;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new BodyError(413, UPLOAD_LIMIT_TEXT.fileSize);
    if (code === 'FST_FILES_LIMIT') throw new BodyError(413, UPLOAD_LIMIT_TEXT.files);
    if (status === 413) throw new BodyError(413, UPLOAD_LIMIT_TEXT.parts);
    throw new BodyError(400, MALFORMED_MULTIPART);
  }
  return { fields, files };
}

/** How long a refused request's connection stays open for the client to read the answer. */
const LINGER_MS = 1_000;

/**
 * A request answered without reading its body (refused before it): nothing more of the body is
 * read — Node would otherwise read and drop all of it — and once the answer is out the
 * connection is half-closed, then closed a moment later. Closing at once, on a client that is
 * still sending, resets the connection before the client has read the answer.
 */
function dropUnreadBody(req: FastifyRequest, reply: FastifyReply): void {
  const raw = req.raw;
  if (!raw.headers['content-length'] && !raw.headers['transfer-encoding']) return;
  // A reader that never reads: Node stops taking data once its small buffer is full (and does
  // not drain the body after the answer).
  raw.pause();
  raw.read(0);
  reply.raw.once('finish', () => {
    if (raw.complete) return;
    const socket = raw.socket;
    // light-my-request (app.inject) has no real socket to close.
    if (typeof socket?.end !== 'function') return;
    socket.end();
    setTimeout(() => socket.destroy(), LINGER_MS).unref();
  });
}

/** Sends a route answer: the bytes and headers `encodeAnswer` gives, without its header copy. */
function send(reply: FastifyReply, answer: RouteResponse) {
  if (answer.cookies?.length) reply.header('set-cookie', answer.cookies.map(serializeCookie));
  // A reply starts as 200 (most answers): nothing to set.
  if (answer.status !== 200) reply.code(answer.status);
  if (answer.headers) reply.headers(answer.headers);
  const { contentType, payload } = answerBody(answer);
  return reply
    .header('content-type', contentType)
    .send(typeof payload === 'string' ? payload : Buffer.from(payload));
}

type Answer = Awaited<ReturnType<typeof runRouteSync>>;

/**
 * A streamed answer (server-sent events): headers now, chunks as they come, and the stream closed
 * when the client goes away or the app closes (so neither listeners nor timers outlive it).
 */
function sendStream(
  req: FastifyRequest,
  reply: FastifyReply,
  answer: Answer,
  open: Set<() => void>,
  ctx: Ctx,
) {
  const { status, headers } = encodeAnswer(answer);
  reply.hijack();
  const raw = reply.raw;
  const replyHeaders = reply.getHeaders() as Record<string, string>;
  raw.writeHead(status, { ...replyHeaders, ...headers });
  let close: () => void = () => {};
  // A dropped world ends its streams (the listeners would otherwise keep the world alive).
  let unwatch: () => void = () => {};
  const end = () => {
    if (!open.delete(end)) return;
    unwatch();
    close();
    if (!raw.writableEnded) raw.end();
  };
  open.add(end);
  if (ctx.worlds && ctx.worldId !== 'default') unwatch = ctx.worlds.whenDropped(ctx, end);
  req.raw.once('close', end);
  raw.once('close', end);
  close = answer.stream!((chunk) => {
    raw.write(chunk);
  });
  if (req.raw.destroyed || raw.destroyed) end();
}

/**
 * A Fastify app serving the route table (and optionally a built client with SPA fallback). With a
 * world registry on `ctx` (`mock-server/worlds`), each request runs in the world it names.
 */
export async function createFastifyApp(
  ctx: Ctx,
  routes: RouteDef[],
  options: FastifyOptions = {},
): Promise<FastifyInstance> {
  const timeouts = { ...SERVER_TIMEOUTS, ...options.timeouts };
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 1024 * 1024,
    requestTimeout: timeouts.requestTimeout,
    connectionTimeout: timeouts.connectionTimeout,
    keepAliveTimeout: timeouts.keepAliveTimeout,
    http: {
      headersTimeout: Math.min(timeouts.headersTimeout, timeouts.requestTimeout),
      connectionsCheckingInterval: timeouts.checkEvery,
    },
    // Bad URLs and other router-level errors answer `{ message }` like everything else.
    frameworkErrors: (error, _req, reply: FastifyReply) => {
      const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
      reply
        .status(status)
        .header('content-type', 'application/json; charset=utf-8')
        .send(JSON.stringify({ message: error.message }));
    },
  });
  // Open event streams, ended before the server closes (else close() would wait for them).
  const streams = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of [...streams]) end();
  });
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      const error = new Error(MALFORMED_JSON) as Error & { statusCode: number };
      error.statusCode = 400;
      done(error, undefined);
    }
  });
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, _body, done) =>
    done(null, undefined),
  );

  // Host (DNS rebinding), then for the control API: Origin, JSON only and the token. Runs before
  // any body is read.
  const guard = createRequestGuard(options.guard);
  /**
   * The checks of every request, then CORS: answers and returns true when the request is refused
   * (or is a preflight), before any body is read.
   */
  const admit = (req: FastifyRequest, reply: FastifyReply): boolean => {
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
  // A callback hook, not an async one: no promise per request.
  const admitHook = (req: FastifyRequest, reply: FastifyReply, done: () => void) => {
    if (!admit(req, reply)) done();
  };
  // Every route runs `admit` before its body is read: as its onRequest hook — except the route
  // table's GET routes (no body), which call it first thing in their handler, so the common path
  // has no hook to run at all (Fastify's hook runner costs ~1 µs a request). Routes added by
  // plugins (static files, Swagger UI) get the hook too; the not-found handler calls it itself.
  app.addHook('onRoute', (opts) => {
    if ((opts.config as { admitsItself?: boolean } | undefined)?.admitsItself) return;
    const own = opts.onRequest ? [opts.onRequest].flat() : [];
    opts.onRequest = [admitHook as never, ...own];
  });
  // Preflights to any path (answered by `admit`; this only makes OPTIONS a known route).
  app.options('*', (_req, reply) => {
    reply.code(204).send();
  });

  app.setErrorHandler((error: Error & { statusCode?: number }, _req, reply) => {
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 500
        ? error.statusCode
        : 500;
    if (status === 500) ctx.log(`[error] ${error.stack ?? error.message}`);
    const text =
      status === 500
        ? 'Internal mock server error'
        : /JSON/i.test(error.message) && status === 400
          ? MALFORMED_JSON
          : error.message;
    return reply
      .status(status)
      .header('content-type', 'application/json; charset=utf-8')
      .send(JSON.stringify({ message: text }));
  });

  const routeOf = (route: RouteDef): RouteOptions => ({
    method: route.method,
    url: route.path,
    ...(route.bodyLimit ? { bodyLimit: route.bodyLimit } : {}),
    config: { admitsItself: route.method === 'GET' } as RouteOptions['config'],
    // Not async: a route that answers at once (the common read) costs no promise here.
    handler: (req, reply) => {
      if (route.method === 'GET' && admit(req, reply)) return reply;
      const url = req.url;
      const mark = url.indexOf('?');
      const path = mark < 0 ? url : url.slice(0, mark);
      const query = flatQuery(req.query);
      const cookies = parseCookies(req.headers.cookie);
      const picked = ctx.worlds
        ? ctx.worlds.pick(path, req.headers, cookies, query)
        : ({ ok: true, ctx } as const);
      if (!picked.ok) {
        dropUnreadBody(req, reply);
        return send(reply, { status: picked.status, body: { message: picked.message } });
      }
      const world = picked.ctx;
      // A multipart body stays unread until the route's `before` checks (session, owner) pass.
      const isMultipart = route.multipart === true && req.isMultipart();
      let bodyRead = !isMultipart;
      const request: RouteRequest = {
        method: req.method as HttpMethod,
        path,
        params: (req.params ?? {}) as Record<string, string>,
        query,
        rawQuery: mark < 0 ? '' : url.slice(mark + 1),
        body: isMultipart ? undefined : req.body,
        files: [],
        readBody: isMultipart
          ? async () => {
              bodyRead = true;
              const read = await readMultipart(req);
              return { body: read.fields, files: read.files };
            }
          : undefined,
        cookies,
        // Request headers are strings (only set-cookie, a response header, is a list).
        headers: req.headers as Record<string, string>,
        ip: clientAddress(req),
      };
      const finish = (answer: RouteResponse) => {
        if (!bodyRead) dropUnreadBody(req, reply);
        if (answer.dropConnection) {
          reply.hijack();
          req.raw.socket.destroy();
          return reply;
        }
        if (answer.stream) {
          sendStream(req, reply, answer, streams, world);
          return reply;
        }
        return send(reply, answer);
      };
      const answer = world.recording?.on
        ? recordRoute(world, route, request)
        : runRouteSync(world, route, request);
      return answer instanceof Promise ? answer.then(finish) : finish(answer);
    },
  });
  for (const route of routes) if (!route.multipart) app.route(routeOf(route));
  // Multipart routes in a scope of their own: the multipart plugin adds two async hooks to every
  // request of the scope it is registered in (a close listener and a temp-file clean-up), which
  // cost the common path about a tenth of its throughput when registered for all routes.
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: UPLOAD_LIMITS });
    for (const route of routes) if (route.multipart) scope.route(routeOf(route));
  });

  // Swagger UI over the generated document (served from node_modules, works offline).
  await app.register(fastifySwagger, {
    mode: 'static',
    specification: { document: buildOpenApi(routes) as never },
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/__mock/docs/ui' });

  if (options.serveDir) await serveClient(app, options.serveDir);

  app.setNotFoundHandler((req, reply) => {
    if (admit(req, reply)) return reply;
    const path = pathOf(req.url);
    const isApi = path.startsWith('/api') || path.startsWith('/__mock');
    if (options.serveDir && !isApi && (req.method === 'GET' || req.method === 'HEAD')) {
      return sendClientIndex(reply);
    }
    return send(reply, notFoundAnswer(req.method, path));
  });

  return app;
}
