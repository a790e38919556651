// The browser loads zod/mini only (no full zod, which would set English messages on import): this
// file imports no `zod`, so it checks that the client still loads the messages itself.
import { afterEach, describe, expect, it } from 'vitest';
import { endpoint, reads } from '../../shared/schemas/common.ts';
import { storeEndpoints } from '../../shared/schemas/stores.ts';
import { ApiError, apiRequest, configureApi, resetApiConfig } from './client.ts';

afterEach(() => resetApiConfig());

describe('parse failures without full zod loaded', () => {
  it('still name the field and what was expected, in English', async () => {
    configureApi({
      baseUrl: 'http://api.test',
      fetch: async () =>
        new Response(JSON.stringify({ stores: [{ _id: 'a' }], totalPages: '2' }), {
          headers: { 'content-type': 'application/json' },
        }),
    });
    const error = await apiRequest(
      endpoint({
        method: 'GET',
        path: '/api/users/stores',
        effect: reads,
        response: storeEndpoints.search.response,
      }),
      {},
    ).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe('parse');
    expect((error as ApiError).message).toBe(
      'unexpected response from GET /api/users/stores: stores.0.businessName: Invalid input: ' +
        'expected string, received undefined; totalPages: Invalid input: expected number, received string',
    );
  });
});
