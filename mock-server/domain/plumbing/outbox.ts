import type { Db } from '../../db/db.ts';
import type { Clock } from './clock.ts';
import type { Rng } from './rng.ts';
import { isoOf } from './wire.ts';

/** A mail the mock "sends" (kept in the outbox; codes are printed to the log). */
export type MailMessage = { to: string; subject: string; text: string; code: string };

/** What keeping a mail needs of a world (not the whole context, which sends mail through here). */
type MailWorld = { db: Db; rng: Pick<Rng, 'objectId'>; clock: Pick<Clock, 'now'> };

// The outbox (`GET /__mock/outbox`) keeps the mail a developer or a test may still read; a long
// load (48k requests) once left 19k mails in it. The newest mails are kept, the oldest go first.

/** Mails kept per address (a test reads the last code; nobody reads the 51st-last). */
export const OUTBOX_PER_ADDRESS = 50;
/** Mails kept in all. */
export const OUTBOX_TOTAL = 2_000;

/** Stores a sent mail in the outbox and drops the oldest beyond the caps. */
export async function storeMail(ctx: MailWorld, message: MailMessage): Promise<void> {
  await ctx.db.outbox.insert({
    _id: ctx.rng.objectId(),
    ...message,
    sentAt: isoOf(ctx.clock.now()),
  });
  const mine = ctx.db.outbox.lookup('to', message.to.toLowerCase());
  for (const m of mine.slice(0, Math.max(0, mine.length - OUTBOX_PER_ADDRESS))) {
    ctx.db.outbox.remove(m._id);
  }
  let excess = ctx.db.outbox.size - OUTBOX_TOTAL;
  if (excess <= 0) return;
  for (const m of ctx.db.outbox.values()) {
    if (excess-- <= 0) break;
    ctx.db.outbox.remove(m._id);
  }
}
