import type { HttpHandler } from 'msw';
import { createMockHandlers } from '#mock/adapters/msw.ts';
import { createFixedClock } from '#mock/domain/plumbing/clock.ts';
import type { Ctx, CtxOptions } from '#mock/domain/plumbing/context.ts';
import type { Secrets } from '#mock/domain/plumbing/secrets.ts';
import { createMockApp } from '#mock/pipeline/mock-app.ts';
import type { MockApp } from '#mock/pipeline/pipeline-types.ts';
import { recordingObserver } from '#mock/recording/recorder.ts';
import { createRouteTable } from '#mock/route-table.ts';
import type { RouteDef } from '#mock/routes/route-types.ts';
import { resetWorld } from '#mock/seed/reset.ts';
import type { WorldIds } from '#mock/seed/world.ts';
import { createWorld } from '#mock/worlds/create-world.ts';
import { oneWorld } from '#mock/worlds/world-selection.ts';

// A world for tests (a test helper, so not in the MSW adapter it serves through): seeded, on a
// fixed clock, with its mock app (the request pipeline, as the server and the demo build it) and
// that app's MSW handlers, resettable between tests.

const TEST_EPOCH = Date.UTC(2026, 10, 21, 12);

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
  const created = await createWorld({
    seed,
    clock: createFixedClock(TEST_EPOCH),
    options: { checkAnswers: true, ...options },
    secrets: extra.secrets,
  });
  const { ctx } = created;
  const ids = created.ids!;
  const routes = createRouteTable();
  const mock = createMockApp({
    routes,
    resolveWorld: oneWorld(ctx),
    observers: [recordingObserver],
    log: (line) => ctx.log(line),
  });
  const world: TestWorld = {
    ctx,
    ids,
    routes,
    mock,
    handlers: createMockHandlers(mock),
    async reset(next = seed) {
      ctx.clock = createFixedClock(TEST_EPOCH);
      world.ids = await resetWorld(ctx, next);
      stamp = stateStamp(ctx);
      return world.ids;
    },
    async resetIfChanged() {
      if (stateStamp(ctx) !== stamp || ctx.seed !== seed) await world.reset(seed);
    },
  };
  let stamp = stateStamp(ctx);
  return world;
}
