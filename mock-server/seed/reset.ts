import type { CheckoutMode } from '#shared/schemas/mock-control-names.ts';
import { createDb } from '../db/db.ts';
import { type ProfileName, profileFor } from '../domain/plumbing/behaviour-profile.ts';
import { type Ctx, swapRecords } from '../domain/plumbing/context.ts';
import { createRng } from '../domain/plumbing/rng.ts';
import type { WorldIds } from './world.ts';

/**
 * Replaces the world in place with the one of `seed` (`swapRecords`: what was kept beside the old
 * world starts afresh): faults cleared, clock advances undone, and
 * the checkout mode (or the behaviour profile) switched when `checkout` (or `profile`) is given, so
 * one mock can serve both money flows and both profiles.
 */
export async function resetWorld(
  ctx: Ctx,
  seed: string | number = ctx.seed,
  checkout?: CheckoutMode,
  profile?: ProfileName,
): Promise<WorldIds> {
  swapRecords(ctx, createDb());
  ctx.clock.reset();
  if (checkout) ctx.options.checkout = checkout;
  if (profile) ctx.profile = profileFor(profile, ctx.profile.hangMs);
  ctx.rng = createRng(seed);
  ctx.seed = seed;
  ctx.faults.length = 0;
  // Loaded on the first reset (the static demo starts from a snapshot, without faker's code).
  const { seedRecords } = await import('./world.ts');
  return seedRecords(ctx);
}
