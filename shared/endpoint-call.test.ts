import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { buildCall, jsonOf, pathWithQuery, readAnswer } from './endpoint-call.ts';
import { endpoint, writes } from './schemas/common.ts';

const item = endpoint({
  method: 'POST',
  path: '/api/stores/:storeId/items/:itemId',
  effect: writes('adds an item'),
  query: z.object({ page: z.optional(z.number()) }),
  body: z.object({ name: z.string() }),
  response: z.object({ id: z.string(), count: z.number() }),
});

describe('one call of an endpoint, built', () => {
  it('fills each :name with its encoded value, then appends the query; the body as JSON', () => {
    expect(
      buildCall(item, {
        params: { storeId: 'a b', itemId: 'x/y' },
        query: { page: 2, empty: '', gone: undefined },
        body: { name: 'Jollof' },
      }),
    ).toEqual({
      method: 'POST',
      path: '/api/stores/a%20b/items/x%2Fy',
      target: '/api/stores/a%20b/items/x%2Fy?page=2&empty=',
      body: '{"name":"Jollof"}',
      contentType: 'application/json',
    });
  });

  it('sends a form as it is, and no body at all without one', () => {
    const form = new FormData();
    expect(buildCall({ method: 'POST', path: '/u' }, { form })).toEqual({
      method: 'POST',
      path: '/u',
      target: '/u',
      body: form,
    });
    expect(buildCall({ method: 'GET', path: '/h' })).toEqual({
      method: 'GET',
      path: '/h',
      target: '/h',
    });
  });

  it('refuses a path value left out', () => {
    expect(() => buildCall(item, { params: { storeId: 's' } })).toThrow(
      '/api/stores/:storeId/items/:itemId: no value for :itemId',
    );
  });

  it('keeps every query key given, in order, and adds no ? for an empty query', () => {
    expect(pathWithQuery('/x', { b: 'Lekki, Lagos', a: 1 })).toBe('/x?b=Lekki%2C+Lagos&a=1');
    expect(pathWithQuery('/x', {})).toBe('/x');
  });
});

describe('one answer of an endpoint, read', () => {
  it('reads JSON, or says it is none', () => {
    expect(jsonOf('{"a":1}')).toEqual({ value: { a: 1 } });
    expect(jsonOf('null')).toEqual({ value: null });
    expect(jsonOf('<html>')).toBeUndefined();
  });

  it('answers the parsed value, or the first three issues with their paths', async () => {
    expect(await readAnswer(item.response, { id: 'd1', count: 2 })).toEqual({
      value: { id: 'd1', count: 2 },
    });
    const read = await readAnswer(item.response, { id: 7 });
    expect('issues' in read && read.issues).toMatch(/^id: .*; count: /);
    expect(await readAnswer(undefined, 'plain')).toEqual({ value: 'plain' });
  });

  it('runs the retry hook once after a failed check, and checks again', async () => {
    const beforeRetry = vi.fn(async () => undefined);
    await readAnswer(item.response, { id: 'd1', count: 1 }, beforeRetry);
    expect(beforeRetry).not.toHaveBeenCalled();
    await readAnswer(item.response, {}, beforeRetry);
    expect(beforeRetry).toHaveBeenCalledTimes(1);
  });
});
