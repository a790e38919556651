import type { HttpHandler } from 'msw';
import { createMockHandlers } from '#mock/adapters/msw.ts';
import { createDb, type Db, type TableName } from '#mock/db/db.ts';
import { type DbRecords, exportRecords } from '#mock/db/db-records.ts';
import { createFixedClock } from '#mock/domain/plumbing/clock.ts';
import { type Ctx, type CtxOptions, swapRecords } from '#mock/domain/plumbing/context.ts';
import { createRng } from '#mock/domain/plumbing/rng.ts';
import type { Secrets } from '#mock/domain/plumbing/secrets.ts';
import type { MockApp } from '#mock/pipeline/pipeline-types.ts';
import type { RouteDef } from '#mock/routes/route-types.ts';
import { resetWorld } from '#mock/seed/reset.ts';
import type { WorldIds } from '#mock/seed/world.ts';
import { startMock } from '#mock/start-mock.ts';
import type { CheckoutMode } from '#shared/schemas/mock-control-names.ts';

// A world for tests (a test helper, so not in the MSW adapter it serves through): seeded, on a
// fixed clock, with its mock app (started by `startMock`, as the server's and the demo's are) and
// that app's MSW handlers, resettable between tests.

/** The fixed clock of every test world (2026-11-21T12:00Z). */
export const TEST_EPOCH = Date.UTC(2026, 10, 21, 12);

export type TestWorld = {
  ctx: Ctx;
  ids: WorldIds;
  routes: RouteDef[];
  /** The world's request pipeline (what `createFastifyApp` and the MSW handlers serve through). */
  mock: MockApp;
  handlers: HttpHandler[];
  /** Back to the world of `seed` (same ids), faults cleared, clock at TEST_EPOCH. */
  reset(seed?: string | number): Promise<WorldIds>;
  /** Resets only when a request changed the world (cheap between read-only tests). */
  resetIfChanged(): Promise<void>;
};

const stateStamp = (ctx: Ctx): string =>
  `${Object.values(ctx.db)
    .map((table) => table.version)
    .join('.')}|${ctx.faults.length}|${ctx.clock.now()}|${ctx.seed}`;

/**
 * A seeded world on a fixed clock (2026-11-21T12:00Z) with its MSW handlers, for tests. Its
 * answers are checked against their routes' schemas unless `options.checkAnswers` is false.
 */
export async function createTestWorld(
  seed: string | number = 1,
  options: Partial<CtxOptions> = {},
  extra: { secrets?: Secrets } = {},
): Promise<TestWorld> {
  const started = await startMock({
    seed,
    clock: createFixedClock(TEST_EPOCH),
    options: { checkAnswers: true, ...options },
    secrets: extra.secrets,
  });
  const { ctx, mock } = started;
  const ids = started.ids!;
  const world: TestWorld = {
    ctx,
    ids,
    routes: mock.routes,
    mock,
    handlers: createMockHandlers(mock),
    async reset(next = seed) {
      ctx.clock = createFixedClock(TEST_EPOCH);
      world.ids = await resetWorld(ctx, next);
      stamp = stateStamp(ctx);
      return world.ids;
    },
    async resetIfChanged() {
      if (stateStamp(ctx) === stamp && ctx.seed === seed) return;
      if (!(await restorePristine(ctx, pristine))) return void (await world.reset(seed));
      world.ids = ids;
      stamp = stateStamp(ctx);
    },
  };
  const pristine = pristineOf(ctx);
  let stamp = stateStamp(ctx);
  return world;
}

/**
 * A world just seeded, as `resetIfChanged` brings it back: the records (frozen, so holding them
 * keeps them as they are), each table's version, the generator's position, and what the seeding
 * depended on beside the seed. The tables of the live world that are still these (same object,
 * same version: every write bumps the version) are kept as they are.
 */
type Pristine = {
  records: DbRecords;
  tables: Map<TableName, { table: unknown; version: number }>;
  rngState: number;
  seed: string | number;
  checkout: CheckoutMode;
  profile: Ctx['profile'];
};

function pristineOf(ctx: Ctx): Pristine {
  return {
    records: exportRecords(ctx.db),
    tables: tablesOf(ctx),
    rngState: ctx.rng.state(),
    seed: ctx.seed,
    checkout: ctx.options.checkout,
    profile: ctx.profile,
  };
}

const tablesOf = (ctx: Ctx) =>
  new Map(
    (Object.keys(ctx.db) as TableName[]).map((name) => [
      name,
      { table: ctx.db[name], version: ctx.db[name].version },
    ]),
  );

/**
 * The world `reset(seed)` would seed again, without seeding: the tables a test changed are filled
 * again with the seeded records (each validated and stored as the seeding stored it), the others
 * kept; then what `resetWorld` sets (fresh memory, clock, generator, no faults). Reseeding costs
 * ~0.1–0.3 s of faker and validation per changed test, the bulk of a component file's own work.
 * The one difference: payment references and access codes are those of the first seeding, not
 * new random ones. False (nothing done) when the seeding's inputs changed (another seed, checkout
 * mode or profile): then the world is seeded again.
 */
async function restorePristine(ctx: Ctx, pristine: Pristine): Promise<boolean> {
  if (
    ctx.seed !== pristine.seed ||
    ctx.options.checkout !== pristine.checkout ||
    ctx.profile !== pristine.profile
  )
    return false;
  const db = createDb() as Record<TableName, unknown>;
  for (const [name, kept] of pristine.tables) {
    const live = ctx.db[name];
    if (live === kept.table && live.version === kept.version) {
      db[name] = live;
      continue;
    }
    const table = (db as Db)[name] as unknown as {
      insertMany(values: readonly unknown[]): Promise<unknown>;
      version: number;
    };
    await table.insertMany(pristine.records[name]);
    table.version = kept.version;
    pristine.tables.set(name, { table, version: kept.version });
  }
  swapRecords(ctx, db as Db);
  ctx.clock = createFixedClock(TEST_EPOCH);
  ctx.rng = createRng(pristine.seed);
  ctx.rng.restore(pristine.rngState);
  ctx.faults.length = 0;
  return true;
}
