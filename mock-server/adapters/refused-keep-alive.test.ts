import { Agent, request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WORLD_HEADER } from '#shared/schemas/mock-control-names.ts';
import { createMockServer } from '../create-mock.ts';
import { createOffsetClock } from '../domain/plumbing/clock.ts';

// A request refused before its body is read (no control token, an upload without a session, a
// world that does not exist, a world past the memory budget) must leave a client that reuses
// connections — Node's fetch, the scenario runner — able to go on: when the mock closes the
// connection it says so (`Connection: close`), so the client never sends its next request on a
// socket that is about to close (UND_ERR_SOCKET, "other side closed").

const TOKEN = 'keep-alive-token-123';
let base = '';
let close: () => Promise<void>;

beforeAll(async () => {
  const mock = await createMockServer({
    seed: 1,
    clock: createOffsetClock(() => Date.now()),
    options: { stores: 5 },
    guard: { controlToken: TOKEN },
    // A budget no world fits in: every snapshot upload is refused from its size.
    worlds: { maxWorldsMb: 1, sweepEveryMs: 0 },
  });
  // Neither idle nor slow connections are closed during the test: on a machine loaded many times
  // over, the client's own expiry of an idle connection (a second before the server's) can come
  // late, and 1,000 connections served by one starved process can pass the 10 s headers limit —
  // other closes than the one under test.
  mock.app.server.keepAliveTimeout = 60_000;
  mock.app.server.headersTimeout = 60_000;
  mock.app.server.requestTimeout = 120_000;
  await mock.app.listen({ port: 0, host: '127.0.0.1' });
  const address = mock.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  close = () => mock.app.close();
}, 60_000);

afterAll(async () => {
  await close?.();
});

type Outcome = { status: number } | { error: string };

/** A fetch that answers its status, or the socket error's code instead of throwing. */
async function attempt(path: string, init: RequestInit): Promise<Outcome> {
  const began = performance.now();
  try {
    const res = await fetch(base + path, init);
    await res.arrayBuffer();
    return { status: res.status };
  } catch (error) {
    const cause = (error as Error & { cause?: { code?: string; message?: string } }).cause;
    return {
      error: `${cause?.code ?? ''} ${cause?.message ?? (error as Error).message} after ${Math.round(performance.now() - began)} ms`,
    };
  }
}

const BOUNDARY = 'refused-upload-boundary';
const multipartBody = (bytes: number) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="imgs"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n${'a'.repeat(bytes)}\r\n--${BOUNDARY}--\r\n`;

/** Uploads refused before their bodies are read, of sizes from 0.5 to 48 KB (drained, and closed). */
function refusedUpload(i: number): Promise<Outcome> {
  const { path, init } = refusedSpec(i);
  return attempt(path, init);
}

/** Refusal `i % 4` (the four kinds) of body size `(i >> 2) % 4` (0.5, 8, 20, 48 KB). */
function refusedSpec(i: number): { path: string; init: RequestInit } {
  const bytes = [512, 8_000, 20_000, 48_000][(i >> 2) % 4]!;
  const json = { 'content-type': 'application/json' };
  switch (i % 4) {
    case 0: // an upload without a session
      return {
        path: '/api/products/post/demo-device?userId=nobody',
        init: {
          method: 'POST',
          headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
          body: multipartBody(bytes),
        },
      };
    case 1: // a control call without the token
      return {
        path: '/__mock/worlds',
        init: {
          method: 'POST',
          headers: json,
          body: JSON.stringify({ snapshot: { pad: 'x'.repeat(bytes) } }),
        },
      };
    case 2: // a world that does not exist
      return {
        path: '/api/products/post/demo-device?userId=nobody',
        init: {
          method: 'POST',
          headers: {
            'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
            [WORLD_HEADER]: 'no-such-world',
          },
          body: multipartBody(bytes),
        },
      };
    default: // a snapshot past the memory budget (from the stores it names)
      return {
        path: '/__mock/worlds',
        init: {
          method: 'POST',
          headers: { ...json, 'x-mock-token': TOKEN },
          body: JSON.stringify({
            snapshot: {
              format: 'bukka-mock-world',
              version: 1,
              stores: 10_000,
              pad: 'x'.repeat(bytes),
            },
          }),
        },
      };
  }
}

// On a quiet machine a few seconds; the timeout leaves room for a machine loaded many times over.
type Seen = { status: number; connection: string | undefined; closedByServer: boolean };

/**
 * One request on its own keep-alive connection (node:http, one socket): its status, what the
 * answer said of the connection, and whether the server closed the connection afterwards.
 */
function onOwnConnection(path: string, init: RequestInit): Promise<Seen> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  return new Promise<Seen>((done, fail) => {
    const req = request(base + path, {
      method: init.method,
      agent,
      headers: init.headers as Record<string, string>,
    });
    req.on('error', fail);
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => {
        let closedByServer = false;
        req.socket?.once('close', () => {
          closedByServer = true;
        });
        setTimeout(() => {
          agent.destroy();
          done({ status: res.statusCode ?? 0, connection: res.headers.connection, closedByServer });
        }, 300);
      });
    });
    req.end(init.body as string);
  });
}

describe('a refused request never breaks the connection it came on', { timeout: 120_000 }, () => {
  it('says Connection: close whenever it closes the connection', async () => {
    for (let i = 0; i < 16; i++) {
      const { path, init } = refusedSpec(i);
      const seen = await onOwnConnection(path, init);
      expect(seen.status, `refusal ${i}`).toBeGreaterThanOrEqual(400);
      if (seen.closedByServer) expect(seen.connection, `refusal ${i}`).toBe('close');
      // Small bodies are drained and their connections kept.
      if (i < 8) expect(seen, `refusal ${i}`).toMatchObject({ closedByServer: false });
    }
  });

  it('1,000 concurrent refused uploads, then normal calls on the same agent: 0 socket errors', async () => {
    const health = { headers: { 'x-mock-token': TOKEN } };
    const normalCall = (i: number) =>
      i % 2 === 0 ? attempt('/api/users/stores?page=1', {}) : attempt('/__mock/health', health);
    // Each refused call is followed at once by a normal one: the agent hands it the connection
    // the refusal was answered on, as soon as that answer is read.
    const lanes = await Promise.all(
      Array.from({ length: 1_000 }, async (_, i) => {
        const refusal = await refusedUpload(i);
        return { refusal, next: await normalCall(i) };
      }),
    );
    const refused = lanes.map((l) => l.refusal);
    const errors = refused.filter((o) => 'error' in o);
    expect(errors.slice(0, 3), `${errors.length} refused calls failed`).toEqual([]);
    const statuses = new Set(refused.map((o) => ('status' in o ? o.status : 0)));
    expect([...statuses].sort()).toEqual([401, 404, 507]);

    // And more normal calls on the same (global) agent: the connections it keeps must be ones
    // the server keeps too.
    const later = await Promise.all(Array.from({ length: 200 }, (_, i) => normalCall(i)));
    const normal = [...lanes.map((l) => l.next), ...later];
    const failed = normal.filter((o) => !('status' in o) || o.status !== 200);
    expect(failed.slice(0, 3), `${failed.length} normal calls failed`).toEqual([]);
  });
});
