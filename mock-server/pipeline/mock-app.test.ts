import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { endpoint, reads } from '#shared/schemas/common.ts';
import { createFixedClock } from '../domain/plumbing/clock.ts';
import { type Ctx, createCtx } from '../domain/plumbing/context.ts';
import { addFault } from '../domain/plumbing/faults.ts';
import { defineRoute, type RouteRequest } from '../routes/route-types.ts';
import { oneWorld, type WorldResolver } from '../worlds/world-selection.ts';
import { createMockApp, runOnWorld } from './mock-app.ts';
import type { RequestAnswer, RequestObserver, RouteRunner } from './pipeline-types.ts';

// The request pipeline without a transport: the events an observer hears and their order, a
// refused world, a runner put in place of the run on the world, faults before any runner, and
// unsubscribing.

const thingsEndpoint = endpoint({
  method: 'GET',
  path: '/api/things/:id',
  effect: reads,
  response: z.object({ id: z.string() }),
});

const things = defineRoute({
  ...thingsEndpoint,
  summary: 'test',
  tags: ['test'],
  readOnly: true,
  handler: (_ctx, { params }) => ({ status: 200, body: { id: params.id } }),
});

const upload = defineRoute({
  method: 'POST',
  path: '/api/uploads',
  summary: 'test',
  tags: ['test'],
  multipart: true,
  body: z.object({ name: z.string() }),
  handler: (_ctx, { body }) => ({ status: 200, body: { got: body } }),
});

const events = defineRoute({
  method: 'GET',
  path: '/__mock/events',
  summary: 'test',
  tags: ['test'],
  readOnly: true,
  handler: () => ({ status: 200, body: '', stream: () => () => {} }),
});

const routes = [things, upload, events];

const asked = (path: string, extra: Partial<RouteRequest> = {}): RouteRequest => ({
  method: 'GET',
  path,
  params: { id: path.split('/').at(-1) ?? '' },
  query: {},
  body: undefined,
  files: [],
  cookies: {},
  headers: {},
  ...extra,
});

const newWorld = () => createCtx({ seed: 1, clock: createFixedClock(0) });

function appOf(options: { world?: Ctx; resolveWorld?: WorldResolver; run?: RouteRunner } = {}) {
  const world = options.world ?? newWorld();
  const lines: string[] = [];
  const app = createMockApp({
    routes,
    resolveWorld: options.resolveWorld ?? oneWorld(world),
    run: options.run,
    log: (line) => lines.push(line),
  });
  return { app, world, lines };
}

/** An observer writing each event it hears into `heard`. */
function listener(heard: string[], name = 'o'): RequestObserver {
  return {
    start: ({ route, request }) => {
      heard.push(`${name} start ${route.path} ${request.path}`);
      return ({ answer }) => heard.push(`${name} finish ${answer.status}`);
    },
    answer: ({ answer }) => heard.push(`${name} answer ${answer.status}`),
    refusal: ({ answer }) => heard.push(`${name} refusal ${answer.status}`),
  };
}

describe('the request pipeline', () => {
  it('answers a plain read without a promise, observed or not', () => {
    const { app } = appOf();
    expect(app.serve(things, asked('/api/things/a'))).toEqual({ status: 200, body: { id: 'a' } });
    app.observe({ hears: () => false, start: () => undefined });
    const heard: string[] = [];
    app.observe(listener(heard));
    expect(app.serve(things, asked('/api/things/b'))).toEqual({ status: 200, body: { id: 'b' } });
    expect(heard).toEqual([
      'o start /api/things/:id /api/things/b',
      'o finish 200',
      'o answer 200',
    ]);
  });

  it('tells each observer start, then the answer, with route, request, world and duration', async () => {
    const { app, world } = appOf();
    const heard: string[] = [];
    const answers: RequestAnswer[] = [];
    app.observe(listener(heard, 'first'));
    app.observe({ answer: (event) => answers.push(event) });
    app.observe(listener(heard, 'second'));
    const request = asked('/api/uploads', {
      method: 'POST',
      params: {},
      readBody: async () => ({ body: { name: 'menu.png' }, files: [] }),
    });
    const answer = await app.serve(upload, request);
    expect(answer).toEqual({ status: 200, body: { got: { name: 'menu.png' } } });
    expect(heard).toEqual([
      'first start /api/uploads /api/uploads',
      'second start /api/uploads /api/uploads',
      'first finish 200',
      'first answer 200',
      'second finish 200',
      'second answer 200',
    ]);
    const [event] = answers;
    expect(event?.route).toBe(upload);
    expect(event?.world).toBe(world);
    expect(event?.answer).toBe(answer);
    expect(event?.durationMs).toBeGreaterThanOrEqual(0);
    // A body read on demand is in the observed request once the run read it.
    expect(event?.request.path).toBe('/api/uploads');
    expect(event?.request.body).toEqual({ name: 'menu.png' });
  });

  it('refuses a request naming a world that does not exist: a refusal event, no start', () => {
    const refusing: WorldResolver = () => ({ ok: false, status: 404, message: 'No such world' });
    const run = vi.fn(runOnWorld);
    const { app } = appOf({ resolveWorld: refusing, run });
    const heard: string[] = [];
    app.observe(listener(heard));
    expect(app.serve(things, asked('/api/things/a'))).toEqual({
      status: 404,
      body: { message: 'No such world' },
    });
    expect(heard).toEqual(['o refusal 404']);
    expect(run).not.toHaveBeenCalled();
  });

  it('runs every request with the runner given in place of the route over the world', async () => {
    const seen: string[] = [];
    const run: RouteRunner = (route, request, world) => {
      seen.push(`${route.method} ${route.path} ${request.path} ${world.worldId}`);
      return route.path.startsWith('/api/')
        ? Promise.resolve({ status: 200, body: { id: 'from elsewhere' } })
        : runOnWorld(route, request, world);
    };
    const { app } = appOf({ run });
    const answers: RequestAnswer[] = [];
    app.observe({ answer: (event) => answers.push(event) });
    expect(await app.serve(things, asked('/api/things/a'))).toEqual({
      status: 200,
      body: { id: 'from elsewhere' },
    });
    expect(seen).toEqual(['GET /api/things/:id /api/things/a default']);
    expect(answers.map((a) => [a.route.path, a.request.path, a.answer.body])).toEqual([
      ['/api/things/:id', '/api/things/a', { id: 'from elsewhere' }],
    ]);
  });

  it('lets an injected fault act before any runner: a dropped connection, a status', async () => {
    const run = vi.fn(runOnWorld);
    const { app, world } = appOf({ run });
    addFault(world, { path: '/api/things/:id', networkError: true, times: 1 });
    addFault(world, { path: '/api/things/b', status: 503, message: 'Down', times: 1 });
    const heard: string[] = [];
    app.observe(listener(heard));
    expect(await app.serve(things, asked('/api/things/a'))).toEqual({
      status: 0,
      body: null,
      dropConnection: true,
    });
    expect(await app.serve(things, asked('/api/things/b'))).toEqual({
      status: 503,
      body: { message: 'Down' },
    });
    expect(run).not.toHaveBeenCalled();
    expect(heard).toEqual([
      'o start /api/things/:id /api/things/a',
      'o finish 0',
      'o answer 0',
      'o start /api/things/:id /api/things/b',
      'o finish 503',
      'o answer 503',
    ]);
    // Faults spent: the runner answers again.
    expect(app.serve(things, asked('/api/things/c'))).toEqual({ status: 200, body: { id: 'c' } });
    expect(run).toHaveBeenCalledOnce();
  });

  it('stops telling an observer once it unsubscribes (twice is harmless)', () => {
    const { app } = appOf();
    const heard: string[] = [];
    const stop = app.observe(listener(heard, 'gone'));
    app.observe(listener(heard, 'stays'));
    app.serve(things, asked('/api/things/a'));
    stop();
    stop();
    app.serve(things, asked('/api/things/b'));
    expect(heard.filter((line) => line.startsWith('gone'))).toHaveLength(3);
    expect(heard.filter((line) => line.startsWith('stays'))).toHaveLength(6);
  });

  it('keeps the answer when an observer throws, and logs it', () => {
    const { app, lines } = appOf();
    app.observe({
      answer: () => {
        throw new Error('observer broke');
      },
    });
    expect(app.serve(things, asked('/api/things/a'))).toEqual({ status: 200, body: { id: 'a' } });
    expect(lines.join('\n')).toContain('observer broke');
  });

  it('ends a stream when its world is dropped (a world that can be)', () => {
    const world = newWorld();
    const listeners: (() => void)[] = [];
    const whenDropped = (end: () => void) => {
      listeners.push(end);
      return () => {};
    };
    const { app } = appOf({ resolveWorld: () => ({ ok: true, ctx: world, whenDropped }) });
    const answer = app.serve(events, asked('/__mock/events'));
    expect(answer).toMatchObject({ status: 200, streamEndsWhen: whenDropped });
    // A plain answer is handed on as the runner gave it.
    expect(app.serve(things, asked('/api/things/a'))).toEqual({ status: 200, body: { id: 'a' } });
  });
});
