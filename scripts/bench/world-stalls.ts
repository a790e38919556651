// What big worlds do to a running mock, measured over HTTP so any version of the
// mock can be measured the same way: the default world's store page latency while `builds` worlds
// of `stores` stores are made at once, the RSS each such world adds, and the RSS left once they
// are dropped (before and after a forced full GC).
import { ControlError, controlCall } from '#mock/control/control-client.ts';
import { worldEndpoints } from '#mock/control/world-endpoints.ts';
import { type Child, fullGc, rssMbOf } from './children.ts';
import { quantile } from './report.ts';

/** The store page fetched one request after another while work ran (ms), and how many took over 50 ms. */
type PageFigures = { p50: number; p99: number; max: number; over50: number; samples: number };

/**
 * The longest turn of the server's event loop meanwhile, each by its own measure (ms): wall, less
 * the main thread's waits for a core (Linux; NaN elsewhere), the main thread's own CPU, and the
 * process's CPU (V8's helper threads too: what the mock held the loop for).
 */
type TurnFigures = { stallWall: number; stallOwn: number; stallMain: number; stallCpu: number };

export type StallFigures = PageFigures &
  TurnFigures & {
    /** The store page alone (no build running), fetched the same way for 3 s: ms. */
    idleP50: number;
    idleP99: number;
    idleMax: number;
    /** The loop's longest turns meanwhile. */
    idleTurn: TurnFigures;
    /** GC pauses over 20 ms while the builds ran: how many, the longest (ms). */
    gcPauses: number;
    gcLongest: number;
    /** Wall time until every concurrent build had answered (ms). */
    buildsMs: number;
    /** RSS each world adds (MB, after a full GC), over `worlds` worlds. */
    rssPerWorld: number;
    worlds: number;
    /** The mock's own estimate per world, when it lists one (`memoryMB` in GET /__mock/worlds). */
    listedMb: number | undefined;
    rssBefore: number;
    rssWithWorlds: number;
    /** RSS 2 s after dropping them all, GC left to itself, and after a forced full GC. */
    rssDroppedNoGc: number;
    rssDropped: number;
    /** The same store page while worlds are made at once from a big world's snapshot. */
    snapshots?: SnapshotFigures;
    errors: string[];
  };

/** The snapshot's size (MB of JSON); wall time until every upload had answered, how many made a world. */
type SnapshotFigures = PageFigures & TurnFigures & { mb: number; doneMs: number; made: number };

export type StallOptions = { builds: number; stores: number; worlds: number; uploads?: number };

const STORE_PAGE = '/api/users/stores?page=1&searchedLocation=&query=&popularFilter=&rating=';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const causeOf = (error: unknown) => (error as Error & { cause?: Error }).cause?.message ?? '';

type Stall = { wall: number; cpu: number; main: number; own: number };

/** The longest of the loop's turns by each measure (0 when none came over 20 ms). */
const longest = (stalls: Stall[]) => ({
  stallWall: Math.max(0, ...stalls.map((x) => x.wall)),
  stallCpu: Math.max(0, ...stalls.map((x) => x.cpu)),
  stallOwn: Math.max(0, ...stalls.map((x) => x.own)),
  stallMain: Math.max(0, ...stalls.map((x) => x.main)),
});

/** A measurement under way: its server, what the server's preload reported, what went wrong. */
type Probe = { base: string; child: Child; errors: string[]; phase: string; reports: string };

/** Keeps the preload's `[bench] …` lines (gc-on-signal.mjs) whole; the child's own buffer keeps 64 KB. */
function listen(probe: Probe): () => void {
  let carry = '';
  const onData = (data: unknown) => {
    const lines = (carry + String(data)).split('\n');
    carry = lines.pop() ?? '';
    for (const line of lines) if (line.startsWith('[bench] ')) probe.reports += `${line}\n`;
  };
  probe.child.proc.stdout?.on('data', onData);
  return () => probe.child.proc.stdout?.off('data', onData);
}

/** One store page: how long until it was answered (a failed request counts until it failed). */
async function timedPage(probe: Probe): Promise<number> {
  const began = performance.now();
  try {
    const res = await fetch(probe.base + STORE_PAGE);
    await res.arrayBuffer();
    if (res.status !== 200) probe.errors.push(`store page ${res.status} (${probe.phase})`);
  } catch (error) {
    probe.errors.push(`store page: ${(error as Error).message} ${causeOf(error)} (${probe.phase})`);
  }
  return performance.now() - began;
}

/** A world of `stores` stores made through the control API; its id, or undefined (said in errors). */
async function makeWorld(probe: Probe, stores: number): Promise<string | undefined> {
  try {
    return (await controlCall({ baseUrl: probe.base }, worldEndpoints.create, { body: { stores } }))
      .id;
  } catch (error) {
    if (error instanceof ControlError) {
      probe.errors.push(`POST /__mock/worlds ${error.status} ${error.serverMessage ?? ''}`);
      return undefined;
    }
    const { child } = probe;
    const exit = child.proc.exitCode ?? child.proc.signalCode;
    const tail = child.output().trim().split('\n').slice(-2).join(' / ').slice(0, 200);
    probe.errors.push(
      `POST /__mock/worlds: ${(error as Error).message}${exit === null ? '' : ` (server exited: ${exit}; ${tail})`}`,
    );
    return undefined;
  }
}

/** The reported `[bench] NAME …` lines stamped between `from` and `to` (epoch ms), matched. */
const reported = (probe: Probe, pattern: RegExp, stamp: number, from: number, to: number) =>
  [...probe.reports.matchAll(pattern)].filter(
    (m) => Number(m[stamp]) >= from && Number(m[stamp]) <= to,
  );

/** The loop's turns over 20 ms reported between `from` and `to` (epoch ms). */
const stallsBetween = (probe: Probe, from: number, to: number): Stall[] =>
  reported(
    probe,
    /\[bench\] stall ([\d.]+) cpu ([\d.]+) at (\d+)(?: main ([\d.]+|NaN) waited ([\d.]+|NaN))?/g,
    3,
    from,
    to,
  ).map((m) => ({
    wall: Number(m[1]),
    cpu: Number(m[2]),
    // Older preloads print neither: NaN.
    main: Number(m[4] ?? Number.NaN),
    own: Number(m[1]) - Number(m[5] ?? Number.NaN),
  }));

/** The store page fetched one request after another while `work` runs; with the loop's stalls. */
async function pageDuring<T>(probe: Probe, work: () => Promise<T>) {
  const latencies: number[] = [];
  let running = true;
  const began = performance.now();
  const from = Date.now();
  const done = work().finally(() => {
    running = false;
  });
  while (running) {
    latencies.push(await timedPage(probe));
    await sleep(2);
  }
  const result = await done;
  const ms = performance.now() - began;
  const to = Date.now();
  const pauses = reported(probe, /\[bench\] gc-pause ([\d.]+) at (\d+)/g, 2, from, to).map((m) =>
    Number(m[1]),
  );
  const stalls = stallsBetween(probe, from, to);
  const page = {
    p50: quantile(latencies, 0.5),
    p99: quantile(latencies, 0.99),
    max: quantile(latencies, 1),
    over50: latencies.filter((x) => x > 50).length,
    samples: latencies.length,
  };
  return { result, ms, page, pauses, stalls };
}

/**
 * `count` worlds made at once from the snapshot of world `from` (sent as `POST /__mock/worlds
 * { snapshot }`, as a QA script would), while the store page is fetched; the worlds made are
 * added to `ids` (dropped with the others).
 */
async function snapshotUploads(
  probe: Probe,
  from: string,
  ids: string[],
  count: number,
): Promise<SnapshotFigures> {
  const res = await fetch(`${probe.base}/__mock/snapshot`, { headers: { 'x-bukka-world': from } });
  const body = `{"snapshot":${await res.text()}}`;
  const upload = async (): Promise<string | undefined> => {
    try {
      const made = await fetch(`${probe.base}/__mock/worlds`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      const answer = (await made.json()) as { id?: string; message?: string };
      if (made.status !== 201)
        probe.errors.push(`snapshot upload ${made.status} ${answer.message ?? ''}`);
      return answer.id;
    } catch (error) {
      probe.errors.push(`snapshot upload: ${(error as Error).message} ${causeOf(error)}`);
      return undefined;
    }
  };
  const during = await pageDuring(probe, () => Promise.all(Array.from({ length: count }, upload)));
  const made = during.result.filter((id): id is string => id !== undefined);
  ids.push(...made);
  return {
    mb: body.length / 1024 / 1024,
    ...during.page,
    ...longest(during.stalls),
    doneMs: during.ms,
    made: made.length,
  };
}

/** The store page alone, after a warm-up, fetched one request after another for 3 s. */
async function pageAlone(probe: Probe) {
  for (let i = 0; i < 100; i++) await timedPage(probe);
  const idle: number[] = [];
  const from = Date.now();
  for (const until = performance.now() + 3_000; performance.now() < until; ) {
    idle.push(await timedPage(probe));
    await sleep(2);
  }
  return {
    idleP50: quantile(idle, 0.5),
    idleP99: quantile(idle, 0.99),
    idleMax: quantile(idle, 1),
    idleTurn: longest(stallsBetween(probe, from, Date.now())),
  };
}

/** What `GET /__mock/worlds` lists per world of `ids`, on average (MB), if it lists it. */
async function listedPerWorld(probe: Probe, ids: string[]): Promise<number | undefined> {
  const listed = await controlCall({ baseUrl: probe.base }, worldEndpoints.list);
  const estimates = listed.worlds.filter((w) => ids.includes(w.id)).map((w) => w.memoryMB);
  if (!estimates.every((m) => typeof m === 'number')) return undefined;
  return estimates.reduce((a, b) => a + b, 0) / Math.max(estimates.length, 1);
}

export async function measureWorldStalls(
  base: string,
  child: Child,
  options: StallOptions,
): Promise<StallFigures> {
  const probe: Probe = { base, child, errors: [], phase: 'the page alone', reports: '' };
  const stop = listen(probe);
  try {
    const alone = await pageAlone(probe);
    await fullGc(child);
    const rssBefore = rssMbOf(child.proc.pid);

    probe.phase = 'during the builds';
    const make = () => makeWorld(probe, options.stores);
    const built = await pageDuring(probe, () =>
      Promise.all(Array.from({ length: options.builds }, make)),
    );
    const ids = built.result.filter((id): id is string => id !== undefined);

    // The same while worlds are made from a big world's snapshot (40 MB of JSON at 10k stores).
    probe.phase = 'snapshot uploads';
    const uploads = options.uploads ?? options.builds;
    const snapshots = ids[0] ? await snapshotUploads(probe, ids[0], ids, uploads) : undefined;

    probe.phase = 'more worlds';
    for (let tries = 0; ids.length < options.worlds && tries < options.worlds; tries++) {
      const id = await make();
      if (id) ids.push(id);
    }
    await fullGc(child);
    const rssWithWorlds = rssMbOf(child.proc.pid);
    probe.phase = 'listing';
    const listedMb = await listedPerWorld(probe, ids);

    probe.phase = 'dropping';
    for (const id of ids)
      await controlCall({ baseUrl: base }, worldEndpoints.drop, { params: { id } }).catch(
        () => undefined,
      );
    await sleep(2_000);
    const rssDroppedNoGc = rssMbOf(child.proc.pid);
    await fullGc(child);
    return {
      ...alone,
      ...built.page,
      ...longest(built.stalls),
      snapshots,
      buildsMs: built.ms,
      gcPauses: built.pauses.length,
      gcLongest: Math.max(0, ...built.pauses),
      rssPerWorld: (rssWithWorlds - rssBefore) / Math.max(ids.length, 1),
      worlds: ids.length,
      listedMb,
      rssBefore,
      rssWithWorlds,
      rssDroppedNoGc,
      rssDropped: rssMbOf(child.proc.pid),
      errors: probe.errors,
    };
  } catch (error) {
    throw new Error(`${probe.phase}: ${(error as Error).message} (${causeOf(error)})`);
  } finally {
    stop();
  }
}
