// Every bench case, one record each: what it measures, the module that runs it, what its process
// needs, its own flags and its quickest honest run. `npm run bench` (bench.ts) runs the cases over
// these records — each in a process of its own — and prints their list (`-- --help`); the docs'
// "how to reproduce" (docs/performance.md) names each by `--only NAME`.

/** A flag of a case: how it is written, and what it sets (its default in brackets). */
type CaseFlag = readonly [string, string];

export type BenchCase = {
  readonly name: string;
  /** What it measures, in a line. */
  readonly what: string;
  /** Its module: importing it runs the case in this process. */
  readonly load: () => Promise<unknown>;
  /** Node options of its process (`--expose-gc`: heap figures taken after a full GC). */
  readonly node?: readonly string[];
  /** It starts the bundled mock (dist-mock/server.mjs), built once before the cases run. */
  readonly bundle?: boolean;
  /** It needs arguments of its own: run only when named with `--only`. */
  readonly namedOnly?: boolean;
  readonly flags: readonly CaseFlag[];
  /** The flags of its smallest run (`--quick`): it still runs every step, on little. */
  readonly quick: string;
};

export const BENCH_CASES: readonly BenchCase[] = [
  {
    name: 'mock',
    what: "the mock's throughput and CPU per request beside bare Fastify, json-server and the previous release (and, with --peers, WireMock, Mockoon, Prism); seed time, start and RSS",
    load: () => import('./mock.ts'),
    bundle: true,
    flags: [
      ['--duration S', 'seconds of load per target, over all its rounds (10)'],
      ['--rounds N', 'interleaved rounds (2)'],
      ['--connections N', 'autocannon connections (50)'],
      ['--workers N', 'generator threads (half the cores)'],
      ['--stores N', 'stores of the world every server holds (10,000)'],
      ['--term NAME', 'the store search term (Calabar)'],
      [
        '--reference REF',
        'the release beside today (the newest v* tag before HEAD; none: left out)',
      ],
      ['--peers', 'also WireMock, Mockoon and Prism serving the page as a static stub'],
      ['--no-seed', 'skip the seed-time rows'],
      ['--port-base N', "the servers' ports from N upwards (else free ones)"],
    ],
    quick: '--duration 2 --rounds 1 --stores 500 --reference none',
  },
  {
    name: 'worlds',
    what: 'what one more world costs (heap, RSS, time from a seed and from a snapshot); big worlds built beside a running store page; with --fill, a mock filled to its memory budget',
    load: () => import('./worlds.ts'),
    node: ['--expose-gc'],
    bundle: true,
    flags: [
      ['--count N', 'demo-size worlds measured in process (20)'],
      ['--stores N', 'their size (the demo world)'],
      ['--builds N', 'big worlds built at once against a running server (3)'],
      ['--big-stores N', 'stores of a big world (10,000)'],
      ['--big-worlds N', 'big worlds for the RSS per world (5)'],
      ['--uploads N', 'worlds made at once from a big snapshot (--builds)'],
      ['--reference REF[,REF]', 'refs measured beside this tree (main and the last tag; none)'],
      ['--port N', 'first port of the servers (4596)'],
      ['--fill', 'then fill a mock to its memory budget (--fill-only: just that)'],
      ['--fill-mb N', 'that budget, --max-worlds-mb (1024)'],
      ['--fill-from seed|snapshot', 'how the filling worlds are made (seed)'],
    ],
    quick: '--count 2 --builds 1 --big-stores 300 --big-worlds 1 --reference none',
  },
  {
    name: 'web',
    what: "the client's chunks (raw, gzip, brotli), the home route's JavaScript as sent against its 110 KB budget, Lighthouse on the app's pages and the static demo",
    load: () => import('./web.ts'),
    flags: [
      ['--no-build', 'measure the builds already there'],
      ['--no-lighthouse', 'chunks and the home route only'],
      ['--runs N', 'Lighthouse runs per page, the median kept (3)'],
      ['--pages home,search', 'only the pages whose name starts with one of these'],
      ['--root DIR', 'measure another checkout, built already'],
      ['--port N', "the mock's port (BENCH_PORT, else 4319); the demo's are N+50 and N+51"],
    ],
    quick: '--no-lighthouse',
  },
  {
    name: 'memory',
    what: 'heap and RSS over a simulated hour with visitors signing in, against 50 MB of growth; with --load, a bundled mock under bursts of HTTP load',
    load: () => import('./memory.ts'),
    node: ['--expose-gc'],
    bundle: true,
    flags: [
      ['--minutes N', 'simulated minutes (60)'],
      ['--speed N', 'simulated speed (100)'],
      ['--no-visitors', 'the simulator alone'],
      ['--load', 'the bundled mock in a child under bursts of load instead'],
      ['--bursts N', 'with --load: bursts (8)'],
      ['--seconds S', 'with --load: seconds per burst (10)'],
      ['--reference REF', "with --load: also that release's mock"],
    ],
    quick: '--minutes 4',
  },
  {
    name: 'state',
    what: '`--state DIR`: journal appends under a burst of writes (p50, p99) and the fold into world.json, demo world and 10,000 stores',
    load: () => import('./state.ts'),
    flags: [['--seconds S', 'seconds of writes per world (5)']],
    quick: '--seconds 1',
  },
  {
    name: 'tiles',
    what: 'the offline map: SVG tiles drawn cold and from the cache, and their size',
    load: () => import('./tiles.ts'),
    flags: [],
    quick: '',
  },
  {
    name: 'bisect',
    what: "which commits between FROM and TO changed the mock's throughput on the store list (each commit run the way it ran then)",
    load: () => import('./bisect.ts'),
    namedOnly: true,
    flags: [
      ['FROM [TO]', 'the span (TO: HEAD)'],
      ['--step P', 'split a span whose ends differ by more than P % (6)'],
      ['--seconds S', 'seconds per round (4)'],
      ['--rounds N', 'rounds (2)'],
      ['--processes N', 'processes per commit, the best kept (2)'],
      ['--path P', 'the request (the store list)'],
      ['--commits A,B', 'measure just these, in this order, beside FROM'],
    ],
    quick: '--seconds 1 --rounds 1 --processes 1',
  },
  {
    name: 'fleet',
    what: 'a store page in made worlds through nginx in front of 1 and 3 mocks beside one mock without nginx (req/s, latencies, server CPU per request), and the worlds held until one is refused; needs nginx',
    load: () => import('./fleet.ts'),
    bundle: true,
    namedOnly: true,
    flags: [
      ['--duration S', 'seconds of load per target (8)'],
      ['--connections N', 'autocannon connections (50)'],
      ['--port-base N', "the servers' ports from N (4750)"],
      ['--fill-mb N', "each process's world budget while filling (48)"],
      ['--no-fill', 'skip the worlds held at refusal'],
    ],
    quick: '--duration 2 --no-fill',
  },
];
