// The worlds case with `--fill` (alone: `--fill-only`): does a mock filled to its memory budget
// stay within its start + the budget + 10 %? The bundled mock (dist-mock/server.mjs) is started
// with `--max-worlds-mb` (--fill-mb, default 1024); 10,000-store worlds (--big-stores) are made
// one after another until it refuses one with 507; then its RSS after a full GC is set against
// the RSS it started with (after a full GC too) plus the budget plus 10 %. Also what each world
// added (RSS) against what `GET /__mock/worlds` lists for it (`memoryMB`).
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ControlError, controlCall } from '#mock/control/control-client.ts';
import { worldEndpoints } from '#mock/control/world-endpoints.ts';
import { type Child, fullGc, rssMbOf, startNode, waitForUrl } from './children.ts';
import { flag, fmt, markdownTable } from './report.ts';

/** The server's RSS after a full GC. */
async function rssAfterGc(child: Child): Promise<number> {
  await fullGc(child);
  return rssMbOf(child.proc.pid);
}

type Step = { rss: number; rssNoGc: number; listed: number };

/** A world made by a seed, or from `snapshot` (a `{ snapshot }` body) once there is one. */
async function makeWorld(base: string, stores: number, snapshot: string | undefined) {
  if (!snapshot) return controlCall({ baseUrl: base }, worldEndpoints.create, { body: { stores } });
  const res = await fetch(`${base}/__mock/worlds`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: snapshot,
  });
  const answer = (await res.json()) as { id: string; memoryMB: number; message?: string };
  if (res.status !== 201)
    throw new ControlError(`POST /__mock/worlds ${res.status}`, {
      status: res.status,
      statusText: res.statusText,
      serverMessage: answer.message,
      text: JSON.stringify(answer),
    });
  return answer;
}

/** Worlds made one after another until the mock refuses one (507), with the RSS after each. */
async function fill(base: string, child: Child, stores: number, fromSnapshot: boolean) {
  const steps: Step[] = [];
  const loads: number[] = [];
  let refusal = '';
  let snapshot: string | undefined;
  while (!refusal && steps.length < 64) {
    try {
      const made = await makeWorld(base, stores, snapshot);
      loads.push(loadavg()[0]!);
      const rssNoGc = rssMbOf(child.proc.pid);
      steps.push({ rss: await rssAfterGc(child), rssNoGc, listed: made.memoryMB });
      if (fromSnapshot && !snapshot) {
        const headers = { 'x-bukka-world': made.id };
        const res = await fetch(`${base}/__mock/snapshot`, { headers });
        snapshot = `{"snapshot":${await res.text()}}`;
      }
    } catch (error) {
      if (!(error instanceof ControlError)) throw error;
      refusal = `${error.status} ${error.serverMessage ?? ''}`;
    }
  }
  return { steps, loads, refusal };
}

export async function budgetFillRows(): Promise<string[]> {
  const budget = Number(flag('fill-mb', '1024'));
  const stores = Number(flag('big-stores', '10000'));
  // `--fill-from snapshot`: the first world seeded, the others made from its snapshot.
  const fromSnapshot = flag('fill-from', 'seed') === 'snapshot';
  const port = Number(flag('port', '4596')) + 20;
  const bundle = join(resolve(import.meta.dirname, '../..'), 'dist-mock', 'server.mjs');
  const preload = pathToFileURL(join(import.meta.dirname, 'gc-on-signal.mjs')).href;
  const child = startNode(
    ['--expose-gc', '--import', preload, bundle, '--port', String(port), '--seed', '1'].concat([
      '--simulator',
      'off',
      '--max-worlds',
      '64',
      '--max-worlds-mb',
      String(budget),
    ]),
  );
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForUrl(`${base}/__mock/health`, child);
    const start = await rssAfterGc(child);
    const { steps, loads, refusal } = await fill(base, child, stores, fromSnapshot);
    const endNoGc = rssMbOf(child.proc.pid);
    const end = await rssAfterGc(child);
    const listed = await controlCall({ baseUrl: base }, worldEndpoints.list);
    const bound = start + budget * 1.1;
    const made = Math.max(steps.length, 1);
    const row = [
      `${fmt(start)} MB`,
      String(steps.length),
      `${fmt(endNoGc)} / ${fmt(end)} MB`,
      `${fmt(bound)} MB`,
      Math.max(end, endNoGc) <= bound ? 'yes' : '**no**',
      `${fmt((end - start) / made, 1)} MB`,
      `${fmt(steps.reduce((n, s) => n + s.listed, 0) / made, 1)} MB`,
      `${fmt(listed.limits.usedMB)} MB`,
      refusal.slice(0, 120) || '—',
    ];
    const head = ['start RSS', 'worlds made', 'RSS at the refusal: no GC / full GC'].concat(
      ['start + budget + 10 %', 'within', 'RSS per world', 'listed per world'],
      ['budget in use (listed)', 'refusal'],
    );
    return [
      `Filled to the budget — --max-worlds-mb ${fmt(budget)}, worlds of ${fmt(stores)} stores made one after another ${fromSnapshot ? '(the first seeded, the others from its snapshot) ' : ''}until refused (load average ${loads.map((l) => l.toFixed(1)).join(' → ') || loadavg()[0]!.toFixed(1)}: the machine is shared, other work shows in the figures)`,
      '',
      ...markdownTable(head, [row], 'rrrrcrrrl'),
      '',
      `RSS after each world, no GC / after a full GC: ${steps.map((s) => `${fmt(s.rssNoGc)} / ${fmt(s.rss)}`).join(', ')} MB`,
    ];
  } finally {
    await child.stop();
  }
}
