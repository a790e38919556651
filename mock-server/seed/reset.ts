import { createDb } from '../db/db.ts';
import type { Ctx } from '../domain/context.ts';
import { createRng } from '../domain/rng.ts';
import { buildWorld, type WorldIds } from './world.ts';

/** Replaces the world in place with the one of `seed` (faults cleared; clock kept). */
export async function resetWorld(ctx: Ctx, seed: string | number = ctx.seed): Promise<WorldIds> {
  ctx.db = createDb();
  ctx.rng = createRng(seed);
  ctx.seed = seed;
  ctx.faults.length = 0;
  return buildWorld(ctx);
}
