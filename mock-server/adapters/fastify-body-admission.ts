import { StringDecoder } from 'node:string_decoder';
import {
  errorCodes,
  type FastifyReply,
  type FastifyRequest,
  type preParsingHookHandler,
} from 'fastify';
import { DomainError } from '../domain/plumbing/errors.ts';
import type { RouteDef } from '../routes/route-types.ts';
import { MALFORMED_JSON } from '../routes/run-route.ts';
import { sharedTurns } from '../seed/pace.ts';
import { parseJsonPaced } from '../state/paced-json.ts';
import { dropUnreadBody, send } from './fastify-reply.ts';
import type { RawBodyHolder } from './fastify-request.ts';

// Big JSON bodies (a snapshot: 40 MB for a 10,000-store world) on the Fastify transport: a route's
// `admitBody` runs on the headers and what came with them, before the rest of the body is read;
// the body is decoded as it arrives and parsed in slices, so the other worlds are answered
// meanwhile.

/** Bodies up to this many characters are parsed in one go (well under a millisecond). */
const PACED_FROM = 1024 * 1024;
/** How long a big body's parse runs before it lets other requests in. */
const SLICE_MS = 4;
const parsePace = sharedTurns(SLICE_MS)();
/**
 * A big body's bytes are decoded in groups of at least this many: strings this big (over V8's
 * 128 KB) are allocated where the collector never copies them, where each 64 KB chunk's string
 * was allocated young and copied out of the young generation by its scavenges (40 MB of them per
 * snapshot). No bigger: a megabyte's join and decode took ~10 ms, and three uploads arriving at
 * once put three of them in one turn.
 */
const DECODE_FROM = 256 * 1024;

/** `JSON.parse(text)`, in slices when the text is big (`state/paced-json.ts`). */
function parseJsonBody(text: string): unknown {
  return text.length < PACED_FROM ? JSON.parse(text) : parseJsonPaced(text, parsePace);
}

type ParserDone = (error: Error | null, body?: unknown) => void;

/** The parse's outcome to Fastify: text that is not JSON is 400. */
function settle(parse: () => unknown, done: ParserDone): void {
  const malformed = () => {
    const error = new Error(MALFORMED_JSON) as Error & { statusCode: number };
    error.statusCode = 400;
    done(error, undefined);
  };
  try {
    const parsed = parse();
    if (parsed instanceof Promise) parsed.then((value) => done(null, value), malformed);
    else done(null, parsed);
  } catch {
    malformed();
  }
}

/**
 * A JSON body's text to its value for the route: kept whole as `rawBody` (a webhook's signature
 * is over these bytes); empty is no body; text that is not JSON is 400.
 */
export function jsonBody(req: FastifyRequest, text: string, done: ParserDone): void {
  (req as RawBodyHolder).rawBody = text;
  if (text.trim() === '') {
    done(null, undefined);
    return;
  }
  settle(() => parseJsonBody(text), done);
}

/**
 * The JSON parser of the routes that take big bodies. Fastify's own (`parseAs: 'string'`) keeps
 * the chunks, then joins and decodes them in one go: ~50–100 ms of CPU in one turn for a 40 MB
 * snapshot, during which no other world is answered. This one decodes each chunk as it arrives —
 * in the turn of its socket read; the decoder keeps a character split across two chunks whole,
 * and replaces bytes that are not UTF-8 as `Buffer#toString` does — and parses the decoded
 * pieces in slices without ever joining them (a 40 MB join alone is a copy of 10–35 ms): the
 * value of the text Fastify's parser gives, with its limits and their errors: over the route's
 * `bodyLimit` 413, a body shorter or longer than its Content-Length 400 (decoded 256 KB at a
 * time: `DECODE_FROM`). These routes get no `rawBody` (no webhook takes a snapshot). In a big body
 * an object or array inside a big array (a snapshot's records) comes as a `JsonText`, checked and
 * read when used (`jsonValue`, `state/paced-json.ts`): the routes that take them read snapshots.
 */
export function streamedJsonParser(
  req: FastifyRequest,
  payload: NodeJS.ReadableStream & { receivedEncodedLength?: number },
  done: ParserDone,
): void {
  const limit = req.routeOptions.bodyLimit ?? Number.POSITIVE_INFINITY;
  const declared = Number(req.headers['content-length']);
  if (declared > limit) {
    done(new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE());
    return;
  }
  const decoder = new StringDecoder('utf8');
  const pieces: string[] = [];
  /** Bytes not decoded yet (less than `DECODE_FROM`). */
  let undecoded: Buffer[] = [];
  let undecodedBytes = 0;
  const decode = () => {
    if (undecodedBytes === 0) return;
    const bytes = undecoded.length === 1 ? undecoded[0]! : Buffer.concat(undecoded);
    undecoded = [];
    undecodedBytes = 0;
    keep(decoder.write(bytes));
  };
  let received = 0;
  let blank = true;
  const keep = (piece: string) => {
    if (piece === '') return;
    if (blank && piece.trim() !== '') blank = false;
    pieces.push(piece);
  };
  const stop = () => {
    payload.removeListener('data', onData);
    payload.removeListener('end', onEnd);
    payload.removeListener('error', onError);
  };
  const onData = (chunk: Buffer | string) => {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    received += bytes.length;
    if (received > limit || (payload.receivedEncodedLength ?? 0) > limit) {
      stop();
      done(new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE());
      return;
    }
    undecoded.push(bytes);
    undecodedBytes += bytes.length;
    if (undecodedBytes >= DECODE_FROM) decode();
  };
  const onError = (error: Error & { statusCode?: number }) => {
    stop();
    if (!(typeof error.statusCode === 'number' && error.statusCode >= 400)) error.statusCode = 400;
    done(error);
  };
  const onEnd = () => {
    stop();
    if (!Number.isNaN(declared) && (payload.receivedEncodedLength || received) !== declared) {
      done(new errorCodes.FST_ERR_CTP_INVALID_CONTENT_LENGTH());
      return;
    }
    decode();
    keep(decoder.end());
    if (blank) {
      done(null, undefined);
      return;
    }
    const small = received < PACED_FROM;
    settle(
      () =>
        small ? JSON.parse(pieces.join('')) : parseJsonPaced(pieces, parsePace, { keepText: true }),
      done,
    );
  };
  payload.on('data', onData);
  payload.on('end', onEnd);
  payload.on('error', onError);
  payload.resume();
}

/** The first bytes of a body that arrived with it: as much as is buffered now. */
const HEAD_BYTES = 64 * 1024;

/**
 * The preParsing hook of a route with `admitBody`: its check on the headers and the first bytes
 * of the body (put back for the parser), or its refusal answered with the body left unread.
 */
export function bodyAdmission(admit: NonNullable<RouteDef['admitBody']>): preParsingHookHandler {
  return (req: FastifyRequest, reply: FastifyReply, payload, done) => {
    const refused = (head: string): boolean => {
      try {
        admit(req.headers, head);
        // Admitted: its answer may take longer than a connection may stay silent (a big world
        // made on a loaded machine: over a minute), and the body's arrival is still bounded by
        // the request timeout. Node re-arms the idle limit once the answer is out.
        req.raw.socket?.setTimeout?.(0);
        return false;
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        dropUnreadBody(req, reply);
        send(reply, { status: error.status, body: error.body, headers: error.headers });
        return true;
      }
    };
    if (!req.headers['content-length'] && !req.headers['transfer-encoding']) {
      if (!refused('')) done(null, payload);
      return;
    }
    payload.once('readable', () => {
      const chunk = payload.read() as Buffer | string | null;
      if (chunk !== null) payload.unshift(chunk);
      const head = chunk === null ? '' : chunk.slice(0, HEAD_BYTES).toString('latin1');
      if (!refused(head)) done(null, payload);
    });
  };
}
