import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFastifyApp, SERVER_TIMEOUTS } from '#mock/adapters/fastify.ts';
import { createTestWorld } from '#tests/support/mock/test-world.ts';

// The attack as a test: slowloris — a client sends its headers or its body a byte
// at a time and holds a socket (and the request's memory) for as long as it likes.

type Shown = { closedAfterMs: number; answer: string };

/** Opens a socket, sends `head`, then one byte of `drip` every `everyMs`, until the server closes. */
function drip(port: number, head: string, dripText: string, everyMs: number, giveUpMs: number) {
  return new Promise<Shown>((done) => {
    const started = performance.now();
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    let timer: NodeJS.Timeout | undefined;
    const giveUp = setTimeout(() => socket.destroy(), giveUpMs);
    socket.on('data', (d) => {
      answer += d.toString();
    });
    socket.on('close', () => {
      clearInterval(timer);
      clearTimeout(giveUp);
      done({ closedAfterMs: performance.now() - started, answer });
    });
    socket.on('error', () => {});
    socket.on('connect', () => {
      socket.write(head);
      let i = 0;
      timer = setInterval(() => {
        if (!socket.destroyed) socket.write(dripText[i++ % dripText.length]!);
      }, everyMs);
    });
  });
}

describe('slow requests are closed', { timeout: 60_000 }, () => {
  let port = 0;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const world = await createTestWorld(1);
    const app = await createFastifyApp(world.mock, {
      timeouts: {
        requestTimeout: 1_500,
        headersTimeout: 800,
        connectionTimeout: 3_000,
        keepAliveTimeout: 400,
        checkEvery: 100,
      },
    });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    port = Number(new URL(address).port);
    close = () => app.close();
  }, 30_000);
  afterAll(async () => {
    await close?.();
  });

  it('a body sent a byte every 100 ms: 408 and closed once the request time is up', async () => {
    const shown = await drip(
      port,
      'POST /api/users/signin HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{"email":"',
      'a',
      100,
      10_000,
    );
    expect(shown.answer).toMatch(/^HTTP\/1\.1 408/);
    expect(shown.closedAfterMs).toBeGreaterThan(1_400);
    expect(shown.closedAfterMs).toBeLessThan(4_000);
  });

  it('headers sent a byte every 100 ms: closed once the headers time is up', async () => {
    const shown = await drip(
      port,
      'GET /__mock/health HTTP/1.1\r\nHost: localhost\r\nX-Slow: ',
      'b',
      100,
      10_000,
    );
    expect(shown.closedAfterMs).toBeGreaterThan(700);
    expect(shown.closedAfterMs).toBeLessThan(3_000);
    expect(shown.answer).not.toMatch(/200 OK/);
  });

  it('an idle keep-alive socket is closed after the keep-alive time', async () => {
    const shown = await drip(
      port,
      'GET /__mock/health HTTP/1.1\r\nHost: localhost\r\n\r\n',
      '',
      100_000,
      10_000,
    );
    expect(shown.answer).toMatch(/^HTTP\/1\.1 200/);
    expect(shown.closedAfterMs).toBeLessThan(2_000);
  });

  it('the defaults are set (Fastify leaves them at 0: never)', async () => {
    expect(SERVER_TIMEOUTS.requestTimeout).toBe(30_000);
    expect(SERVER_TIMEOUTS.headersTimeout).toBeLessThanOrEqual(SERVER_TIMEOUTS.requestTimeout);
    expect(SERVER_TIMEOUTS.connectionTimeout).toBe(60_000);
    expect(SERVER_TIMEOUTS.keepAliveTimeout).toBe(55_000);
    expect(SERVER_TIMEOUTS.keepAliveTimeout).toBeLessThan(SERVER_TIMEOUTS.connectionTimeout);
    const world = await createTestWorld(1);
    const app = await createFastifyApp(world.mock);
    expect(app.server.requestTimeout).toBe(30_000);
    expect(app.server.headersTimeout).toBe(SERVER_TIMEOUTS.headersTimeout);
    expect(app.server.keepAliveTimeout).toBe(55_000);
    expect(app.server.timeout).toBe(60_000);
    await app.close();
  });
});
