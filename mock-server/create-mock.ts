import { createFastifyApp } from './adapters/fastify.ts';
import type { GuardOptions } from './adapters/request-guard.ts';
import type { Clock } from './domain/plumbing/clock.ts';
import type { Ctx, CtxOptions } from './domain/plumbing/context.ts';
import { durableRunner } from './pipeline/durable-runner.ts';
import { runOnWorld } from './pipeline/mock-app.ts';
import type { MockApp, RequestObserver, RouteRunner } from './pipeline/pipeline-types.ts';
import { createProxy, type MockProxy, type ProxyOptions } from './proxy/proxy.ts';
import { keepReport } from './proxy/proxy-report-file.ts';
import { startMock } from './start-mock.ts';
import { openStateDir, type StateKeeper, type StateOptions } from './state/state-dir.ts';
import type { SimulatorSettings } from './worlds/create-world.ts';
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

/**
 * A seeded world and a Fastify app serving it through the mock's pipeline (not listening yet): the
 * mock started by `startMock`, as every transport's is, with this server's state directory,
 * registry of worlds and proxy.
 */
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
  /** The made worlds kept in `--state` (`--keep-worlds`): how many, and when all are loaded. */
  keptWorlds: { count: number; loaded: Promise<void> };
}> {
  let state: StateKeeper | undefined;
  const proxy = input.proxy ? createProxy(input.proxy) : undefined;
  const started = await startMock({
    seed: input.seed,
    clock: input.clock,
    options: input.options,
    log: input.log,
    from: input.state
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
    simulator: input.simulator ?? {},
    // The world built first is the default one; more are made on request (`/__mock/worlds`).
    // With `--keep-worlds` they are kept in `--state` too, and those kept come back below; without
    // it only the default world is kept: the others live as long as this process.
    worlds: { ...input.worlds, create: createWorldRegistry },
    // In proxy mode the backend's exchanges are recorded by the proxy (its people are the
    // backend's); the world's recorder keeps what the world itself answers.
    proxy: proxy && {
      proxy,
      reportFile: input.proxy?.report,
      // A write in a world kept on disk (`--state`) is answered once it is flushed there.
      run: durableRunner(proxy.run),
      unrouted: proxy.unrouted,
      forwards: proxy.forwards,
    },
    run: durableRunner(input.run ?? runOnWorld),
    observers: [...(proxy?.observers ?? []), ...(input.observers ?? [])],
  });
  const { ctx, mock } = started;
  const worlds = started.worlds!;
  const kept = await worlds.restoreKept();
  const app = await createFastifyApp(mock, { serveDir: input.serveDir, guard: input.guard });
  if (proxy && input.proxy?.report) {
    const report = keepReport(proxy, input.proxy.report);
    app.addHook('onClose', async () => {
      report.stop();
      report.flush();
    });
  }
  // Every world's simulator stops there, the default one's included (the registry owns it).
  app.addHook('onClose', async () => started.stop());
  const keeper = state as StateKeeper | undefined;
  if (keeper) {
    // After the last request and the simulator's last tick: nothing is lost on a clean stop.
    app.addHook('onClose', async () => {
      await keeper.flush();
      keeper.stop();
    });
  }
  return { ctx, app, mock, worlds, state: keeper, proxy, keptWorlds: kept };
}
