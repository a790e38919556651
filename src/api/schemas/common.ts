import { z } from 'zod/mini';

// Shapes shared by several resources of the hosted API.

/** MongoDB ObjectId hex strings travel as plain strings; the client never parses them further. */
export const idSchema = z.string().check(z.minLength(1));

/** The usual error (and some success) body: `{ "message": "<text>" }`. */
export const messageResponseSchema = z.looseObject({ message: z.string() });

/** A date as the API serialises it (ISO text). */
export const isoDateSchema = z.string();

/** Naira amounts on the wire (as hosted): plain numbers, may carry decimals. */
export const nairaSchema = z.number();
