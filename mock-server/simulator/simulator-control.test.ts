import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/support/mock/test-app.ts';
import { startSimulatorDriver } from './simulator-driver.ts';
import { stepSimulator } from './simulator-step.ts';
import { worldViolations } from './world-invariants.ts';

/** A hand-cranked timer for the driver. */
function manualTimer() {
  let tick: (() => void) | null = null;
  return {
    setInterval: (fn: () => void) => {
      tick = fn;
      return 1;
    },
    clearInterval: () => {
      tick = null;
    },
    fire: () => tick?.(),
    get running() {
      return tick !== null;
    },
  };
}

const settle = () => new Promise((r) => setTimeout(r, 30));

describe('simulator control API and driver', { timeout: 30_000 }, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(1);
  });
  afterAll(async () => {
    await t.app.close();
  });

  it('GET /__mock/simulator: off in tests, with its counters', async () => {
    const res = await t.call('GET', '/__mock/simulator');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ on: false, speed: 1, ticks: 0, placed: 0, delivered: 0 });
    expect(Object.keys(res.body)).toEqual(
      expect.arrayContaining(['paid', 'accepted', 'refunded', 'following', 'lastEvent']),
    );
  });

  it('POST turns it on and off and sets the speed; bad bodies are 400', async () => {
    const on = await t.call('POST', '/__mock/simulator', { body: { on: true, speed: 4 } });
    expect(on.body).toMatchObject({ on: true, speed: 4 });
    expect((await t.call('GET', '/__mock/simulator')).body).toMatchObject({ on: true, speed: 4 });
    const off = await t.call('POST', '/__mock/simulator', { body: { on: false } });
    expect(off.body).toMatchObject({ on: false, speed: 4 });
    expect((await t.call('POST', '/__mock/simulator', { body: {} })).status).toBe(400);
    expect((await t.call('POST', '/__mock/simulator', { body: { speed: 0 } })).status).toBe(400);
    expect((await t.call('POST', '/__mock/simulator', { body: { speed: 1000 } })).status).toBe(400);
    expect((await t.call('POST', '/__mock/simulator', { body: { on: 'yes' } })).status).toBe(400);
    await t.call('POST', '/__mock/simulator', { body: { speed: 1 } });
  });

  it('the driver ticks only while on, simulating interval × speed per tick', async () => {
    const timer = manualTimer();
    const driver = startSimulatorDriver(t.ctx, { intervalMs: 1_000, ...timer });
    timer.fire();
    await settle();
    expect((await t.call('GET', '/__mock/simulator')).body.ticks).toBe(0);

    await t.call('POST', '/__mock/simulator', { body: { on: true, speed: 30 } });
    for (let i = 0; i < 20; i++) {
      timer.fire();
      await settle();
    }
    const running = (await t.call('GET', '/__mock/simulator')).body;
    expect(running.ticks).toBe(20);
    expect(running.simulatedMs).toBe(20 * 30_000);
    expect(running.placed).toBeGreaterThan(10);
    expect(running.delivered).toBeGreaterThan(0);

    await t.call('POST', '/__mock/simulator', { body: { on: false } });
    timer.fire();
    await settle();
    expect((await t.call('GET', '/__mock/simulator')).body.ticks).toBe(20);
    driver.stop();
    expect(timer.running).toBe(false);
    expect(worldViolations(t.ctx)).toEqual([]);
  });

  it('the demo vendor’s tabs and balance change through the API; a reset starts over', async () => {
    await t.call('POST', '/__mock/reset', { body: { seed: 1 } });
    const cookie = await t.signIn('vendor@bukka.test');
    const tabs = async () =>
      (
        await t.call('GET', `/api/orders/demo-device/allorders/${t.ids.vendor}?query=all`, {
          cookie,
        })
      ).body;
    const before = await tabs();
    for (let i = 0; i < 200; i++) await stepSimulator(t.ctx, 5_000);
    const after = await tabs();
    expect(after.counts.all).toBeGreaterThan(before.counts.all);
    expect(after.counts.delivered).toBeGreaterThan(before.counts.delivered);
    expect(after.bal).not.toBe(before.bal);
    expect(worldViolations(t.ctx)).toEqual([]);
    expect((await t.call('POST', '/__mock/reset', { body: { seed: 1 } })).status).toBe(200);
    expect((await t.call('GET', '/__mock/simulator')).body).toMatchObject({ ticks: 0, placed: 0 });
  });
});
