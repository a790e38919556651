// The worlds case with `--fill` (alone: `--fill-only`): does a mock filled to its memory budget
// stay within its start + the budget + 10 %? The bundled mock (dist-mock/server.mjs) is started
// with `--max-worlds-mb` (--fill-mb, default 1024); 10,000-store worlds (--big-stores) are made
// one after another until it refuses one with 507; then its RSS after a full GC is set against
// the RSS it started with (after a full GC too) plus the budget plus 10 %. Also what each world
// added (RSS) against what `GET /__mock/worlds` lists for it (`memoryMB`).
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ControlError, controlCall } from '../../mock-server/control/control-client.ts';
import { worldEndpoints } from '../../mock-server/control/world-endpoints.ts';
import { type Child, rssMbOf, startNode, waitForUrl } from './children.ts';
import { flag, fmt, markdownTable } from './report.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Asks the server (started with gc-on-signal.mjs) for a full GC and waits for it; its RSS then. */
async function rssAfterGc(child: Child): Promise<number> {
  const done = child.output().split('[bench] gc done').length;
  child.proc.kill('SIGUSR2');
  for (let i = 0; i < 500 && child.output().split('[bench] gc done').length === done; i++)
    await sleep(10);
  await sleep(200);
  return rssMbOf(child.proc.pid);
}

export async function budgetFillRows(): Promise<string[]> {
  const budget = Number(flag('fill-mb', '1024'));
  const stores = Number(flag('big-stores', '10000'));
  // `--fill-from snapshot`: the first world seeded, the others made from its snapshot.
  const fromSnapshot = flag('fill-from', 'seed') === 'snapshot';
  const port = Number(flag('port', '4596')) + 20;
  const root = resolve(import.meta.dirname, '../..');
  const preload = pathToFileURL(join(import.meta.dirname, 'gc-on-signal.mjs')).href;
  const args = ['--port', String(port), '--seed', '1', '--simulator', 'off'];
  const child = startNode([
    '--expose-gc',
    '--import',
    preload,
    join(root, 'dist-mock', 'server.mjs'),
    ...args,
    '--max-worlds',
    '64',
    '--max-worlds-mb',
    String(budget),
  ]);
  const base = `http://127.0.0.1:${port}`;
  const loads: number[] = [];
  try {
    await waitForUrl(`${base}/__mock/health`, child);
    const start = await rssAfterGc(child);
    const steps: { rss: number; rssNoGc: number; listed: number }[] = [];
    let refusal = '';
    let snapshot: string | undefined;
    const make = async () => {
      if (!snapshot)
        return controlCall({ baseUrl: base }, worldEndpoints.create, { body: { stores } });
      const res = await fetch(`${base}/__mock/worlds`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: snapshot,
      });
      const answer = (await res.json()) as { memoryMB: number; message?: string };
      if (res.status !== 201)
        throw new ControlError(`POST /__mock/worlds ${res.status}`, {
          status: res.status,
          statusText: res.statusText,
          serverMessage: answer.message,
          text: JSON.stringify(answer),
        });
      return answer;
    };
    while (!refusal && steps.length < 64) {
      try {
        const made = await make();
        loads.push(loadavg()[0]!);
        const rssNoGc = rssMbOf(child.proc.pid);
        steps.push({ rss: await rssAfterGc(child), rssNoGc, listed: made.memoryMB });
        if (fromSnapshot && !snapshot) {
          const id = (made as { id: string }).id;
          const res = await fetch(`${base}/__mock/snapshot`, { headers: { 'x-bukka-world': id } });
          snapshot = `{"snapshot":${await res.text()}}`;
        }
      } catch (error) {
        if (!(error instanceof ControlError)) throw error;
        refusal = `${error.status} ${error.serverMessage ?? ''}`;
      }
    }
    const endNoGc = rssMbOf(child.proc.pid);
    const end = await rssAfterGc(child);
    const listed = await controlCall({ baseUrl: base }, worldEndpoints.list);
    const bound = start + budget * 1.1;
    const perWorld = (end - start) / Math.max(steps.length, 1);
    const listedPer = steps.reduce((n, s) => n + s.listed, 0) / Math.max(steps.length, 1);
    return [
      `Filled to the budget — --max-worlds-mb ${fmt(budget)}, worlds of ${fmt(stores)} stores made one after another ${fromSnapshot ? '(the first seeded, the others from its snapshot) ' : ''}until refused (load average ${loads.map((l) => l.toFixed(1)).join(' → ') || loadavg()[0]!.toFixed(1)}: the machine is shared, other work shows in the figures)`,
      '',
      ...markdownTable(
        [
          'start RSS',
          'worlds made',
          'RSS at the refusal: no GC / full GC',
          'start + budget + 10 %',
          'within',
          'RSS per world',
          'listed per world',
          'budget in use (listed)',
          'refusal',
        ],
        [
          [
            `${fmt(start)} MB`,
            String(steps.length),
            `${fmt(endNoGc)} / ${fmt(end)} MB`,
            `${fmt(bound)} MB`,
            Math.max(end, endNoGc) <= bound ? 'yes' : '**no**',
            `${fmt(perWorld, 1)} MB`,
            `${fmt(listedPer, 1)} MB`,
            `${fmt(listed.limits.usedMB)} MB`,
            refusal.slice(0, 120) || '—',
          ],
        ],
        'rrrrcrrrl',
      ),
      '',
      `RSS after each world, no GC / after a full GC: ${steps.map((s) => `${fmt(s.rssNoGc)} / ${fmt(s.rss)}`).join(', ')} MB`,
    ];
  } finally {
    await child.stop();
  }
}
