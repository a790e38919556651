import type { UserRecord } from '../db/records.ts';
import type { Ctx } from './plumbing/context.ts';
import { fail } from './plumbing/errors.ts';

// Finding a user: by e-mail (as typed: trimmed, any case) or by id; the `user…` forms answer
// 404 'User not found' (the hosted API's text) when there is none.

export const findByEmail = (ctx: Ctx, email: string): UserRecord | undefined =>
  ctx.db.users.first('email', email.trim().toLowerCase());

export function userByEmail(ctx: Ctx, email: string): UserRecord {
  const user = findByEmail(ctx, email);
  if (!user) fail(404, 'User not found');
  return user;
}

export function userById(ctx: Ctx, userId: string): UserRecord {
  const user = ctx.db.users.get(userId);
  if (!user) fail(404, 'User not found');
  return user;
}
