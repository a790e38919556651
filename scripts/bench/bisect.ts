// The bisect case (`npm run bench -- --only bisect FROM [TO]`): which commits between FROM and
// TO changed the mock's throughput on the store list (seed 7, 10,000 stores, simulator off,
// autocannon 50 connections), each commit run the way it ran then (scripts/bench/releases.ts:
// a temporary git worktree with its own dependencies). FROM's mock stays up as the yardstick and
// every commit is measured in rounds interleaved with it, so a noisy machine moves both; a span
// whose ends differ by more than --step % (default 6) is split in two until the change is pinned
// to one commit. Each commit runs in --processes N separate processes (default 2) and counts its
// best: a V8 process can settle in a slower state (inline caches gone generic), which one
// process alone would take for the commit's. Its flags are in cases.ts.
import { execFileSync } from 'node:child_process';
import { freePort } from '#mock/free-port.ts';
import { type Child, startNode, waitForUrl } from './children.ts';
import { measureInterleaved } from './load.ts';
import { prepareRelease, type Release } from './releases.ts';
import { flag, fmt } from './report.ts';

const args = process.argv
  .slice(2)
  .filter((a, i, all) => !a.startsWith('--') && !all[i - 1]?.startsWith('--'));
const [FROM, TO = 'HEAD'] = args;
if (!FROM) {
  console.error(
    'usage: npm run bench -- --only bisect FROM [TO] [--step 6] [--seconds 4] [--rounds 2]',
  );
  process.exit(2);
}
const STEP = Number(flag('step', '6')) / 100;
const SECONDS = Number(flag('seconds', '4'));
const ROUNDS = Number(flag('rounds', '2'));
const PROCESSES = Math.max(1, Number(flag('processes', '2')));
const LIST = flag('commits', '');
const PATH = flag(
  'path',
  '/api/users/stores?page=1&searchedLocation=&query=&popularFilter=&rating=',
);
const WORLD = ['--seed', '7', '--stores', '10000', '--simulator', 'off'];

const revParse = (ref: string) =>
  execFileSync('git', ['rev-parse', ref], { encoding: 'utf8' }).trim();
const commits = LIST
  ? LIST.split(',').map(revParse)
  : execFileSync('git', ['rev-list', '--reverse', '--first-parent', `${FROM}..${TO}`], {
      encoding: 'utf8',
    })
      .trim()
      .split('\n')
      .filter(Boolean);
const from = revParse(FROM);
const line = [from, ...commits];
console.log(
  `${LIST ? 'Measuring' : 'Bisecting'} ${line.length} commits${LIST ? '' : `, ${FROM}..${TO}`}, on ${PATH}, best of ${PROCESSES} processes each\n`,
);

async function start(release: Release): Promise<{ child: Child; url: string }> {
  const port = await freePort();
  const child = startNode(release.nodeArgs(['--port', String(port), ...WORLD]), {
    cwd: release.dir,
  });
  await waitForUrl(`http://127.0.0.1:${port}/__mock/health`, child, 120_000);
  return { child, url: `http://127.0.0.1:${port}${PATH}` };
}

const yardstick = await start(prepareRelease(from, () => {}));
/** Throughput of each measured commit, as a ratio to the yardstick measured beside it. */
const ratio = new Map<number, number>();
const labels = new Map<number, string>();

async function measure(i: number): Promise<number> {
  const known = ratio.get(i);
  if (known !== undefined) return known;
  if (i === 0) {
    ratio.set(0, 1);
    labels.set(0, prepareRelease(line[0]!, () => {}).label);
    return 1;
  }
  const release = prepareRelease(line[i]!, (l) => console.log(l));
  let best = 0;
  for (let p = 0; p < PROCESSES; p++) {
    const server = await start(release);
    try {
      const [it, base] = await measureInterleaved(
        [
          {
            name: `${release.label.slice(0, 30)} #${p + 1}`,
            url: server.url,
            pid: server.child.proc.pid,
          },
          { name: 'yardstick', url: yardstick.url, pid: yardstick.child.proc.pid },
        ],
        // Each server alone while it is loaded (the other stopped), as the mock case measures.
        { rounds: ROUNDS, seconds: SECONDS, connections: 50, alone: true },
      );
      best = Math.max(best, it!.rps / base!.rps);
    } finally {
      await server.child.stop();
    }
  }
  ratio.set(i, best);
  labels.set(i, release.label);
  console.log(`  → ${fmt(best * 100, 1)} % of ${line[0]!.slice(0, 7)}\n`);
  return best;
}

async function split(lo: number, hi: number): Promise<void> {
  const [a, b] = [await measure(lo), await measure(hi)];
  if (hi - lo <= 1 || Math.abs(b - a) < STEP) return;
  const mid = Math.floor((lo + hi) / 2);
  await split(lo, mid);
  await split(mid, hi);
}

try {
  if (LIST) for (let i = 1; i < line.length; i++) await measure(i);
  else await split(0, line.length - 1);
} finally {
  await yardstick.child.stop();
}
const measured = [...ratio.keys()].sort((a, b) => a - b);
console.log('Measured (throughput relative to the first commit, same run):');
for (const i of measured)
  console.log(`  ${fmt(ratio.get(i)! * 100, 1).padStart(6)} %  ${labels.get(i)}`);
console.log(`\nSteps of more than ${fmt(STEP * 100)} % between neighbouring commits:`);
for (let k = 1; k < measured.length; k++) {
  const [p, q] = [measured[k - 1]!, measured[k]!];
  const d = ratio.get(q)! - ratio.get(p)!;
  if ((LIST || q - p === 1) && Math.abs(d) >= STEP)
    console.log(`  ${d > 0 ? '+' : ''}${fmt(d * 100, 1)} points  ${labels.get(q)}`);
}
