import { DEFAULT_WORLD, WORLD_COOKIE, WORLD_HEADER } from '#shared/schemas/mock-control-names.ts';
import { fail } from '../domain/plumbing/errors.ts';
import { defineRoute, ok, type RouteDef } from '../routes/route-types.ts';
import type { WorldRegistry } from '../worlds/world-registry.ts';
import { worldEndpoints as api } from './world-endpoints.ts';

const tags = ['worlds'];

const registryOf = (worlds: WorldRegistry | undefined): WorldRegistry =>
  worlds ??
  fail(
    404,
    'This mock has one world: worlds live in the mock server (npm run mock / npm start), not in the in-browser demo',
  );

const MB = 1024 * 1024;

/**
 * `/__mock/worlds`: make, list, enter and drop isolated worlds of this process (`worlds`: its
 * registry; without one, as in the browser's mock, they answer 404).
 */
export const worldRoutes = (worlds: WorldRegistry | undefined): RouteDef[] => [
  defineRoute({
    ...api.create,
    summary:
      'A new isolated world → 201 { id, header, enter, … }: from `seed` (default: the mock’s) or from `snapshot` (a GET /__mock/snapshot document), with its own `profile`, `checkout`, `stores`, `simulator` (default off) and `speed`. Name it in the X-Bukka-World header, or enter it in a browser with GET /__mock/worlds/:id/enter. 429 at --max-worlds, 507 past --max-worlds-mb (the message says what is in use; a snapshot that cannot fit is refused from its size before its body is read). A seeded world is built, and a snapshot read and checked, in slices: other worlds are answered meanwhile. A big one (about 250 stores or more, ~3,300 records) is made once the big one asked before it is made: its answer waits',
    tags,
    bodyLimit: 64 * MB,
    // Making a world changes no world that exists: the default world's writes need not wait.
    readOnly: true,
    // A snapshot that cannot fit is refused from its size before its 40 MB are read.
    admitBody: (headers, head) =>
      registryOf(worlds).admitUpload(Number(headers['content-length'] ?? 0) || 0, head),
    handler: async (_ctx, { body }) => {
      const world = await registryOf(worlds).create(body);
      return {
        status: 201,
        body: {
          ...registryOf(worlds).info(world),
          header: { [WORLD_HEADER]: world.id },
          enter: `/__mock/worlds/${world.id}/enter`,
        },
      };
    },
  }),
  defineRoute({
    ...api.list,
    summary:
      'Every world of this process (the default world first): id, seed, created, last used, when it expires, records, the bytes of its records, its estimated memory (memoryMB), build time; with the limits, the memory the made worlds hold against --max-worlds-mb, and the process memory',
    tags,
    handler: () => {
      const registry = registryOf(worlds);
      registry.sweep();
      const memory = process.memoryUsage();
      return ok({
        worlds: registry.list(),
        limits: {
          maxWorlds: registry.maxWorlds,
          maxWorldsMB: registry.maxWorldsMb,
          usedMB: Math.round(registry.usedMb()),
          ttlMinutes: registry.ttlMs / 60_000,
        },
        process: {
          rssMB: Math.round(memory.rss / MB),
          heapUsedMB: Math.round(memory.heapUsed / MB),
        },
      });
    },
  }),
  defineRoute({
    ...api.drop,
    summary: 'Drop a world (its simulator stops, its event streams end); not the default world',
    tags,
    handler: (_ctx, { params }) => {
      registryOf(worlds).drop(params.id);
      return ok({ ok: true, dropped: params.id });
    },
  }),
  defineRoute({
    ...api.enter,
    summary:
      'Enter a world in this browser: sets the bukka_world cookie and redirects to `to` (default /); `default` leaves for the default world',
    tags,
    handler: (_ctx, { params, query }) => {
      const registry = registryOf(worlds);
      const id = params.id;
      if (id !== DEFAULT_WORLD && !registry.get(id)) {
        fail(404, `World "${id.slice(0, 80)}" does not exist (dropped, or expired when idle)`);
      }
      return {
        status: 303,
        body: '',
        contentType: 'text/plain; charset=utf-8',
        headers: { location: query.to ?? '/', 'cache-control': 'no-store' },
        cookies: [
          id === DEFAULT_WORLD
            ? { name: WORLD_COOKIE, value: '', path: '/', sameSite: 'lax', maxAge: 0 }
            : { name: WORLD_COOKIE, value: id, path: '/', sameSite: 'lax', httpOnly: true },
        ],
      };
    },
  }),
];
