import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServedAnswer } from '../pipeline/pipeline-types.ts';
import type { RouteResponse } from '../routes/route-types.ts';
import { MALFORMED_JSON } from '../routes/run-route.ts';
import { answerBody, encodeAnswer, serializeCookie } from './http-answer.ts';

// The Fastify transport's answers: a route's answer, a streamed one, an error, and what is done
// with the body of a request answered without reading it.

/** How long a refused request's connection stays open for the client to read the answer. */
const LINGER_MS = 1_000;

/**
 * A request answered without reading its body (refused before it): nothing more of the body is
 * read — Node would otherwise read and drop all of it — and once the answer is out the
 * connection is half-closed, then closed a moment later. Closing at once, on a client that is
 * still sending, resets the connection before the client has read the answer.
 */
export function dropUnreadBody(req: FastifyRequest, reply: FastifyReply): void {
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
export function send(reply: FastifyReply, answer: RouteResponse) {
  if (answer.cookies?.length) reply.header('set-cookie', answer.cookies.map(serializeCookie));
  // A reply starts as 200 (most answers): nothing to set.
  if (answer.status !== 200) reply.code(answer.status);
  if (answer.headers) reply.headers(answer.headers);
  const { contentType, payload } = answerBody(answer);
  return reply
    .header('content-type', contentType)
    .send(typeof payload === 'string' ? payload : Buffer.from(payload));
}

/**
 * A streamed answer (server-sent events): headers now, chunks as they come, and the stream closed
 * when the client goes away, the app closes (`open`: the app's open streams) or the world is
 * dropped — so neither listeners nor timers outlive it.
 */
export function sendStream(
  req: FastifyRequest,
  reply: FastifyReply,
  answer: ServedAnswer,
  open: Set<() => void>,
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
  if (answer.streamEndsWhen) unwatch = answer.streamEndsWhen(end);
  req.raw.once('close', end);
  raw.once('close', end);
  close = answer.stream!((chunk) => {
    raw.write(chunk);
  });
  if (req.raw.destroyed || raw.destroyed) end();
}

/** `{ message }` with `status`, as JSON (the errors Fastify itself raises). */
const sendMessage = (reply: FastifyReply, status: number, message: string) =>
  reply
    .status(status)
    .header('content-type', 'application/json; charset=utf-8')
    .send(JSON.stringify({ message }));

/** Bad URLs and other router-level errors answer `{ message }` like everything else. */
export function frameworkError(error: Error & { statusCode?: number }, reply: FastifyReply): void {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  sendMessage(reply, status, error.message);
}

/**
 * The error handler: a client error answers its message (a JSON syntax error the mock's own), any
 * other a 500 whose stack goes to `log`.
 */
export const errorAnswer =
  (log: (line: string) => void) =>
  (error: Error & { statusCode?: number }, _req: FastifyRequest, reply: FastifyReply) => {
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 500
        ? error.statusCode
        : 500;
    if (status === 500) log(`[error] ${error.stack ?? error.message}`);
    const text =
      status === 500
        ? 'Internal mock server error'
        : /JSON/i.test(error.message) && status === 400
          ? MALFORMED_JSON
          : error.message;
    return sendMessage(reply, status, text);
  };
