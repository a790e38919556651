import { afterAll, describe, expect, it } from 'vitest';
import { type DemoWorld, startDemoWorld } from '#demo/demo-world.ts';
import { answerRequest, type PageClient, type PageClients } from '#demo/service-worker-fetch.ts';
import { serveForwarded } from '#demo/worker-serve.ts';
import { createFixedClock } from '#mock/domain/plumbing/clock.ts';
import { PRESENTER_SPEED } from '#mock/start-mock.ts';
import { orderBody } from '#tests/support/mock/order-body.ts';
import { seededSecrets } from '#tests/support/mock/seeded-secrets.ts';
import {
  firstValues,
  routesCovered,
  SPINE_REQUESTS,
  type SpineRequest,
  type SpineValues,
} from '#tests/support/mock/spine-requests.ts';
import { createTestApp, multipart, pngBytes, type TestApp } from '#tests/support/mock/test-app.ts';
import { TEST_EPOCH } from '#tests/support/mock/test-world.ts';

// The static demo's transport answers as the Fastify server does: one request of every route of
// the table (tests/support/mock/spine-requests.ts), sent as one browser would, to a Fastify test
// app and through the demo's own path — its service worker's handling (demo/service-worker-fetch.ts)
// handing the request to a page, the page forwarding it to the mock worker's transport
// (demo/worker-serve.ts) over a world started as the demo starts it (demo/demo-world.ts), the
// answer back on a real port and made a Response. Both worlds: the same seed, clock and secrets.

const ORIGIN = 'http://localhost';
/** Fastify knows its host: the provider's URLs it writes are absolute; a service worker's request
 * names no host, and the mock writes them relative (services/paystack/paystack-service.ts). */
const FASTIFY_ORIGIN = 'http://localhost:80';

/** A page of the demo, as the service worker finds it: it forwards what it is handed, no cookies. */
function demoPage(world: DemoWorld): PageClients {
  const page: PageClient = {
    id: 'page',
    frameType: 'top-level',
    postMessage(message) {
      const { request, reply } = message as {
        request: { method: string; url: string; headers: [string, string][]; body?: ArrayBuffer };
        reply: MessagePort;
      };
      void serveForwarded(world, { ...request, cookies: {} }).then(({ message, transfer }) =>
        reply.postMessage(message, transfer),
      );
    },
  };
  return { get: async (id) => (id === page.id ? page : undefined), matchAll: async () => [page] };
}

type Seen = { status: number; headers: Record<string, string>; body: string };

const TEXT = /json|text|javascript|svg|html/;
/** An ISO time of the wall clock (a recording's start and stop), not of the worlds' fixed clock. */
const wallTime = (iso: string) => Math.abs(Date.parse(iso) - Date.now()) < 3_600_000;

/**
 * A body as compared: text, or base64. Left out, as no transport makes them: the city's `world`
 * (which records of this process: a counter, and the two worlds of this test are its first two)
 * and a recording's wall-clock times (when it started and stopped, each entry's ms since then,
 * and so its size in bytes).
 */
const bodyOf = (type: string, bytes: Buffer) =>
  TEXT.test(type)
    ? bytes
        .toString('utf8')
        .replace(/"world":\d+/g, '"world":"(records)"')
        .replace(/"atMs":\d+/g, '"atMs":"(wall clock)"')
        .replace(/"bytes":\d+,"entries"/g, '"bytes":"(with those ms)","entries"')
        .replace(/\d{4}-\d\d-\d\dT[\d:.]+Z/g, (iso) => (wallTime(iso) ? '(wall clock)' : iso))
    : bytes.toString('base64');

/** Where two bodies first differ, with what surrounds it (the whole bodies can be long). */
function firstDifference(ours: string, theirs: string): [string, string] | undefined {
  if (ours === theirs) return undefined;
  let at = 0;
  while (ours[at] === theirs[at]) at++;
  const around = (text: string) => `…${text.slice(Math.max(0, at - 60), at + 60)}…`;
  return [around(ours), around(theirs)];
}

/** The first chunk of an event stream (the city's snapshot), the stream then closed. */
async function firstChunk(stream: ReadableStream<Uint8Array> | NodeJS.ReadableStream) {
  if (stream instanceof ReadableStream) {
    const reader = stream.getReader();
    const { value } = await reader.read();
    await reader.cancel();
    return Buffer.from(value ?? []);
  }
  const chunk = await new Promise<Buffer>((resolve) => stream.once('data', resolve));
  (stream as unknown as { destroy(): void }).destroy();
  return chunk;
}

/** A request's body and content type (a multipart one with a picture). */
async function payloadOf(step: SpineRequest, v: SpineValues) {
  if (step.form) {
    const file = { field: step.form.file, name: 'p.png', type: 'image/png', data: pngBytes(96) };
    const form = await multipart(step.form.fields, [file]);
    return { type: form.contentType, bytes: form.payload };
  }
  const body = step.body?.(v);
  if (body === undefined) return undefined;
  return { type: 'application/json', bytes: Buffer.from(JSON.stringify(body)) };
}

let fastify: TestApp;
let demo: DemoWorld;

afterAll(() => demo?.stop());

describe("the static demo's worker answers as the Fastify server", () => {
  it('one request of every route of the table: status, headers, body and cookies', async () => {
    const secrets = () => seededSecrets('demo-parity');
    fastify = await createTestApp(7, {}, { secrets: secrets() });
    const store = new Map<string, unknown>();
    demo = await startDemoWorld({ seed: 7, simulator: false }, 'parity', {
      store: {
        load: async (key) => store.get(key),
        save: async (key, kept) => store.set(key, kept),
        forget: async (key) => store.delete(key),
      },
      clock: createFixedClock(TEST_EPOCH),
      secrets: secrets(),
      options: { checkAnswers: true },
    });
    // As the demo starts its simulator (off here: its ticks follow the wall clock).
    fastify.ctx.simulator.speed = PRESENTER_SPEED;
    const clients = demoPage(demo);
    const jar = new Map<string, string>();
    const v = firstValues(fastify.ids, orderBody(fastify.ctx, fastify.ids.vendor));

    const covered = routesCovered();
    const table = fastify.mock.routes.map((r) => `${r.method} ${r.path}`);
    expect(table.filter((r) => !covered.has(r))).toEqual([]);

    for (const step of SPINE_REQUESTS) {
      const [method] = step.route.split(' ') as [string];
      const url = step.path(v);
      const payload = await payloadOf(step, v);
      const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
      const f = await fastify.app.inject({
        method: method as 'GET',
        url,
        payload: payload?.bytes,
        payloadAsStream: step.stream,
        headers: {
          ...(payload ? { 'content-type': payload.type } : {}),
          ...(cookie ? { cookie } : {}),
        },
      });
      const request = new Request(`${ORIGIN}${url}`, {
        method,
        body: payload ? new Uint8Array(payload.bytes) : undefined,
        headers: payload ? { 'content-type': payload.type } : {},
      });
      const d = await answerRequest(request, 'page', clients);
      const type = d.headers.get('content-type') ?? '';
      const theirs = step.stream
        ? bodyOf(type, await firstChunk(f.stream()))
        : bodyOf(type, f.rawPayload).replaceAll(FASTIFY_ORIGIN, '');
      const ours = bodyOf(
        type,
        step.stream ? await firstChunk(d.body!) : Buffer.from(await d.arrayBuffer()),
      );
      const differ = firstDifference(ours, theirs);
      expect(differ?.[0], `${method} ${url}: the body`).toBe(differ?.[1]);
      const fastHeaders = f.headers as Record<string, string>;
      const demoSeen: Seen = { status: d.status, headers: {}, body: ours };
      const fastSeen: Seen = { status: f.statusCode, headers: {}, body: theirs };
      for (const [name, value] of d.headers) {
        demoSeen.headers[name] = value;
        fastSeen.headers[name] = fastHeaders[name] ?? '(none)';
      }
      expect({ step: `${method} ${url}`, ...demoSeen }).toEqual({
        step: `${method} ${url}`,
        ...fastSeen,
      });
      for (const set of ([] as string[]).concat(f.headers['set-cookie'] ?? [])) {
        const [pair = '', ...attributes] = set.split(';');
        const [name = '', value = ''] = pair.split('=');
        // As a browser keeps it: gone with Max-Age=0, or an Expires in the past.
        const ended = attributes.some((a) => {
          const [key = '', when = ''] = a.trim().split('=');
          if (/^max-age$/i.test(key)) return Number(when) <= 0;
          return /^expires$/i.test(key) && Date.parse(when) <= Date.now();
        });
        if (ended) jar.delete(name);
        else jar.set(name, value);
      }
      // The demo keeps the cookies (a service worker's answer cannot set one): the same ones.
      expect(demo.jar.send(), `cookies after ${method} ${url}`).toEqual(Object.fromEntries(jar));
      if (f.statusCode === 200 && step.learn) step.learn(JSON.parse(f.body) as never, v);
    }
  }, 120_000);
});
