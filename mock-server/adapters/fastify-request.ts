import type { Socket } from 'node:net';
import type { FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import type { UploadedFile } from '../domain/plumbing/request-parts.ts';
import { UPLOAD_LIMIT_TEXT } from '../domain/uploads.ts';
import type { MockApp, ServedAnswer } from '../pipeline/pipeline-types.ts';
import type { HttpMethod, RouteDef, RouteRequest } from '../routes/route-types.ts';
import { BodyError, MALFORMED_MULTIPART } from '../routes/run-route.ts';
import { dropUnreadBody, send, sendStream } from './fastify-reply.ts';
import { parseCookies } from './http-answer.ts';

/** A request whose JSON body text the parser kept (fastify.ts). */
export type RawBodyHolder = { rawBody?: string };

// The Fastify transport's requests: what a route sees of one (path, query, cookies, headers, the
// client's address, a multipart body read on demand) and the handler that hands it to the mock
// app's pipeline (`pipeline/mock-app.ts`) and sends its answer.

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

/** The path of a request URL (without the query string). */
export const pathOf = (url: string): string => {
  const q = url.indexOf('?');
  return q < 0 ? url : url.slice(0, q);
};

/** Query values as single strings (the first of repeated keys); the parsed object itself when
 * every value already is one (most requests: no copy). */

/**
 * A network fault: the connection ends with a byte that is no HTTP answer. A plain close is not
 * enough: a browser whose request met one on a reused keep-alive connection sends it again on a
 * fresh connection (Chromium does so for a POST too), so the fault went unseen and a presenter's
 * "order fails once" placed the order. An answer it cannot read is a network error it does not
 * retry ("Failed to fetch"), as is the close for every other client.
 */
function dropWithoutAnswer(socket: Socket): void {
  socket.end('\0');
  // A peer that keeps its half open does not hold the socket.
  socket.setTimeout(1000, () => socket.destroy());
}

export function flatQuery(query: unknown): Record<string, string> {
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

/** What the route handlers of one app share. */
export type RouteHandling = {
  /** The request pipeline: the world, faults, the run, the observers. */
  mock: MockApp;
  /** The checks every request passes first (true: refused and answered already). */
  admit: (req: FastifyRequest, reply: FastifyReply) => boolean;
  /** The app's open event streams (ended before it closes). */
  streams: Set<() => void>;
};

/**
 * The Fastify handler of `route`: the request as the route sees it, served by the mock app's
 * pipeline, its answer sent. Not async: a route that answers at once (the common read) costs no
 * promise here. `params`: those the pipeline's router found (a request Fastify's router did not
 * route), else Fastify's.
 */
export function routeHandler(
  route: RouteDef,
  handling: RouteHandling,
  params?: Record<string, string>,
): RouteHandlerMethod {
  const { mock, admit, streams } = handling;
  return (req, reply) => {
    if (route.method === 'GET' && admit(req, reply)) return reply;
    const url = req.url;
    const mark = url.indexOf('?');
    // A multipart body stays unread until the route's `before` checks (session, owner) pass.
    const isMultipart = route.multipart === true && req.isMultipart();
    let bodyRead = !isMultipart;
    const request: RouteRequest = {
      method: req.method as HttpMethod,
      path: mark < 0 ? url : url.slice(0, mark),
      params: params ?? ((req.params ?? {}) as Record<string, string>),
      query: flatQuery(req.query),
      rawQuery: mark < 0 ? '' : url.slice(mark + 1),
      body: isMultipart ? undefined : req.body,
      rawBody: isMultipart ? undefined : (req as RawBodyHolder).rawBody,
      files: [],
      readBody: isMultipart
        ? async () => {
            bodyRead = true;
            const read = await readMultipart(req);
            return { body: read.fields, files: read.files };
          }
        : undefined,
      cookies: parseCookies(req.headers.cookie),
      // Request headers are strings (only set-cookie, a response header, is a list).
      headers: req.headers as Record<string, string>,
      ip: clientAddress(req),
    };
    const finish = (answer: ServedAnswer) => {
      // A body never read (refused before it: no world, a `before` check, a fault) is dropped.
      if (!bodyRead) dropUnreadBody(req, reply);
      if (answer.dropConnection) {
        reply.hijack();
        dropWithoutAnswer(req.raw.socket);
        return reply;
      }
      if (answer.stream) {
        sendStream(req, reply, answer, streams);
        return reply;
      }
      return send(reply, answer);
    };
    const answer = mock.serve(route, request);
    return answer instanceof Promise ? answer.then(finish) : finish(answer);
  };
}
