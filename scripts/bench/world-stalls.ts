// What big worlds do to a running mock, measured over HTTP so any version of the
// mock can be measured the same way: the default world's store page latency while `builds` worlds
// of `stores` stores are made at once, the RSS each such world adds, and the RSS left once they
// are dropped (before and after a forced full GC).
import { ControlError, controlCall } from '../../mock-server/control/control-client.ts';
import { worldEndpoints } from '../../mock-server/control/world-endpoints.ts';
import type { Child } from './children.ts';
import { rssMbOf } from './children.ts';

export type StallFigures = {
  /** The store page alone (no build running), fetched the same way for 3 s: ms. */
  idleP50: number;
  idleP99: number;
  idleMax: number;
  /** Requests during the builds that took over 50 ms. */
  over50: number;
  samples: number;
  p50: number;
  p99: number;
  max: number;
  /**
   * The longest turn of the server's event loop while the builds ran: wall ms, and the CPU ms the
   * process spent in it (what the mock held the loop for; the rest was waiting for a core).
   */
  stallWall: number;
  stallCpu: number;
  /** The same turns less the main thread's waits for a core (Linux; NaN elsewhere). */
  stallOwn: number;
  /** The main thread's own time on a core in one turn, the most of any (Linux; NaN elsewhere). */
  stallMain: number;
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
  /** RSS 2 s after dropping them all, GC left to itself. */
  rssDroppedNoGc: number;
  /** RSS after dropping them all and a forced full GC. */
  rssDropped: number;
  /** The same store page while `builds` worlds are made at once from a 10k world's snapshot. */
  snapshots?: SnapshotFigures;
  errors: string[];
};

type SnapshotFigures = {
  /** The snapshot's size (MB of JSON). */
  mb: number;
  p50: number;
  p99: number;
  max: number;
  over50: number;
  samples: number;
  stallWall: number;
  stallCpu: number;
  stallOwn: number;
  stallMain: number;
  /** Wall time until every upload had answered (ms), and how many made a world. */
  doneMs: number;
  made: number;
};

const STORE_PAGE = '/api/users/stores?page=1&searchedLocation=&query=&popularFilter=&rating=';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const quantile = (sorted: number[], q: number) =>
  sorted.length === 0
    ? Number.NaN
    : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

/** The longest of the loop's turns by each measure (0 when none came over 20 ms). */
const longest = (stalls: { wall: number; cpu: number; main: number; own: number }[]) => ({
  stallWall: Math.max(0, ...stalls.map((x) => x.wall)),
  stallCpu: Math.max(0, ...stalls.map((x) => x.cpu)),
  stallOwn: Math.max(0, ...stalls.map((x) => x.own)),
  stallMain: Math.max(0, ...stalls.map((x) => x.main)),
});

/** Asks the server (started with scripts/bench/gc-on-signal.mjs) for a full GC and waits for it. */
async function fullGc(child: Child): Promise<void> {
  const done = child.output().split('[bench] gc done').length;
  child.proc.kill('SIGUSR2');
  for (let i = 0; i < 200 && child.output().split('[bench] gc done').length === done; i++)
    await sleep(10);
  await sleep(100);
}

export async function measureWorldStalls(
  base: string,
  child: Child,
  options: { builds: number; stores: number; worlds: number; uploads?: number },
): Promise<StallFigures> {
  const errors: string[] = [];
  // What the preload (gc-on-signal.mjs) reports, kept whole (the child's own buffer keeps 64 KB).
  let reports = '';
  let carry = '';
  const listen = (data: unknown) => {
    const lines = (carry + String(data)).split('\n');
    carry = lines.pop() ?? '';
    for (const line of lines) if (line.startsWith('[bench] ')) reports += `${line}\n`;
  };
  child.proc.stdout?.on('data', listen);
  let phase = 'the page alone';
  /** One store page: how long until it was answered (a failed request counts until it failed). */
  const timed = async () => {
    const began = performance.now();
    try {
      const res = await fetch(base + STORE_PAGE);
      await res.arrayBuffer();
      if (res.status !== 200) errors.push(`store page ${res.status} (${phase})`);
    } catch (error) {
      const cause = (error as Error & { cause?: Error }).cause?.message ?? '';
      errors.push(`store page: ${(error as Error).message} ${cause} (${phase})`);
    }
    return performance.now() - began;
  };
  const post = async (): Promise<string | undefined> => {
    try {
      const made = await controlCall({ baseUrl: base }, worldEndpoints.create, {
        body: { stores: options.stores },
      });
      return made.id;
    } catch (error) {
      if (error instanceof ControlError) {
        errors.push(`POST /__mock/worlds ${error.status} ${error.serverMessage ?? ''}`);
        return undefined;
      }
      const exit = child.proc.exitCode ?? child.proc.signalCode;
      errors.push(
        `POST /__mock/worlds: ${(error as Error).message}${exit === null ? '' : ` (server exited: ${exit}; ${child.output().trim().split('\n').slice(-2).join(' / ').slice(0, 200)})`}`,
      );
      return undefined;
    }
  };

  try {
    return await measure();
  } catch (error) {
    const cause = (error as Error & { cause?: Error }).cause?.message;
    throw new Error(`${phase}: ${(error as Error).message}${cause ? ` (${cause})` : ''}`);
  } finally {
    child.proc.stdout?.off('data', listen);
  }

  /** The store page fetched one request after another while `work` runs; with the loop's stalls. */
  async function storePageDuring<T>(work: () => Promise<T>) {
    const latencies: number[] = [];
    let running = true;
    const began = performance.now();
    const wallBegan = Date.now();
    const done = work().finally(() => {
      running = false;
    });
    while (running) {
      latencies.push(await timed());
      await sleep(2);
    }
    const result = await done;
    const ms = performance.now() - began;
    const wallEnded = Date.now();
    const pauses = [...reports.matchAll(/\[bench\] gc-pause ([\d.]+) at (\d+)/g)]
      .filter((m) => Number(m[2]) >= wallBegan && Number(m[2]) <= wallEnded)
      .map((m) => Number(m[1]));
    const stalls = [
      ...reports.matchAll(
        /\[bench\] stall ([\d.]+) cpu ([\d.]+) at (\d+)(?: main ([\d.]+|NaN) waited ([\d.]+|NaN))?/g,
      ),
    ]
      .filter((m) => Number(m[3]) >= wallBegan && Number(m[3]) <= wallEnded)
      .map((m) => ({
        wall: Number(m[1]),
        cpu: Number(m[2]),
        // Older preloads print neither: NaN.
        main: Number(m[4] ?? Number.NaN),
        own: Number(m[1]) - Number(m[5] ?? Number.NaN),
      }));
    latencies.sort((a, b) => a - b);
    return { result, ms, latencies, pauses, stalls };
  }

  /**
   * `builds` worlds made at once from the snapshot of world `from` (sent as `POST /__mock/worlds
   * { snapshot }`, as a QA script would), while the store page is fetched; the worlds made are
   * added to `ids` (dropped with the others).
   */
  async function snapshotUploads(from: string, ids: string[]): Promise<SnapshotFigures> {
    const res = await fetch(`${base}/__mock/snapshot`, { headers: { 'x-bukka-world': from } });
    const body = `{"snapshot":${await res.text()}}`;
    const upload = async (): Promise<string | undefined> => {
      try {
        const made = await fetch(`${base}/__mock/worlds`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        });
        const answer = (await made.json()) as { id?: string; message?: string };
        if (made.status !== 201)
          errors.push(`snapshot upload ${made.status} ${answer.message ?? ''}`);
        return answer.id;
      } catch (error) {
        const cause = (error as Error & { cause?: Error }).cause?.message ?? '';
        errors.push(`snapshot upload: ${(error as Error).message} ${cause}`);
        return undefined;
      }
    };
    const during = await storePageDuring(() =>
      Promise.all(Array.from({ length: options.uploads ?? options.builds }, upload)),
    );
    const made = during.result.filter((id): id is string => id !== undefined);
    ids.push(...made);
    const { latencies, stalls } = during;
    return {
      mb: body.length / 1024 / 1024,
      p50: quantile(latencies, 0.5),
      p99: quantile(latencies, 0.99),
      max: latencies.at(-1) ?? Number.NaN,
      over50: latencies.filter((ms) => ms > 50).length,
      samples: latencies.length,
      ...longest(stalls),
      doneMs: during.ms,
      made: made.length,
    };
  }

  async function measure(): Promise<StallFigures> {
    for (let i = 0; i < 100; i++) await timed(); // warm
    const idle: number[] = [];
    for (const until = performance.now() + 3_000; performance.now() < until; ) {
      idle.push(await timed());
      await sleep(2);
    }
    idle.sort((a, b) => a - b);
    await fullGc(child);
    const rssBefore = rssMbOf(child.proc.pid);

    // The store page, one request after another, while the builds run.
    phase = 'during the builds';
    const during = await storePageDuring(() =>
      Promise.all(Array.from({ length: options.builds }, post)),
    );
    const ids = during.result.filter((id): id is string => id !== undefined);
    const { latencies, pauses, stalls } = during;
    const buildsMs = during.ms;

    // The same while worlds are made from a big world's snapshot (40 MB of JSON at 10k stores).
    phase = 'snapshot uploads';
    const snapshots = ids[0] ? await snapshotUploads(ids[0], ids) : undefined;

    phase = 'more worlds';
    for (let tries = 0; ids.length < options.worlds && tries < options.worlds; tries++) {
      const id = await post();
      if (id) ids.push(id);
    }
    await fullGc(child);
    const rssWithWorlds = rssMbOf(child.proc.pid);
    phase = 'listing';
    const listed = await controlCall({ baseUrl: base }, worldEndpoints.list);
    const estimates = listed.worlds.filter((w) => ids.includes(w.id)).map((w) => w.memoryMB);
    const listedMb = estimates.every((m) => typeof m === 'number')
      ? (estimates as number[]).reduce((a, b) => a + b, 0) / Math.max(estimates.length, 1)
      : undefined;

    phase = 'dropping';
    for (const id of ids)
      await controlCall({ baseUrl: base }, worldEndpoints.drop, { params: { id } }).catch(
        () => undefined,
      );
    await sleep(2_000);
    const rssDroppedNoGc = rssMbOf(child.proc.pid);
    await fullGc(child);
    const rssDropped = rssMbOf(child.proc.pid);

    return {
      snapshots,
      idleP50: quantile(idle, 0.5),
      idleP99: quantile(idle, 0.99),
      idleMax: idle.at(-1) ?? Number.NaN,
      over50: latencies.filter((ms) => ms > 50).length,
      samples: latencies.length,
      p50: quantile(latencies, 0.5),
      p99: quantile(latencies, 0.99),
      max: latencies.at(-1) ?? Number.NaN,
      buildsMs,
      ...longest(stalls),
      gcPauses: pauses.length,
      gcLongest: Math.max(0, ...pauses),
      rssPerWorld: (rssWithWorlds - rssBefore) / Math.max(ids.length, 1),
      worlds: ids.length,
      listedMb,
      rssBefore,
      rssWithWorlds,
      rssDroppedNoGc,
      rssDropped,
      errors,
    };
  }
}
