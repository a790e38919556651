import { z } from 'zod/mini';
import type { Endpoint } from './endpoint.ts';
import { tooLongMessage } from './field-limits.ts';

// Shapes shared by several resources of the hosted API.

/** MongoDB ObjectId hex strings travel as plain strings; the client never parses them further. */
export const idSchema = z.string().check(z.minLength(1));

/** A date as the API serialises it (ISO text). */
export const isoDateSchema = z.string();

/** Naira amounts on the wire (as hosted): plain numbers, may carry decimals. */
export const nairaSchema = z.number();

/**
 * Declares an endpoint (`Endpoint` in endpoint.ts), keeping its literal method, path and
 * `multipart` flag: the client's call input and the mock route's handler input are typed from
 * them. It lives here, with the building blocks every schema file loads, so that it costs the
 * client no chunk of its own.
 */
export function endpoint<const E extends Endpoint>(spec: E): E {
  return spec;
}

/** A text of at most `max` characters (shared/schemas/field-limits.ts); over it, a 400 whose
 * message names `field` and the limit. */
export function limitedText(field: string, max: number) {
  return z.string().check(z.maxLength(max, tooLongMessage(field, max)));
}
