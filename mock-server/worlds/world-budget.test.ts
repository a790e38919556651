import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMockServer } from '../create-mock.ts';
import { createFixedClock } from '../domain/plumbing/clock.ts';
import { fullGc } from './full-gc.ts';
import type { RegistryOptions } from './world-registry.ts';

// A world never stalls the others, and worlds do not grow without bound. A big world
// is seeded in slices (the default world is answered meanwhile); each world's memory is estimated
// and listed, and `--max-worlds-mb` refuses a world past the budget with 507 and a message; a
// dropped world leaves nothing holding it, and the mock runs a full GC after drops so its memory
// goes back to the system.

const START = Date.parse('2026-11-25T09:00:00Z');
const STORE_PAGE = '/api/users/stores?page=1&searchedLocation=&query=&popularFilter=&rating=';
type Mock = Awaited<ReturnType<typeof createMockServer>>;
let open: Mock[] = [];
afterEach(async () => {
  for (const m of open) await m.app.close();
  open = [];
});

async function mock(worlds: RegistryOptions = {}) {
  const m = await createMockServer({
    seed: 1,
    clock: createFixedClock(START),
    options: { checkAnswers: true },
    worlds: { clock: () => createFixedClock(START), sweepEveryMs: 0, ...worlds },
  });
  open.push(m);
  return m;
}

async function call(m: Mock, method: string, url: string, body?: unknown, world?: string) {
  const res = await m.app.inject({
    method: method as 'GET',
    url,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(world ? { 'x-bukka-world': world } : {}),
    },
    payload: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.statusCode, body: res.json() };
}

describe('a big world being made', { timeout: 120_000 }, () => {
  it('leaves the default world answering while it is seeded', async () => {
    const m = await mock();
    expect((await call(m, 'GET', STORE_PAGE)).status).toBe(200);
    let done = false;
    const made = call(m, 'POST', '/__mock/worlds', { stores: 2500 }).finally(() => {
      done = true;
    });
    let answered = 0;
    while (!done) {
      // A client's next request arrives as I/O does, between the event loop's turns.
      await new Promise((r) => setTimeout(r, 1));
      const page = await call(m, 'GET', STORE_PAGE);
      expect(page.status).toBe(200);
      if (!done) answered++;
    }
    expect((await made).status).toBe(201);
    // One-go seeding answers none until the world is made (~0.5 s of work; slices of 4 ms).
    expect(answered).toBeGreaterThan(10);
  });
});

describe('the memory of worlds', { timeout: 120_000 }, () => {
  it('is listed per world, and --max-worlds-mb refuses a world past it with 507', async () => {
    const m = await mock({ maxWorldsMb: 3 });
    const first = await call(m, 'POST', '/__mock/worlds', {});
    expect(first.status).toBe(201);
    expect(first.body.memoryMB).toBeGreaterThan(0.5);
    const list = (await call(m, 'GET', '/__mock/worlds')).body;
    expect(list.worlds[1].memoryMB).toBe(first.body.memoryMB);
    expect(list.limits).toMatchObject({ maxWorldsMB: 3, usedMB: Math.round(first.body.memoryMB) });

    const refused = await call(m, 'POST', '/__mock/worlds', {});
    expect(refused.status).toBe(507);
    expect(refused.body.message).toMatch(
      /already hold about \d+ MB of their 3 MB budget \(--max-worlds-mb\)/,
    );
    expect(refused.body).toMatchObject({ budgetMB: 3, neededMB: expect.any(Number) });
    // A big world is refused before it is built, from its size.
    const big = await call(m, 'POST', '/__mock/worlds', { stores: 10_000 });
    expect(big.status).toBe(507);
    expect(big.body.message).toContain('a world of 10000 stores (about 118 MB)');
    // So is a snapshot whose world would not fit.
    const snapshot = (await call(m, 'GET', '/__mock/snapshot')).body;
    const copy = await call(m, 'POST', '/__mock/worlds', { snapshot });
    expect(copy.status).toBe(507);
    expect((await call(m, 'GET', '/__mock/worlds')).body.worlds).toHaveLength(2);

    expect((await call(m, 'DELETE', `/__mock/worlds/${first.body.id}`)).status).toBe(200);
    expect((await call(m, 'POST', '/__mock/worlds', { snapshot })).status).toBe(201);
  });

  it('a dropped world is collectable: nothing keeps it (simulator, caches, streams, registry)', async () => {
    const gc = fullGc();
    expect(gc).toBeDefined();
    const m = await mock();
    const made = await call(m, 'POST', '/__mock/worlds', { simulator: true, speed: 50 });
    const id = made.body.id as string;
    for (const url of [STORE_PAGE, '/__mock/health', '/__mock/city', '/__mock/worlds'])
      expect((await call(m, 'GET', url, undefined, id)).status).toBe(200);
    const ref = new WeakRef(m.worlds.get(id)!.ctx);
    await new Promise((r) => setTimeout(r, 50)); // a simulator tick or two
    expect((await call(m, 'DELETE', `/__mock/worlds/${id}`)).status).toBe(200);
    await new Promise((r) => setTimeout(r, 0)); // a WeakRef's target lives to the end of its job
    gc!();
    expect(ref.deref()).toBeUndefined();
  });

  it('after drops, a full GC runs once the burst is over', async () => {
    const collect = vi.fn();
    const m = await mock({ collect });
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push((await call(m, 'POST', '/__mock/worlds', {})).body.id);
    for (const id of ids) await call(m, 'DELETE', `/__mock/worlds/${id}`);
    expect(collect).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(collect).toHaveBeenCalledTimes(1), { timeout: 3_000 });
    await new Promise((r) => setTimeout(r, 700));
    expect(collect).toHaveBeenCalledTimes(1);
  });
});
