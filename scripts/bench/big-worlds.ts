// The worlds case, second part: big worlds against running mock servers — this tree's bundle
// (dist-mock/server.mjs, built by the bench before its cases) and each --reference ref (default:
// main and the newest release tag before it; `none` leaves them out; each checked out by
// releases.ts) — one target after another, so they never load the machine at the same time: the
// default world's store page latency while --builds worlds of --big-stores stores are made at once
// and while --uploads worlds are made from one's snapshot, the RSS per such world over
// --big-worlds, and the RSS left once they are dropped. Servers listen from --port up.
import { availableParallelism, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startNode, waitForUrl } from './children.ts';
import { git, prepareRelease } from './releases.ts';
import { flag, fmt, markdownTable } from './report.ts';
import { measureWorldStalls, type StallFigures, type StallOptions } from './world-stalls.ts';

type Target = { name: string; nodeArgs: (args: string[]) => string[] };
type Result = { name: string; figures: StallFigures | string };

/** main, and the previous release: the newest release tag before it (none in a clone without tags). */
function defaultRefs(): string[] {
  try {
    return ['main', git('describe', '--tags', '--abbrev=0', 'main')];
  } catch {
    return ['main'];
  }
}

function targets(): Target[] {
  const bundle = join(resolve(import.meta.dirname, '../..'), 'dist-mock', 'server.mjs');
  const all: Target[] = [{ name: 'this tree', nodeArgs: (args) => [bundle, ...args] }];
  const refArg = flag('reference', '');
  for (const ref of refArg === 'none' ? [] : refArg ? refArg.split(',') : defaultRefs()) {
    try {
      const release = prepareRelease(ref);
      all.push({ name: `${ref} (${release.label.slice(0, 18)})`, nodeArgs: release.nodeArgs });
    } catch (error) {
      console.log(`  (${ref} left out: ${(error as Error).message.split('\n')[0]})`);
    }
  }
  return all;
}

/** One target in a server of its own (preloaded to report its GC pauses and long turns). */
async function measure(target: Target, port: number, options: StallOptions): Promise<Result> {
  const preload = pathToFileURL(join(import.meta.dirname, 'gc-on-signal.mjs')).href;
  const args = ['--port', String(port), '--seed', '1', '--simulator', 'off', '--max-worlds', '64'];
  const child = startNode(['--expose-gc', '--import', preload, ...target.nodeArgs(args)]);
  try {
    await waitForUrl(`http://127.0.0.1:${port}/__mock/health`, child);
    console.log(`  measuring ${target.name} …`);
    return {
      name: target.name,
      figures: await measureWorldStalls(`http://127.0.0.1:${port}`, child, options),
    };
  } catch (error) {
    const cause = (error as Error & { cause?: Error }).cause?.message;
    const exit = child.proc.exitCode ?? child.proc.signalCode;
    const tail = child.output().trim().split('\n').slice(-3).join(' / ').slice(0, 300);
    const why = `${(error as Error).message.split('\n')[0]}${cause ? ` (${cause})` : ''}${exit === null ? '' : `; server exited ${exit}: ${tail}`}`;
    return { name: target.name, figures: why };
  } finally {
    await child.stop();
  }
}

export async function bigWorldRows(): Promise<string[]> {
  const builds = Number(flag('builds', '3'));
  const options: StallOptions = {
    builds,
    stores: Number(flag('big-stores', '10000')),
    worlds: Math.max(builds, Number(flag('big-worlds', '5'))),
    uploads: Number(flag('uploads', String(builds))),
  };
  const port = Number(flag('port', '4596'));
  const results: Result[] = [];
  for (const [i, target] of targets().entries())
    results.push(await measure(target, port + i, options));
  return stallTables(results, options);
}

const ms = (n: number) => `${fmt(n, n < 10 ? 1 : 0)}`;
const mb = (n: number) => `${fmt(n)} MB`;
/** Each the longest turn by that measure (over 20 ms; not always the same turn). */
const turn = (f: { stallWall: number; stallOwn: number; stallMain: number; stallCpu: number }) =>
  f.stallWall === 0
    ? 'none over 20'
    : [f.stallWall, f.stallOwn, f.stallMain, f.stallCpu]
        .map((n) => (Number.isNaN(n) ? '—' : ms(n)))
        .join(' / ');
const TURN = 'longest turn: wall / less waits for a core / main thread CPU / process CPU (ms)';

function builtRow({ name, figures: f }: Result): string[] {
  if (typeof f === 'string') return [name, `failed: ${f}`, '', '', '', '', '', '', '', '', ''];
  return [
    name,
    `${ms(f.idleP50)} / ${ms(f.idleP99)} / ${ms(f.idleMax)}`,
    turn(f.idleTurn),
    `${ms(f.p50)} / ${ms(f.p99)} / ${ms(f.max)}`,
    `${f.over50} of ${f.samples}`,
    turn(f),
    `${f.gcPauses} (${ms(f.gcLongest)} ms)`,
    `${fmt(f.buildsMs / 1000, 1)} s`,
    `${mb(f.rssPerWorld)} (over ${f.worlds})`,
    f.listedMb === undefined ? '—' : mb(f.listedMb),
    `${mb(f.rssBefore)} → ${mb(f.rssWithWorlds)} → ${mb(f.rssDroppedNoGc)} / ${mb(f.rssDropped)}`,
  ];
}

function uploadRow({ name, figures: f }: Result, uploads: number): string[] {
  const s = typeof f === 'string' ? undefined : f.snapshots;
  if (!s) return [name, '—', '', '', '', '', ''];
  return [
    name,
    `${fmt(s.mb, 1)} MB`,
    `${ms(s.p50)} / ${ms(s.p99)} / ${ms(s.max)}`,
    `${s.over50} of ${s.samples}`,
    turn(s),
    `${fmt(s.doneMs / 1000, 1)} s`,
    `${s.made} of ${uploads}`,
  ];
}

function stallTables(results: Result[], o: StallOptions): string[] {
  const errors = results.flatMap(({ name, figures: f }) =>
    typeof f === 'string' ? [] : f.errors.slice(0, 3).map((e) => `  (${name}: ${e})`),
  );
  const uploads = o.uploads ?? o.builds;
  return [
    `Big worlds — ${o.builds} concurrent builds of ${fmt(o.stores)} stores; the default world's store page fetched one request after another meanwhile (${availableParallelism()} CPUs, load average ${loadavg()[0]!.toFixed(1)} at the end: other work on the machine shows in every figure). A turn of the server's event loop is timed by a 1 ms timer (turns over 20 ms); "less waits for a core" takes away the time its main thread was ready but waiting for a core (Linux schedstat), what the turn would be on a machine of its own; "main thread CPU" is that thread's own time on a core; "process CPU" counts the collector's helper threads too. Each is the longest by its own measure`,
    '',
    ...markdownTable(
      [
        'target',
        'page alone p50 / p99 / max (ms)',
        'alone: longest turn (ms)',
        'during builds p50 / p99 / max (ms)',
        'over 50 ms',
        TURN,
        'GC pauses > 20 ms (longest)',
        'builds done in',
        'RSS per 10k world',
        'listed per world',
        'RSS with worlds → dropped (no GC / full GC)',
      ],
      results.map(builtRow),
      'lrrrrrrrrrr',
    ),
    ...errors,
    '',
    `The same store page while ${uploads} worlds are made at once from a ${fmt(o.stores)}-store world's snapshot (POST /__mock/worlds { snapshot }):`,
    '',
    ...markdownTable(
      [
        'target',
        'snapshot',
        'during uploads p50 / p99 / max (ms)',
        'over 50 ms',
        TURN,
        'uploads done in',
        'worlds made',
      ],
      results.map((r) => uploadRow(r, uploads)),
      'lrrrrrr',
    ),
  ];
}
