import { createFastifyApp } from './adapters/fastify.ts';
import type { GuardOptions } from './adapters/request-guard.ts';
import type { ProxySlot } from './control/proxy-routes.ts';
import { type Clock, createOffsetClock } from './domain/plumbing/clock.ts';
import type { Ctx, CtxOptions } from './domain/plumbing/context.ts';
import { createProxy, type MockProxy, type ProxyOptions } from './proxy/proxy.ts';
import { keepReport } from './proxy/proxy-report.ts';
import { createRouteTable } from './routes/route-list.ts';
import { createWorld, type SimulatorSettings } from './seed/create-world.ts';
import { openStateDir, type StateKeeper, type StateOptions } from './state/state-dir.ts';
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
   * Proxy mode (`--proxy URL`): `/api` goes to the backend, each answer checked (proxy/proxy.ts);
   * `report` keeps the drift report in that file (`--report FILE`), written again on close.
   */
  proxy?: ProxyOptions & { report?: string };
};

/** A seeded world and a Fastify app serving it (not listening yet). */
export async function createMockServer(input: MockOptions = {}): Promise<{
  ctx: Ctx;
  app: Awaited<ReturnType<typeof createFastifyApp>>;
  /** Every world of this process (the default one is `ctx`). */
  worlds: WorldRegistry;
  state?: StateKeeper;
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
  const worlds = createWorldRegistry(ctx, input.worlds);
  const slot: ProxySlot = { reportFile: input.proxy?.report };
  const routes = createRouteTable(worlds, slot);
  const proxy = input.proxy ? createProxy(routes, input.proxy) : undefined;
  slot.proxy = proxy;
  const app = await createFastifyApp(ctx, routes, {
    serveDir: input.serveDir,
    guard: input.guard,
    resolveWorld: worlds.resolve,
    proxy,
  });
  if (proxy && input.proxy?.report) {
    const report = keepReport(proxy, input.proxy.report);
    app.addHook('onClose', async () => {
      report.stop();
      report.flush();
    });
  }
  app.addHook('onClose', async () => {
    world.stop();
    worlds.close();
  });
  const keeper = state as StateKeeper | undefined;
  if (keeper) {
    // After the last request and the simulator's last tick: nothing is lost on a clean stop.
    app.addHook('onClose', async () => {
      await keeper.flush();
      keeper.stop();
    });
  }
  return { ctx, app, worlds, state: keeper, proxy };
}
