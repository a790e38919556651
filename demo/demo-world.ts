// The static demo's one world, run by its mock worker (demo/mock-worker.ts): the world kept in
// IndexedDB when there is one (the presenter's orders and sign-ins survive a reload and a closed
// tab), else the world made at build time (demo-world.json) or a world seeded from `?seed=`; the
// mock app over it; and its keeping, a snapshot written whenever the world has changed.

import {
  type CookieJar,
  createCookieJar,
  isKeptCookies,
  type KeptCookie,
} from '#demo/demo-cookies.ts';
import { forgetWorld, savedWorld, saveWorld } from '#demo/demo-store.ts';
import {
  DEMO_WORLD_FILE,
  DEMO_WORLD_SEED,
  demoWorldUrl,
  shiftWorldTimes,
} from '#demo/demo-world-file.ts';
import { createOffsetClock } from '#mock/domain/plumbing/clock.ts';
import type { Ctx } from '#mock/domain/plumbing/context.ts';
import type { MockApp } from '#mock/pipeline/pipeline-types.ts';
import type { CityLog } from '#mock/simulator/city-log.ts';
import { observeOrders } from '#mock/simulator/city-observer.ts';
import { PRESENTER_SPEED } from '#mock/simulator/presenter-defaults.ts';
import { simulatorMemory } from '#mock/simulator/simulator-memory.ts';
import { stamp } from '#mock/state/keeper-state.ts';
import {
  applySnapshot,
  captureSnapshot,
  readSnapshot,
  snapshotDocument,
  worldMetaOf,
} from '#mock/state/snapshot-document.ts';
import { createWorld, type WorldSource } from '#mock/worlds/create-world.ts';
import { oneWorld } from '#mock/worlds/world-selection.ts';

export type DemoOptions = { seed: string | number; simulator: boolean };

/** How often the simulator's changes are kept (a person's request is kept at once). */
const KEEP_EVERY_MS = 2_000;

const log = (line: string) => console.info(`[bukka demo] ${line}`);

/** The world made at build time (demo-world.json), its times brought to now. */
async function builtWorld(): Promise<WorldSource> {
  const response = await fetch(demoWorldUrl());
  if (!response.ok) throw new Error(`${DEMO_WORLD_FILE}: ${response.status}`);
  const document = (await response.json()) as { savedAt?: string };
  const builtAt = Date.parse(document.savedAt ?? '');
  const shift = Number.isFinite(builtAt) ? Date.now() - builtAt : 0;
  const read = await readSnapshot(shiftWorldTimes(document, shift));
  if (!read.ok) throw new Error(`${DEMO_WORLD_FILE}: ${read.problems[0]?.message}`);
  return { kind: 'snapshot', snapshot: read.snapshot };
}

/** The world this demo starts from when none is kept. */
const freshWorld = (seed: string | number): Promise<WorldSource> =>
  seed === DEMO_WORLD_SEED ? builtWorld() : Promise.resolve({ kind: 'seed' });

/**
 * What the demo keeps: the world (the document of GET /__mock/snapshot), the simulator's settings
 * (the tab that starts the worker after a reload must not switch it back on or off) and the city
 * feed's events (the panel shows the presenter's order after any reload).
 */
type KeptDemo = {
  world: unknown;
  simulator: { on: boolean; speed: number; demand: number };
  feed: { seq: number; events: CityLog['events'] };
  /** The demo's cookies (the sign-ins): kept since the jar moved into the worker. */
  cookies?: KeptCookie[];
};

const isKept = (value: unknown): value is KeptDemo =>
  typeof value === 'object' && value !== null && 'world' in value && 'simulator' in value;

/** The kept demo, when there is one and it still reads (else the demo starts afresh). */
async function keptDemo(key: string): Promise<{ source: WorldSource; kept: KeptDemo } | undefined> {
  const kept = await savedWorld(key).catch((error: unknown) => {
    log(`the kept world could not be read: ${(error as Error).message}`);
    return undefined;
  });
  if (!isKept(kept)) return undefined;
  const read = await readSnapshot(kept.world);
  if (read.ok) return { source: { kind: 'snapshot', snapshot: read.snapshot }, kept };
  log(`the kept world is not valid (${read.problems[0]?.message}): starting afresh`);
  return undefined;
}

/** What changed since the last keeping: the world's records and meta, or the simulator's settings. */
const keepStamp = (ctx: Ctx, jar: CookieJar) =>
  `${stamp(ctx)}|${ctx.simulator.on}|${ctx.simulator.speed}|${ctx.simulator.demand}|${jar.version}`;

function keptNow(ctx: Ctx, jar: CookieJar): KeptDemo {
  // With the simulator off nothing else looks at the orders: what people did is news now, kept
  // with the feed (the simulator's steps look themselves, inside their write turn).
  if (!ctx.simulator.on) observeOrders(ctx);
  const { seq, events } = simulatorMemory(ctx).city;
  const { on, speed, demand } = ctx.simulator;
  return {
    world: snapshotDocument(ctx, captureSnapshot(ctx)),
    simulator: { on, speed, demand },
    feed: { seq, events: [...events] },
    cookies: jar.kept(),
  };
}

export type DemoWorld = {
  ctx: Ctx;
  mock: MockApp;
  /** The cookies every tab's requests carry. */
  jar: CookieJar;
  /** Whether the world came from IndexedDB (an earlier visit) rather than afresh. */
  restored: boolean;
  /** Keeps what has changed (the world, the simulator, the cookies); settles once it is kept. */
  kept(): Promise<void>;
  /** Forgets the kept world and puts the fresh one in its place. */
  reset(): Promise<void>;
};

/** Starts the demo's world, its simulator and its keeping under `key` (one per seed). */
export async function startDemoWorld(options: DemoOptions, key: string): Promise<DemoWorld> {
  const started = performance.now();
  const modules = Promise.all([
    import('#mock/route-table.ts'),
    import('#mock/pipeline/mock-app.ts'),
    import('#mock/recording/recorder.ts'),
  ]);
  const restored = await keptDemo(key);
  const { ctx } = await createWorld(
    {
      seed: options.seed,
      clock: createOffsetClock(() => Date.now()),
      log,
      simulator: { on: options.simulator, speed: PRESENTER_SPEED },
    },
    restored?.source ?? (await freshWorld(options.seed)),
  );
  if (restored) {
    Object.assign(ctx.simulator, restored.kept.simulator);
    const city = simulatorMemory(ctx).city;
    city.seq = restored.kept.feed.seq;
    city.events.push(...restored.kept.feed.events);
  }
  // The city's feed takes stock of the world now, so that every order placed from here on is news
  // on the panel, even one placed before the panel was first opened (with the simulator off, the
  // first look would otherwise be the panel's, and the presenter's order part of the history).
  observeOrders(ctx);
  const [{ createRouteTable }, { createMockApp }, { recordingObserver }] = await modules;
  const routes = createRouteTable();

  const cookies = restored?.kept.cookies;
  const jar = createCookieJar(isKeptCookies(cookies) ? cookies : []);
  let keptStamp = restored ? keepStamp(ctx, jar) : '';
  let keeping: Promise<void> = Promise.resolve();
  // One write at a time; each writes the world as it is then, when it has changed since.
  const keep = () => {
    keeping = keeping.then(async () => {
      const now = keepStamp(ctx, jar);
      if (now === keptStamp) return;
      try {
        await saveWorld(key, keptNow(ctx, jar));
        keptStamp = now;
      } catch (error) {
        log(`the world could not be kept: ${(error as Error).message}`);
      }
    });
    return keeping;
  };
  setInterval(keep, KEEP_EVERY_MS);

  const mock = createMockApp({
    routes,
    resolveWorld: oneWorld(ctx),
    // What a person changed is kept by the worker before it answers (with the answer's cookies).
    observers: [recordingObserver],
    log: (line) => ctx.log(line),
  });
  void keep();
  log(
    `mock ready in ${Math.round(performance.now() - started)} ms: ${restored ? 'the kept world' : 'a fresh world'}, seed ${String(ctx.seed)}, ${routes.length} routes, simulator ${ctx.simulator.on ? 'on' : 'off'}`,
  );
  return {
    ctx,
    mock,
    jar,
    restored: restored !== undefined,
    kept: keep,
    async reset() {
      await keeping;
      await forgetWorld(key);
      const fresh = await createWorld(
        { seed: options.seed, clock: createOffsetClock(() => Date.now()), log },
        await freshWorld(options.seed),
      );
      applySnapshot(ctx, { ...worldMetaOf(fresh.ctx), db: fresh.ctx.db });
      // Everyone is signed out: the fresh world knows none of the sessions.
      jar.clear();
      observeOrders(ctx);
      keptStamp = '';
      await keep();
    },
  };
}
