import { describe, expect, it } from 'vitest';
import { createFixedClock } from './domain/plumbing/clock.ts';
import { DEMO_DEVICE, DEMO_PASSWORD } from './seed/demo-accounts.ts';
import { type RunningMock, startMock } from './start-mock.ts';

// The mock's public entry: a mock started, kept by its host and started again from what it kept
// (the static demo across reloads), or given another world in place of its own (its reset).

const clock = () => createFixedClock(Date.UTC(2026, 10, 21, 12));

/** Serves one request through the mock's pipeline, routed as every transport routes it. */
async function call(running: RunningMock, method: string, path: string, body?: unknown) {
  const found = running.mock.match(method, path);
  if (!found) return running.mock.notFound(method, path);
  return running.mock.serve(found.route, {
    method: found.route.method,
    path,
    params: found.params,
    query: {},
    body,
    files: [],
    cookies: {},
    headers: {},
  });
}

const signIn = (running: RunningMock) =>
  call(running, 'POST', '/api/users/signin', {
    email: 'buyer@bukka.test',
    password: DEMO_PASSWORD,
    fingerprint: DEMO_DEVICE,
  });

describe('startMock', () => {
  it('starts again from what its host kept: the world, the simulator’s settings, the feed', async () => {
    const first = await startMock({
      seed: 3,
      clock: clock(),
      simulator: { on: false, speed: 5, feedFromStart: true },
    });
    expect((await signIn(first)).status).toBe(200);
    await call(first, 'POST', '/__mock/simulator', { demand: 3 });
    await call(first, 'POST', '/__mock/bank-transfer', {
      accountNumber: first.ctx.db.accounts.all()[0]!.accountNumber,
      amount: 2500,
    });
    const before = first.keepStamp();
    const kept = first.keep();
    expect(first.keepStamp()).toBe(before);
    first.stop();
    expect(kept.simulator).toEqual({ on: false, speed: 5, demand: 3 });
    // With the simulator off, keeping looks at the world first: the person's transfer is news.
    expect(kept.feed.events.map((e) => e.type)).toEqual(['wallet-transfer']);

    const again = await startMock({
      seed: 3,
      clock: clock(),
      from: Promise.resolve({ kind: 'kept', kept }),
      simulator: { on: true, speed: 1, feedFromStart: true },
    });
    again.stop();
    expect(again.ctx.simulator).toMatchObject({ on: false, speed: 5, demand: 3 });
    expect(again.keep().world).toEqual(kept.world);
    expect(again.keep().feed).toEqual(kept.feed);
    expect((await call(again, 'GET', '/__mock/city')).body).toMatchObject({ lastSeq: 1 });
  }, 20_000);

  it('refuses a kept world that does not read, naming its first problem', async () => {
    const broken = { world: { records: 'none' }, simulator: { on: false, speed: 1, demand: 1 } };
    await expect(
      startMock({ from: { kind: 'kept', kept: { ...broken, feed: { seq: 0, events: [] } } } }),
    ).rejects.toThrow(/^the world does not read: /);
  });

  it('puts another world in place of its own, served by the same app', async () => {
    const running = await startMock({ seed: 3, clock: clock() });
    const document = running.keep().world;
    expect((await signIn(running)).status).toBe(200);
    const changed = running.keepStamp();
    await running.replaceWorld({ kind: 'document', document });
    expect(running.keepStamp()).not.toBe(changed);
    expect(running.keep().world).toEqual(document);
    await running.replaceWorld({ kind: 'seed' });
    expect((await call(running, 'GET', '/__mock/health')).body).toMatchObject({ seed: 3 });
    running.stop();
  }, 20_000);
});
