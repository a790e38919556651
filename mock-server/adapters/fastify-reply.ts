import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServedAnswer } from '../pipeline/pipeline-types.ts';
import type { RouteResponse } from '../routes/route-types.ts';
import { MALFORMED_JSON } from '../routes/run-route.ts';
import { answerBody, encodeAnswer, serializeCookie } from './http-answer.ts';

// The Fastify transport's answers: a route's answer, a streamed one, an error, and what is done
// with the body of a request answered without reading it.

/**
 * A refused body of at most this many bytes (by its Content-Length) is read and dropped, and the
 * connection kept: cheaper for the client than a new connection, and nothing to hold.
 */
const DRAIN_UP_TO = 16 * 1024;
/**
 * How long a closing connection goes on reading (and dropping) what its client still sends after
 * the answer: the client reads the answer and closes its side well before, even on a loaded
 * machine. Closing while it is still sending would reset the connection, and a reset can throw
 * away the answer before the client has read it.
 */
const LINGER_MS = 15_000;
/**
 * How much of what a client still sends after the answer is read and dropped while the
 * connection lingers: a client that stops at the answer is done well before; one that streams on
 * (an attacker) is then no longer read, and its connection closed after `LINGER_MS`.
 */
const LINGER_BYTES = 1024 * 1024;

/**
 * A request answered without reading its body (refused before it). A small body (`DRAIN_UP_TO`)
 * is read and dropped after the answer, and the connection serves the next request. A bigger one
 * (or one of unknown length) is not read while the answer is made — a refused 40 MB upload costs
 * nothing — and the answer says `Connection: close`, so a client that reuses connections never
 * sends its next request on this one; once the answer is out the connection is half-closed, what
 * the client still sends is dropped until it closes its side (up to `LINGER_BYTES`, for at most
 * `LINGER_MS`), then it is closed.
 */
export function dropUnreadBody(req: FastifyRequest, reply: FastifyReply): void {
  const raw = req.raw;
  // A body already read (a JSON body, before the route ran) or none at all: nothing to do.
  if (raw.complete) return;
  const length = raw.headers['content-length'];
  if (length === undefined && !raw.headers['transfer-encoding']) return;
  if (length !== undefined && Number(length) <= DRAIN_UP_TO) {
    // Read and dropped. Node would drain a body nobody touched after the answer, but not one a
    // check has begun to read (`admitBody` looks at its first bytes): the connection would hang.
    raw.resume();
    return;
  }
  reply.header('connection', 'close');
  // A reader that never reads: Node stops taking data once its small buffer is full (and does
  // not drain the body after the answer).
  raw.pause();
  raw.read(0);
  const socket = raw.socket;
  // light-my-request (app.inject) has no real socket to close.
  if (typeof socket?.end !== 'function' || typeof socket.destroySoon !== 'function') return;
  // After an answer saying `Connection: close`, Node half-closes the socket and destroys it as
  // soon as that is sent: the lingering close below instead.
  socket.destroySoon = () => {
    socket.end();
    const timer = setTimeout(() => socket.destroy(), LINGER_MS);
    timer.unref();
    socket.once('close', () => clearTimeout(timer));
    // What the client still sends is read and dropped until it closes its side (up to a limit).
    socket.once('end', () => socket.destroy());
    let dropped = 0;
    raw.on('data', (chunk: Buffer) => {
      dropped += chunk.length;
      if (dropped > LINGER_BYTES) raw.pause();
    });
    raw.resume();
  };
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
