import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { endpoint, reads } from '#shared/schemas/common.ts';
import { createTestWorld } from '#tests/support/mock/test-world.ts';
import { createFixedClock } from '../domain/plumbing/clock.ts';
import { createCtx } from '../domain/plumbing/context.ts';
import type { JsonText } from '../domain/plumbing/request-parts.ts';
import { ANSWER_CHECKS, responseDrift } from './answer-check.ts';
import { defineRoute, type RouteRequest } from './route-types.ts';
import { runRoute, runRouteMaybeSync } from './run-route.ts';

// runRoute checks each 200 answer against the endpoint's response schema when the world checks
// answers (tests and `npm run mock`), as Prism does: drift fails where it starts.

const pageEndpoint = endpoint({
  method: 'GET',
  path: '/api/things',
  effect: reads,
  response: z.object({ things: z.array(z.string()), totalPages: z.number() }),
});

const request: RouteRequest = {
  method: 'GET',
  path: '/api/things',
  params: {},
  query: {},
  body: undefined,
  files: [],
  cookies: {},
  headers: {},
};

const worldThatChecks = (checkAnswers: boolean) =>
  createCtx({ seed: 1, clock: createFixedClock(0), options: { checkAnswers } });

/** A route answering `body` (as an object, or as pre-serialised JSON text). */
const answering = (body: unknown, asText = false) =>
  defineRoute({
    ...pageEndpoint,
    summary: 'test',
    tags: ['test'],
    readOnly: true,
    handler: () =>
      asText
        ? {
            status: 200,
            body: JSON.stringify(body) as JsonText<never>,
            contentType: 'application/json; charset=utf-8',
          }
        : { status: 200, body: body as never },
  });

describe('answers checked against their endpoint', () => {
  it('lets an answer that matches through unchanged', async () => {
    const ctx = worldThatChecks(true);
    const answer = await runRoute(ctx, answering({ things: ['a'], totalPages: 1 }), request);
    expect(answer).toEqual({ status: 200, body: { things: ['a'], totalPages: 1 } });
  });

  it('turns a drifted answer into a 500 that names the route and the field', async () => {
    const lines: string[] = [];
    const ctx = worldThatChecks(true);
    ctx.log = (line) => lines.push(line);
    const answer = await runRoute(ctx, answering({ things: ['a'], totalPages: '1' }), request);
    expect(answer.status).toBe(500);
    expect((answer.body as { message: string }).message).toMatch(
      /^The mock's answer to GET \/api\/things does not match its response schema: totalPages: /,
    );
    expect(lines.join('\n')).toContain('does not match its response schema');
  });

  it('reads a pre-serialised JSON answer back before checking it', async () => {
    const ctx = worldThatChecks(true);
    const drifted = await runRoute(ctx, answering({ things: [7], totalPages: 1 }, true), request);
    expect(drifted.status).toBe(500);
    const fine = await runRoute(ctx, answering({ things: [], totalPages: 0 }, true), request);
    expect(fine.status).toBe(200);
  });

  it('passes the same bytes again without reading them, and still reads other bytes', async () => {
    const ctx = worldThatChecks(true);
    let text = JSON.stringify({ things: ['a'], totalPages: 1 });
    const route = defineRoute({
      ...pageEndpoint,
      summary: 'test',
      tags: ['test'],
      readOnly: true,
      handler: () => ({
        status: 200,
        body: text as JsonText<never>,
        contentType: 'application/json; charset=utf-8',
      }),
    });
    const parse = vi.spyOn(JSON, 'parse');
    try {
      expect((await runRoute(ctx, route, request)).status).toBe(200);
      const reads = parse.mock.calls.length;
      expect((await runRoute(ctx, route, request)).status).toBe(200);
      expect(parse.mock.calls.length).toBe(reads);
    } finally {
      parse.mockRestore();
    }
    text = JSON.stringify({ things: [7], totalPages: 1 });
    expect((await runRoute(ctx, route, request)).status).toBe(500);
  });

  it('responseDrift reports how any answer differs, every time, changing nothing', () => {
    const route = answering({});
    const drifted = { status: 200, body: { things: [7], totalPages: 1 } };
    expect(responseDrift(route, drifted)).toMatch(/^things\.0: /);
    expect(responseDrift(route, drifted)).toMatch(/^things\.0: /);
    const asText = JSON.stringify({ things: ['a'], totalPages: 1 });
    const text = { status: 200, body: asText, contentType: 'application/json; charset=utf-8' };
    expect(responseDrift(route, text)).toBeUndefined();
    // Only 200 JSON answers have a schema to compare with.
    expect(responseDrift(route, { status: 404, body: { message: 'No' } })).toBeUndefined();
    expect(responseDrift(route, { ...text, contentType: 'text/html' })).toBeUndefined();
  });

  it('checks nothing where the world does not check answers (npm start)', async () => {
    const ctx = worldThatChecks(false);
    const answer = await runRoute(ctx, answering({ things: 'no' }), request);
    expect(answer).toEqual({ status: 200, body: { things: 'no' } });
  });

  it('still catches a drift after the route is proven: sampled, loudly, then every answer again', async () => {
    const lines: string[] = [];
    const ctx = worldThatChecks(true);
    ctx.log = (line) => lines.push(line);
    let body: unknown = { things: ['a'], totalPages: 1 };
    const route = defineRoute({
      ...pageEndpoint,
      summary: 'test',
      tags: ['test'],
      readOnly: true,
      handler: () => ({ status: 200, body: body as never }),
    });
    // The shape is proven: every one of these answers was checked and matched.
    for (let i = 0; i < ANSWER_CHECKS.PROVEN_AFTER; i++)
      expect((await runRoute(ctx, route, request)).status).toBe(200);
    // The handler drifts: a sampled check finds it within one sample period, as a 500 and a log.
    body = { things: ['a'], totalPages: '1' };
    const statuses: number[] = [];
    for (let i = 0; i < ANSWER_CHECKS.SAMPLE_EVERY; i++)
      statuses.push((await runRoute(ctx, route, request)).status);
    expect(statuses).toContain(500);
    expect(lines.join('\n')).toMatch(
      /\[error\] The mock's answer to GET \/api\/things does not match its response schema: totalPages: /,
    );
    // After a mismatch the route is no longer proven: the very next drifted answer is caught.
    expect((await runRoute(ctx, route, request)).status).toBe(500);
    // A fresh world proves the route afresh: its first drifted answer is caught at once.
    expect((await runRoute(worldThatChecks(true), route, request)).status).toBe(500);
  });

  it("is on in the tests' worlds (their helper asks for it), off unless asked", async () => {
    expect((await createTestWorld()).ctx.options.checkAnswers).toBe(true);
    expect(createCtx({ seed: 1, clock: createFixedClock(0) }).options.checkAnswers).toBe(false);
  });
});

describe('queries parsed once per route and query string', () => {
  const pageQuery = z.object({
    page: z.pipe(
      z.string(),
      z.transform((v) => {
        parses += 1;
        return Number(v);
      }),
    ),
  });
  let parses = 0;
  const route = defineRoute({
    method: 'GET',
    path: '/api/pages',
    query: pageQuery,
    summary: 'test',
    tags: ['test'],
    readOnly: true,
    handler: (_ctx, { query }) => ({ status: 200, body: { page: query.page } }),
  });
  const asked = (page: string, rawQuery?: string): RouteRequest => ({
    ...request,
    path: '/api/pages',
    query: { page },
    rawQuery,
  });

  it('answers the same query string again without its schema, and the same answer', async () => {
    const ctx = worldThatChecks(false);
    parses = 0;
    const first = await runRoute(ctx, route, asked('2', 'page=2'));
    const again = await runRoute(ctx, route, asked('2', 'page=2'));
    expect(first).toEqual({ status: 200, body: { page: 2 } });
    expect(again).toEqual(first);
    expect(parses).toBe(1);
    // Another query string, or a transport without one (MSW), is parsed.
    expect(await runRoute(ctx, route, asked('3', 'page=3'))).toEqual({
      status: 200,
      body: { page: 3 },
    });
    await runRoute(ctx, route, asked('2'));
    expect(parses).toBe(3);
  });

  it('refuses a bad query every time it is asked (a refusal is never kept)', async () => {
    const ctx = worldThatChecks(false);
    const bad = { ...asked('x', 'page'), query: {} };
    expect((await runRoute(ctx, route, bad)).status).toBe(400);
    expect((await runRoute(ctx, route, bad)).status).toBe(400);
  });
});

describe('the read fast path', () => {
  const page = { things: ['a'], totalPages: 1 };

  it('runRouteMaybeSync answers a read with nothing to wait for without a promise', () => {
    const answer = runRouteMaybeSync(worldThatChecks(true), answering(page), request);
    expect(answer).not.toBeInstanceOf(Promise);
    expect(answer).toEqual({ status: 200, body: page });
  });

  it('runRoute always answers with a promise, the same answer', async () => {
    const answer = runRoute(worldThatChecks(true), answering(page), request);
    expect(answer).toBeInstanceOf(Promise);
    expect(await answer).toEqual({ status: 200, body: page });
  });
});
