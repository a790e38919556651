// The static demo's backend: the mock's route table as MSW handlers in a service worker, over the
// world made at build time (demo-world.json, scripts/build/demo-world.ts; another `?seed=` is seeded
// in the browser), with the simulator running. Loaded by the demo's entry (demo/demo-main.ts,
// npm run build:demo) on the app's first API call, so the normal bundle has no mock in it; the app
// paints meanwhile, its API calls waiting for this (ApiConfig.ready).

import {
  DEMO_WORLD_FILE,
  DEMO_WORLD_SEED,
  demoWorldUrl,
  shiftWorldTimes,
} from '#demo/demo-world-file.ts';
import { createOffsetClock } from '#mock/domain/plumbing/clock.ts';
import type { Ctx } from '#mock/domain/plumbing/context.ts';
import { PRESENTER_SPEED } from '#mock/simulator/presenter-defaults.ts';
import { readSnapshot } from '#mock/state/snapshot-document.ts';
import { createWorld, type WorldSource } from '#mock/worlds/create-world.ts';
import { oneWorld } from '#mock/worlds/world-selection.ts';
import { fetchThirdParty } from '#src/api/client.ts';
import { env } from '#src/config/env.ts';

export type DemoOptions = {
  /** World seed: `?seed=` on first load, else 1. */
  seed?: string | number;
  /** Run the simulator (default on; `?simulator=off` turns it off). */
  simulator?: boolean;
};

const fromQuery = (): DemoOptions => {
  const q = new URLSearchParams(globalThis.location?.search ?? '');
  const seed = q.get('seed') ?? undefined;
  return {
    seed: seed === undefined ? undefined : /^\d+$/.test(seed) ? Number(seed) : seed,
    simulator: q.get('simulator') !== 'off',
  };
};

const PANEL_PATH = '/__mock/panel';

/**
 * A static host answers `/__mock/panel` with the app's index.html (service workers never see
 * navigations), so the demo fetches the panel from the in-page mock and shows it instead of
 * the app. The page's own script then drives the control API through the worker.
 */
async function showPanel(): Promise<never> {
  const html = await (await fetchThirdParty(PANEL_PATH)).text();
  document.open();
  document.write(html);
  document.close();
  return new Promise<never>(() => {}); // the app does not start on this page
}

/** The world made at build time (demo-world.json), its times brought to now. */
async function builtWorld(download?: Promise<Response>): Promise<WorldSource> {
  const response = await (download ?? fetchThirdParty(demoWorldUrl()));
  if (!response.ok) throw new Error(`${DEMO_WORLD_FILE}: ${response.status}`);
  const document = (await response.json()) as { savedAt?: string };
  const builtAt = Date.parse(document.savedAt ?? '');
  const shift = Number.isFinite(builtAt) ? Date.now() - builtAt : 0;
  await nextTask();
  const read = await readSnapshot(shiftWorldTimes(document, shift));
  if (!read.ok) throw new Error(`${DEMO_WORLD_FILE}: ${read.problems[0]?.message}`);
  return { kind: 'snapshot', snapshot: read.snapshot };
}

/** Gives the page a turn (input, paint) between the long steps of starting the mock. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Loads the world (the build's — `download` when demo-main.ts has started it — or seeds `?seed=`)
 * with its simulator running, starts the worker; resolves once requests are answered. The steps
 * run as separate tasks (the route table and MSW are modules of their own), so the page stays
 * responsive.
 */
export async function startDemo(
  options: DemoOptions = fromQuery(),
  download?: Promise<Response>,
): Promise<Ctx> {
  const started = performance.now();
  const seed = options.seed ?? DEMO_WORLD_SEED;
  const modules = Promise.all([
    import('#mock/route-table.ts'),
    import('msw/browser'),
    import('#mock/adapters/msw.ts'),
    import('#mock/pipeline/mock-app.ts'),
    import('#mock/recording/recorder.ts'),
  ]);
  const { ctx } = await createWorld(
    {
      seed,
      clock: createOffsetClock(() => Date.now()),
      log: (line) => console.info(`[bukka demo] ${line}`),
      simulator: { on: options.simulator ?? true, speed: PRESENTER_SPEED },
    },
    seed === DEMO_WORLD_SEED ? await builtWorld(download) : { kind: 'seed' },
  );
  await nextTask();
  const [
    { createRouteTable },
    { setupWorker },
    { createMockHandlers },
    { createMockApp },
    { recordingObserver },
  ] = await modules;
  const routes = createRouteTable();
  await nextTask();
  // The page's one mock app: the one world, the recorder (the panel can record it).
  const mock = createMockApp({
    routes,
    resolveWorld: oneWorld(ctx),
    observers: [recordingObserver],
    log: (line) => ctx.log(line),
  });
  const worker = setupWorker(...createMockHandlers(mock));
  await worker.start({
    serviceWorker: { url: `${env.BASE_URL || '/'}mockServiceWorker.js` },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  if (globalThis.location?.pathname === PANEL_PATH) await showPanel();
  console.info(
    `[bukka demo] offline mock ready in ${Math.round(performance.now() - started)} ms: seed ${String(ctx.seed)}, ${routes.length} routes, simulator ${ctx.simulator.on ? 'on' : 'off'}`,
  );
  return ctx;
}
