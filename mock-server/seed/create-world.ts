import { type CreateCtxInput, type Ctx, createCtx } from '../domain/plumbing/context.ts';
import type { LoadedSnapshot } from '../state/snapshot-document.ts';
import { applySnapshot } from '../state/snapshot-document.ts';
import type { Pace } from './pace.ts';
import type { WorldIds } from './world.ts';

// The one way a world comes to be — for the server (`create-mock.ts`), each extra world of the
// registry, the static demo (`demo/start-demo.ts`) and the tests (`tests/support/mock/test-world.ts`):
// a context (seed, clock, options, secrets, log) and its records, seeded from the seed, taken from
// a checked snapshot, or left to a loader (the `--state` directory loads or seeds by itself).

export type WorldSource =
  /** Seeded from `seed` (the default). */
  | { kind: 'seed' }
  /** A snapshot already read and checked (`readSnapshot`). */
  | { kind: 'snapshot'; snapshot: LoadedSnapshot }
  /** Whoever gets the context fills it (given the seeding to fall back on). */
  | { kind: 'loader'; load: (ctx: Ctx, seed: () => Promise<WorldIds>) => Promise<unknown> };

/**
 * `pace` spreads the seeding over slices (`pace.ts`: the registry's worlds let other requests in
 * while they are seeded); by default it runs in one go.
 */
export async function createWorld(
  input: CreateCtxInput,
  source: WorldSource = { kind: 'seed' },
  pace?: Pace,
): Promise<{ ctx: Ctx; ids: WorldIds | undefined }> {
  const ctx = createCtx(input);
  let ids: WorldIds | undefined;
  const seed = async () => {
    // Loaded when a world is seeded: the static demo starts from a snapshot without faker's code.
    const { seedRecords } = await import('./world.ts');
    ids = await seedRecords(ctx, pace);
    return ids;
  };
  if (source.kind === 'seed') await seed();
  else if (source.kind === 'snapshot') applySnapshot(ctx, source.snapshot);
  else await source.load(ctx, seed);
  return { ctx, ids };
}
