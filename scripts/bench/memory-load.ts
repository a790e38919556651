// `npm run bench -- --only memory --load`: the mock as `npm start` runs it (bundled, plain node) in a
// child process, its simulator on at speed 10, under bursts of load on the store list
// (autocannon, 50 connections); the child's RSS is read every 200 ms and printed as a curve,
// with the heap after each burst. The targets: 10,000 stores, 8 bursts of 10 s (peak RSS
// ≤ 300 MB); the default world under the same load (≤ 250 MB). Options: --bursts N, --seconds S,
// --reference REF (also runs that release's mock, the way it ran then, on the 10,000 stores).
import autocannon from 'autocannon';
import { controlCall } from '#mock/control/control-client.ts';
import { controlEndpoints } from '#mock/control/control-endpoints.ts';
import { worldEndpoints } from '#mock/control/world-endpoints.ts';
import { freePort } from '#mock/free-port.ts';
import { rssMbOf, startNode, waitForUrl } from './children.ts';
import { prepareRelease, type Release } from './releases.ts';
import { flag, fmt, printTargets, type TargetRow } from './report.ts';

const BURSTS = Number(flag('bursts', '8'));
const SECONDS = Number(flag('seconds', '10'));

const REFERENCE = flag('reference', '');

type Run = { label: string; stores?: number; limitMb: number; release?: Release };

async function run({ label, stores, limitMb, release }: Run): Promise<TargetRow> {
  const port = await freePort();
  const args = [
    '--port',
    String(port),
    '--seed',
    '7',
    ...(stores ? ['--stores', String(stores)] : []),
    '--simulator',
    'on',
    '--speed',
    '10',
  ];
  const child = release
    ? startNode(release.nodeArgs(args), { cwd: release.dir })
    : startNode(['dist-mock/server.mjs', ...args]);
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitForUrl(`${base}/__mock/health`, child);
    const samples: number[] = [];
    const sampler = setInterval(() => samples.push(rssMbOf(child.proc.pid)), 200);
    const ready = rssMbOf(child.proc.pid);
    console.log(`${label}: simulator on at speed 10, RSS ${fmt(ready)} MB when ready`);
    console.log(' burst     req/s   RSS min → max MB   after   heap MB');
    for (let b = 1; b <= BURSTS; b++) {
      const from = samples.length;
      const result = await autocannon({
        url: `${base}/api/users/stores?page=1&searchedLocation=&query=&popularFilter=&rating=`,
        connections: 50,
        duration: SECONDS,
      });
      const during = samples.slice(from);
      const info = await controlCall({ baseUrl: base }, worldEndpoints.list);
      console.log(
        `${String(b).padStart(6)}  ${fmt(result.requests.average).padStart(8)}   ${fmt(Math.min(...during)).padStart(6)} → ${fmt(Math.max(...during)).padStart(4)}   ${fmt(rssMbOf(child.proc.pid)).padStart(5)}   ${fmt(info.process.heapUsedMB).padStart(7)}`,
      );
      await new Promise((r) => setTimeout(r, 1_000));
    }
    clearInterval(sampler);
    const status = await controlCall({ baseUrl: base }, controlEndpoints.simulator);
    const peak = Math.max(...samples);
    console.log(
      `  simulator: ${status.placed} orders placed, ${status.delivered} delivered, ${status.errors} errors; peak RSS ${fmt(peak)} MB\n`,
    );
    return [`peak RSS, ${label} (≤ ${limitMb} MB)`, `${fmt(peak)} MB`, peak <= limitMb];
  } finally {
    await child.stop();
  }
}

console.log(
  `Mock memory under load: ${BURSTS} bursts of ${SECONDS} s × 50 connections on the store list, seed 7\n`,
);
const rows = [
  await run({ label: '10,000 stores', stores: 10_000, limitMb: 300 }),
  await run({ label: 'default world (48 stores)', limitMb: 250 }),
];
if (REFERENCE) {
  const release = prepareRelease(REFERENCE);
  rows.push(
    await run({
      label: `previous release ${release.label.slice(0, 7)}, 10,000 stores`,
      stores: 10_000,
      limitMb: 300,
      release,
    }),
  );
}
printTargets(rows);
