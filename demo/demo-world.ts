// The static demo's one world, run by its mock worker (demo/mock-worker.ts) and started through the
// mock's public entry (`startMock`, as the server's and the tests' are): the world kept in
// IndexedDB when there is one (the presenter's orders and sign-ins survive a reload and a closed
// tab) with its simulator's settings and city feed, else the world made at build time
// (demo-world.json) or a world seeded from `?seed=`; and its keeping, written whenever it has
// changed.

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
import {
  type KeptMock,
  type MockApp,
  type MockSource,
  type MockStart,
  PRESENTER_SPEED,
  startMock,
} from '#mock/start-mock.ts';

export type DemoOptions = { seed: string | number; simulator: boolean };

/** Where the demo keeps its world between visits (IndexedDB in the browser: demo-store.ts). */
type DemoStore = {
  load(key: string): Promise<unknown>;
  save(key: string, kept: unknown): Promise<unknown>;
  forget(key: string): Promise<unknown>;
};

/**
 * What the demo's world runs on: its store, and (tests) the clock, secrets and options of the
 * world it starts, so that it can be compared with another mock's.
 */
export type DemoHost = { store: DemoStore } & Pick<MockStart, 'clock' | 'secrets' | 'options'>;

const browserHost: DemoHost = {
  store: { load: savedWorld, save: saveWorld, forget: forgetWorld },
};

/** How often the simulator's changes are kept (a person's request is kept at once). */
const KEEP_EVERY_MS = 2_000;

const log = (line: string) => console.info(`[bukka demo] ${line}`);

/** The world made at build time (demo-world.json), its times brought to now. */
async function builtWorld(): Promise<unknown> {
  const response = await fetch(demoWorldUrl());
  if (!response.ok) throw new Error(`${DEMO_WORLD_FILE}: ${response.status}`);
  const document = (await response.json()) as { savedAt?: string };
  const builtAt = Date.parse(document.savedAt ?? '');
  const shift = Number.isFinite(builtAt) ? Date.now() - builtAt : 0;
  return shiftWorldTimes(document, shift);
}

/** The world this demo starts from when none is kept. */
const freshWorld = async (
  seed: string | number,
): Promise<{ kind: 'seed' } | { kind: 'document'; document: unknown }> =>
  seed === DEMO_WORLD_SEED ? { kind: 'document', document: await builtWorld() } : { kind: 'seed' };

/**
 * What the demo keeps: the mock's own keeping (the world, the simulator's settings — the tab that
 * starts the worker after a reload must not switch it back on or off — and the city feed: the
 * panel shows the presenter's order after any reload), and the demo's cookies (the sign-ins).
 */
type KeptDemo = KeptMock & { cookies?: KeptCookie[] };

const isKept = (value: unknown): value is KeptDemo =>
  typeof value === 'object' &&
  value !== null &&
  'world' in value &&
  'simulator' in value &&
  'feed' in value;

export type DemoWorld = {
  mock: MockApp;
  /** The cookies every tab's requests carry. */
  jar: CookieJar;
  /** Whether the world came from the store (an earlier visit) rather than afresh. */
  restored: boolean;
  /** Keeps what has changed (the world, the simulator, the cookies); settles once it is kept. */
  kept(): Promise<void>;
  /** Forgets the kept world and puts the fresh one in its place. */
  reset(): Promise<void>;
  /** Stops the simulator and the keeping. */
  stop(): void;
};

/** The kept demo, when there is one (else the demo starts afresh). */
async function keptDemo(store: DemoStore, key: string): Promise<KeptDemo | undefined> {
  const kept = await store.load(key).catch((error: unknown) => {
    log(`the kept world could not be read: ${(error as Error).message}`);
    return undefined;
  });
  return isKept(kept) ? kept : undefined;
}

/** Starts the demo's world, its simulator and its keeping under `key` (one per seed). */
export async function startDemoWorld(
  options: DemoOptions,
  key: string,
  host: DemoHost = browserHost,
): Promise<DemoWorld> {
  const began = performance.now();
  const { store, ...world } = host;
  const start = (from: NonNullable<MockStart['from']>) =>
    startMock({
      ...world,
      seed: options.seed,
      log,
      from,
      // The feed takes stock as the world starts: every order placed from here on is news on the
      // panel, even one placed before the panel was first opened.
      simulator: { on: options.simulator, speed: PRESENTER_SPEED, feedFromStart: true },
    });
  // The mock's code loads while the kept world is read, or the built one fetched.
  const kept = keptDemo(store, key);
  let valid = true;
  const running = await start(
    kept.then((k): MockSource | Promise<MockSource> =>
      k ? { kind: 'kept', kept: k } : freshWorld(options.seed),
    ),
  ).catch(async (error: unknown) => {
    if (!(await kept)) throw error;
    log(`the kept world is not valid (${(error as Error).message}): starting afresh`);
    valid = false;
    return start(freshWorld(options.seed));
  });
  const restored = valid ? await kept : undefined;
  const cookies = restored?.cookies;
  const jar = createCookieJar(isKeptCookies(cookies) ? cookies : []);
  const stampNow = () => `${running.keepStamp()}|${jar.version}`;
  let keptStamp = restored ? stampNow() : '';
  let keeping: Promise<void> = Promise.resolve();
  // One write at a time; each writes the world as it is then, when it has changed since.
  const keep = () => {
    keeping = keeping.then(async () => {
      const now = stampNow();
      if (now === keptStamp) return;
      try {
        await store.save(key, { ...running.keep(), cookies: jar.kept() } satisfies KeptDemo);
        keptStamp = now;
      } catch (error) {
        log(`the world could not be kept: ${(error as Error).message}`);
      }
    });
    return keeping;
  };
  const timer = setInterval(keep, KEEP_EVERY_MS);
  void keep();
  const { ctx, mock } = running;
  log(
    `mock ready in ${Math.round(performance.now() - began)} ms: ${restored ? 'the kept world' : 'a fresh world'}, seed ${String(ctx.seed)}, ${mock.routes.length} routes, simulator ${ctx.simulator.on ? 'on' : 'off'}`,
  );
  return {
    mock,
    jar,
    restored: restored !== undefined,
    kept: keep,
    async reset() {
      await keeping;
      await store.forget(key);
      await running.replaceWorld(await freshWorld(options.seed));
      // Everyone is signed out: the fresh world knows none of the sessions.
      jar.clear();
      keptStamp = '';
      await keep();
    },
    stop() {
      clearInterval(timer);
      running.stop();
    },
  };
}
