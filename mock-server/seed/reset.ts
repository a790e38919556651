import { createDb } from '../db/db.ts';
import type { CheckoutMode, Ctx } from '../domain/context.ts';
import { createRng } from '../domain/rng.ts';
import { buildWorld, type WorldIds } from './world.ts';

/**
 * Replaces the world in place with the one of `seed`: faults cleared, clock advances undone, and
 * the checkout mode switched when `checkout` is given (so one mock can serve both money flows).
 */
export async function resetWorld(
  ctx: Ctx,
  seed: string | number = ctx.seed,
  checkout?: CheckoutMode,
): Promise<WorldIds> {
  ctx.db = createDb();
  ctx.clock.reset();
  if (checkout) ctx.options.checkout = checkout;
  ctx.rng = createRng(seed);
  ctx.seed = seed;
  ctx.faults.length = 0;
  return buildWorld(ctx);
}
