import type { FastifyReply, FastifyRequest, preParsingHookHandler } from 'fastify';
import { DomainError } from '../domain/plumbing/errors.ts';
import type { RouteDef } from '../routes/route-types.ts';
import { sharedTurns } from '../seed/pace.ts';
import { parseJsonPaced } from '../state/paced-json.ts';
import { dropUnreadBody, send } from './fastify-reply.ts';

// Big JSON bodies (a snapshot: 40 MB for a 10,000-store world) on the Fastify transport: a route's
// `admitBody` runs on the headers and what came with them, before the rest of the body is read;
// and a body read is parsed in slices, so the other worlds are answered meanwhile.

/** Bodies up to this many characters are parsed in one go (well under a millisecond). */
const PACED_FROM = 1024 * 1024;
/** How long a big body's parse runs before it lets other requests in. */
const SLICE_MS = 4;
const parsePace = sharedTurns(SLICE_MS)();

/** `JSON.parse(text)`, in slices when the text is big (`state/paced-json.ts`). */
export function parseJsonBody(text: string): unknown {
  return text.length < PACED_FROM ? JSON.parse(text) : parseJsonPaced(text, parsePace);
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
