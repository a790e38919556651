import { createFastifyApp } from './adapters/fastify.ts';
import type { GuardOptions } from './adapters/request-guard.ts';
import type { ProxySlot } from './control/proxy-routes.ts';
import { type Clock, createOffsetClock } from './domain/plumbing/clock.ts';
import type { Ctx, CtxOptions } from './domain/plumbing/context.ts';
import { createMockApp } from './pipeline/mock-app.ts';
import type { MockApp, RequestObserver, RouteRunner } from './pipeline/pipeline-types.ts';
import { createProxy, type MockProxy, type ProxyOptions } from './proxy/proxy.ts';
import { keepReport } from './proxy/proxy-report-file.ts';
import { recordingObserver } from './recording/recorder.ts';
import { createRouteTable } from './route-table.ts';
import { openStateDir, type StateKeeper, type StateOptions } from './state/state-dir.ts';
import { createWorld, type SimulatorSettings } from './worlds/create-world.ts';
import {
  createWorldRegistry,
  type RegistryOptions,
  type WorldRegistry,
} from './worlds/world-registry.ts';

export type MockOptions = {
  seed?: string | number;
  clock?: Clock;
  options?: Partial<CtxOptions>;
  log?: (line: string) => void;
  serveDir?: string;
  /** Host names, control token (see `adapters/request-guard.ts`); default loopback, no token. */
  guard?: GuardOptions;
  /**
   * `--state DIR`: load the world from DIR (else seed it and save it there) and save every change
   * there; the last changes are saved when the app closes.
   */
  state?: { dir: string } & StateOptions;
  /** More worlds in this process (`POST /__mock/worlds`): their idle expiry and their limit. */
  worlds?: RegistryOptions;
  /**
   * The default world's simulator (`--simulator`, `--speed`; off until the CLI or the control
   * API turns it on). Its driver stops when the app closes.
   */
  simulator?: SimulatorSettings;
  /**
   * What answers each request in its world instead of the route's handler (default: the handler,
   * `runOnWorld`): see `RouteRunner` and docs/decisions/0011-one-request-pipeline.md.
   */
  run?: RouteRunner;
  /** Observers of every request, beside the recorder (see `RequestObserver`). */
  observers?: RequestObserver[];
  /**
   * Proxy mode (`--proxy URL`, proxy/proxy.ts): the backend answers `/api` (the pipeline's runner)
   * and each answer is checked and recorded (its observers); `report` keeps the drift report in
   * that file (`--report FILE`), written again on close.
   */
  proxy?: ProxyOptions & { report?: string };
};

/** A seeded world and a Fastify app serving it through the mock's pipeline (not listening yet). */
export async function createMockServer(input: MockOptions = {}): Promise<{
  ctx: Ctx;
  app: Awaited<ReturnType<typeof createFastifyApp>>;
  /** The request pipeline the Fastify app serves through (`mock.observe` to hear requests). */
  mock: MockApp;
  /** Every world of this process (the default one is `ctx`). */
  worlds: WorldRegistry;
  state?: StateKeeper;
  /** Proxy mode's proxy (its drifts), when `proxy` was given. */
  proxy?: MockProxy;
}> {
  let state: StateKeeper | undefined;
  const world = await createWorld(
    {
      seed: input.seed ?? 1,
      clock: input.clock ?? createOffsetClock(() => Date.now()),
      options: input.options,
      log: input.log,
      simulator: input.simulator ?? {},
    },
    input.state
      ? {
          kind: 'loader',
          load: async (ctx, seed) => {
            state = await openStateDir(ctx, input.state!.dir, seed, {
              log: input.log,
              ...input.state,
            });
          },
        }
      : { kind: 'seed' },
  );
  const { ctx } = world;
  // The world built above is the default one; more are made on request (`/__mock/worlds`).
  // Only the default world is kept in `--state`: the others live as long as this process.
  const worlds = createWorldRegistry(world, input.worlds);
  const proxy = input.proxy ? createProxy(input.proxy) : undefined;
  const slot: ProxySlot = { proxy, reportFile: input.proxy?.report };
  const mock = createMockApp({
    routes: createRouteTable(worlds, slot),
    resolveWorld: worlds.resolve,
    run: proxy?.run ?? input.run,
    unrouted: proxy?.unrouted,
    observers: [
      // In proxy mode the backend's exchanges are recorded by the proxy (its people are the
      // backend's); the world's recorder keeps what the world itself answers.
      proxy
        ? {
            ...recordingObserver,
            hears: (r, w) => !proxy.forwards(r.path) && recordingObserver.hears!(r, w),
          }
        : recordingObserver,
      ...(proxy?.observers ?? []),
      ...(input.observers ?? []),
    ],
    log: (line) => ctx.log(line),
  });
  const app = await createFastifyApp(mock, {
    serveDir: input.serveDir,
    guard: input.guard,
  });
  if (proxy && input.proxy?.report) {
    const report = keepReport(proxy, input.proxy.report);
    app.addHook('onClose', async () => {
      report.stop();
      report.flush();
    });
  }
  // Every world's simulator stops there, the default one's included (the registry owns it).
  app.addHook('onClose', async () => worlds.close());
  const keeper = state as StateKeeper | undefined;
  if (keeper) {
    // After the last request and the simulator's last tick: nothing is lost on a clean stop.
    app.addHook('onClose', async () => {
      await keeper.flush();
      keeper.stop();
    });
  }
  return { ctx, app, mock, worlds, state: keeper, proxy };
}
