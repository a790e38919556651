import { z } from 'zod/mini';
import type { Endpoint, EndpointEffect } from './endpoint.ts';
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
 * them. An `/api` endpoint must say what a call changes (`effect`: `reads`, `writes(…)`,
 * `startsOrEndsSession(…)`). It lives here, with the building blocks every schema file loads, so that it costs the
 * client no chunk of its own.
 */
export function endpoint<const E extends Endpoint>(
  spec: E & (E['path'] extends `/api/${string}` ? { effect: EndpointEffect } : unknown),
): E {
  return spec;
}

/** The effect of an endpoint that changes nothing the product keeps. */
export const reads = { kind: 'read' } as const satisfies EndpointEffect;

/** The effect of an endpoint that changes data: what it changes on the backend. */
export const writes = (changes: string) => ({ kind: 'write', changes }) as const;

/**
 * The effect of a call that starts or ends a session: what it changes on the hosted API all the
 * same, and the body's shape as the client sends it (the only shape a read-only run forwards).
 */
export const startsOrEndsSession = (changes: string, shape: z.core.$ZodType) =>
  ({ kind: 'session', changes, shape }) as const;

/** A text that is not empty (a session call's password, code or device). */
export const filledText = () => z.string().check(z.minLength(1));

/** A text of at most `max` characters (shared/schemas/field-limits.ts); over it, a 400 whose
 * message names `field` and the limit. */
export function limitedText(field: string, max: number) {
  return z.string().check(z.maxLength(max, tooLongMessage(field, max)));
}
