import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createMockServer } from '../create-mock.ts';

// `--replica-id` and `--state DIR --keep-worlds`: the worlds a replica mints carry its name, and
// every made world — not only the default one — is on disk before it is answered, its writes
// journaled, back under its id after a restart, and gone from disk once dropped.

type Mock = Awaited<ReturnType<typeof createMockServer>>;
let open: Mock[] = [];
let dirs: string[] = [];
afterEach(async () => {
  for (const m of open) await m.app.close();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
  open = [];
  dirs = [];
});

async function replica(dir: string) {
  const m = await createMockServer({
    seed: 1,
    state: { dir, pollMs: 10 },
    worlds: { sweepEveryMs: 0, replicaId: 'r2', keep: { dir } },
  });
  open.push(m);
  return m;
}

async function call(m: Mock, method: string, url: string, world?: string, body?: unknown) {
  const res = await m.app.inject({
    method: method as 'GET',
    url,
    headers: {
      ...(world ? { 'x-bukka-world': world } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    payload: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.statusCode, body: res.json() };
}

const signUp = (m: Mock, world: string, email: string) =>
  call(m, 'POST', '/api/users/register', world, {
    surname: 'Kept',
    firstname: 'Test',
    password: 'Passw0rd!long',
    age: '1990-01-01',
    country: 'Nigeria',
    state: 'Lagos',
    email,
    fingerprint: 'kept-device',
  });

const emailsOf = async (m: Mock, world: string) =>
  ((await call(m, 'GET', '/__mock/snapshot', world)).body.records.users as { email: string }[]).map(
    (u) => u.email,
  );

describe('kept worlds of a replica', () => {
  it('mints ids after the replica, keeps every world and its writes, and forgets a dropped one', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bukka-keep-'));
    dirs.push(dir);
    const first = await replica(dir);
    const made = await call(first, 'POST', '/__mock/worlds', undefined, { seed: 3 });
    expect(made.status).toBe(201);
    const id = made.body.id as string;
    expect(id).toMatch(/^r2-[0-9a-f]{24}$/);
    const other = (await call(first, 'POST', '/__mock/worlds', undefined, { seed: 4 })).body.id;
    expect(readdirSync(join(dir, 'worlds')).sort()).toEqual([id, other].sort());
    expect((await signUp(first, id, 'kept@bukka.test')).status).toBe(200);
    expect((await call(first, 'DELETE', `/__mock/worlds/${other}`)).status).toBe(200);
    await first.app.close();
    open = [];
    expect(readdirSync(join(dir, 'worlds'))).toEqual([id]);

    const second = await replica(dir);
    // Listed at start, loaded after: until then the world answers a retryable 503, never a 404.
    const early = await call(second, 'GET', '/__mock/health', id);
    if (early.status !== 200) {
      expect(early.status).toBe(503);
      expect(early.body.message).toContain(`World "${id}" is being loaded`);
    }
    await second.keptWorlds.loaded;
    const list = (await call(second, 'GET', '/__mock/worlds')).body;
    expect(list.worlds.map((w: { id: string }) => w.id)).toEqual(['default', id]);
    expect((await call(second, 'GET', '/__mock/health', id)).body).toMatchObject({
      world: id,
      seed: 3,
    });
    // The account made before the restart is kept, in its world only.
    expect(await emailsOf(second, id)).toContain('kept@bukka.test');
    expect(await emailsOf(second, 'default')).not.toContain('kept@bukka.test');
  });

  it('makes a world under a given id once (a moved world keeps its name), 409 after', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bukka-keep-'));
    dirs.push(dir);
    const m = await replica(dir);
    const snapshot = (await call(m, 'GET', '/__mock/snapshot')).body;
    const made = await call(m, 'POST', '/__mock/worlds', undefined, { id: 'r1-moved', snapshot });
    expect(made.status).toBe(201);
    expect(made.body.id).toBe('r1-moved');
    const again = await call(m, 'POST', '/__mock/worlds', undefined, { id: 'r1-moved', seed: 2 });
    expect(again.status).toBe(409);
    expect(again.body.message).toContain('"r1-moved" already exists');
    expect((await call(m, 'POST', '/__mock/worlds', undefined, { id: 'default' })).status).toBe(
      409,
    );
  });
});
