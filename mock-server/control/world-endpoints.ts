import { z } from 'zod';
import { endpoint } from '#shared/schemas/common.ts';
import { CHECKOUT_MODES } from '#shared/schemas/mock-control-names.ts';
import { PROFILE_NAMES } from '../domain/plumbing/behaviour-profile.ts';
import type { RecordingDocument } from '../recording/recorder.ts';
import type { WorldInfo } from '../worlds/world-info.ts';
import { answerOf, schemaOf } from './control-endpoints.ts';

// `/__mock/worlds`: make, list, enter and drop the isolated worlds of a mock process, and record
// what a world answers (worlds/world-routes.ts and recording/recording-routes.ts serve them).

/** A path of this site to land on after entering a world (never another site). */
const landing = z
  .string()
  .regex(/^\/(?![/\\])[^\s]*$/, 'a path of this site, such as /account')
  .max(500)
  .optional();

const createBody = z
  .object({
    id: z
      .string()
      .regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'lower-case letters, digits and -, up to 64')
      .optional()
      .describe('Make it under this id (a world moved from another process); default: a new one'),
    seed: z.union([z.string().min(1).max(100), z.number().int()]).optional(),
    snapshot: z.unknown().optional().describe('A document from GET /__mock/snapshot'),
    profile: z.enum(PROFILE_NAMES).optional(),
    checkout: z.enum(CHECKOUT_MODES).optional(),
    stores: z.number().int().min(1).max(50_000).optional(),
    simulator: z.boolean().optional(),
    speed: z.number().positive().max(100).optional(),
  })
  .strict();

/** The recording's state without its entries (what start and stop answer). */
type RecordingState = Omit<RecordingDocument, 'entries'> & { count: number };

/** What a world that never recorded answers (the panel asks). */
type NoRecording = {
  on: false;
  world: string;
  seed: string | number;
  stoppedBecause: null;
  entries: [];
};

/** A world as `GET`/`POST /__mock/worlds` tell of it (`worlds/world-info.ts`). */
const worldInfoSchema = schemaOf<WorldInfo>()(
  z.object({
    id: z.string(),
    seed: z.union([z.string(), z.number()]),
    checkout: z.enum(CHECKOUT_MODES),
    profile: z.enum(PROFILE_NAMES),
    from: z.enum(['seed', 'snapshot', 'start']),
    created: z.string(),
    lastUsed: z.string(),
    expires: z.string().nullable(),
    records: z.number().int(),
    dataBytes: z.number(),
    memoryMB: z.number(),
    buildMs: z.number(),
    simulator: z.object({ on: z.boolean(), speed: z.number() }),
  }),
);

const recordingStateSchema = schemaOf<RecordingState>()(
  z.object({
    on: z.boolean(),
    world: z.string(),
    seed: z.union([z.string(), z.number()]),
    checkout: z.string(),
    profile: z.string(),
    startedAt: z.string(),
    stoppedAt: z.string().nullable(),
    stoppedBecause: z.string().nullable(),
    limits: z.object({ maxEntries: z.number().int(), maxBytes: z.number().int() }),
    bytes: z.number().int(),
    count: z.number().int(),
  }),
);

const NAME = /^[a-z][a-z0-9-]{0,59}$/;

export const worldEndpoints = {
  create: endpoint({
    method: 'POST',
    path: '/__mock/worlds',
    body: createBody,
    response: worldInfoSchema.extend({
      header: z.record(z.string(), z.string()),
      enter: z.string(),
    }),
  }),
  list: endpoint({
    method: 'GET',
    path: '/__mock/worlds',
    response: z.object({
      worlds: z.array(worldInfoSchema),
      limits: z.object({
        maxWorlds: z.number(),
        maxWorldsMB: z.number(),
        usedMB: z.number(),
        ttlMinutes: z.number(),
      }),
      process: z.object({ rssMB: z.number(), heapUsedMB: z.number() }),
    }),
  }),
  drop: endpoint({
    method: 'DELETE',
    path: '/__mock/worlds/:id',
    response: z.object({ ok: z.literal(true), dropped: z.string() }),
  }),
  /** A 303 to `to` with the world's cookie set (an empty text body). */
  enter: endpoint({
    method: 'GET',
    path: '/__mock/worlds/:id/enter',
    query: z.object({ to: landing, token: z.string().optional() }),
    response: z.string(),
  }),
  record: endpoint({
    method: 'POST',
    path: '/__mock/worlds/:id/recording',
    body: z
      .object({
        action: z.enum(['start', 'stop']),
        maxEntries: z.number().int().min(1).max(5_000).optional(),
        maxBytes: z.number().int().min(1_000).max(20_000_000).optional(),
      })
      .strict(),
    response: recordingStateSchema,
  }),
  recording: endpoint({
    method: 'GET',
    path: '/__mock/worlds/:id/recording',
    // The recording document (up to thousands of entries, each with a whole answer) stays a
    // typed JSON object: too big to describe honestly here.
    response: answerOf<RecordingDocument | NoRecording>(),
  }),
  /** The recording as a scenario module (TypeScript text). */
  recordedScenario: endpoint({
    method: 'GET',
    path: '/__mock/worlds/:id/recording/scenario',
    query: z.object({
      name: z.string().regex(NAME, 'a kebab-case name such as my-journey').optional(),
    }),
    response: z.string(),
  }),
};
