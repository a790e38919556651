import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/support/mock/test-app.ts';
import { createTestWorld } from '#tests/support/mock/test-world.ts';
import { createFastifyApp } from '../adapters/fastify.ts';
import { cityListenerCount } from '../simulator/city-events.ts';
import { CARD_OUTAGE_MESSAGE } from '../simulator/presets.ts';
import { stepSimulator } from '../simulator/simulator-step.ts';
import { openCityStream, type StreamTimers } from './city-stream.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(1);
});
afterAll(async () => {
  await t.app.close();
});

/** Parses SSE text into messages. */
function parseSse(text: string) {
  return text
    .split('\n\n')
    .filter((block) => block.includes('data: '))
    .map((block) => {
      const field = (name: string) =>
        /^(.*)$/m.exec(
          block
            .split('\n')
            .find((l) => l.startsWith(`${name}: `))
            ?.slice(name.length + 2) ?? '',
        )?.[1];
      return { event: field('event'), id: field('id'), data: JSON.parse(field('data') ?? 'null') };
    });
}

describe('presets (control API)', () => {
  it('lists the presets', async () => {
    const res = await t.call('GET', '/__mock/presets');
    expect(res.status).toBe(200);
    expect(res.body.presets.map((p: { name: string }) => p.name)).toEqual([
      'quiet-evening',
      'lunch-rush',
      'payment-outage',
      'normal',
    ]);
  });

  it('sets speed and demand, and turns card checks off and on, leaving hand-made faults alone', async () => {
    await t.call('POST', '/__mock/faults', { body: { path: '/api/users/stores', status: 500 } });
    const rush = await t.call('POST', '/__mock/presets/lunch-rush');
    expect(rush.status).toBe(200);
    expect(rush.body.simulator).toMatchObject({ on: true, speed: 10, demand: 3 });
    expect(rush.body.cardChecksDown).toBe(false);

    const outage = await t.call('POST', '/__mock/presets/payment-outage');
    expect(outage.body.simulator).toMatchObject({ speed: 10, demand: 3 });
    expect(outage.body.cardChecksDown).toBe(true);
    const check = await t.call('POST', '/api/pay', { body: { reference: 'x' } });
    expect(check.status).toBe(503);
    expect(check.body).toEqual({ message: CARD_OUTAGE_MESSAGE });
    // Twice is still one outage, and it lasts until cleared.
    await t.call('POST', '/__mock/presets/payment-outage');
    expect((await t.call('POST', '/api/pay', { body: { reference: 'x' } })).status).toBe(503);
    expect(
      (await t.call('GET', '/__mock/faults')).body.filter(
        (f: { path: string }) => f.path === '/api/pay',
      ),
    ).toHaveLength(1);

    const quiet = await t.call('POST', '/__mock/presets/quiet-evening');
    expect(quiet.body.simulator).toMatchObject({ on: true, speed: 5, demand: 0.25 });
    expect(quiet.body.cardChecksDown).toBe(false);
    const after = await t.call('POST', '/api/pay', { body: { reference: 'x' } });
    expect(after.status).not.toBe(503); // the check answers again (this reference is unknown)
    expect(after.body).not.toEqual({ message: CARD_OUTAGE_MESSAGE });
    expect((await t.call('GET', '/__mock/faults')).body).toMatchObject([
      { path: '/api/users/stores' },
    ]);
    expect((await t.call('GET', '/__mock/presets')).body.current).toBe('quiet-evening');

    await t.call('POST', '/__mock/simulator', { body: { speed: 2, on: false } });
    expect((await t.call('GET', '/__mock/presets')).body.current).toBeNull();
    await t.call('DELETE', '/__mock/faults');
  });

  it('refuses an unknown preset and a demand out of range', async () => {
    const res = await t.call('POST', '/__mock/presets/rainy-day');
    expect(res.status).toBe(404);
    expect(res.body.message).toMatch(/^No preset rainy-day: quiet-evening, lunch-rush/);
    expect((await t.call('POST', '/__mock/simulator', { body: { demand: 50 } })).status).toBe(400);
  });

  it('are documented in the OpenAPI document with the city snapshot and the event stream', async () => {
    const doc = (await t.call('GET', '/__mock/openapi.json')).body;
    for (const path of [
      '/__mock/presets',
      '/__mock/presets/{name}',
      '/__mock/city',
      '/__mock/events',
    ]) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
  });
});

describe('GET /__mock/city', () => {
  it('answers the snapshot: figures, riders, stores, cities, events after a seq', async () => {
    for (let i = 0; i < 40; i++) await stepSimulator(t.ctx, 5_000);
    const res = await t.call('GET', '/__mock/city');
    expect(res.status).toBe(200);
    const s = res.body;
    expect(s.throughput.placed).toBeGreaterThan(0);
    expect(s.stores.length).toBeGreaterThan(40);
    expect(s.cities.map((c: { name: string }) => c.name)).toEqual([
      'Lagos',
      'Abuja',
      'Port Harcourt',
      'Ibadan',
    ]);
    expect(s.events.length).toBeGreaterThan(0);
    expect(s.lastSeq).toBe(s.events.at(-1).seq);
    for (const r of s.riders)
      expect(r).toMatchObject({
        lat: expect.any(Number),
        lon: expect.any(Number),
        rider: expect.any(String),
      });
    const later = await t.call('GET', `/__mock/city?after=${s.lastSeq}`);
    expect(later.body.events).toEqual([]);
    expect((await t.call('GET', '/__mock/city?after=x')).status).toBe(400);
  });
});

describe('the event stream', () => {
  it('sends a snapshot, then order events and ticks; stops listening and ticking when closed', async () => {
    const world = await createTestWorld(2);
    const chunks: string[] = [];
    const timers: StreamTimers & { live: Set<() => void> } = {
      live: new Set(),
      setInterval(fn) {
        timers.live.add(fn);
        return fn;
      },
      clearInterval(handle) {
        timers.live.delete(handle as () => void);
      },
    };
    const close = openCityStream(world.ctx, (c) => chunks.push(c), { timers });
    expect(chunks[0]).toBe('retry: 3000\n\n');
    expect(parseSse(chunks.join(''))[0]!.event).toBe('snapshot');
    for (let i = 0; i < 20; i++) await stepSimulator(world.ctx, 5_000);
    for (const tick of timers.live) tick();
    const messages = parseSse(chunks.join(''));
    const orders = messages.filter((m) => m.event === 'order');
    expect(orders.length).toBeGreaterThan(0);
    expect(orders[0]!.id).toBe(String(orders[0]!.data.seq));
    expect(messages.at(-1)!.event).toBe('tick');
    expect(cityListenerCount(world.ctx)).toBe(1);
    close();
    close();
    expect(cityListenerCount(world.ctx)).toBe(0);
    expect(timers.live.size).toBe(0);
    const before = chunks.length;
    await stepSimulator(world.ctx, 30_000);
    expect(chunks.length).toBe(before);
  });

  it('works through Fastify over a real socket, and lets go of a client that leaves', async () => {
    const world = await createTestWorld(3);
    const app = await createFastifyApp(world.mock);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const open = () =>
      new Promise<{ res: IncomingMessage; text: () => string; destroy: () => void }>(
        (resolve, reject) => {
          const req = httpRequest(
            { host: '127.0.0.1', port, path: '/__mock/events', headers: { 'last-event-id': '0' } },
            (res) => {
              let text = '';
              res.setEncoding('utf8');
              res.on('data', (c: string) => {
                text += c;
              });
              res.on('error', () => {});
              resolve({ res, text: () => text, destroy: () => req.destroy() });
            },
          );
          req.on('error', reject);
          req.end();
        },
      );
    const a = await open();
    expect(a.res.statusCode).toBe(200);
    expect(a.res.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(a.res.headers['cache-control']).toBe('no-store');
    await expect.poll(() => cityListenerCount(world.ctx)).toBe(1);
    for (let i = 0; i < 20; i++) await stepSimulator(world.ctx, 5_000);
    await expect
      .poll(() => parseSse(a.text()).filter((m) => m.event === 'order').length)
      .toBeGreaterThan(0);
    expect(parseSse(a.text())[0]!.event).toBe('snapshot');
    a.destroy();
    await expect.poll(() => cityListenerCount(world.ctx)).toBe(0);
    // A client still connected does not keep the server from closing.
    const b = await open();
    await expect.poll(() => cityListenerCount(world.ctx)).toBe(1);
    await app.close();
    expect(cityListenerCount(world.ctx)).toBe(0);
    b.destroy();
  });

  it('works through MSW as a streamed body, released when the reader cancels', async () => {
    const world = await createTestWorld(4);
    const res = (await getResponse(
      world.handlers,
      new Request('http://localhost:3000/__mock/events'),
    ))!;
    expect(res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    while (!text.includes('event: snapshot')) text += decoder.decode((await reader.read()).value);
    expect(cityListenerCount(world.ctx)).toBe(1);
    for (let i = 0; i < 20; i++) await stepSimulator(world.ctx, 5_000);
    while (!text.includes('event: order')) text += decoder.decode((await reader.read()).value);
    await reader.cancel();
    expect(cityListenerCount(world.ctx)).toBe(0);
  });
});
