import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { selectScenarios } from '#scenarios/catalog.ts';
import { runInWorlds } from '#scenarios/runner/parallel-run.ts';
import { resolveTarget } from '#scenarios/runner/resolve-target.ts';
import { startTestFleet, type TestFleet } from '#tests/support/fleet/test-fleet.ts';
import { type Answer, ask, emailsOf, loop, signUp } from '#tests/support/fleet/traffic.ts';

// `npm run fleet` for real: nginx (Debian's package) in front of 3 mock replicas, worlds made
// through the gateway and reached by nginx's routes alone, a scenario suite across them, a replica
// killed with SIGKILL mid-traffic and restarted with its worlds and every answered write, and a
// drain that moves a replica's worlds to the others.

let fleet: TestFleet;
/** World id → seed, for the 30 worlds made through the gateway. */
const seeds = new Map<string, number>();
const replicaOf = (world: string) => world.split('-')[0]!;

/** Why the fleet did not start (nginx missing: how to install it); every test fails with it. */
let notStarted: Error | undefined;
beforeAll(async () => {
  try {
    fleet = await startTestFleet(3);
  } catch (error) {
    notStarted = error as Error;
  }
}, 120_000);
beforeEach(() => {
  if (notStarted) throw notStarted;
});
afterAll(async () => {
  await fleet?.cleanup();
});

const post = async (path: string, body: unknown) => {
  const res = await fetch(`${fleet.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
};
const get = async (path: string) => (await fetch(`${fleet.url}${path}`)).json();

describe('a fleet of 3 mock processes behind nginx', () => {
  it('places 30 worlds over the processes; each answers with its own seed’s data', async () => {
    const made = await Promise.all(
      Array.from({ length: 30 }, (_, i) => post('/__mock/worlds', { seed: (i % 10) + 1 })),
    );
    for (const [i, m] of made.entries()) {
      expect(m.status).toBe(201);
      seeds.set(m.body.id, (i % 10) + 1);
    }
    const perReplica: Record<string, string[]> = {};
    for (const id of seeds.keys()) {
      perReplica[replicaOf(id)] = [...(perReplica[replicaOf(id)] ?? []), id];
    }
    expect(Object.keys(perReplica).sort()).toEqual(['r1', 'r2', 'r3']);
    for (const ids of Object.values(perReplica)) expect(ids.length).toBeGreaterThanOrEqual(6);

    // Each world's stores are its seed's: the same in the three worlds of a seed (on any replica),
    // another list for another seed.
    const pages = new Map<number, Set<string>>();
    await Promise.all(
      [...seeds].map(async ([world, seed]) => {
        const health = await ask(fleet.url, world, '/__mock/health');
        expect(health.body).toMatchObject({ world, seed });
        const stores = await ask(fleet.url, world, '/api/users/stores?page=1');
        expect(stores.status).toBe(200);
        const names = JSON.stringify((stores.body.stores as { _id: string }[]).map((s) => s._id));
        pages.set(seed, (pages.get(seed) ?? new Set()).add(names));
      }),
    );
    expect([...pages.values()].map((p) => p.size)).toEqual(Array(10).fill(1));
    expect(new Set([...pages.values()].map((p) => [...p][0])).size).toBe(10);

    const listed = await get('/__mock/worlds');
    expect(listed.worlds).toHaveLength(31);
    expect(listed.worlds[0]).toMatchObject({ id: 'default', replica: 'r1' });
    for (const w of listed.worlds.slice(1)) expect(w.replica).toBe(replicaOf(w.id));
    const info = await get('/__mock/fleet');
    expect(info.replicas.map((r: { id: string }) => r.id)).toEqual(['r1', 'r2', 'r3']);
    for (const r of info.replicas) {
      expect(r).toMatchObject({ status: 'up', drained: false });
      expect(r.pid).toBeGreaterThan(0);
      expect(r.memory.rssMB).toBeGreaterThan(0);
      expect(r.worlds).toEqual(perReplica[r.id]!.slice().sort((a, b) => listedOrder(listed, a, b)));
    }
  }, 120_000);

  it('runs a scenario suite in parallel, each scenario in its own world of the fleet', async () => {
    const picked = selectScenarios('new-buyer,vendor-accepts,vendor-refunds,account-security');
    const target = await resolveTarget(fleet.url, 'fleet', 'card');
    const results = await runInWorlds(picked, target, {
      workers: 3,
      seed: 1,
      reset: true,
      verbose: false,
      log: () => undefined,
    });
    expect(results.map((r) => `${r.name}: ${r.status}`)).toEqual(
      picked.map((s) => `${s.name}: passed`),
    );
  }, 120_000);

  it('a replica killed mid-traffic: its worlds answer 503 naming them, the others see nothing; it comes back with every answered write', async () => {
    const r2 = fleet.replicas.find((r) => r.id === 'r2')!;
    const victims = [...seeds.keys()].filter((w) => replicaOf(w) === 'r2');
    const others = [...seeds.keys()].filter((w) => replicaOf(w) !== 'r2').slice(0, 4);
    const writers = victims.slice(0, 2).map((world) =>
      loop(async (n) => ({
        answer: await signUp(fleet.url, world, `kill-${n}@${world}.test`),
        email: `kill-${n}@${world}.test`,
      })),
    );
    const readers = [...victims.slice(2, 4), ...others].map((world) =>
      loop(() => ask(fleet.url, world, '/__mock/health')),
    );
    // Killed once each writer has had writes answered.
    while (writers.some((w) => w.sofar().filter((x) => x.answer.status === 200).length < 2))
      await new Promise((r) => setTimeout(r, 50));
    const oldPid = r2.pid()!;
    const killedAt = Date.now();
    process.kill(oldPid, 'SIGKILL');
    while (r2.pid() === oldPid) await new Promise((r) => setTimeout(r, 20));
    const respawnMs = Date.now() - killedAt;
    await r2.ready();
    const upMs = Date.now() - killedAt;
    await new Promise((r) => setTimeout(r, 500));
    const written = (await Promise.all(writers.map((w) => w.stop()))).flat();
    const read: Answer[] = (await Promise.all(readers.map((r) => r.stop()))).flat();
    const banner = fleet.lines.filter((l) => /^\[r2\] Bukka mock API listening/.test(l)).at(-1);
    console.log(
      `[fleet test] r2 killed: a new process in ${respawnMs} ms, serving in ${upMs} ms (${banner?.replace(/.*— /, '')})`,
    );

    expect(respawnMs).toBeLessThan(5_000);
    expect(upMs).toBeLessThan(30_000);
    const answers = [...read, ...written.map((w) => w.answer)];
    for (const a of answers) {
      // Never a hang, never another world's answer.
      expect(a.status, JSON.stringify(a)).not.toBe(0);
      if (replicaOf(a.world) !== 'r2') expect(a.status, JSON.stringify(a)).toBe(200);
      else if (a.status === 503) {
        // nginx's while the process is down, the new process's while the world loads.
        expect(a.body.message).toMatch(
          new RegExp(`^World "${a.world}" (is held by replica r2|is being loaded from --state)`),
        );
        expect(a.retryAfter).toMatch(/^[12]$/);
      } else expect(a.status).toBe(200);
      if (a.body.world !== undefined) expect(a.body.world).toBe(a.world);
    }
    expect(
      answers.filter((a) => a.status === 503).length,
      'no 503 while r2 was down',
    ).toBeGreaterThan(0);
    // Its worlds are back (each answering a retryable 503 until it is loaded), each with every
    // write it answered.
    for (const world of victims) {
      for (;;) {
        const a = await ask(fleet.url, world, '/__mock/health');
        if (a.status === 200) break;
        expect(a.status).toBe(503);
        expect(a.retryAfter).not.toBeNull();
        await new Promise((r) => setTimeout(r, 200));
      }
    }
    const servingMs = Date.now() - killedAt;
    console.log(
      `[fleet test] r2's ${victims.length} worlds all loaded ${servingMs} ms after the kill`,
    );
    const back = (await get('/__mock/fleet')).replicas.find((r: { id: string }) => r.id === 'r2');
    expect([...back.worlds].sort()).toEqual([...victims].sort());
    for (const world of victims.slice(0, 2)) {
      const kept = await emailsOf(fleet.url, world);
      const answered = written.filter((w) => w.answer.status === 200 && w.answer.world === world);
      expect(
        answered.length,
        `writes answered in ${world}: ${JSON.stringify(written.map((w) => [w.answer.world.slice(0, 6), w.answer.status]))}`,
      ).toBeGreaterThan(0);
      for (const w of answered) expect(kept).toContain(w.email);
    }
  }, 120_000);

  it('a drain moves a replica’s worlds to the others; a client that waits its Retry-After sees at most one 503', async () => {
    const leaving = [...seeds.keys()].filter((w) => replicaOf(w) === 'r3');
    expect((await signUp(fleet.url, leaving[0]!, 'before-drain@bukka.test')).status).toBe(200);
    const clients = leaving.slice(0, 3).map((world) =>
      loop(async () => {
        const a = await ask(fleet.url, world, '/__mock/health');
        if (a.status === 503) await new Promise((r) => setTimeout(r, Number(a.retryAfter) * 1_000));
        return a;
      }),
    );
    const drained = await post('/__mock/fleet/replicas/r3/drain', {});
    const seen = (await Promise.all(clients.map((c) => c.stop()))).map((answers) =>
      answers.filter((a) => a.status !== 200),
    );
    expect(drained.status).toBe(200);
    expect(drained.body.failed).toEqual([]);
    expect(drained.body.moved.map((m: { id: string }) => m.id).sort()).toEqual([...leaving].sort());
    for (const others of seen) {
      expect(others.length, JSON.stringify(others)).toBeLessThanOrEqual(1);
      for (const a of others) {
        expect(a.status).toBe(503);
        expect(a.body.message).toContain(`World "${a.world}" is moving`);
      }
    }
    const info = await get('/__mock/fleet');
    expect(info.replicas.find((r: { id: string }) => r.id === 'r3')).toMatchObject({
      drained: true,
      worlds: [],
    });
    for (const world of leaving) {
      expect(info.moved[world]).toMatch(/^r[12]$/);
      expect((await ask(fleet.url, world, '/__mock/health')).body).toMatchObject({
        world,
        seed: seeds.get(world),
      });
    }
    expect(await emailsOf(fleet.url, leaving[0]!)).toContain('before-drain@bukka.test');
    // A new world goes to a replica that takes worlds.
    const made = await post('/__mock/worlds', { seed: 5 });
    expect(replicaOf(made.body.id)).not.toBe('r3');
  }, 120_000);
});

/** The order `GET /__mock/worlds` lists worlds in (a replica lists its worlds oldest first). */
function listedOrder(listed: { worlds: { id: string }[] }, a: string, b: string): number {
  const ids = listed.worlds.map((w) => w.id);
  return ids.indexOf(a) - ids.indexOf(b);
}
