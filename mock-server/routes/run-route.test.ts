import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { endpoint } from '#src/api/schemas/common.ts';
import { createFixedClock } from '../domain/plumbing/clock.ts';
import { createCtx } from '../domain/plumbing/context.ts';
import type { JsonText } from '../domain/plumbing/request-parts.ts';
import { defineRoute, type RouteRequest } from './route-types.ts';
import { runRoute } from './run-route.ts';

// runRoute checks each 200 answer against the endpoint's response schema when the world checks
// answers (tests and `npm run mock`), as Prism does: drift fails where it starts.

const pageEndpoint = endpoint({
  method: 'GET',
  path: '/api/things',
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

  it('checks nothing where the world does not check answers (npm start)', async () => {
    const ctx = worldThatChecks(false);
    const answer = await runRoute(ctx, answering({ things: 'no' }), request);
    expect(answer).toEqual({ status: 200, body: { things: 'no' } });
  });

  it('is on in every test world by default', () => {
    expect(createCtx({ seed: 1, clock: createFixedClock(0) }).options.checkAnswers).toBe(true);
  });
});
