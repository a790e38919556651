import { DEFAULT_WORLD } from '#shared/schemas/mock-control-names.ts';
import type { Ctx } from '../domain/plumbing/context.ts';
import { fail } from '../domain/plumbing/errors.ts';
import {
  recordingDocument,
  recordingOf,
  startRecording,
  stopRecording,
} from '../recording/recorder.ts';
import { writeScenario } from '../recording/write-scenario.ts';
import { defineRoute, ok, type RouteDef } from '../routes/route-types.ts';
import type { WorldRegistry } from '../worlds/world-registry.ts';
import { worldEndpoints as api } from './world-endpoints.ts';

const tags = ['worlds'];

/**
 * The world `id` names (`default` is the one the mock started with: `ctx`, where the registry's
 * routes run), looked up in `worlds` (none in the browser's mock: it has one world).
 */
function worldCtx(worlds: WorldRegistry | undefined, ctx: Ctx, id: string): Ctx {
  if (id === DEFAULT_WORLD) return worlds?.defaultWorld.ctx ?? ctx;
  const world = worlds?.get(id);
  if (!world)
    fail(404, `World "${id.slice(0, 80)}" does not exist (dropped, or expired when idle)`);
  return world.ctx;
}

function keptRecording(worlds: WorldRegistry | undefined, ctx: Ctx, id: string) {
  const recording = recordingOf(worldCtx(worlds, ctx, id));
  if (!recording)
    fail(
      404,
      `World "${id.slice(0, 80)}" has no recording: start one with POST /__mock/worlds/${id.slice(0, 80)}/recording { "action": "start" }`,
    );
  return recording;
}

/** `/__mock/worlds/:id/recording`: record what a world answers, fetch it, write it as a scenario. */
export const recordingRoutes = (worlds: WorldRegistry | undefined): RouteDef[] => [
  defineRoute({
    ...api.record,
    summary:
      'Start (a new recording replaces the last) or stop recording what the world answers under /api (and the control actions: payments, bank transfers, deliveries, the clock) → the recording without its entries. Bounded by `maxEntries` (default 500) and `maxBytes` (default 2 MB): over it the recording stops and says why. Secrets are masked before anything is kept',
    tags,
    handler: (ctx, { params, body }) => {
      const world = worldCtx(worlds, ctx, params.id);
      const recording =
        body.action === 'start'
          ? startRecording(world, { maxEntries: body.maxEntries, maxBytes: body.maxBytes })
          : (stopRecording(world) ?? fail(404, 'This world is not recording'));
      const { entries, ...rest } = recordingDocument(recording);
      return ok({ ...rest, count: entries.length });
    },
  }),
  defineRoute({
    ...api.recording,
    summary:
      'The world’s recording: on, seed, checkout, profile, why it stopped, and its entries (n, actor, method, path, route, query, body, status, answer; secrets masked); `{ on: false, entries: [] }` for a world that never recorded',
    tags,
    handler: (ctx, { params }) => {
      const world = worldCtx(worlds, ctx, params.id);
      // A world that never recorded answers an empty, stopped recording (the panel asks).
      const recording = recordingOf(world);
      if (!recording)
        return ok({
          on: false,
          world: world.worldId,
          seed: world.seed,
          stoppedBecause: null,
          entries: [],
        });
      return ok(recordingDocument(recording));
    },
  }),
  defineRoute({
    ...api.recordedScenario,
    summary:
      'The recording written as a scenario module (TypeScript, the scenarios’ DSL) to save under scenarios/defs/NAME.ts; `name` is its kebab-case name (default `recorded`)',
    tags,
    handler: (ctx, { params, query }) => {
      const name = query.name ?? 'recorded';
      const text = writeScenario(recordingDocument(keptRecording(worlds, ctx, params.id)), name);
      return {
        status: 200,
        body: text,
        contentType: 'text/plain; charset=utf-8',
        headers: { 'content-disposition': `attachment; filename="${name}.ts"` },
      };
    },
  }),
];
