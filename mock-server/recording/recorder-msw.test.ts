import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createTestWorld } from '#tests/support/mock/test-world.ts';
import { DEMO_DEVICE, DEMO_PASSWORD } from '../seed/demo-accounts.ts';
import { startRecording } from './recorder.ts';

// The recorder hears the request pipeline, not a transport: a world served through MSW (the static
// demo, component tests) records as one served through Fastify does (recorder.test.ts).

// Seeds a world and signs in (password hashing): generous under a loaded machine.
describe('recording through the MSW transport', { timeout: 30_000 }, () => {
  it('keeps each /api exchange with its actor, the password masked', async () => {
    const world = await createTestWorld(1);
    const recording = startRecording(world.ctx);
    const ask = (method: string, path: string, body?: unknown) =>
      getResponse(
        world.handlers,
        new Request(`http://localhost${path}`, {
          method,
          headers: body === undefined ? {} : { 'content-type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        }),
      );
    const signIn = { email: 'buyer@bukka.test', password: DEMO_PASSWORD, fingerprint: DEMO_DEVICE };
    expect((await ask('POST', '/api/users/signin', signIn))?.status).toBe(200);
    expect((await ask('GET', '/__mock/health'))?.status).toBe(200);
    expect(recording.entries).toHaveLength(1);
    const [entry] = recording.entries;
    expect(entry).toMatchObject({
      n: 1,
      method: 'POST',
      path: '/api/users/signin',
      route: '/api/users/signin',
      status: 200,
      actor: { email: 'buyer@bukka.test', role: 'buyer', demo: true },
    });
    expect(JSON.stringify(entry)).not.toContain(DEMO_PASSWORD);
  });
});
